import { Temporal } from 'temporal-polyfill';

/**
 * A weekly plan: classes on these ISO weekdays (1 = Monday … 7 = Sunday) at `startTime`
 * ('HH:MM') on the wall clock of `anchorZone`, each `minutes` long.
 */
export interface WeeklyRule {
  weekdays: readonly number[];
  startTime: string;
  minutes: number;
  anchorZone: string;
}

export interface Occurrence {
  startsAt: Date;
  endsAt: Date;
}

const DAY_MS = 86_400_000;

/** The instant of a wall-clock time on a date in a zone, as Temporal's 'compatible' reads it. */
function instantOn(day: Temporal.PlainDate, time: Temporal.PlainTime, zone: string): number {
  return day.toZonedDateTime({ timeZone: zone, plainTime: time }).epochMilliseconds;
}

/** The offset from an instant on, until the zone's next clock change. */
function offsetFrom(zone: string, at: number): { offsetMs: number; until: number } {
  const { offsetMinutes: minutes, until } = stretchAt(zone, at);
  return { offsetMs: minutes * 60_000, until };
}

/**
 * The occurrences of a weekly rule that start in [from, until). Each is the anchor zone's
 * wall-clock start on its day, read as RFC 5545 and Temporal's 'compatible' do: a time a spring
 * change skips lands later by the gap, a time an autumn change repeats takes the earlier
 * instant. The tz database (Node's ICU) decides where the changes fall; nothing here does.
 *
 * Between two clock changes a zone's offset is one number, so most days are that arithmetic;
 * within two days of a change Temporal works the day out (a year of a plan in a tenth of the
 * time it takes to ask Temporal for every day).
 */
export function occurrencesBetween(rule: WeeklyRule, from: Date, until: Date): Occurrence[] {
  const time = Temporal.PlainTime.from(rule.startTime);
  const wallOfDay = (time.hour * 60 + time.minute) * 60_000;
  const days = new Set(rule.weekdays);
  const zone = rule.anchorZone;
  const start = from.getTime();
  const end = until.getTime();
  const length = rule.minutes * 60_000;
  // A day either side: a wall time near midnight can fall on the neighbouring UTC day.
  const first = Temporal.Instant.fromEpochMilliseconds(start)
    .toZonedDateTimeISO(zone)
    .toPlainDate()
    .subtract({ days: 1 });
  const last = Temporal.Instant.fromEpochMilliseconds(end)
    .toZonedDateTimeISO(zone)
    .toPlainDate()
    .add({ days: 1 });
  // The days as midnights of a UTC calendar: a date's number, not an instant.
  const lastDay = Date.UTC(last.year, last.month - 1, last.day);
  let stretch = offsetFrom(zone, start - 2 * DAY_MS);
  const found: Occurrence[] = [];
  for (let day = Date.UTC(first.year, first.month - 1, first.day); day <= lastDay; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay() || 7;
    if (!days.has(weekday)) continue;
    let startsAt = day + wallOfDay - stretch.offsetMs;
    if (startsAt >= stretch.until - 2 * DAY_MS) {
      // Near a clock change, or past it: Temporal decides, and the next stretch begins.
      const date = new Date(day);
      startsAt = instantOn(
        Temporal.PlainDate.from({
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
        }),
        time,
        zone,
      );
      if (startsAt >= stretch.until) stretch = offsetFrom(zone, startsAt);
    }
    if (startsAt < start || startsAt >= end) continue;
    found.push({ startsAt: new Date(startsAt), endsAt: new Date(startsAt + length) });
  }
  return found;
}

/** A stretch of a zone's time with one UTC offset: between two of its clock changes. */
interface Stretch {
  from: number;
  until: number;
  offsetMinutes: number;
}

/** A zone's stretches already worked out: the tz database does not change while we run. */
const stretches = new Map<string, Stretch[]>();
const STRETCHES_KEPT = 16;

/**
 * The stretch of `zone`'s time an instant falls in, asked of Temporal once and then kept: the
 * lists of classes ask it of the same few zones and the same few months on every request.
 */
function stretchAt(zone: string, at: number): Stretch {
  let known = stretches.get(zone);
  const found = known?.find((stretch) => stretch.from <= at && at < stretch.until);
  if (found) return found;
  const zoned = Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(zone);
  const before = zoned.getTimeZoneTransition('previous');
  const after = zoned.getTimeZoneTransition('next');
  const stretch = {
    from: before ? before.epochMilliseconds : Number.NEGATIVE_INFINITY,
    until: after ? after.epochMilliseconds : Number.POSITIVE_INFINITY,
    offsetMinutes: zoned.offsetNanoseconds / 60e9,
  };
  if (!known) {
    known = [];
    stretches.set(zone, known);
  }
  known.push(stretch);
  if (known.length > STRETCHES_KEPT) known.shift();
  return stretch;
}

/** The UTC offset of a zone at an instant, in minutes ('Africa/Cairo' in July → 180). */
export function offsetMinutes(zone: string, at: Date): number {
  return stretchAt(zone, at.getTime()).offsetMinutes;
}

/** The zone's next clock change after an instant, or null when it has none ahead. */
export function nextClockChange(zone: string, after: Date): Date | null {
  const { until } = stretchAt(zone, after.getTime());
  return Number.isFinite(until) ? new Date(until) : null;
}

/**
 * The instant of a wall-clock time in a zone ('2027-03-14T02:30' in New York, which the
 * spring change skips, reads as 03:30), for times people type into a form.
 */
export function instantOfLocal(local: string, zone: string): Date {
  const zoned = Temporal.PlainDateTime.from(local).toZonedDateTime(zone, {
    disambiguation: 'compatible',
  });
  return new Date(zoned.epochMilliseconds);
}

/**
 * A weekly plan's second rule for a range of days (a Ramadan timetable): from `startsOn` to
 * `endsOn` (both included, dates on `anchorZone`'s calendar) its classes fall on these
 * weekdays at `startTime` on that zone's clock instead; the plan's length stays.
 */
export interface SeasonRule {
  startsOn: string;
  endsOn: string;
  weekdays: readonly number[];
  startTime: string;
  anchorZone: string;
}

/** An occurrence, with the zone whose wall clock it keeps. */
export interface Slot extends Occurrence {
  anchorZone: string;
}

/**
 * The instants of a range of days on a zone's calendar: from the first day's start to the
 * start of the day after the last (a day a clock change shortens or lengthens is as long as
 * it is there).
 */
export function daysOn(
  startsOn: string,
  endsOn: string,
  zone: string,
): { from: Date; until: Date } {
  const startOf = (day: Temporal.PlainDate) =>
    new Date(day.toZonedDateTime({ timeZone: zone }).epochMilliseconds);
  return {
    from: startOf(Temporal.PlainDate.from(startsOn)),
    until: startOf(Temporal.PlainDate.from(endsOn).add({ days: 1 })),
  };
}

/**
 * The instants a season's days cover on both clocks: the plan's own classes fall on its days
 * by the plan's zone (`planZone`), the season's by its own.
 */
export function seasonSpan(
  season: { startsOn: string; endsOn: string; anchorZone: string },
  planZone: string,
) {
  const own = daysOn(season.startsOn, season.endsOn, planZone);
  const its = daysOn(season.startsOn, season.endsOn, season.anchorZone);
  return {
    from: new Date(Math.min(own.from.getTime(), its.from.getTime())),
    until: new Date(Math.max(own.until.getTime(), its.until.getTime())),
  };
}

/** The calendar date of an instant on a zone's clock ('2027-03-14'). */
export function dayOn(at: Date, zone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime())
    .toZonedDateTimeISO(zone)
    .toPlainDate()
    .toString();
}

/**
 * A plan's slots that start in [from, until) under its seasons: the plan's own rule except on
 * the days of a season (read on the plan's anchor zone's calendar), and each season's rule on
 * its days (read on its own zone's calendar). The one place a plan's slots are worked out.
 */
export function slotsBetween(
  rule: WeeklyRule,
  seasons: readonly SeasonRule[],
  from: Date,
  until: Date,
): Slot[] {
  const inSeason = seasons.map((season) => daysOn(season.startsOn, season.endsOn, rule.anchorZone));
  const usual = occurrencesBetween(rule, from, until)
    .filter(
      ({ startsAt }) => !inSeason.some((days) => days.from <= startsAt && startsAt < days.until),
    )
    .map((slot) => ({ ...slot, anchorZone: rule.anchorZone }));
  const seasonal = seasons.flatMap((season) => {
    const days = daysOn(season.startsOn, season.endsOn, season.anchorZone);
    const start = new Date(Math.max(from.getTime(), days.from.getTime()));
    const end = new Date(Math.min(until.getTime(), days.until.getTime()));
    if (end.getTime() <= start.getTime()) return [];
    return occurrencesBetween({ ...season, minutes: rule.minutes }, start, end).map((slot) => ({
      ...slot,
      anchorZone: season.anchorZone,
    }));
  });
  return [...usual, ...seasonal].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
