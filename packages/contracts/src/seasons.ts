import { z } from 'zod';
import { timeZone, wallTime, weekdays } from './fields.ts';
import { inEnglishSchema } from './in-english.ts';
import { SEASON_STATUSES } from './school-year-rules.ts';

// Seasonal timetables (decision 049): for a range of days (Ramadan), a weekly plan's classes
// fall on other weekdays at another time; the plan's own rule applies before and after.

/** The longest a seasonal timetable may run: a year of days, its first and last included. */
export const SEASON_MAX_DAYS = 366;

export const SEASON_LAST_DAY_BEFORE_FIRST = 'The last day must not come before the first day.';
export const SEASON_TOO_LONG = `A seasonal timetable runs for at most ${SEASON_MAX_DAYS} days.`;

const day = (label: string) => z.iso.date({ error: `The ${label} must be a date (YYYY-MM-DD).` });

/** Days between two ISO dates (the second minus the first). */
export const daysBetween = (first: string, last: string) =>
  Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);

/**
 * `POST /api/my-subscriptions/:id/seasons` (and the parent's, and staff's for one plan or all
 * of a tutor's): from `starts_on` to `ends_on` (both included, days on the clock of
 * `time_zone`, the plan's anchor zone when left out), classes on `weekdays` at `start_time`.
 * The class length stays the plan's.
 */
const seasonShape = {
  starts_on: day('first day'),
  ends_on: day('last day'),
  weekdays: weekdays(),
  start_time: wallTime(),
  time_zone: timeZone().optional(),
};

function checkDays(input: { starts_on: string; ends_on: string }, context: z.RefinementCtx) {
  const days = daysBetween(input.starts_on, input.ends_on);
  if (days < 0) {
    context.addIssue({ code: 'custom', path: ['ends_on'], message: SEASON_LAST_DAY_BEFORE_FIRST });
  } else if (days >= SEASON_MAX_DAYS) {
    context.addIssue({ code: 'custom', path: ['ends_on'], message: SEASON_TOO_LONG });
  }
}

export const seasonProposalSchema = z.strictObject(seasonShape).superRefine(checkDays);
export type SeasonProposalInput = z.input<typeof seasonProposalSchema>;
export type SeasonProposal = z.output<typeof seasonProposalSchema>;

/**
 * `POST /api/admin/tutors/:id/seasons`: one timetable offered to every learner of a tutor;
 * without `weekdays`, each plan keeps its own days ("Ramadan: the same days at 21:00").
 */
export const seasonOfferInputSchema = z
  .strictObject({ ...seasonShape, weekdays: weekdays().optional() })
  .superRefine(checkDays);
export type SeasonOfferInput = z.input<typeof seasonOfferInputSchema>;

/** What one side may do with a seasonal timetable. */
export const SEASON_ANSWERS = ['accept', 'decline', 'withdraw'] as const;
export type SeasonAnswer = (typeof SEASON_ANSWERS)[number];

/** `POST …/seasons/:id/answer`: accept or decline the other side's proposal, or withdraw one's own. */
export const seasonAnswerSchema = z.strictObject({
  answer: z.enum(SEASON_ANSWERS, { error: 'Choose to accept, decline or withdraw.' }),
});
export type SeasonAnswerInput = z.input<typeof seasonAnswerSchema>;

const ruleSchema = z.strictObject({
  weekdays: z.array(z.number()),
  start_time: z.string(),
  anchor_zone: z.string(),
});

/** A seasonal timetable as each side reads it. */
export const seasonSchema = z.strictObject({
  id: z.number(),
  subscription_id: z.number(),
  course: z.string(),
  learner: z.strictObject({ id: z.number(), name: z.string() }),
  tutor: z.strictObject({ id: z.number(), name: z.string() }),
  starts_on: z.iso.date(),
  ends_on: z.iso.date(),
  weekdays: z.array(z.number()),
  start_time: z.string(),
  anchor_zone: z.string(),
  minutes: z.number(),
  // The plan's own rule, which applies before and after.
  usual: ruleSchema,
  status: z.enum(SEASON_STATUSES),
  // Who proposed it: the learner's side (the learner or a parent) or the school (staff).
  proposed_by: z.enum(['learner', 'school']),
  // What the reader may do with it now.
  may: z.array(z.enum(SEASON_ANSWERS)),
  created_at: z.iso.datetime(),
  decided_at: z.iso.datetime().nullable(),
  // On an Arabic answer: ['course'] when the course has no Arabic name yet.
  in_english: inEnglishSchema,
});
export type Season = z.infer<typeof seasonSchema>;

/** What staff's offer to all of a tutor's learners made: a proposal per plan, and the plans left out. */
export const seasonOfferSchema = z.strictObject({
  proposed: z.array(seasonSchema),
  skipped: z.array(
    z.strictObject({ subscription_id: z.number(), learner: z.string(), message: z.string() }),
  ),
});
export type SeasonOffer = z.infer<typeof seasonOfferSchema>;
