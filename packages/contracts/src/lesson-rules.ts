// The learning record's words and rules that are plain values, apart from the schemas: a page
// that only shows a learner's record reads these without loading zod.

export const LESSON_KINDS = [
  'new_lesson',
  'recent_revision',
  'long_revision',
  'qaida',
  'unit',
] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];
export const LESSON_KIND_LABELS: Record<LessonKind, string> = {
  new_lesson: 'New lesson',
  recent_revision: 'Recent revision',
  long_revision: 'Long-term revision',
  qaida: 'Qaida lesson',
  unit: 'Unit',
};
/** The kinds that are a range of ayat; the others name an item of the syllabus. */
export const QURAN_LESSON_KINDS: readonly LessonKind[] = [
  'new_lesson',
  'recent_revision',
  'long_revision',
];
export const isQuranLesson = (kind: LessonKind) => QURAN_LESSON_KINDS.includes(kind);

/** What a syllabus item is: ayat to memorise, a lesson of the Noorani Qaida, or a unit. */
export const SYLLABUS_KINDS = ['quran', 'qaida', 'unit'] as const;
export type SyllabusKind = (typeof SYLLABUS_KINDS)[number];
export const SYLLABUS_KIND_LABELS: Record<SyllabusKind, string> = {
  quran: 'Quran',
  qaida: 'Qaida lesson',
  unit: 'Unit',
};
/** The syllabus kind a lesson entry's item must be. */
export const ITEM_KIND_OF: Partial<Record<LessonKind, SyllabusKind>> = {
  qaida: 'qaida',
  unit: 'unit',
};

/**
 * The four grades of a lesson, best first. The revision schedule and progress read them (a
 * "repeat" is not memorised); the school names them in its own words (`school_settings`).
 */
export const GRADES = ['excellent', 'very_good', 'good', 'repeat'] as const;
export type Grade = (typeof GRADES)[number];
/** The school's words for its grades. */
export type GradeLabels = Record<Grade, string>;
/** The words a school that has not chosen its own uses. */
export const DEFAULT_GRADE_LABELS: GradeLabels = {
  excellent: 'Excellent',
  very_good: 'Very good',
  good: 'Good',
  repeat: 'Repeat',
};

export const MISTAKE_KINDS = ['tajweed', 'hesitation', 'wrong_word', 'letter'] as const;
export type MistakeKind = (typeof MISTAKE_KINDS)[number];
export const MISTAKE_KIND_LABELS: Record<MistakeKind, string> = {
  tajweed: 'Tajweed',
  hesitation: 'Forgotten or hesitated',
  wrong_word: 'Wrong word or vowel',
  letter: 'Pronunciation of a letter',
};

/** How a mistake was caught, as hifz teachers count them. */
export const MISTAKE_CAUGHT = ['tanbeeh', 'talqeen'] as const;
export type MistakeCaught = (typeof MISTAKE_CAUGHT)[number];
export const MISTAKE_CAUGHT_LABELS: Record<MistakeCaught, string> = {
  tanbeeh: 'Corrected after an alert (tanbeeh)',
  talqeen: 'The tutor gave the word (talqeen)',
};
