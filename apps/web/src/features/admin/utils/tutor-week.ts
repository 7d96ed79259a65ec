import type { TutorClass } from '@iqra/contracts';
import { Temporal } from 'temporal-polyfill';

/**
 * A tutor's week is read on the tutor's clock: Monday 00:00 to the next Monday 00:00 in their
 * zone, each class in the day and hour its start falls on there. Temporal (the polyfill) does
 * every step with the tz database, so a week with a clock change is 167 or 169 hours long and
 * no offset is worked out here by hand.
 */

export interface TutorWeek {
  /** The week's Monday, `YYYY-MM-DD` (the screen's `?week=`). */
  monday: string;
  /** Monday to Sunday, `YYYY-MM-DD` each. */
  days: string[];
  /** Where the week starts and ends, as instants (the API's `from` and `to`). */
  from: string;
  to: string;
  previous: string;
  next: string;
}

export interface PlacedClass {
  item: TutorClass;
  /** 0 Monday … 6 Sunday. */
  day: number;
  /** The hour row its start falls in, 0–23, on the tutor's clock. */
  hour: number;
  /** Start and end on the tutor's clock, `HH:MM`. */
  start: string;
  end: string;
}

const instantIso = (instant: Temporal.Instant) => new Date(instant.epochMilliseconds).toISOString();

const zoned = (iso: string, zone: string) => Temporal.Instant.from(iso).toZonedDateTimeISO(zone);

/** A `YYYY-MM-DD` that names a real day, or null. */
function plainDate(value: string | null | undefined): Temporal.PlainDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/**
 * The week in `zone` that holds `week` (any day of it; its Monday is meant), or, when `week`
 * is missing or no date, the week of today on that clock.
 */
export function tutorWeek(zone: string, week: string | null | undefined, now = new Date()) {
  const day =
    plainDate(week) ??
    Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(zone).toPlainDate();
  const monday = day.subtract({ days: day.dayOfWeek - 1 });
  const startOf = (date: Temporal.PlainDate) =>
    instantIso(date.toZonedDateTime({ timeZone: zone }).toInstant());
  const result: TutorWeek = {
    monday: monday.toString(),
    days: Array.from({ length: 7 }, (_, index) => monday.add({ days: index }).toString()),
    from: startOf(monday),
    to: startOf(monday.add({ weeks: 1 })),
    previous: monday.subtract({ weeks: 1 }).toString(),
    next: monday.add({ weeks: 1 }).toString(),
  };
  return result;
}

/** Each class of the week with its day and hour on the tutor's clock; others are left out. */
export function placeClasses(
  classes: readonly TutorClass[],
  zone: string,
  week: TutorWeek,
): PlacedClass[] {
  const placed: PlacedClass[] = [];
  for (const item of classes) {
    const start = zoned(item.starts_at, zone);
    const day = week.days.indexOf(start.toPlainDate().toString());
    if (day < 0) continue;
    placed.push({
      item,
      day,
      hour: start.hour,
      start: start.toPlainTime().toString({ smallestUnit: 'minute' }),
      end: zoned(item.ends_at, zone).toPlainTime().toString({ smallestUnit: 'minute' }),
    });
  }
  return placed.sort((a, b) => a.item.starts_at.localeCompare(b.item.starts_at));
}

/** The grid's hour rows: at least `first` to `last`, and every hour a class starts in. */
export function hourRows(placed: readonly PlacedClass[], first = 8, last = 20): number[] {
  const hours = placed.map((entry) => entry.hour);
  const from = Math.min(first, ...hours);
  const to = Math.max(last, ...hours);
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** "Mon 26 Apr": a day's column heading, in the Intl locale `tag` (`useFormat().tag`). */
export const dayLabel = (date: string, style: 'short' | 'long', tag: string) =>
  Temporal.PlainDate.from(date).toLocaleString(tag, {
    weekday: style,
    day: 'numeric',
    month: style,
  });

/** "26 Apr – 2 May 2027": the week as a heading says it, in the Intl locale `tag`. */
export function weekLabel(week: TutorWeek, tag: string): string {
  const first = Temporal.PlainDate.from(week.days[0] ?? week.monday);
  const last = first.add({ days: 6 });
  const format = (date: Temporal.PlainDate, year: boolean) =>
    date.toLocaleString(tag, {
      day: 'numeric',
      month: 'short',
      ...(year ? { year: 'numeric' } : {}),
    });
  return `${format(first, first.year !== last.year)} – ${format(last, true)}`;
}

/** "08:00": an hour row's heading. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
