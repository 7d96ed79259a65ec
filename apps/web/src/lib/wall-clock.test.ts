import { describe, expect, it } from 'vitest';
import { instantOf, wallClockOf } from './wall-clock.ts';

describe('a date and time typed on the learner’s clock', () => {
  it('is the instant that zone means, summer or winter', () => {
    expect(instantOf({ date: '2027-01-12', time: '17:00' }, 'Europe/London')).toBe(
      '2027-01-12T17:00:00Z',
    );
    expect(instantOf({ date: '2027-07-12', time: '17:00' }, 'Europe/London')).toBe(
      '2027-07-12T16:00:00Z',
    );
    expect(instantOf({ date: '2027-07-12', time: '09:30' }, 'America/Toronto')).toBe(
      '2027-07-12T13:30:00Z',
    );
    expect(instantOf({ date: '2027-07-12', time: '20:00' }, 'Asia/Kolkata')).toBe(
      '2027-07-12T14:30:00Z',
    );
  });

  it('reads a time a spring change skips as after the gap, a repeated one as the first', () => {
    // London skips 01:00–02:00 on 28 March 2027 and repeats 01:00–02:00 on 31 October.
    expect(instantOf({ date: '2027-03-28', time: '01:30' }, 'Europe/London')).toBe(
      '2027-03-28T01:30:00Z',
    );
    expect(instantOf({ date: '2027-10-31', time: '01:30' }, 'Europe/London')).toBe(
      '2027-10-31T00:30:00Z',
    );
    // Cairo's Friday 00:30 on 30 April 2027 happens at 01:30 (decision 011).
    expect(instantOf({ date: '2027-04-30', time: '00:30' }, 'Africa/Cairo')).toBe(
      '2027-04-29T22:30:00Z',
    );
  });

  it('names no instant for what is not a date and a time', () => {
    expect(instantOf({ date: '', time: '17:00' }, 'Europe/London')).toBeNull();
    expect(instantOf({ date: '2027-02-30', time: '17:00' }, 'Europe/London')).toBeNull();
    expect(instantOf({ date: '2027-02-03', time: '' }, 'Europe/London')).toBeNull();
  });

  it('goes back to the same date and time on that clock', () => {
    expect(wallClockOf('2027-07-12T13:30:00Z', 'America/Toronto')).toEqual({
      date: '2027-07-12',
      time: '09:30',
    });
    expect(wallClockOf('2027-01-01T23:30:00.000Z', 'Asia/Karachi')).toEqual({
      date: '2027-01-02',
      time: '04:30',
    });
  });
});
