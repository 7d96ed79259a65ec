import { Temporal } from 'temporal-polyfill';

// The school's days and months (decision 045): a day is midnight to midnight on the school's
// clock, 23 or 25 hours long across a daylight-saving change. Days are ISO dates (2027-03-14);
// a range of them is [from, to], both days included.

/** The instant a day of the school's calendar begins. */
export function dayStart(day: string, zone: string): Date {
  return new Date(
    Temporal.PlainDate.from(day).toZonedDateTime({ timeZone: zone }).epochMilliseconds,
  );
}

/** The instants a range of the school's days covers: [first day's start, the day after's). */
export function daysSpan(from: string, to: string, zone: string): { start: Date; end: Date } {
  const after = Temporal.PlainDate.from(to).add({ days: 1 }).toString();
  return { start: dayStart(from, zone), end: dayStart(after, zone) };
}

/** The school's day an instant falls on. */
export function dayOf(at: Date, zone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime())
    .toZonedDateTimeISO(zone)
    .toPlainDate()
    .toString();
}

/** `day` moved by whole days, or months (to the month's last day when it is shorter). */
export function addToDay(day: string, duration: Temporal.DurationLike): string {
  return Temporal.PlainDate.from(day).add(duration).toString();
}

/** The number of days in [from, to], both included. */
export function daysIn(from: string, to: string): number {
  return (
    Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'days' }).days +
    1
  );
}

/** Whether [from, to] is a whole calendar month. */
export function isWholeMonth(from: string, to: string): boolean {
  const first = Temporal.PlainDate.from(from);
  return first.day === 1 && first.add({ months: 1 }).subtract({ days: 1 }).toString() === to;
}

/**
 * The period before [from, to], to compare it with: the month before a whole month, else as
 * many days just before it.
 */
export function periodBefore(from: string, to: string): { from: string; to: string } {
  if (isWholeMonth(from, to)) {
    const first = addToDay(from, { months: -1 });
    return { from: first, to: addToDay(from, { days: -1 }) };
  }
  const length = daysIn(from, to);
  return { from: addToDay(from, { days: -length }), to: addToDay(from, { days: -1 }) };
}

/** The first day of each of the `count` months that end with the month of `day`, oldest first. */
export function monthsEndingWith(day: string, count: number): string[] {
  const first = Temporal.PlainDate.from(day).with({ day: 1 });
  return Array.from({ length: count }, (_, index) =>
    first.subtract({ months: count - 1 - index }).toString(),
  );
}
