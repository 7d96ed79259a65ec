import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../lib/dates.ts';
import { nextMonthEnd } from './months.ts';

const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).toJSDate();

/** The end after `months` paid months, one payment at a time. */
function endAfter(start: Date, months: number) {
  let end = addMonths(start, 1);
  for (let month = 1; month < months; month += 1) end = nextMonthEnd(start, end);
  return end;
}

describe('paid months', () => {
  it('n months paid one by one end n calendar months after the start, at the same time', () => {
    for (const iso of ['2026-01-31T18:45:12.345Z', '2026-03-15T00:00:00Z', '2024-02-29T09:00Z']) {
      const start = at(iso);
      for (const months of [1, 2, 3, 10, 13]) {
        expect(endAfter(start, months).toISOString()).toBe(
          DateTime.fromJSDate(start, { zone: 'utc' }).plus({ months }).toJSDate().toISOString(),
        );
      }
    }
    expect(endAfter(at('2026-01-31T18:45:12.345Z'), 3).toISOString()).toBe(
      '2026-04-30T18:45:12.345Z',
    );
  });

  it('a month added to dates staff moved runs a month from the current end', () => {
    expect(nextMonthEnd(at('2026-01-10T12:00Z'), at('2026-03-20T12:00Z')).toISOString()).toBe(
      '2026-04-20T12:00:00.000Z',
    );
  });
});
