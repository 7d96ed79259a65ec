import { DateTime } from 'luxon';

const utc = (date: Date) => DateTime.fromJSDate(date, { zone: 'utc' });

/**
 * The end of a subscription after one more paid month. A month cut short because it had
 * fewer days (started 31 January, ended 28 February) ends on the start's day again where
 * the next month has it, so n paid months always end n calendar months after the start.
 */
export function nextMonthEnd(startedAt: Date, endedAt: Date): Date {
  const start = utc(startedAt);
  const end = utc(endedAt);
  const next = end.plus({ months: 1 });
  const cutShort = end.day < start.day && end.day === end.daysInMonth;
  return (
    cutShort ? next.set({ day: Math.min(start.day, next.daysInMonth ?? start.day) }) : next
  ).toJSDate();
}
