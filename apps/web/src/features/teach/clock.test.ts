import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import {
  dayIn,
  dayLabel,
  instantOnClock,
  placeOf,
  startOfDay,
  timeRange,
  todayIn,
  weekOf,
  weekRange,
} from './clock.ts';

const at = (iso: string) => Date.parse(iso);

describe('the tutor’s clock', () => {
  it('takes the week from Monday to Sunday on the tutor’s calendar, not UTC’s', () => {
    // Sunday 29 November 2026, 23:30 in Cairo is still that week there (21:30 UTC).
    const week = weekOf('Africa/Cairo', 0, at('2026-11-29T21:30:00Z'));
    expect(week.from).toBe('2026-11-22T22:00:00Z');
    expect(week.to).toBe('2026-11-29T22:00:00Z');
    expect(week.days.map(String)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    // Half an hour later it is Monday in Cairo: the next week.
    expect(weekOf('Africa/Cairo', 0, at('2026-11-29T22:30:00Z')).from).toBe('2026-11-29T22:00:00Z');
  });

  it('moves by whole weeks, also across a clock change', () => {
    // London's spring change on Sunday 29 March 2026: that week has 167 hours.
    const before = weekOf('Europe/London', 0, at('2026-03-25T12:00:00Z'));
    expect(before.from).toBe('2026-03-23T00:00:00Z');
    expect(before.to).toBe('2026-03-29T23:00:00Z');
    const next = weekOf('Europe/London', 1, at('2026-03-25T12:00:00Z'));
    expect(next.from).toBe(before.to);
    expect(weekOf('Europe/London', -1, at('2026-03-25T12:00:00Z')).to).toBe(before.from);
  });

  it('starts a day when the zone’s day starts, even at 01:00', () => {
    // Egypt's spring change skips midnight on Friday 24 April 2026.
    expect(startOfDay(Temporal.PlainDate.from('2026-04-24'), 'Africa/Cairo')).toBe(
      '2026-04-23T22:00:00Z',
    );
  });

  it('knows the day an instant falls on, and today, in a zone', () => {
    expect(dayIn('2026-11-23T23:30:00.000Z', 'Europe/London').toString()).toBe('2026-11-23');
    expect(dayIn('2026-11-23T23:30:00.000Z', 'Africa/Cairo').toString()).toBe('2026-11-24');
    expect(todayIn('Asia/Kuala_Lumpur', at('2026-11-23T17:00:00Z')).toString()).toBe('2026-11-24');
  });

  it('reads a typed date and time on the tutor’s clock as RFC 5545 does', () => {
    expect(instantOnClock('2026-11-24', '19:00', 'Africa/Cairo')).toBe('2026-11-24T17:00:00Z');
    // New York skips 02:30 on 14 March 2027: it reads as 03:30 EDT.
    expect(instantOnClock('2027-03-14', '02:30', 'America/New_York')).toBe('2027-03-14T07:30:00Z');
    // 01:30 happens twice on 1 November 2026: the earlier one.
    expect(instantOnClock('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00Z');
    expect(() => instantOnClock('', '19:00', 'Africa/Cairo')).toThrow();
  });

  it('shows times and days in the zone it is given', () => {
    const start = '2026-11-24T17:00:00.000Z';
    const end = '2026-11-24T18:00:00.000Z';
    expect(timeRange(start, end, 'Africa/Cairo')).toBe('19:00–20:00');
    expect(timeRange(start, end, 'Europe/London')).toBe('17:00–18:00');
    expect(dayLabel(start, 'Africa/Cairo')).toBe('Tuesday 24 November');
    // Intl sets thin spaces around the dash.
    expect(weekRange(weekOf('Africa/Cairo', 0, at(start)), 'Africa/Cairo')).toMatch(
      /^23\s–\s29 November 2026$/,
    );
    expect(placeOf('Africa/Cairo')).toBe('Cairo');
    expect(placeOf('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(placeOf('UTC')).toBe('UTC');
  });
});
