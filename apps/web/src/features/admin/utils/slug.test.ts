import { describe, expect, it } from 'vitest';
import { nameFromFile, slugify } from './slug.ts';

describe('slugify', () => {
  it('keeps letters and digits, one dash between words', () => {
    expect(slugify('Noorani Qaida!')).toBe('noorani-qaida');
    expect(slugify('  Tajweed -- Level 2 ')).toBe('tajweed-level-2');
    expect(slugify('Qur’ān & Sunnah')).toBe('qur-an-sunnah');
    expect(slugify('اقرأ')).toBe('');
  });
});

describe('nameFromFile', () => {
  it('drops the extension only', () => {
    expect(nameFromFile('Lesson 1.png')).toBe('Lesson 1');
    expect(nameFromFile('cover.final.webp')).toBe('cover.final');
    expect(nameFromFile('README')).toBe('README');
    expect(nameFromFile('.png')).toBe('.png');
  });
});
