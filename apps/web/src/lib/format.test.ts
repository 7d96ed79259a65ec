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

  it('formats prices as Intl.NumberFormat does for US dollars', () => {
    const intl = (amount: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      }).format(amount);
    const amounts = [0, 0.5, 1, 9.99, 10, 45, 49.9, 99.95, 100, 999, 1000, 1250.5, 123456.78];
    for (let cents = 1; cents < 2_000_000; cents = Math.ceil(cents * 1.37) + 1)
      amounts.push(cents / 100, -cents / 100);
    for (const amount of amounts) expect(formatPrice(amount), String(amount)).toBe(intl(amount));
  });

  it('shows times in the given zone and names it', () => {
    expect(formatDateTime('2026-11-23T17:00:00.000Z', 'Europe/London')).toMatch(/17:00 GMT/);
    expect(formatDateTime('2026-11-23T17:00:00.000Z', 'Asia/Kuala_Lumpur')).toMatch(/01:00 GMT\+8/);
  });
});
