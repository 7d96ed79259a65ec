import { Temporal } from 'temporal-polyfill';
import { ENGLISH } from '../../lib/format.ts';

// The tutor's clock: days and weeks of their own time zone, computed with Temporal (no
// offset arithmetic by hand: days that a clock change makes 23 or 25 hours long, or that
// start at 01:00, come out right), and instants shown with Intl in an explicit zone.

const instantOf = (iso: string) => Temporal.Instant.from(iso);

/** The calendar day an instant falls on in `zone`. */
export function dayIn(iso: string, zone: string): Temporal.PlainDate {
  return instantOf(iso).toZonedDateTimeISO(zone).toPlainDate();
}

/** Today in `zone`. */
export function todayIn(zone: string, now: number = Date.now()): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).toPlainDate();
}

/** The first instant of a day in `zone`, as ISO (UTC). */
export function startOfDay(day: Temporal.PlainDate, zone: string): string {
  return day.toZonedDateTime({ timeZone: zone }).toInstant().toString();
}

export interface Week {
  /** Monday to Sunday. */
  days: Temporal.PlainDate[];
  /** The instants the week starts and ends at, for `GET /api/teach/classes`. */
  from: string;
  to: string;
}

/** The week (Monday to Sunday in `zone`) `offset` weeks from the one holding `now`. */
export function weekOf(zone: string, offset: number, now: number = Date.now()): Week {
  const today = todayIn(zone, now);
  const monday = today.subtract({ days: today.dayOfWeek - 1 }).add({ weeks: offset });
  const days = Array.from({ length: 7 }, (_, index) => monday.add({ days: index }));
  return {
    days,
    from: startOfDay(monday, zone),
    to: startOfDay(monday.add({ weeks: 1 }), zone),
  };
}

/**
 * The instant of a date and time typed on `zone`'s clock (`2026-11-24`, `19:00`). A time a
 * spring change skips reads as the offset before it would (later by the gap); one an autumn
 * change repeats takes the earlier instant: Temporal's 'compatible', as weekly plans do.
 */
export function instantOnClock(date: string, time: string, zone: string): string {
  return Temporal.PlainDate.from(date)
    .toPlainDateTime(Temporal.PlainTime.from(time))
    .toZonedDateTime(zone, { disambiguation: 'compatible' })
    .toInstant()
    .toString();
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per shape, zone and locale: making them is slow, and a week shows many times. */
function format(
  shape: 'time' | 'day' | 'date' | 'short',
  zone: string,
  tag: string,
): Intl.DateTimeFormat {
  const key = `${shape} ${zone} ${tag}`;
  let made = formats.get(key);
  if (!made) {
    const options: Record<typeof shape, Intl.DateTimeFormatOptions> = {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- Intl's options
      time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
      day: { weekday: 'long', day: 'numeric', month: 'long' },
      date: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
      short: { weekday: 'short', day: 'numeric', month: 'short' },
    };
    made = new Intl.DateTimeFormat(tag, { ...options[shape], timeZone: zone });
    formats.set(key, made);
  }
  return made;
}

// Each takes the Intl locale last (`useClock()` gives the page's): British English unless told.

/** "19:00" on `zone`'s clock (the value a time field takes, in any language). */
export const timeIn = (iso: string, zone: string, tag = ENGLISH) =>
  format('time', zone, tag).format(new Date(iso));

/** "Tuesday 24 November" in `zone`. */
export const dayLabel = (iso: string, zone: string, tag = ENGLISH) =>
  format('day', zone, tag).format(new Date(iso));

/** "Tuesday 24 November 2026" in `zone`. */
export const dateLabel = (iso: string, zone: string, tag = ENGLISH) =>
  format('date', zone, tag).format(new Date(iso));

/** "Tue 24 Nov" in `zone`. */
export const shortDay = (iso: string, zone: string, tag = ENGLISH) =>
  format('short', zone, tag).format(new Date(iso));

/** "19:00–20:00" on `zone`'s clock. */
export const timeRange = (from: string, to: string, zone: string, tag = ENGLISH) =>
  `${timeIn(from, zone, tag)}–${timeIn(to, zone, tag)}`;

/** "23–29 November 2026": the days of a week. */
export function weekRange(week: Week, zone: string, tag = ENGLISH): string {
  const first = week.days[0];
  const last = week.days[6];
  if (!first || !last) return '';
  return new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  }).formatRange(new Date(startOfDay(first, zone)), new Date(startOfDay(last, zone)));
}

/** The place a zone is named after: "Cairo" for Africa/Cairo, "Buenos Aires" for its zone. */
export function placeOf(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}
