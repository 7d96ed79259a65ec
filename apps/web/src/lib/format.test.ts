import { describe, expect, it } from 'vitest';
import { formatDateTime, formatPrice, preview, truncate } from './format.ts';

describe('format', () => {
  it('previews the first 70 characters followed by an ellipsis', () => {
    const text = 'Learn to read Arabic letters correctly from the very first lesson with a tutor.';
    expect(preview(text)).toBe(`${text.slice(0, 70)}...`);
    expect(preview(text).length).toBe(73);
  });

  it('cuts a link at 30 characters, and only when longer', () => {
    expect(truncate('https://meet.jit.si/IqraAcademy-Tajweed')).toBe(
      'https://meet.jit.si/IqraAcadem...',
    );
    expect(truncate('https://meet.jit.si/short')).toBe('https://meet.jit.si/short');
    expect(truncate('x'.repeat(30))).toBe('x'.repeat(30));
  });

  it('shows prices in dollars', () => {
    expect(formatPrice(45)).toBe('$45');
    expect(formatPrice(49.99)).toBe('$49.99');
  });

  it('shows times in the given zone and names it', () => {
    expect(formatDateTime('2026-11-23T17:00:00.000Z', 'Europe/London')).toMatch(/17:00 GMT/);
    expect(formatDateTime('2026-11-23T17:00:00.000Z', 'Asia/Kuala_Lumpur')).toMatch(/01:00 GMT\+8/);
  });
});
