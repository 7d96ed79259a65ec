import { ayahIndex, parseAyah, type AyahRef } from '@iqra/quran';
import { z } from 'zod';
import { optionalText } from './fields.ts';
import {
  GRADES,
  isQuranLesson,
  LESSON_KINDS,
  MISTAKE_CAUGHT,
  MISTAKE_KINDS,
  SYLLABUS_KINDS,
  type LessonKind,
} from './lesson-rules.ts';
import { inEnglishSchema } from './in-english.ts';

// The learning record: what was learned in a class. A Quran teacher keeps, per class, the
// new lesson (sabaq), the recent revision (sabqi) and the long-term revision (manzil), each a
// range of ayat with a grade and the mistakes heard; beginners' Qaida lessons and the units of
// Arabic and Islamic studies are items of the course's syllabus.

/** An ayah written as a teacher says it: "78:1" (surah 78, ayah 1). */
export const ayahRefSchema = (label: string) =>
  z
    .string({ error: `The ${label} field must be an ayah, as surah:ayah.` })
    .transform((value, ctx) => {
      const ref = parseAyah(value);
      if (!ref) {
        ctx.addIssue({
          code: 'custom',
          message: `The ${label} field must be an ayah its surah has, as surah:ayah.`,
        });
        return z.NEVER;
      }
      return ref;
    });

const itemId = z
  .number({ error: 'The item field must be a syllabus item.' })
  .int({ error: 'The item field must be a syllabus item.' })
  .min(1, { error: 'The item field must be a syllabus item.' })
  .max(2_147_483_647, { error: 'The item field must be a syllabus item.' });

export const lessonMistakeInputSchema = z.strictObject({
  ayah: ayahRefSchema('ayah'),
  /** The word's number in its ayah, counted from 1 as the text separates words by spaces. */
  word: z
    .number({ error: 'The word field must be a word of the ayah.' })
    .int({ error: 'The word field must be a word of the ayah.' })
    .min(1, { error: 'The word field must be a word of the ayah.' })
    .max(200, { error: 'The word field must be a word of the ayah.' }),
  kind: z.enum(MISTAKE_KINDS, { error: 'The selected kind is invalid.' }),
  rule: optionalText('rule', 100),
  caught: z.enum(MISTAKE_CAUGHT, { error: 'The selected caught is invalid.' }),
});

/** What a lesson covers: a range of ayat, or an item of the course's syllabus. */
const coverage = {
  kind: z.enum(LESSON_KINDS, { error: 'The selected kind is invalid.' }),
  from: ayahRefSchema('from').optional(),
  to: ayahRefSchema('to').optional(),
  item_id: itemId.optional(),
};

interface Coverage {
  kind: LessonKind;
  from?: AyahRef | undefined;
  to?: AyahRef | undefined;
  item_id?: number | undefined;
}

type Range = Pick<Coverage, 'from' | 'to'>;

/** A range of ayat needs both ends, and must not end before it starts. */
export function requireRange(value: Range, ctx: z.RefinementCtx) {
  if (!value.from)
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'The from field is required.' });
  if (!value.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The to field is required.' });
  checkRangeOrder(value, ctx);
}

/** Both ends given: the range must end at or after the ayah it starts from. */
export function checkRangeOrder(value: Range, ctx: z.RefinementCtx) {
  if (value.from && value.to && ayahIndex(value.to) < ayahIndex(value.from)) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The range must end at or after the ayah it starts from.',
    });
  }
}

/** What has no ayat must not be given a range: `message` on each end sent. */
export function forbidRange(
  value: { from?: unknown; to?: unknown },
  ctx: z.RefinementCtx,
  message: string,
) {
  for (const end of ['from', 'to'] as const) {
    if (value[end]) ctx.addIssue({ code: 'custom', path: [end], message });
  }
}

/** A Quran lesson needs its range, in order; the others an item and no range. */
function checkCoverage(value: Coverage, ctx: z.RefinementCtx) {
  if (isQuranLesson(value.kind)) {
    requireRange(value, ctx);
    if (value.item_id !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['item_id'],
        message: 'A Quran lesson is a range of ayat, not an item.',
      });
    }
  } else {
    if (value.item_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['item_id'], message: 'The item field is required.' });
    }
    forbidRange(value, ctx, 'Only a Quran lesson has a range of ayat.');
  }
}

export const lessonEntryInputSchema = z
  .strictObject({
    ...coverage,
    grade: z.enum(GRADES, { error: 'The selected grade is invalid.' }),
    note: optionalText('note', 1000),
    mistakes: z.array(lessonMistakeInputSchema).max(200).optional().default([]),
  })
  .superRefine((entry, ctx) => {
    checkCoverage(entry, ctx);
    if (!isQuranLesson(entry.kind) || !entry.from || !entry.to) {
      if (entry.mistakes.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['mistakes'],
          message: 'Mistakes are marked on ayat.',
        });
      }
      return;
    }
    const first = ayahIndex(entry.from);
    const last = ayahIndex(entry.to);
    entry.mistakes.forEach((mistake, index) => {
      const at = ayahIndex(mistake.ayah);
      if (at < first || at > last) {
        ctx.addIssue({
          code: 'custom',
          path: ['mistakes', index, 'ayah'],
          message: 'The mistake must be on an ayah of the lesson.',
        });
      }
    });
  });
export type LessonEntryInput = z.input<typeof lessonEntryInputSchema>;

export const homeworkInputSchema = z
  .strictObject({ ...coverage, note: optionalText('note', 1000) })
  .superRefine(checkCoverage);
export type HomeworkInput = z.input<typeof homeworkInputSchema>;

/**
 * What the tutor writes of a class's lesson, with its attendance (`…/record`). Either part
 * left out stays as it was; sent, it replaces what was recorded (`[]` and `null` clear it).
 */
export const lessonRecordShape = {
  entries: z
    .array(lessonEntryInputSchema)
    .max(10, { error: 'A class has at most 10 entries.' })
    .optional(),
  homework: homeworkInputSchema.nullable().optional(),
};

// Answers.

export const ayahOut = z.string().regex(/^\d{1,3}:\d{1,3}$/);

export const lessonMistakeSchema = z.strictObject({
  ayah: ayahOut,
  word: z.number(),
  kind: z.enum(MISTAKE_KINDS),
  rule: z.string(),
  caught: z.enum(MISTAKE_CAUGHT),
});
export type LessonMistake = z.infer<typeof lessonMistakeSchema>;

const coverageOut = {
  kind: z.enum(LESSON_KINDS),
  from: ayahOut.nullable(),
  to: ayahOut.nullable(),
  item: z.strictObject({ id: z.number(), title: z.string() }).nullable(),
  /** "An-Naba 1–16", or the item's title. */
  label: z.string(),
};

export const lessonEntrySchema = z.strictObject({
  ...coverageOut,
  grade: z.enum(GRADES),
  /** The grade in the school's words. */
  grade_label: z.string(),
  note: z.string(),
  mistakes: z.array(lessonMistakeSchema),
});
export type LessonEntry = z.infer<typeof lessonEntrySchema>;

export const homeworkSchema = z.strictObject({ ...coverageOut, note: z.string() });
export type Homework = z.infer<typeof homeworkSchema>;

const lessonShape = {
  entries: z.array(lessonEntrySchema),
  homework: homeworkSchema.nullable(),
};

/** A class's lesson as recorded (`GET /api/teach/classes/:id/lesson`). */
export const classLessonSchema = z.strictObject({ class_id: z.number(), ...lessonShape });
export type ClassLesson = z.infer<typeof classLessonSchema>;

/** The same in a list of the learner's past classes. */
export const lessonSummarySchema = z.strictObject(lessonShape);
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/** An item of a course's syllabus, as the tutor picks a Qaida lesson or a unit from it. */
export const lessonSyllabusItemSchema = z.strictObject({
  id: z.number(),
  kind: z.enum(SYLLABUS_KINDS),
  title: z.string(),
  from: ayahOut.nullable(),
  to: ayahOut.nullable(),
});
export type LessonSyllabusItem = z.infer<typeof lessonSyllabusItemSchema>;

/** A grade the tutor may give, in the school's words. */
export const gradeChoiceSchema = z.strictObject({ value: z.enum(GRADES), label: z.string() });
export type GradeChoice = z.infer<typeof gradeChoiceSchema>;

/**
 * A class's lesson as its tutor records it: the lesson, the course's syllabus to pick from,
 * and the school's grades, best first.
 */
export const tutorClassLessonSchema = classLessonSchema.extend({
  syllabus: z.array(lessonSyllabusItemSchema),
  grades: z.array(gradeChoiceSchema),
});
export type TutorClassLesson = z.infer<typeof tutorClassLessonSchema>;

// The Quran's text, as the record dialog and the learner's progress show it.

/** At most about a juz at once (the longest juz has 2,774 words). */
export const QURAN_TEXT_MAX_WORDS = 3000;

/** `GET /api/quran/text?from=78:1&to=78:16`. */
export const quranTextQuerySchema = z
  .strictObject({ from: ayahRefSchema('from'), to: ayahRefSchema('to') })
  .superRefine((range, ctx) => checkRangeOrder(range, ctx));

export const quranTextSchema = z.strictObject({
  from: ayahOut,
  to: ayahOut,
  ayat: z.array(
    z.strictObject({
      /** "78:1". */
      ayah: ayahOut,
      /** The page of the Madani mushaf it is on. */
      page: z.number(),
      /** Its words, as mistakes count them (word 1 is the first). */
      words: z.array(z.string()),
    }),
  ),
});
export type QuranText = z.infer<typeof quranTextSchema>;

// A learner's progress: the mushaf as they have memorised it, what is due for revision, and
// their last lessons (`GET /api/my-progress`; a tutor's and staff's views of one learner).

export const PAGE_STATES = ['memorised', 'in_progress'] as const;
export type PageState = (typeof PAGE_STATES)[number];

const calendarDate = z.iso.date();

/** A mushaf page the learner has been heard on (pages never heard are left out). */
export const progressPageSchema = z.strictObject({
  page: z.number(),
  /** Every ayah of it memorised, or some (or heard, but only graded "repeat"). */
  state: z.enum(PAGE_STATES),
  /** How many of its ayat are memorised. */
  memorised_ayat: z.number(),
  /** The day (on the learner's calendar) it is next due for revision; null if never heard. */
  due: calendarDate.nullable(),
  last_heard: calendarDate.nullable(),
  /** Mistakes ever marked on its words. */
  mistakes: z.number(),
});
export type ProgressPage = z.infer<typeof progressPageSchema>;

/** A recorded class in the learner's progress: its lesson, and when and with whom. */
export const progressLessonSchema = z.strictObject({
  class_id: z.number(),
  starts_at: z.iso.datetime(),
  course: z.string().nullable(),
  tutor: z.string().nullable(),
  ...lessonShape,
  // On an Arabic answer: ['course'] when the course has no Arabic name yet.
  in_english: inEnglishSchema,
});
export type ProgressLesson = z.infer<typeof progressLessonSchema>;

export const learnerProgressSchema = z.strictObject({
  learner: z.strictObject({ id: z.number(), name: z.string(), time_zone: z.string() }),
  /** Today on the learner's calendar: revision due on or before it is due now. */
  today: calendarDate,
  memorised_ayat: z.number(),
  pages: z.array(progressPageSchema),
  /** Surahs with any ayah memorised: how many. */
  surahs: z.array(z.strictObject({ surah: z.number(), memorised_ayat: z.number() })),
  /** The latest recorded lessons, latest first (at most 10). */
  lessons: z.array(progressLessonSchema),
});
export type LearnerProgress = z.infer<typeof learnerProgressSchema>;
