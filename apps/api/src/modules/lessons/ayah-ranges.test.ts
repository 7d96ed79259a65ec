import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ayatIn, ayatInBoth, unionOf, type AyahSpan } from './ayah-ranges.ts';
import { courseProgress, type LearnerRecord, type SyllabusToDo } from './progress.ts';

// Pure: no database. Ayat by their place in the whole Quran: 1 = 1:1, 6236 = 114:6.

const span = (from: number, to: number): AyahSpan => ({ from, to });

/** The ayat of some spans, one by one: what the arithmetic must agree with. */
function ayatOf(spans: readonly AyahSpan[]): Set<number> {
  const set = new Set<number>();
  for (const { from, to } of spans) for (let ayah = from; ayah <= to; ayah += 1) set.add(ayah);
  return set;
}

describe('unionOf', () => {
  it('sorts, joins overlapping and touching spans, and keeps apart the ones with a gap', () => {
    expect(unionOf([span(20, 25), span(1, 7), span(5, 9), span(10, 12), span(14, 14)])).toEqual([
      span(1, 12),
      span(14, 14),
      span(20, 25),
    ]);
  });

  it('swallows a span inside another, and leaves its input alone', () => {
    const input = [span(1, 100), span(40, 50), span(90, 120)];
    expect(unionOf(input)).toEqual([span(1, 120)]);
    expect(input).toEqual([span(1, 100), span(40, 50), span(90, 120)]);
  });

  it('holds nothing for no spans or a span that ends before it starts', () => {
    expect(unionOf([])).toEqual([]);
    expect(unionOf([span(9, 3)])).toEqual([]);
    expect(ayatIn([])).toBe(0);
  });
});

describe('ayatInBoth', () => {
  it('counts what two unions share: partly, wholly, not at all, and at single ayat', () => {
    const syllabus = unionOf([span(5, 10), span(20, 30), span(40, 40)]);
    expect(ayatInBoth(unionOf([span(1, 6)]), syllabus)).toBe(2);
    expect(ayatInBoth(unionOf([span(8, 25)]), syllabus)).toBe(3 + 6);
    expect(ayatInBoth(unionOf([span(1, 100)]), syllabus)).toBe(6 + 11 + 1);
    expect(ayatInBoth(unionOf([span(11, 19), span(31, 39)]), syllabus)).toBe(0);
    expect(ayatInBoth(unionOf([span(40, 40)]), syllabus)).toBe(1);
    expect(ayatInBoth([], syllabus)).toBe(0);
  });

  it('the whole Quran against itself is 6,236 ayat', () => {
    expect(ayatInBoth([span(1, 6236)], [span(1, 6236)])).toBe(6236);
  });

  it('agrees with counting ayat one by one, for any spans', () => {
    const spans = fc.array(
      fc
        .tuple(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 40 }))
        .map(([from, length]) => span(from, from + length)),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(spans, spans, (record, syllabus) => {
        const a = unionOf(record);
        const b = unionOf(syllabus);
        // A union is sorted, and its spans neither overlap nor touch.
        for (let i = 1; i < a.length; i += 1) expect(a[i]!.from).toBeGreaterThan(a[i - 1]!.to + 1);
        const inSyllabus = ayatOf(syllabus);
        expect(ayatIn(b)).toBe(inSyllabus.size);
        const common = [...ayatOf(record)].filter((ayah) => inSyllabus.has(ayah)).length;
        expect(ayatInBoth(a, b)).toBe(common);
        expect(ayatInBoth(b, a)).toBe(common);
      }),
    );
  });
});

describe('courseProgress', () => {
  const nothing: LearnerRecord = { memorised: [], itemsDone: new Set() };
  const quran = (ayat: AyahSpan[], quranItems = 1): SyllabusToDo => ({
    ayat: unionOf(ayat),
    quranItems,
    items: [],
  });
  const memorised = (spans: AyahSpan[]): LearnerRecord => ({
    memorised: unionOf(spans),
    itemsDone: new Set(),
  });

  it('is null for a course without a syllabus', () => {
    expect(courseProgress({ ayat: [], quranItems: 0, items: [] }, nothing)).toBeNull();
  });

  it('is the share of a Quran syllabus’s ayat memorised, rounded down', () => {
    const whole = quran([span(1, 6236)], 66);
    expect(courseProgress(whole, nothing)).toBe(0);
    // Al-Fatihah: 7 of 6,236 is 0.11 %.
    expect(courseProgress(whole, memorised([span(1, 7)]))).toBe(0);
    expect(courseProgress(whole, memorised([span(1, 63)]))).toBe(1);
    // One ayah short of the whole Quran is 99, not 100.
    expect(courseProgress(whole, memorised([span(1, 6235)]))).toBe(99);
    expect(courseProgress(whole, memorised([span(1, 3000), span(3001, 6236)]))).toBe(100);
  });

  it('counts only the syllabus’s ayat', () => {
    // Ten ayat; five of them memorised, and twenty outside.
    const ten = quran([span(101, 110)]);
    expect(courseProgress(ten, memorised([span(81, 105)]))).toBe(50);
  });

  it('is the share of Qaida lessons or units done', () => {
    const qaida: SyllabusToDo = { ayat: [], quranItems: 0, items: [11, 12, 13] };
    expect(courseProgress(qaida, nothing)).toBe(0);
    const done = (ids: number[]): LearnerRecord => ({ memorised: [], itemsDone: new Set(ids) });
    // Another course's item done counts for nothing here.
    expect(courseProgress(qaida, done([11, 99]))).toBe(33);
    expect(courseProgress(qaida, done([11, 12]))).toBe(66);
    expect(courseProgress(qaida, done([11, 12, 13]))).toBe(100);
  });

  it('weighs a course’s Quran part as many items as it has Quran items', () => {
    // Two Quran items (20 ayat) and two units: half the ayat and one unit is (1 + 1) / 4.
    const mixed: SyllabusToDo = { ayat: unionOf([span(1, 20)]), quranItems: 2, items: [7, 8] };
    expect(courseProgress(mixed, { memorised: [span(1, 10)], itemsDone: new Set([7]) })).toBe(50);
    expect(courseProgress(mixed, { memorised: [span(1, 20)], itemsDone: new Set([7, 8]) })).toBe(
      100,
    );
    // (2 × 19/20 + 2) / 4 is 97.5 %.
    expect(courseProgress(mixed, { memorised: [span(1, 19)], itemsDone: new Set([7, 8]) })).toBe(
      97,
    );
  });
});
