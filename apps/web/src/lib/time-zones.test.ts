import { describe, expect, it } from 'vitest';
import { browserTimeZone, knownTimeZone, timeZoneLabel, timeZoneOptions } from './time-zones.ts';

describe('time zones', () => {
  it('names a zone by its place first, so typing a city finds it', () => {
    expect(timeZoneLabel('Europe/London')).toBe('London (Europe)');
    expect(timeZoneLabel('America/Argentina/Rio_Gallegos')).toBe(
      'Rio Gallegos, Argentina (America)',
    );
    expect(timeZoneLabel('UTC')).toBe('UTC');
  });

  it('offers every zone the browser knows, UTC and the ones asked for, in label order', () => {
    const options = timeZoneOptions('Asia/Kolkata', null, 'Asia/Calcutta');
    const values = options.map((option) => option.value);
    expect(values).toContain('Africa/Cairo');
    expect(values).toContain('UTC');
    expect(values).toContain('Asia/Kolkata');
    expect(values).toContain(browserTimeZone());
    expect(new Set(values).size).toBe(values.length);
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('knows the zones this browser can show times in', () => {
    expect(knownTimeZone('Africa/Cairo')).toBe('Africa/Cairo');
    expect(knownTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(knownTimeZone(null)).toBeNull();
  });
});
