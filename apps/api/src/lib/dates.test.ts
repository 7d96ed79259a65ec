import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { mailTime } from '../modules/auth/service.ts';
import { addMonths, addUtc, duration } from './dates.ts';

// Luxon, an independent implementation, is the reference for calendar arithmetic in UTC.
const luxonPlus = (iso: string, units: Record<string, number>) =>
  DateTime.fromISO(iso, { zone: 'utc' }).plus(units).toJSDate().toISOString();

describe('dates on the UTC calendar', () => {
  it('adds months as the calendar does, ending on the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T18:45:12.345Z'), 1).toISOString()).toBe(
      '2026-02-28T18:45:12.345Z',
    );
    expect(addMonths(new Date('2024-01-31T09:00:00Z'), 1).toISOString()).toBe(
      '2024-02-29T09:00:00.000Z',
    );
    expect(addMonths(new Date('2026-03-31T00:00:00Z'), -1).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    for (const iso of ['2026-01-31T23:59:59.999Z', '2027-03-28T01:30:00Z', '2028-02-29T12:00Z']) {
      for (const months of [-13, -1, 1, 2, 11, 12, 25]) {
        expect(addMonths(new Date(iso), months).toISOString(), `${iso} + ${months}`).toBe(
          luxonPlus(iso, { months }),
        );
      }
    }
  });

  it('adds days and minutes whole, whatever a zone with summer time would do that night', () => {
    // 28 March 2027: clocks go forward in Europe; UTC days stay 24 hours long.
    expect(addUtc(new Date('2027-03-27T01:30:00Z'), { days: 1 }).toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(addUtc(new Date('2026-12-31T23:50:00Z'), { minutes: 30 }).toISOString()).toBe(
      '2027-01-01T00:20:00.000Z',
    );
    expect(addUtc(new Date('2026-11-25T10:00:00Z'), { days: -90 }).toISOString()).toBe(
      luxonPlus('2026-11-25T10:00:00Z', { days: -90 }),
    );
  });

  it('reads a length of time in the unit asked for', () => {
    expect(duration({ minutes: 5 }).total('seconds')).toBe(300);
    expect(duration({ hours: 3 }).subtract({ minutes: 1 }).total('milliseconds')).toBe(10_740_000);
  });

  it('says when a change was made as mails about it do, on a 24-hour clock in UTC', () => {
    expect(mailTime(new Date('2025-03-12T14:05:00Z'))).toBe('12 March 2025 at 14:05 UTC');
    expect(mailTime(new Date('2027-01-01T00:07:59Z'))).toBe('1 January 2027 at 00:07 UTC');
  });
});
