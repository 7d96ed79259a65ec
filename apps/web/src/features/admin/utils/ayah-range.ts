import {
  ayahCount,
  ayahIndex,
  describeRange,
  formatAyah,
  JUZ,
  juzRange,
  parseAyah,
  type AyahRange,
} from '@iqra/quran';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

// A range of ayat as the syllabus form holds it: two texts, "78:1" and "78:40".

/** The range two typed ayat make, when both are ayat and the second is not before the first. */
export function typedRange(from: unknown, to: unknown): AyahRange | undefined {
  const first = typeof from === 'string' ? parseAyah(from) : undefined;
  const last = typeof to === 'string' ? parseAyah(to) : undefined;
  if (!first || !last || ayahIndex(last) < ayahIndex(first)) return undefined;
  return { from: first, to: last };
}

/** The form's `from` and `to` for a range. */
export const rangeInputs = (range: AyahRange) => ({
  from: formatAyah(range.from),
  to: formatAyah(range.to),
});

export const sameRange = (a: AyahRange, b: AyahRange) =>
  ayahIndex(a.from) === ayahIndex(b.from) && ayahIndex(a.to) === ayahIndex(b.to);

/**
 * "An-Naba 1–40 · 40 ayat": what a typed range holds, in the page's language (`i18n`), or
 * undefined while it is no range.
 */
export function rangeSummary(from: unknown, to: unknown, i18n: I18n): string | undefined {
  const range = typedRange(from, to);
  if (!range) return undefined;
  const count = ayahCount(range);
  const ayat = describeRange(range);
  return i18n._(msg`${ayat} · ${plural(count, { one: `${count} ayah`, other: `${count} ayat` })}`);
}

/** The juz, 1 to 30, whose every ayah the range is (and no more), if there is one. */
export function juzOf(range: AyahRange | undefined): number | undefined {
  if (!range) return undefined;
  for (let juz = 1; juz <= JUZ; juz += 1) {
    if (sameRange(juzRange(juz), range)) return juz;
  }
  return undefined;
}

/**
 * Each juz with the ayat it spans, for a list to choose from, in the page's language (`i18n`):
 * "Juz 30: An-Naba 1 – An-Nas 6".
 */
export const juzChoices = (i18n: I18n) =>
  Array.from({ length: JUZ }, (_, index) => {
    const juz = index + 1;
    const ayat = describeRange(juzRange(juz));
    return { juz, label: i18n._(msg`Juz ${juz}: ${ayat}`) };
  });
