// Instants as the large school's plan keeps them: milliseconds, written as ISO strings.

export const DAY_MS = 86_400_000;

export const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

/**
 * `ms` moved by whole months on the UTC calendar, to the same day of the month or the month's
 * last day when it is shorter: `addMonths` (lib/dates.ts) and PostgreSQL's `+ interval` in UTC
 * alike, without Temporal's cost for the plan's tens of thousands of dates.
 */
export function plusMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const month = date.getUTCMonth() + months;
  const last = new Date(Date.UTC(date.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return Date.UTC(
    date.getUTCFullYear(),
    month,
    Math.min(date.getUTCDate(), last),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}
