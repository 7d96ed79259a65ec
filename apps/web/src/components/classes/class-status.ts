import type { Attendance, CancelledBy, LearnerClass } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Who cancelled a class, as the one reading it says it: its learner (or their parent) on
 * /learning, its tutor on /teach ("Cancelled by you" is each one's own).
 */
export const CANCELLED_BY_NAMES: Record<
  'learner' | 'tutor',
  Record<CancelledBy, MessageDescriptor>
> = {
  learner: {
    tutor: msg`Cancelled by tutor`,
    learner: msg`Cancelled by you`,
    staff: msg`Cancelled by the school`,
  },
  tutor: {
    tutor: msg`Cancelled by you`,
    learner: msg`Cancelled by the learner`,
    staff: msg`Cancelled by the school`,
  },
};

/** Why a learner's class was cancelled, as they (or their parent) read it: a pause says so. */
export const learnerCancelledName = (
  item: Pick<LearnerClass, 'cancelled_by' | 'paused'>,
): MessageDescriptor =>
  item.paused
    ? msg`Cancelled for the pause`
    : CANCELLED_BY_NAMES.learner[item.cancelled_by ?? 'staff'];

/**
 * A class's attendance as everyone reads it (the contracts' `ATTENDANCE_LABELS`, translated):
 * learners, tutors and staff.
 */
export const ATTENDANCE_NAMES: Record<Attendance, MessageDescriptor> = {
  present: msg`Present`,
  late: msg`Late`,
  absent: msg`Absent`,
  excused: msg`Excused`,
  tutor_absent: msg`Tutor absent`,
};

/** Why a class is at another hour on the learner's clock than today's classes. */
export const CLOCK_CHANGE_NOTES: Record<
  NonNullable<LearnerClass['clock_change']>,
  MessageDescriptor
> = {
  yours: msg`Time change in your country`,
  anchor: msg`Time change in the tutor's country`,
  both: msg`Time changes in both countries`,
};

/** Shown on a class to come that may no longer be cancelled or moved. */
export const tooLateNote = (hours: number) =>
  msg`Less than ${hours} hours to go: this class can no longer be changed`;

/** How long a class lasts, in whole minutes. */
export const minutesOf = (item: Pick<LearnerClass, 'starts_at' | 'ends_at'>) =>
  Math.round((Date.parse(item.ends_at) - Date.parse(item.starts_at)) / 60_000);

/** True while the learner may still cancel or move the class (the server's deadline). */
export const changeable = (item: Pick<LearnerClass, 'change_until'>, now: number) =>
  item.change_until !== null && now < Date.parse(item.change_until);

/** A class to come, still on, that the notice window has closed for changes. */
export const tooLateToChange = (item: LearnerClass, now: number) =>
  item.status === 'scheduled' &&
  item.kind !== 'trial' &&
  Date.parse(item.starts_at) > now &&
  !changeable(item, now);
