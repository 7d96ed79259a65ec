import { z } from 'zod';
import { optionalText, text } from './fields.ts';
import { inEnglishSchema } from './in-english.ts';
import { PAUSE_STATUSES } from './school-year-rules.ts';

// A learner's pause of a subscription (decision 049): asked for by the learner or a parent,
// granted at once within the school's weeks a year, else by staff. Its days are calendar dates
// on the plan's clock (its anchor zone), both included.

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a calendar date as ISO writes it (2027-02-29 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A required calendar date, 2027-01-25. */
export function calendarDate(label: string) {
  // An empty one is only "required" (text's own message), not also "not a date".
  return text(label, { max: 10 }).refine((value) => value === '' || isCalendarDate(value), {
    error: `The ${label} field must be a valid date.`,
  });
}

/** `POST /api/my-subscriptions/:id/pauses` (and a parent's for a child). */
export const pauseCreateSchema = z.strictObject({
  starts_on: calendarDate('first day'),
  ends_on: calendarDate('last day'),
  reason: optionalText('reason', 500),
});
export type PauseCreateInput = z.input<typeof pauseCreateSchema>;

export const PAUSE_ENDS_BEFORE_START = 'The last day must be on or after the first day.';
export const PAUSE_STARTS_TOO_SOON = 'A pause can start tomorrow at the earliest.';
export const PAUSE_AFTER_PLAN = 'A pause must start before the plan ends.';
export const PAUSE_OVERLAPS = 'These days overlap another pause of this plan.';
export const PAUSE_TOO_LONG = 'A pause can last a year at most.';
export const PAUSE_NOT_WITHDRAWABLE =
  'This pause can no longer be withdrawn: it has begun, or it was refused.';
export const PAUSE_DECIDED = 'This pause has already been decided.';
export const PAUSE_BEGUN = 'This pause has already begun: it can only be refused.';
export const PAUSE_PLAN_CANCELLED = 'This subscription has been cancelled.';

/** A pause as its learner (or a parent) reads it. */
export const pauseSchema = z.strictObject({
  id: z.number(),
  subscription_id: z.number(),
  /** The course, in the reader's language. */
  course: z.string(),
  starts_on: z.iso.date(),
  ends_on: z.iso.date(),
  /** Its length in days, both ends included. */
  days: z.number(),
  status: z.enum(PAUSE_STATUSES),
  reason: z.string(),
  created_at: z.iso.datetime(),
  decided_at: z.iso.datetime().nullable(),
  /** The classes it cancelled (a granted pause). */
  classes_cancelled: z.number(),
  /** The subscription's end as it now is (moved on by a granted pause). */
  plan_ends_at: z.iso.datetime(),
  /** The zone its days are read in: the plan's anchor. */
  time_zone: z.string(),
  /** Whether the asker may still withdraw it: waiting, or granted and not begun. */
  withdrawable: z.boolean(),
  in_english: inEnglishSchema,
});
export type Pause = z.infer<typeof pauseSchema>;

/** A pause as staff read it: with its learner, who asked, and the days granted this year. */
export const adminPauseSchema = pauseSchema.extend({
  learner: z.strictObject({ id: z.number(), name: z.string() }),
  asked_by: z.string().nullable(),
  /** Granted pause days of the subscription in the 365 days up to this pause's end. */
  granted_days_in_year: z.number(),
});
export type AdminPause = z.infer<typeof adminPauseSchema>;

/** `GET /api/admin/pauses?status=`: those waiting for staff, or every recent one. */
export const PAUSE_LISTS = ['requested', 'recent'] as const;
export type PauseList = (typeof PAUSE_LISTS)[number];
export const adminPauseQuery = z.object({
  status: z.enum(PAUSE_LISTS, { error: 'The selected status is invalid.' }).default('requested'),
});
