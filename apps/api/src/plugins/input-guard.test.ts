import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './input-guard.ts';

describe('findUnstorableText', () => {
  it('names the path of the first text a database could not store', () => {
    expect(findUnstorableText({ a: 'fine', b: { c: ['ok', 'x\u0000'] } })).toBe('b.c.1');
    expect(findUnstorableText({ 'key\ud800': 1 })).toBe('body');
    expect(findUnstorableText({ nested: { 'k\u0000': 1 } })).toBe('nested');
    expect(findUnstorableText('\udfff')).toBe('');
    expect(findUnstorableText({ emoji: '🕌', arabic: 'اقرأ', n: 1, none: null })).toBeUndefined();
  });

  it('walks any depth without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/);
  });
});
