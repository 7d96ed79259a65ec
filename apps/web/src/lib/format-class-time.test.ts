import { describe, expect, it } from 'vitest';
import vectors from '../../../api/test/fixtures/weekly-series-2027.json';
import { formatClassDay, formatClassTime, formatWeekdayTime } from './format.ts';

// Occurrences of 2027 computed by another implementation (Python's zoneinfo), with how each
// reads on the clocks of learners in nine zones (apps/api/test/fixtures/README.md): what the
// Upcoming classes tab shows must read the same.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// "Fri 1 Jan 2027, 17:00 GMT+2"; ICU writes September "Sep" or "Sept" depending on its version.
const SHOWN = /^([A-Z][a-z]{2}) (\d{1,2}) ([A-Z][a-z]{2,3}) (\d{4}), (\d{2}:\d{2}) (\S+)$/;

/** "Fri 2027-01-01 17:00", as the fixture writes a wall-clock time, from what we show. */
function asSeen(shown: string): string {
  const match = SHOWN.exec(shown);
  if (!match) return `unreadable: ${shown}`;
  const [, weekday, day, month, year, time] = match as unknown as string[];
  const monthNumber = MONTHS.indexOf((month ?? '').slice(0, 3)) + 1;
  const date = `${year}-${String(monthNumber).padStart(2, '0')}-${(day ?? '').padStart(2, '0')}`;
  return `${weekday} ${date} ${time}`;
}

describe('class times on every learner’s clock across the clock changes of 2027', () => {
  for (const series of vectors.series) {
    it(`${series.name}: ${series.occurrences.length} classes in nine zones`, () => {
      expect(series.occurrences.length).toBeGreaterThan(0);
      for (const occurrence of series.occurrences) {
        for (const [zone, seen] of Object.entries(occurrence.seen)) {
          const shown = formatClassTime(occurrence.starts_at, zone);
          expect(asSeen(shown), `${zone} ${occurrence.starts_at}: ${shown}`).toBe(seen);
          // The day alone and the small print agree with the full time.
          expect(shown.startsWith(`${formatClassDay(occurrence.starts_at, zone)}, `)).toBe(true);
          expect(formatWeekdayTime(occurrence.starts_at, zone)).toBe(
            `${seen.slice(0, 3)} ${seen.slice(-5)}`,
          );
        }
      }
    });
  }

  it('names the zone: London’s own abbreviations, an offset elsewhere', () => {
    expect(formatClassTime('2027-01-05T15:00:00Z', 'Europe/London')).toMatch(/ 15:00 GMT$/);
    expect(formatClassTime('2027-07-06T14:00:00Z', 'Europe/London')).toMatch(/ 15:00 BST$/);
    expect(formatClassTime('2027-07-06T14:00:00Z', 'America/Toronto')).toMatch(/ 10:00 GMT-4$/);
  });

  it('reads a zone this browser does not know on UTC, and says so', () => {
    expect(formatClassTime('2027-07-06T14:00:00Z', 'Mars/Olympus_Mons')).toBe(
      'Tue 6 Jul 2027, 14:00 UTC',
    );
  });
});
