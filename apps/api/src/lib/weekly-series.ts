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

/**
 * The occurrences of a weekly rule that start in [from, until). Each is the anchor zone's
 * wall-clock start on its day, read as RFC 5545 and Temporal's 'compatible' do: a time a spring
 * change skips lands later by the gap, a time an autumn change repeats takes the earlier
 * instant. The tz database (Node's ICU) decides where the changes fall; nothing here does.
 */
export function occurrencesBetween(rule: WeeklyRule, from: Date, until: Date): Occurrence[] {
  const time = Temporal.PlainTime.from(rule.startTime);
  const days = new Set(rule.weekdays);
  const start = Temporal.Instant.fromEpochMilliseconds(from.getTime());
  const end = Temporal.Instant.fromEpochMilliseconds(until.getTime());
  // A day either side: a wall time near midnight can fall on the neighbouring UTC day.
  let day = start.toZonedDateTimeISO(rule.anchorZone).toPlainDate().subtract({ days: 1 });
  const last = end.toZonedDateTimeISO(rule.anchorZone).toPlainDate().add({ days: 1 });
  const found: Occurrence[] = [];
  for (; Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) {
    if (!days.has(day.dayOfWeek)) continue;
    const startsAt = day
      .toZonedDateTime({ timeZone: rule.anchorZone, plainTime: time })
      .toInstant();
    if (Temporal.Instant.compare(startsAt, start) < 0) continue;
    if (Temporal.Instant.compare(startsAt, end) >= 0) continue;
    const endsAt = startsAt.add({ minutes: rule.minutes });
    found.push({
      startsAt: new Date(startsAt.epochMilliseconds),
      endsAt: new Date(endsAt.epochMilliseconds),
    });
  }
  return found;
}

/** The UTC offset of a zone at an instant, in minutes ('Africa/Cairo' in July → 180). */
export function offsetMinutes(zone: string, at: Date): number {
  const zoned = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone);
  return zoned.offsetNanoseconds / 60e9;
}

/** The zone's next clock change after an instant, or null when it has none ahead. */
export function nextClockChange(zone: string, after: Date): Date | null {
  const next = Temporal.Instant.fromEpochMilliseconds(after.getTime())
    .toZonedDateTimeISO(zone)
    .getTimeZoneTransition('next');
  return next ? new Date(next.epochMilliseconds) : null;
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
