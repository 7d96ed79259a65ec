import type { Language } from '@iqra/contracts';
import { textIn } from '../../lib/in-language.ts';

/** A trial class's title, as it is stored (a trial has no course). */
export const TRIAL_TITLE = 'Free trial class';

const TRIAL_TITLE_IN: Record<Language, string> = { en: TRIAL_TITLE, ar: 'حصة تجريبية مجانية' };

/** What a class's mails call it: its course, or its own title (a trial's). */
export interface ClassName {
  kind: string;
  title: string;
  course: string | null;
  courseAr: string | null;
}

/**
 * A class's name for a reader of `language`: its course's name (in Arabic where staff wrote
 * one, decision 043), else a trial's title in their language, else the title it was given.
 */
export function classNameIn(language: Language, row: ClassName): string {
  if (row.course !== null) return textIn(language, row.course, row.courseAr);
  return row.kind === 'trial' ? TRIAL_TITLE_IN[language] : row.title;
}
