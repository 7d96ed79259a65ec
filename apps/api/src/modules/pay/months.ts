import { Temporal } from 'temporal-polyfill';

// A pay month is a month of the school's calendar (school_settings.time_zone, decision 045):
// from midnight on its first day to midnight on the next month's, on the school's clock, so a
// class at 23:30 on the 31st in Cairo is the month's whatever UTC says.

/** The instants a month of `timeZone`'s calendar spans: `[from, to)`. */
export function monthSpan(month: string, timeZone: string): { from: Date; to: Date } {
  const first = Temporal.PlainDate.from(`${month}-01`);
  const start = (date: Temporal.PlainDate) =>
    new Date(date.toZonedDateTime({ timeZone }).epochMilliseconds);
  return { from: start(first), to: start(first.add({ months: 1 })) };
}

const zoned = (at: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);

/** The month (`YYYY-MM`) an instant falls in on `timeZone`'s calendar. */
export const monthOf = (at: Date, timeZone: string): string =>
  zoned(at, timeZone).toPlainDate().toPlainYearMonth().toString();

/** The month's first day (`YYYY-MM-01`), as `tutor_pay_months.month` keeps it. */
export const firstDayOf = (month: string) => `${month}-01`;

/** An instant's day and time (`YYYY-MM-DD`, `HH:MM`) on `timeZone`'s clock. */
export function clockOf(at: Date, timeZone: string): { date: string; time: string } {
  const time = zoned(at, timeZone);
  return {
    date: time.toPlainDate().toString(),
    time: time.toPlainTime().toString({ smallestUnit: 'minute' }),
  };
}
