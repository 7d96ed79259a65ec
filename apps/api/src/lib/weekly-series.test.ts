import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  instantOfLocal,
  occurrencesBetween,
  offsetMinutes,
  slotsBetween,
  type WeeklyRule,
} from './weekly-series.ts';

// Occurrences of 2027 computed by another implementation (Python's zoneinfo), with how each
// looks on the clocks of learners in nine zones: see test/fixtures/README.md.
interface Vectors {
  series: {
    name: string;
    anchor: string;
    weekdays: string[];
    start: string;
    minutes: number;
    occurrences: { starts_at: string; ends_at: string; seen: Record<string, string> }[];
  }[];
}
const vectors = JSON.parse(
  readFileSync(new URL('../../test/fixtures/weekly-series-2027.json', import.meta.url), 'utf8'),
) as Vectors;
const ISO_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const YEAR = [new Date('2027-01-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z')] as const;

/** "Fri 2027-01-01 17:00": how the vectors write a wall-clock time. */
function wallClock(at: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

describe('weekly series across the clock changes of 2027', () => {
  for (const series of vectors.series) {
    it(`${series.name}: every occurrence, and how learners everywhere see it`, () => {
      const rule = {
        weekdays: series.weekdays.map((day) => ISO_DAYS.indexOf(day) + 1),
        startTime: series.start,
        minutes: series.minutes,
        anchorZone: series.anchor,
      };
      // The vectors' year is the anchor's local 2027.
      const from = instantOfLocal('2027-01-01T00:00', series.anchor);
      const until = instantOfLocal('2028-01-01T00:00', series.anchor);
      const found = occurrencesBetween(rule, from, until);
      expect(found.map((item) => item.startsAt.toISOString().replace('.000', ''))).toEqual(
        series.occurrences.map((item) => item.starts_at),
      );
      found.forEach((item, index) => {
        const expected = series.occurrences[index]!;
        expect(item.endsAt.toISOString().replace('.000', '')).toBe(expected.ends_at);
        for (const [zone, seen] of Object.entries(expected.seen)) {
          expect(wallClock(item.startsAt, zone), `${zone} ${expected.starts_at}`).toBe(seen);
        }
      });
    });
  }

  it('keeps a New York class at 18:30 New York time while Cairo and London see it move', () => {
    const rule = { weekdays: [2], startTime: '18:30', minutes: 60, anchorZone: 'America/New_York' };
    const [march2, march9, march16, march30] = [2, 9, 16, 30].map(
      (day) =>
        occurrencesBetween(
          rule,
          new Date(`2027-03-${String(day).padStart(2, '0')}T00:00Z`),
          YEAR[1],
        )[0]!.startsAt,
    ) as [Date, Date, Date, Date];
    // New York springs forward on 14 March, London on 28 March, Cairo on 30 April.
    expect(
      [march2, march9, march16, march30].map((at) => wallClock(at, 'America/New_York')),
    ).toEqual([
      'Tue 2027-03-02 18:30',
      'Tue 2027-03-09 18:30',
      'Tue 2027-03-16 18:30',
      'Tue 2027-03-30 18:30',
    ]);
    expect(wallClock(march9, 'Europe/London')).toBe('Tue 2027-03-09 23:30');
    expect(wallClock(march16, 'Europe/London')).toBe('Tue 2027-03-16 22:30');
    expect(wallClock(march30, 'Europe/London')).toBe('Tue 2027-03-30 23:30');
    expect(wallClock(march9, 'Africa/Cairo')).toBe('Wed 2027-03-10 01:30');
    expect(wallClock(march16, 'Africa/Cairo')).toBe('Wed 2027-03-17 00:30');
  });

  it('reads a typed wall time the way the series does, and knows each zone’s offset', () => {
    expect(instantOfLocal('2027-03-14T02:30', 'America/New_York').toISOString()).toBe(
      '2027-03-14T07:30:00.000Z',
    );
    expect(instantOfLocal('2027-11-07T01:30', 'America/New_York').toISOString()).toBe(
      '2027-11-07T05:30:00.000Z',
    );
    expect(offsetMinutes('Africa/Cairo', new Date('2027-07-01T00:00Z'))).toBe(180);
    expect(offsetMinutes('Africa/Cairo', new Date('2027-01-01T00:00Z'))).toBe(120);
    expect(offsetMinutes('America/St_Johns', new Date('2027-01-01T00:00Z'))).toBe(-210);
  });

  it('gives a year of Mondays, Wednesdays and Fridays in Cairo its 157 classes', () => {
    const rule = {
      weekdays: [1, 3, 5],
      startTime: '17:00',
      minutes: 30,
      anchorZone: 'Africa/Cairo',
    };
    expect(occurrencesBetween(rule, YEAR[0], YEAR[1])).toHaveLength(157);
  });
});

/** Every day asked of Temporal: what the arithmetic between clock changes must agree with. */
function everyDayByTemporal(rule: WeeklyRule, from: Date, until: Date): number[] {
  const time = Temporal.PlainTime.from(rule.startTime);
  let day = Temporal.Instant.fromEpochMilliseconds(from.getTime())
    .toZonedDateTimeISO(rule.anchorZone)
    .toPlainDate()
    .subtract({ days: 1 });
  const last = Temporal.Instant.fromEpochMilliseconds(until.getTime())
    .toZonedDateTimeISO(rule.anchorZone)
    .toPlainDate()
    .add({ days: 1 });
  const found: number[] = [];
  for (; Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) {
    if (!rule.weekdays.includes(day.dayOfWeek)) continue;
    const at = day.toZonedDateTime({
      timeZone: rule.anchorZone,
      plainTime: time,
    }).epochMilliseconds;
    if (at >= from.getTime() && at < until.getTime()) found.push(at);
  }
  return found;
}

// Zones with every kind of clock change: an hour either way, half an hour (Lord Howe), the
// southern summer, Morocco's pause for Ramadan, changes at midnight (Santiago, Havana), none.
const ZONES = [
  'America/New_York',
  'Europe/London',
  'Africa/Cairo',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Africa/Casablanca',
  'America/Santiago',
  'America/Havana',
  'Pacific/Chatham',
  'Asia/Karachi',
];

describe('weekly series against Temporal, day by day', () => {
  it('agree for any zone, days, time and stretch of up to fourteen months', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 15, 30, 45),
        fc.date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2031-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 430 }),
        (zone, weekdays, hour, minute, from, days) => {
          const rule = {
            weekdays,
            startTime: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
            minutes: 30,
            anchorZone: zone,
          };
          const until = new Date(from.getTime() + days * 86_400_000);
          const found = occurrencesBetween(rule, from, until).map((item) =>
            item.startsAt.getTime(),
          );
          expect(found).toEqual(everyDayByTemporal(rule, from, until));
        },
      ),
      { numRuns: 300, seed: 20271 },
    );
  });
});

describe('a plan’s slots under its seasons', () => {
  // Saturdays 09:30 on London's clock; for 20 March to 3 April (dates on New York's calendar)
  // Sundays 21:00 on New York's. The US moves on 14 March, the UK on 28 March.
  const plan: WeeklyRule = {
    weekdays: [6],
    startTime: '09:30',
    minutes: 60,
    anchorZone: 'Europe/London',
  };
  const season = {
    startsOn: '2027-03-20',
    endsOn: '2027-04-03',
    weekdays: [7],
    startTime: '21:00',
    anchorZone: 'America/New_York',
  };
  const slots = slotsBetween(
    plan,
    [season],
    new Date('2027-03-01T00:00:00Z'),
    new Date('2027-04-20T00:00:00Z'),
  ).map((slot) => [slot.startsAt.toISOString(), slot.anchorZone]);

  it('keeps the plan’s rule off the season’s days and the season’s rule on them, each on its clock', () => {
    expect(slots).toEqual([
      // Saturdays 09:30 GMT before the season.
      ['2027-03-06T09:30:00.000Z', 'Europe/London'],
      ['2027-03-13T09:30:00.000Z', 'Europe/London'],
      // Sundays 21:00 EDT (UTC−4) = 01:00Z the next day; Saturdays 20 and 27 March and 3 April
      // fall in the season on London's calendar too, so they have no class.
      ['2027-03-22T01:00:00.000Z', 'America/New_York'],
      ['2027-03-29T01:00:00.000Z', 'America/New_York'],
      // After it, Saturdays 09:30 BST (UTC+1) = 08:30Z.
      ['2027-04-10T08:30:00.000Z', 'Europe/London'],
      ['2027-04-17T08:30:00.000Z', 'Europe/London'],
    ]);
  });

  it('gives the plan alone when it has no season', () => {
    const alone = slotsBetween(
      plan,
      [],
      new Date('2027-03-01T00:00:00Z'),
      new Date('2027-04-20T00:00:00Z'),
    ).map((slot) => slot.startsAt.toISOString());
    expect(alone).toEqual(
      occurrencesBetween(
        plan,
        new Date('2027-03-01T00:00:00Z'),
        new Date('2027-04-20T00:00:00Z'),
      ).map((slot) => slot.startsAt.toISOString()),
    );
  });
});
