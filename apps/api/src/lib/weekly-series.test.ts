import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { instantOfLocal, occurrencesBetween, offsetMinutes } from './weekly-series.ts';

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

  it('generates a year of classes for one plan quickly', () => {
    const rule = {
      weekdays: [1, 3, 5],
      startTime: '17:00',
      minutes: 30,
      anchorZone: 'Africa/Cairo',
    };
    const started = performance.now();
    const found = occurrencesBetween(rule, YEAR[0], YEAR[1]);
    expect(found).toHaveLength(157);
    // Generous for a shared machine; `npm run bench:api` measures it properly.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
