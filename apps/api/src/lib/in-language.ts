import type { Language } from '@iqra/contracts';

type Texts = Record<string, string | string[]>;

const isBlank = (value: string | string[] | null) =>
  value === null || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/**
 * Staff's texts as a reader of `language` reads them (decision 043): on an Arabic answer each
 * field's Arabic where staff wrote it, else its English, and `in_english` naming the fields
 * left in English so that the page can mark them `lang="en"`. An English answer is the English
 * as it is, with no `in_english`. A field with no English either (an empty description) is
 * not named.
 */
export function inLanguage<T extends Texts>(
  language: Language,
  english: T,
  arabic: { [Field in keyof T]: T[Field] | null },
): T & { in_english?: (keyof T & string)[] } {
  if (language === 'en') return english;
  const texts: Texts = {};
  const left: (keyof T & string)[] = [];
  for (const field of Object.keys(english) as (keyof T & string)[]) {
    const twin = arabic[field];
    const text = english[field] as string | string[];
    if (twin === null || isBlank(twin)) {
      texts[field] = text;
      if (!isBlank(text)) left.push(field);
    } else {
      texts[field] = twin;
    }
  }
  return (left.length > 0 ? { ...texts, in_english: left } : texts) as T & {
    in_english?: (keyof T & string)[];
  };
}

/**
 * One of staff's texts as a reader of `language` reads it, where nothing marks the English
 * (a mail's sentence): its Arabic where staff wrote it, else its English.
 */
export const textIn = (language: Language, english: string, arabic: string | null): string =>
  language === 'ar' && arabic !== null && !isBlank(arabic) ? arabic : english;

/** A class's or a lesson's course name as `inLanguage` gives it; none for a class without one. */
export const courseIn = (language: Language, course: string | null, courseAr: string | null) =>
  course === null ? { course: null } : inLanguage(language, { course }, { course: courseAr });
