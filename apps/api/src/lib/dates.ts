import { Temporal } from 'temporal-polyfill';

/** An instant on the UTC calendar, where the school's own dates (terms, expiries) are counted. */
export const onUtcCalendar = (date: Date): Temporal.ZonedDateTime =>
  Temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO('UTC');

/**
 * `date` moved by `duration` on the UTC calendar: days are whole days, and a month ends on the
 * same day of the month, or on the month's last day when it is shorter.
 */
export function addUtc(date: Date, duration: Temporal.DurationLike): Date {
  return new Date(onUtcCalendar(date).add(duration).epochMilliseconds);
}

/** The same day of the month `months` later (the month's last day when it is shorter). */
export const addMonths = (date: Date, months: number): Date => addUtc(date, { months });

/** A length of time, such as a lease or a wait (`total('seconds')` reads it). */
export const duration = (length: Temporal.DurationLike): Temporal.Duration =>
  Temporal.Duration.from(length);
