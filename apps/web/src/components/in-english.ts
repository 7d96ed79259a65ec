/** Something staff wrote, as the API answers it: on an Arabic page, the fields still in English. */
interface StaffWords {
  in_english?: readonly string[] | undefined;
}

/** What marks an English text on an Arabic page: its language, and its own direction. */
export interface EnglishMark {
  lang?: 'en';
  dir?: 'ltr';
}

/**
 * The attributes for showing one of staff's texts (decision 043): where they have written no
 * Arabic for it yet, the Arabic page shows the English, marked as English (`lang="en"`) and set
 * left to right, so that a screen reader says it in English and its punctuation falls in place.
 * Nothing on an English page, whose answers never name a field.
 */
export function englishOf(item: StaffWords | undefined, field: string): EnglishMark {
  return item?.in_english?.includes(field) ? { lang: 'en', dir: 'ltr' } : {};
}
