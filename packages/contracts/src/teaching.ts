import { z } from 'zod';
import { homeworkSchema, lessonSummarySchema } from './lessons.ts';
import { ATTENDANCE, CANCELLED_BY, CLASS_KINDS, CLASS_STATUSES } from './teaching-rules.ts';
import { inEnglishSchema } from './in-english.ts';
import { shownHolidaySchema } from './school-year.ts';

// Teaching: classes as learners and tutors see them, and what they may do with one.

const person = z.strictObject({ id: z.number(), name: z.string(), time_zone: z.string() });

const classShape = {
  id: z.number(),
  kind: z.enum(CLASS_KINDS),
  title: z.string(),
  course: z.string().nullable(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  // The zone whose wall clock the class keeps (the weekly plan's anchor).
  anchor_zone: z.string(),
  link: z.string().nullable(),
  status: z.enum(CLASS_STATUSES),
  cancelled_by: z.enum(CANCELLED_BY).nullable(),
  // Where a moved class was first planned.
  moved_from: z.iso.datetime().nullable(),
  attendance: z.enum(ATTENDANCE).nullable(),
  note: z.string(),
  // The school's holiday that cancelled it (one of the list's `holidays`), else null.
  holiday_id: z.number().nullable(),
  // On an Arabic answer: ['course'] when the course has no Arabic name yet.
  in_english: inEnglishSchema,
};

/** A class as its learner sees it (`GET /api/my-classes`). */
export const learnerClassSchema = z.strictObject({
  ...classShape,
  tutor: person.extend({ gender: z.number() }).nullable(),
  // Until when the learner may still cancel or move it; null when they no longer can.
  change_until: z.iso.datetime().nullable(),
  // Cancelled for a pause of the learner's plan (decision 049): not taken, the plan ran on.
  paused: z.boolean(),
  // Whose clock change puts this class at another hour than today's classes: the learner's
  // own zone ('yours'), the plan's anchor ('anchor'), or both; null when nothing moved.
  clock_change: z.enum(['yours', 'anchor', 'both']).nullable(),
  // What the class taught and the homework set (past classes; null until recorded).
  lesson: lessonSummarySchema.nullable(),
  // On each course's next class to come: the homework set at its latest recorded lesson, to
  // prepare for it; null on every other class and when none was set.
  prepare: homeworkSchema.nullable(),
});
export type LearnerClass = z.infer<typeof learnerClassSchema>;

export const MAKEUP_CREDIT_STATES = ['open', 'used', 'expired'] as const;
export type MakeupCreditState = (typeof MAKEUP_CREDIT_STATES)[number];
export const makeupCreditSchema = z.strictObject({
  id: z.number(),
  subscription_id: z.number(),
  course: z.string(),
  learner: z.strictObject({ id: z.number(), name: z.string() }),
  // The class the tutor cancelled or missed.
  class_id: z.number(),
  class_starts_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  used_class_id: z.number().nullable(),
  used_starts_at: z.iso.datetime().nullable(),
  state: z.enum(MAKEUP_CREDIT_STATES),
  in_english: inEnglishSchema,
});
export type MakeupCredit = z.infer<typeof makeupCreditSchema>;

export const myClassesResponseSchema = z.strictObject({
  classes: z.array(learnerClassSchema),
  makeup_credits: z.array(makeupCreditSchema),
  notice_hours: z.number(),
  // The school's holidays to come (and those the listed classes were cancelled for).
  holidays: z.array(shownHolidaySchema),
});
export type MyClassesResponse = z.infer<typeof myClassesResponseSchema>;

export const CLASS_PERIODS = ['upcoming', 'past'] as const;
export type ClassPeriod = (typeof CLASS_PERIODS)[number];

/** `POST /api/my-classes/:id/move`, `POST /api/teach/makeup-credits/:id/book`. */
export const classTimeSchema = z.strictObject({
  starts_at: z.iso.datetime({
    offset: true,
    error: 'The starts at field must be a valid date and time.',
  }),
});
export type ClassTimeInput = z.input<typeof classTimeSchema>;

/** A class as its tutor sees it (`GET /api/teach/classes`). */
export const tutorClassSchema = z.strictObject({
  ...classShape,
  learner: person.nullable(),
  // Who teaches it (staff's lists show every tutor's classes).
  tutor: person.nullable(),
  // A trial's family, known only by the demo request's address.
  trial_email: z.string().nullable(),
  recorded_at: z.iso.datetime().nullable(),
  // Over and not yet recorded.
  to_record: z.boolean(),
});
export type TutorClass = z.infer<typeof tutorClassSchema>;

export const tutorClassesResponseSchema = z.strictObject({
  classes: z.array(tutorClassSchema),
  time_zone: z.string(),
  // The school's holidays to come (and those the listed classes were cancelled for).
  holidays: z.array(shownHolidaySchema),
});
export type TutorClassesResponse = z.infer<typeof tutorClassesResponseSchema>;

/** A tutor's learner (`GET /api/teach/learners`): who they teach, and when next. */
export const tutorLearnerSchema = z.strictObject({
  id: z.number(),
  /** A child (a learner a parent added) by first name alone. */
  name: z.string(),
  /** A child's age this year; null for an adult learner. */
  age: z.number().nullable(),
  time_zone: z.string(),
  courses: z.array(z.string()),
  next_class_at: z.iso.datetime().nullable(),
  recorded: z.number(),
});
export type TutorLearner = z.infer<typeof tutorLearnerSchema>;

export const learnerNotesSchema = z.strictObject({
  learner: z.strictObject({ id: z.number(), name: z.string() }),
  notes: z.array(
    z.strictObject({
      class_id: z.number(),
      starts_at: z.iso.datetime(),
      course: z.string().nullable(),
      status: z.enum(CLASS_STATUSES),
      cancelled_by: z.enum(CANCELLED_BY).nullable(),
      attendance: z.enum(ATTENDANCE).nullable(),
      note: z.string(),
      in_english: inEnglishSchema,
    }),
  ),
});
export type LearnerNotes = z.infer<typeof learnerNotesSchema>;

export const CLASS_CLASH = 'The tutor already has a class at that time.';
export const CLASS_NOT_CHANGEABLE = (hours: number) =>
  `Classes can be cancelled or moved up to ${hours} hours before they start; this one now counts as taken.`;
export const CLASS_ALREADY_CANCELLED = 'This class has been cancelled.';
export const CLASS_IN_PAST = 'The new time must be in the future.';
/** A class moved onto a day the school keeps as a holiday (decision 049). */
export const CLASS_ON_HOLIDAY = 'The school is closed on that day: choose another.';
export const MAKEUP_CREDIT_UNAVAILABLE = 'This make-up credit has been used or has expired.';
export const MAKEUP_TOO_LATE = (weeks: number) =>
  `A make-up class must take place within ${weeks} weeks of the class it replaces.`;

/**
 * `GET`/`POST /api/calendar`: the addresses of the person's private calendar feed (null until
 * one is made); `POST` makes a new one, and the old address stops working.
 */
export const calendarFeedSchema = z.strictObject({
  webcal_url: z.string().nullable(),
  https_url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
