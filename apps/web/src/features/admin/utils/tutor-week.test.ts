import type { TutorClass } from '@iqra/contracts';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../../lib/format.ts';
import { tutorClass } from '../../../test-utils/admin-records.ts';
import { dayLabel, hourRows, placeClasses, tutorWeek, weekLabel } from './tutor-week.ts';

let nextId = 1;
const lesson = (starts_at: string, minutes = 30): TutorClass =>
  tutorClass(nextId++, starts_at, {
    ends_at: new Date(Date.parse(starts_at) + minutes * 60_000).toISOString(),
  });

describe('a week in Cairo with the spring change (Friday 30 April 2027, 00:00 → 01:00)', () => {
  const week = tutorWeek('Africa/Cairo', '2027-04-30');

  it('runs Monday 00:00 to Monday 00:00 on the Cairo clock: 167 hours', () => {
    expect(week.monday).toBe('2027-04-26');
    expect(week.days).toEqual([
      '2027-04-26',
      '2027-04-27',
      '2027-04-28',
      '2027-04-29',
      '2027-04-30',
      '2027-05-01',
      '2027-05-02',
    ]);
    // EET (UTC+2) at the start, EEST (UTC+3) at the end.
    expect(week.from).toBe('2027-04-25T22:00:00.000Z');
    expect(week.to).toBe('2027-05-02T21:00:00.000Z');
    expect((Date.parse(week.to) - Date.parse(week.from)) / 3_600_000).toBe(167);
    expect(week.previous).toBe('2027-04-19');
    expect(week.next).toBe('2027-05-03');
  });

  it('puts 18:00 in Cairo in the 18:00 row before and after the change', () => {
    const placed = placeClasses(
      [
        lesson('2027-04-29T16:00:00.000Z'), // Thursday 18:00 EET
        lesson('2027-04-30T15:00:00.000Z'), // Friday 18:00 EEST
        lesson('2027-05-02T15:00:00.000Z', 45), // Sunday 18:00 EEST
      ],
      'Africa/Cairo',
      week,
    );
    expect(placed.map(({ day, hour, start, end }) => ({ day, hour, start, end }))).toEqual([
      { day: 3, hour: 18, start: '18:00', end: '18:30' },
      { day: 4, hour: 18, start: '18:00', end: '18:30' },
      { day: 6, hour: 18, start: '18:00', end: '18:45' },
    ]);
  });

  it('reads the hour the change skips as the clock shows it, and keeps the edges in', () => {
    const placed = placeClasses(
      [
        // 00:30 on Friday does not exist in Cairo; the plan put the class at 01:30 EEST.
        lesson('2027-04-29T22:30:00.000Z'),
        // The week's first and last minutes on the Cairo clock.
        lesson('2027-04-25T22:00:00.000Z'),
        lesson('2027-05-02T20:30:00.000Z'),
        // Just outside it on either side.
        lesson('2027-04-25T21:30:00.000Z'),
        lesson('2027-05-02T21:00:00.000Z'),
      ],
      'Africa/Cairo',
      week,
    );
    expect(placed.map(({ day, hour, start }) => [day, hour, start])).toEqual([
      [0, 0, '00:00'],
      [4, 1, '01:30'],
      [6, 23, '23:30'],
    ]);
    expect(hourRows(placed)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
  });
});

describe('a week in New York with the spring change (Sunday 14 March 2027, 02:00 → 03:00)', () => {
  const week = tutorWeek('America/New_York', '2027-03-14');

  it('starts on Monday 8 March at 00:00 EST and ends on Monday 15 March at 00:00 EDT', () => {
    expect(week.monday).toBe('2027-03-08');
    expect(week.from).toBe('2027-03-08T05:00:00.000Z');
    expect(week.to).toBe('2027-03-15T04:00:00.000Z');
  });

  it('keeps an 18:30 class at 18:30 on Monday and on Sunday, an hour apart in UTC', () => {
    const placed = placeClasses(
      [lesson('2027-03-14T22:30:00.000Z'), lesson('2027-03-08T23:30:00.000Z')],
      'America/New_York',
      week,
    );
    expect(placed.map(({ day, hour, start }) => [day, hour, start])).toEqual([
      [0, 18, '18:30'],
      [6, 18, '18:30'],
    ]);
    expect(hourRows(placed)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('shows the same instant on another tutor’s clock in that tutor’s day and hour', () => {
    // Monday 18:30 in New York (EST) is Tuesday 01:30 in Cairo.
    const cairo = tutorWeek('Africa/Cairo', '2027-03-08');
    const [placed] = placeClasses([lesson('2027-03-08T23:30:00.000Z')], 'Africa/Cairo', cairo);
    expect(placed).toMatchObject({ day: 1, hour: 1, start: '01:30' });
  });
});

describe('choosing the week', () => {
  it('takes the Monday of any day given, and today’s week on the tutor’s clock otherwise', () => {
    expect(tutorWeek('UTC', '2027-03-10').monday).toBe('2027-03-08');
    // Sunday 23:30 in London is already Monday in Karachi.
    const now = new Date('2027-01-10T23:30:00Z');
    expect(tutorWeek('Europe/London', null, now).monday).toBe('2027-01-04');
    expect(tutorWeek('Asia/Karachi', null, now).monday).toBe('2027-01-11');
    expect(tutorWeek('Asia/Karachi', '2027-02-30', now).monday).toBe('2027-01-11');
    expect(tutorWeek('Asia/Karachi', 'next week', now).monday).toBe('2027-01-11');
  });

  it('names the days and the week', () => {
    expect(dayLabel('2027-04-26', 'short', ENGLISH)).toBe('Mon 26 Apr');
    expect(dayLabel('2027-04-26', 'long', ENGLISH)).toBe('Monday 26 April');
    expect(weekLabel(tutorWeek('UTC', '2027-04-26'), ENGLISH)).toBe('26 Apr – 2 May 2027');
    expect(weekLabel(tutorWeek('UTC', '2027-12-29'), ENGLISH)).toBe('27 Dec 2027 – 2 Jan 2028');
  });
});
