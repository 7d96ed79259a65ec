/**
 * The Quran's structure as Iqra counts it: the riwaya of Hafs 'an 'Asim and the 604-page
 * Madani mushaf. Surahs, ayat, pages, juz and hizb quarters come from `quran-meta`; the
 * surahs' Arabic names, transliterations and meanings from `quran-json`'s chapter list. No
 * number here is typed by us. Safe for the browser: the text itself is in `./text.ts`.
 */
import chapters from 'quran-json/dist/chapters/en/index.json' with { type: 'json' };
import {
  findAyahIdBySurah,
  findSurahAyahByAyahId,
  getAyahCountInSurah,
  getAyahMeta,
  getJuzMeta,
  getPageMeta,
  getRubAlHizbMeta,
  meta,
} from 'quran-meta/hafs';

export const AYAT = meta.numAyahs;
export const SURAHS = meta.numSurahs;
export const PAGES = meta.numPages;
export const JUZ = meta.numJuzs;
export const HIZB_QUARTERS = meta.numRubAlHizbs;

/** An ayah by its surah and its number in the surah: how a teacher says it ("78:1"). */
export interface AyahRef {
  surah: number;
  ayah: number;
}

/** Ayat from one to another, in the mushaf's order; may cross surahs. */
export interface AyahRange {
  from: AyahRef;
  to: AyahRef;
}

export interface Surah {
  number: number;
  ayahs: number;
  /** As the mushaf heads it, e.g. "الفاتحة". */
  arabic: string;
  /** Transliterated, e.g. "Al-Fatihah". */
  name: string;
  /** In English, e.g. "The Opener". */
  meaning: string;
}

export const SURAH_LIST: readonly Surah[] = chapters.map((chapter) => ({
  number: chapter.id,
  ayahs: getAyahCountInSurah(chapter.id as never),
  arabic: chapter.name,
  name: chapter.transliteration,
  meaning: chapter.translation,
}));

export function surah(number: number): Surah | undefined {
  return Number.isInteger(number) ? SURAH_LIST[number - 1] : undefined;
}

/** The surah, or a RangeError when there is none of that number. */
function surahOrThrow(number: number): Surah {
  const found = surah(number);
  if (!found) throw new RangeError(`No surah ${number}`);
  return found;
}

/** Whether the surah exists and has that ayah. */
export function isAyah(ref: AyahRef): boolean {
  const found = surah(ref.surah);
  return (
    found !== undefined && Number.isInteger(ref.ayah) && ref.ayah >= 1 && ref.ayah <= found.ayahs
  );
}

/** The ayah's place in the whole Quran, 1 (1:1) to 6,236 (114:6). */
export function ayahIndex(ref: AyahRef): number {
  if (!isAyah(ref)) throw new RangeError(`No ayah ${formatAyah(ref)}`);
  return findAyahIdBySurah(ref.surah as never, ref.ayah as never);
}

/** The ayah at a place in the whole Quran (1 to 6,236). */
export function ayahAt(index: number): AyahRef {
  if (!Number.isInteger(index) || index < 1 || index > AYAT) {
    throw new RangeError(`No ayah at ${index}`);
  }
  const [surahNumber, ayah] = findSurahAyahByAyahId(index as never);
  return { surah: surahNumber, ayah };
}

export const formatAyah = (ref: AyahRef) => `${ref.surah}:${ref.ayah}`;

/** "78:1" → { surah: 78, ayah: 1 }, or undefined when it names no ayah. */
export function parseAyah(text: string): AyahRef | undefined {
  const match = /^\s*(\d{1,3})\s*:\s*(\d{1,3})\s*$/.exec(text);
  if (!match) return undefined;
  const ref = { surah: Number(match[1]), ayah: Number(match[2]) };
  return isAyah(ref) ? ref : undefined;
}

const rangeOf = (first: readonly [number, number], last: readonly [number, number]) => ({
  from: { surah: first[0], ayah: first[1] },
  to: { surah: last[0], ayah: last[1] },
});

/** The first and last ayah on a page of the 604-page mushaf. */
export function pageRange(page: number): AyahRange {
  if (!Number.isInteger(page) || page < 1 || page > PAGES) throw new RangeError(`No page ${page}`);
  const found = getPageMeta(page as never);
  return rangeOf(found.first, found.last);
}

/** The first and last ayah of a juz (1 to 30). */
export function juzRange(juz: number): AyahRange {
  if (!Number.isInteger(juz) || juz < 1 || juz > JUZ) throw new RangeError(`No juz ${juz}`);
  const found = getJuzMeta(juz as never);
  return rangeOf(found.first, found.last);
}

/** The first and last ayah of a hizb quarter (1 to 240). */
export function hizbQuarterRange(quarter: number): AyahRange {
  if (!Number.isInteger(quarter) || quarter < 1 || quarter > HIZB_QUARTERS) {
    throw new RangeError(`No hizb quarter ${quarter}`);
  }
  const found = getRubAlHizbMeta(quarter as never);
  return rangeOf(found.first, found.last);
}

/** The whole of a surah. */
export function surahRange(number: number): AyahRange {
  const found = surahOrThrow(number);
  return { from: { surah: number, ayah: 1 }, to: { surah: number, ayah: found.ayahs } };
}

/** Where an ayah sits in the mushaf. */
export function placeOf(ref: AyahRef): { page: number; juz: number; hizbQuarter: number } {
  const found = getAyahMeta(ayahIndex(ref) as never);
  return { page: found.page, juz: found.juz, hizbQuarter: found.rubAlHizbId };
}

/** The mushaf pages a range touches, first to last. */
export function pagesOf(range: AyahRange): number[] {
  const first = placeOf(range.from).page;
  const last = placeOf(range.to).page;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** How many ayat a range holds (0 when it ends before it starts). */
export function ayahCount(range: AyahRange): number {
  return Math.max(0, ayahIndex(range.to) - ayahIndex(range.from) + 1);
}

/** "Al-Fatihah 1–7", "An-Naba 1 – An-Nazi'at 46": a range as a teacher reads it. */
export function describeRange(range: AyahRange): string {
  const from = surahOrThrow(range.from.surah);
  if (range.from.surah === range.to.surah) {
    return range.from.ayah === range.to.ayah
      ? `${from.name} ${range.from.ayah}`
      : `${from.name} ${range.from.ayah}–${range.to.ayah}`;
  }
  return `${from.name} ${range.from.ayah} – ${surahOrThrow(range.to.surah).name} ${range.to.ayah}`;
}

// Searching by name: people type "fatiha", "Al Baqara", "yasin", "the cow", "الفاتحه" or a
// number, so both sides drop what spellings disagree on.
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const normaliseArabic = (text: string) =>
  text
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/^\s*سوره\s+/, '')
    .replace(/\s+/g, '');
const normaliseLatin = (text: string) =>
  text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/^surah?/, '')
    // "Al-Faatiha" and "Fatihah", "An-Nas" and "Nas": doubled letters are one.
    .replace(/(.)\1+/g, '$1');

const SEARCH_KEYS = SURAH_LIST.map((entry) => ({
  entry,
  arabic: normaliseArabic(entry.arabic),
  latin: [entry.name, entry.meaning].map(normaliseLatin),
  // The name without its article: "Nas" of "An-Nas", so "nas" finds it before An-Nasr.
  bare: normaliseLatin(entry.name.replace(/^A[a-z]{1,2}-/, '')),
}));

/** The surahs whose number, Arabic name, transliteration or meaning matches, best first. */
export function searchSurahs(query: string): Surah[] {
  const trimmed = query.trim();
  if (trimmed === '') return [...SURAH_LIST];
  if (/^\d+$/.test(trimmed)) {
    const found = surah(Number(trimmed));
    return found ? [found] : [];
  }
  const arabic = normaliseArabic(trimmed);
  const latin = normaliseLatin(trimmed);
  const scored: { entry: Surah; score: number }[] = [];
  for (const key of SEARCH_KEYS) {
    let score = -1;
    if (arabic !== '' && key.arabic.includes(arabic)) {
      score = key.arabic.startsWith(arabic) || key.arabic.startsWith(`ال${arabic}`) ? 2 : 1;
    }
    if (latin !== '') {
      for (const name of key.latin) {
        const at = name.indexOf(latin);
        // A match at the start, or just after "al-"/"an-"/"the", ranks first.
        if (at !== -1) score = Math.max(score, at <= 3 ? 2 : 1);
      }
      if (key.bare === latin) score = 3;
    }
    if (score >= 0) scored.push({ entry: key.entry, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.entry.number - b.entry.number)
    .map((s) => s.entry);
}
