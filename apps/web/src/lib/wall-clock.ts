import { Temporal } from 'temporal-polyfill';

/** A date and a time as `<input type="date">` and `<input type="time">` read them. */
export interface WallClock {
  date: string;
  time: string;
}

/** Where an instant falls on a zone's wall clock: { date: '2026-11-24', time: '17:00' }. */
export function wallClockOf(iso: string, zone: string): WallClock {
  const zoned = Temporal.Instant.from(iso).toZonedDateTimeISO(zone);
  return {
    date: zoned.toPlainDate().toString(),
    time: zoned.toPlainTime().toString({ smallestUnit: 'minute' }),
  };
}

/**
 * The instant a date and time on a zone's wall clock name, as ISO 8601 in UTC, or null when
 * they name none. A time a spring change skips reads as after the gap, one an autumn change
 * repeats as the first of the two (Temporal's 'compatible', as the API plans classes).
 */
export function instantOf({ date, time }: WallClock, zone: string): string | null {
  try {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO 8601 separator
    return Temporal.PlainDateTime.from(`${date}T${time}`)
      .toZonedDateTime(zone, { disambiguation: 'compatible' })
      .toInstant()
      .toString();
  } catch {
    return null;
  }
}

/** Today's date on a zone's wall clock: '2026-11-23'. */
export const todayIn = (zone: string): string => Temporal.Now.plainDateISO(zone).toString();
