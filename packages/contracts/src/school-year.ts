import { z } from 'zod';
import { integer, optionalText } from './fields.ts';
import { HOLIDAY_KINDS, HOLIDAY_RULES } from './school-year-rules.ts';

// The school's calendar (decision 049): the holidays staff confirm or add, the Eids the Umm
// al-Qura calendar proposes, and Ramadan, as the back office, the schedules and the public
// pages read them.

/** The longest a holiday may be, in days. */
export const HOLIDAY_MAX_DAYS = 31;

/** How far staff may move an Eid from the calendar's day (the moon sighted elsewhere). */
export const EID_SHIFT_MAX_DAYS = 3;

const day = (label: string) =>
  z.iso.date({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? `The ${label} field is required.`
        : 'Give the date as YYYY-MM-DD.',
  });

/** Days of a holiday as staff change them: first and last day, and whether the public sees it. */
const holidayDays = {
  starts_on: day('first day'),
  ends_on: day('last day'),
  name_en: optionalText('name', 80),
  name_ar: optionalText('Arabic name', 80),
  public: z.boolean({ error: 'The public field must be true or false.' }).optional().default(false),
};

const daysInOrder = (holiday: { starts_on: string; ends_on: string }, context: z.RefinementCtx) => {
  if (holiday.ends_on < holiday.starts_on) {
    context.addIssue({
      code: 'custom',
      path: ['ends_on'],
      message: 'The last day must be on or after the first day.',
    });
    return;
  }
  const days = (Date.parse(holiday.ends_on) - Date.parse(holiday.starts_on)) / 86_400_000 + 1;
  if (days > HOLIDAY_MAX_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['ends_on'],
      message: `A holiday may last at most ${HOLIDAY_MAX_DAYS} days.`,
    });
  }
};

/** `POST /api/admin/holidays`: an Eid confirmed (as proposed or shifted) or a closure added. */
export const holidayCreateSchema = z
  .strictObject({
    kind: z.enum(HOLIDAY_KINDS, { error: 'Choose Eid al-Fitr, Eid al-Adha or a closure.' }),
    hijri_year: integer('Hijri year', { min: 1400, max: 1600 }).nullish(),
    ...holidayDays,
  })
  .superRefine((holiday, context) => {
    daysInOrder(holiday, context);
    if (holiday.kind === 'closure' && holiday.name_en === '') {
      context.addIssue({
        code: 'custom',
        path: ['name_en'],
        message: 'The name field is required.',
      });
    }
    if (holiday.kind !== 'closure' && (holiday.hijri_year ?? null) === null) {
      context.addIssue({
        code: 'custom',
        path: ['hijri_year'],
        message: 'The Hijri year field is required.',
      });
    }
  });
export type HolidayCreateInput = z.input<typeof holidayCreateSchema>;

/** `PUT /api/admin/holidays/:id`: a holiday's days shifted, its name or publicity changed. */
export const holidayChangeSchema = z.strictObject(holidayDays).superRefine(daysInOrder);
export type HolidayChangeInput = z.input<typeof holidayChangeSchema>;

/** A holiday of the school's calendar: kept (with an id) or proposed by the calendar (none). */
export const holidaySchema = z.strictObject({
  id: z.number().nullable(),
  kind: z.enum(HOLIDAY_KINDS),
  hijri_year: z.number().nullable(),
  starts_on: z.iso.date(),
  ends_on: z.iso.date(),
  /** A closure's own name; null for an Eid (its name is the site's word for it). */
  name_en: z.string().nullable(),
  name_ar: z.string().nullable(),
  public: z.boolean(),
  /** The Umm al-Qura calendar's first day for an Eid (what staff shift from); null for a closure. */
  proposed_starts_on: z.iso.date().nullable(),
  /** Classes to come it takes: cancelled for a kept one, that would be for a proposal. */
  classes: z.number(),
});
export type Holiday = z.infer<typeof holidaySchema>;

/** Ramadan of a Hijri year, as the calendar has it. */
export const ramadanSchema = z.strictObject({
  hijri_year: z.number(),
  starts_on: z.iso.date(),
  ends_on: z.iso.date(),
});
export type Ramadan = z.infer<typeof ramadanSchema>;

/** `GET /api/admin/holidays`: the school's calendar from today, and its rule for holidays. */
export const schoolCalendarSchema = z.strictObject({
  holiday_rule: z.enum(HOLIDAY_RULES),
  /** Today on the school's clock. */
  today: z.iso.date(),
  ramadan: z.array(ramadanSchema),
  holidays: z.array(holidaySchema),
});
export type SchoolCalendar = z.infer<typeof schoolCalendarSchema>;

/** What confirming, shifting or removing a holiday did to classes. */
export const holidayChangeResultSchema = z.strictObject({
  holiday: holidaySchema.nullable(),
  /** Classes it cancelled now. */
  cancelled: z.number(),
  /** Classes it no longer takes (shifted or removed): held again. */
  restored: z.number(),
  /** Learners whose classes changed (each told once). */
  learners: z.number(),
});
export type HolidayChangeResult = z.infer<typeof holidayChangeResultSchema>;

/** A class a holiday took, as staff see it. */
export const holidayClassSchema = z.strictObject({
  id: z.number(),
  starts_at: z.iso.datetime(),
  anchor_zone: z.string(),
  course: z.string(),
  learner: z.strictObject({ id: z.number(), name: z.string() }),
  tutor: z.strictObject({ id: z.number(), name: z.string() }).nullable(),
  /** A make-up credit was given for it (else the plan's end moved on). */
  makeup_credit: z.boolean(),
});
export type HolidayClass = z.infer<typeof holidayClassSchema>;

export const holidayClassesSchema = z.strictObject({ classes: z.array(holidayClassSchema) });
export type HolidayClasses = z.infer<typeof holidayClassesSchema>;

/** A holiday as schedules and public pages show it. */
export const shownHolidaySchema = z.strictObject({
  id: z.number(),
  kind: z.enum(HOLIDAY_KINDS),
  /** A closure's name in the page's language (an Eid's is the site's word for it). */
  name: z.string().nullable(),
  starts_on: z.iso.date(),
  ends_on: z.iso.date(),
});
export type ShownHoliday = z.infer<typeof shownHolidaySchema>;

/** `GET /api/holidays`: the holidays to come the school shows the public. */
export const publicHolidaysSchema = z.strictObject({ holidays: z.array(shownHolidaySchema) });
export type PublicHolidays = z.infer<typeof publicHolidaysSchema>;
