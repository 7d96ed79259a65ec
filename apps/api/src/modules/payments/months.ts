import { onUtcCalendar } from '../../lib/dates.ts';

/**
 * The end of a subscription after one more paid month. A month cut short because it had
 * fewer days (started 31 January, ended 28 February) ends on the start's day again where
 * the next month has it, so n paid months always end n calendar months after the start.
 */
export function nextMonthEnd(startedAt: Date, endedAt: Date): Date {
  const start = onUtcCalendar(startedAt);
  const end = onUtcCalendar(endedAt);
  const next = end.add({ months: 1 });
  const cutShort = end.day < start.day && end.day === end.daysInMonth;
  return new Date(
    (cutShort ? next.with({ day: Math.min(start.day, next.daysInMonth) }) : next).epochMilliseconds,
  );
}
