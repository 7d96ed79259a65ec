import type { CancelledBy, LearnerClass } from '@iqra/contracts';

/** Who cancelled a class, as its learner reads it. */
export const CANCELLED_BY_LABELS: Record<CancelledBy, string> = {
  tutor: 'Cancelled by tutor',
  learner: 'Cancelled by you',
  staff: 'Cancelled by the school',
};

/** Why a class is at another hour on the learner's clock than today's classes. */
export const CLOCK_CHANGE_NOTES: Record<NonNullable<LearnerClass['clock_change']>, string> = {
  yours: 'Time change in your country',
  anchor: "Time change in the tutor's country",
  both: 'Time changes in both countries',
};

export const JOIN_CLOSED_NOTE = 'Opens 10 minutes before';
export const JOIN_OPEN_NOTE = 'Open now, until the class ends';

/** Shown on a class to come that may no longer be cancelled or moved. */
export const tooLateNote = (hours: number) =>
  `Less than ${hours} hours to go: this class can no longer be changed`;

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
