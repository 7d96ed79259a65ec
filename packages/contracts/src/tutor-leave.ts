import { z } from 'zod';
import { id } from './admin/field-builders.ts';
import { optionalText } from './fields.ts';
import { LEAVE_STATUSES } from './school-year-rules.ts';

// A tutor's leave (decision 049): a range of days on the tutor's own calendar, asked for by the
// tutor (or entered by staff), approved by staff with a substitute or none. Approving gives the
// tutor's classes of those days to the substitute, or cancels them with a make-up credit each.

/** The longest leave: a year of days (the table's check says the same). */
export const LEAVE_MAX_DAYS = 366;

export const LEAVE_DAY_FORMAT = 'Give the date as YYYY-MM-DD.';
export const LEAVE_ENDS_BEFORE = 'The last day must not come before the first day.';
export const LEAVE_IN_PAST = 'The first day must not be in the past on the tutor’s calendar.';
export const LEAVE_TOO_LONG = 'A leave may last a year at most.';
export const LEAVE_OVERLAPS = 'These days overlap another leave of the tutor.';
export const LEAVE_DECIDED = 'This leave has been decided already.';
export const LEAVE_NOT_WITHDRAWABLE =
  'Only a leave waiting for an answer, or an approved one not yet begun, can be withdrawn.';
export const LEAVE_SUBSTITUTE_INVALID = 'Choose an active tutor other than the one on leave.';

const day = z.iso.date({ error: LEAVE_DAY_FORMAT });

/** The days of a leave, as a tutor or staff write them (both days included). */
const leaveDays = {
  starts_on: day,
  ends_on: day,
  reason: optionalText('reason', 500),
};

/** `POST /api/teach/leaves`: a tutor asks for leave. */
export const leaveRequestSchema = z.strictObject(leaveDays);
export type LeaveRequestInput = z.input<typeof leaveRequestSchema>;

/** `POST /api/admin/tutor-leaves`: staff enter leave for a tutor. */
export const adminLeaveCreateSchema = z.strictObject({ tutor_id: id('tutor'), ...leaveDays });
export type AdminLeaveCreateInput = z.input<typeof adminLeaveCreateSchema>;

/** `POST /api/admin/tutor-leaves/:id/approve`: with a substitute, or none (all cancelled). */
export const leaveApproveSchema = z.strictObject({
  substitute_id: id('substitute').nullable().optional(),
});
export type LeaveApproveInput = z.input<typeof leaveApproveSchema>;

/** `GET /api/admin/tutor-leaves/:id/preview`: what approving with this substitute would do. */
export const leavePreviewQuery = z.strictObject({ substitute_id: id('substitute').optional() });

const person = z.strictObject({ id: z.number(), name: z.string(), gender: z.number() });

/** A leave as its tutor and staff read it. */
export const tutorLeaveSchema = z.strictObject({
  id: z.number(),
  tutor: person.extend({ time_zone: z.string() }),
  /** Days on the tutor's calendar, both included. */
  starts_on: z.iso.date(),
  ends_on: z.iso.date(),
  reason: z.string(),
  status: z.enum(LEAVE_STATUSES),
  substitute: person.nullable(),
  /** Whether staff entered it (else the tutor asked). */
  entered_by_staff: z.boolean(),
  requested_at: z.iso.datetime(),
  decided_at: z.iso.datetime().nullable(),
  /** The classes an approval gave to the substitute, and those it cancelled. */
  reassigned: z.number(),
  cancelled: z.number(),
});
export type TutorLeave = z.infer<typeof tutorLeaveSchema>;

/** What approving does to one class: to the substitute, or cancelled with a credit, and why. */
export const LEAVE_OUTCOMES = ['substitute', 'same_gender', 'clash', 'no_substitute'] as const;
export type LeaveOutcome = (typeof LEAVE_OUTCOMES)[number];

/** One class of the leave's days, as the approval would treat it. */
export const leaveClassSchema = z.strictObject({
  id: z.number(),
  kind: z.string(),
  course: z.string().nullable(),
  learner: z.string().nullable(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  outcome: z.enum(LEAVE_OUTCOMES),
});
export type LeaveClass = z.infer<typeof leaveClassSchema>;

export const leavePreviewSchema = z.strictObject({
  substitute: person.nullable(),
  classes: z.array(leaveClassSchema),
});
export type LeavePreview = z.infer<typeof leavePreviewSchema>;
