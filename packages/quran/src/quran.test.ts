import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AYAT,
  ayahAt,
  ayahCount,
  ayahIndex,
  describeRange,
  isAyah,
  juzRange,
  PAGES,
  pageRange,
  pagesOf,
  parseAyah,
  placeOf,
  searchSurahs,
  SURAH_LIST,
  SURAHS,
  surahRange,
} from './index.ts';
import { ayahWords, isWord, rangeText } from './text.ts';

interface Facts {
  ayat: number;
  surahs: number;
  words: { total: number[] };
  ayahCounts: Record<string, number>;
  pages: Record<string, { first: [number, number]; last: [number, number] }>;
  juz: Record<string, { first: [number, number]; last: [number, number] }>;
  wordsInAyah: Record<string, number>;
}
const facts = JSON.parse(
  readFileSync(new URL('../test/facts.json', import.meta.url), 'utf8'),
) as Facts;
const ref = ([surah, ayah]: [number, number]) => ({ surah, ayah });

describe('the Quran data agrees with facts written down apart from the packages', () => {
  it('has 114 surahs and 6,236 ayat, in the structure and in the text', () => {
    expect(SURAHS).toBe(facts.surahs);
    expect(SURAH_LIST).toHaveLength(facts.surahs);
    expect(AYAT).toBe(facts.ayat);
    expect(SURAH_LIST.reduce((sum, s) => sum + s.ayahs, 0)).toBe(facts.ayat);
    expect(rangeText({ from: { surah: 1, ayah: 1 }, to: { surah: 114, ayah: 6 } })).toHaveLength(
      facts.ayat,
    );
  });

  it('gives each surah the same ayah count in both packages, and the known counts', () => {
    for (const entry of SURAH_LIST) {
      expect(rangeText(surahRange(entry.number)), entry.name).toHaveLength(entry.ayahs);
    }
    for (const [number, count] of Object.entries(facts.ayahCounts)) {
      expect(SURAH_LIST[Number(number) - 1]!.ayahs, `surah ${number}`).toBe(count);
    }
  });

  it('knows where pages and juz begin and end', () => {
    expect(PAGES).toBe(604);
    for (const [page, { first, last }] of Object.entries(facts.pages)) {
      expect(pageRange(Number(page)), `page ${page}`).toEqual({ from: ref(first), to: ref(last) });
      expect(placeOf(ref(first)).page).toBe(Number(page));
    }
    for (const [juz, { first, last }] of Object.entries(facts.juz)) {
      expect(juzRange(Number(juz)), `juz ${juz}`).toEqual({ from: ref(first), to: ref(last) });
      expect(placeOf(ref(last)).juz).toBe(Number(juz));
    }
  });

  it('counts words as the text separates them, pause marks on their words', () => {
    for (const [at, count] of Object.entries(facts.wordsInAyah)) {
      expect(ayahWords(parseAyah(at)!), at).toHaveLength(count);
    }
    const total = rangeText({ from: { surah: 1, ayah: 1 }, to: { surah: 114, ayah: 6 } }).reduce(
      (sum, ayah) => sum + ayah.words.length,
      0,
    );
    expect(facts.words.total).toContain(total);
    // No word is a pause mark (or any mark) alone: every word has a letter.
    const letterless = rangeText({ from: { surah: 1, ayah: 1 }, to: { surah: 114, ayah: 6 } })
      .flatMap((ayah) => ayah.words)
      .filter((word) => !/[\u0621-\u064A\u0671-\u06D3]/u.test(word));
    expect(letterless).toEqual([]);
  });
});

describe('ayat, ranges and words', () => {
  it('numbers ayat through the whole Quran and back', () => {
    expect(ayahIndex({ surah: 1, ayah: 1 })).toBe(1);
    expect(ayahIndex({ surah: 2, ayah: 1 })).toBe(8);
    expect(ayahAt(6236)).toEqual({ surah: 114, ayah: 6 });
    for (const index of [1, 7, 8, 293, 294, 5673, 6236])
      expect(ayahIndex(ayahAt(index))).toBe(index);
    expect(() => ayahAt(6237)).toThrow(RangeError);
    expect(() => ayahIndex({ surah: 1, ayah: 8 })).toThrow(RangeError);
  });

  it('tells an ayah from one its surah does not have', () => {
    expect(isAyah({ surah: 78, ayah: 40 })).toBe(true);
    expect(isAyah({ surah: 78, ayah: 41 })).toBe(false);
    expect(isAyah({ surah: 0, ayah: 1 })).toBe(false);
    expect(isAyah({ surah: 115, ayah: 1 })).toBe(false);
    expect(isAyah({ surah: 1, ayah: 1.5 })).toBe(false);
    expect(parseAyah(' 2 : 255 ')).toEqual({ surah: 2, ayah: 255 });
    expect(parseAyah('1:8')).toBeUndefined();
    expect(parseAyah('Al-Fatihah')).toBeUndefined();
  });

  it('reads a range that crosses surahs, with its pages and its words', () => {
    const range = { from: { surah: 113, ayah: 4 }, to: { surah: 114, ayah: 2 } };
    expect(ayahCount(range)).toBe(4);
    expect(rangeText(range).map((a) => `${a.surah}:${a.ayah}`)).toEqual([
      '113:4',
      '113:5',
      '114:1',
      '114:2',
    ]);
    expect(pagesOf(range)).toEqual([604]);
    expect(pagesOf({ from: { surah: 78, ayah: 1 }, to: { surah: 79, ayah: 46 } })).toEqual([
      582, 583, 584,
    ]);
    expect(describeRange(range)).toBe('Al-Falaq 4 – An-Nas 2');
    expect(describeRange(surahRange(1))).toBe('Al-Fatihah 1–7');
    expect(isWord({ surah: 1, ayah: 1 }, 4)).toBe(true);
    expect(isWord({ surah: 1, ayah: 1 }, 5)).toBe(false);
    expect(isWord({ surah: 1, ayah: 1 }, 0)).toBe(false);
  });
});

describe('finding a surah by name', () => {
  const first = (query: string) => searchSurahs(query)[0]?.number;

  it('finds it by its transliteration however it is spelled, its meaning or its number', () => {
    expect(first('fatiha')).toBe(1);
    expect(first('Al Baqara')).toBe(2);
    expect(first('nas')).toBe(114);
    expect(first('yasin')).toBe(36);
    expect(first('the cow')).toBe(2);
    expect(first('kahf')).toBe(18);
    expect(first('78')).toBe(78);
    expect(searchSurahs('115')).toEqual([]);
    expect(searchSurahs('')).toHaveLength(114);
  });

  it('finds it by its Arabic name, with or without vowel marks', () => {
    expect(first('الفاتحة')).toBe(1);
    expect(first('الفاتحه')).toBe(1);
    expect(first('بقرة')).toBe(2);
    expect(first('سورة النبأ')).toBe(78);
  });
});
