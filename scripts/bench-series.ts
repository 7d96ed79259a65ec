// How long the weekly-series rule takes to generate a year of classes for one plan (three
// days a week, Cairo), run by `npm run bench:api` with tsx: the first run (cold) and the
// median of the next 50.
import { occurrencesBetween } from '../apps/api/src/lib/weekly-series.ts';

const rule = { weekdays: [1, 3, 5], startTime: '17:00', minutes: 30, anchorZone: 'Africa/Cairo' };
const from = new Date('2027-01-01T00:00:00Z');
const until = new Date('2028-01-01T00:00:00Z');

function time(): { ms: number; count: number } {
  const started = performance.now();
  const count = occurrencesBetween(rule, from, until).length;
  return { ms: performance.now() - started, count };
}

const cold = time();
const warm = Array.from({ length: 50 }, () => time().ms).sort((a, b) => a - b);
console.log(
  JSON.stringify({
    classes: cold.count,
    coldMs: Math.round(cold.ms * 10) / 10,
    medianMs: Math.round((warm[25] ?? 0) * 100) / 100,
  }),
);
