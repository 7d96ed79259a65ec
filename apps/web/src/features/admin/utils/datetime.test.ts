import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addMonths,
  isoToLocalInput,
  localInputToIso,
  timeZoneOptions,
  toLocalDateInput,
} from './datetime.ts';

// Node reads TZ afresh when it changes: these run as a browser in New York would.
// (vi.stubEnv: the zone is put back as it was after the file, unset if it was unset, for
// the next file of the worker.)
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('datetime-local ↔ ISO in the browser’s zone', () => {
  it('reads an instant as New York wall-clock time, summer and winter', () => {
    expect(isoToLocalInput('2026-07-01T22:30:00.000Z')).toBe('2026-07-01T18:30');
    expect(isoToLocalInput('2026-01-15T23:30:00Z')).toBe('2026-01-15T18:30');
    expect(isoToLocalInput('2026-01-16T03:00:00+02:00')).toBe('2026-01-15T20:00');
  });

  it('turns wall-clock time back into the instant, daylight saving included', () => {
    expect(localInputToIso('2026-07-01T18:30')).toBe('2026-07-01T22:30:00.000Z');
    expect(localInputToIso('2026-01-15T18:30')).toBe('2026-01-15T23:30:00.000Z');
    expect(localInputToIso('2026-01-15T18:30:15')).toBe('2026-01-15T23:30:15.000Z');
  });

  it('round-trips', () => {
    const iso = '2026-11-02T14:05:00.000Z';
    expect(localInputToIso(isoToLocalInput(iso))).toBe(iso);
  });

  it('leaves empty and unreadable values for the schema to judge', () => {
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('')).toBe('');
    expect(isoToLocalInput('not a date')).toBe('');
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso('tomorrow')).toBe('tomorrow');
  });
});

describe('calendar helpers', () => {
  it('gives the local date of an instant', () => {
    // 03:00 UTC on 2 March is still 1 March in New York.
    expect(toLocalDateInput(new Date('2026-03-02T03:00:00Z'))).toBe('2026-03-01');
  });

  it('adds months, keeping the day where the month allows', () => {
    const start = new Date(2026, 0, 31, 9, 15);
    const end = addMonths(start, 1);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours()]).toEqual([
      2026, 1, 28, 9,
    ]);
    expect(addMonths(new Date(2026, 4, 10), 1).getDate()).toBe(10);
    expect(addMonths(new Date(2026, 11, 10), 1).getFullYear()).toBe(2027);
  });

  it('offers the browser’s own zone among the time zones', () => {
    expect(timeZoneOptions()).toContain('America/New_York');
  });
});
