/**
 * The Uthmani text of the Quran, from `quran-json` (the text of The Noble Qur'an
 * Encyclopedia, QuranEnc, CC BY-SA 4.0). For the server only: 1.4 MB, read on first use.
 *
 * A word is what the text separates by spaces, pause marks staying on the word they follow:
 * a mistake is stored against (surah, ayah, word number), which any display can find again.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ayahAt, ayahIndex, type AyahRange, type AyahRef } from './index.ts';

interface Chapter {
  id: number;
  verses: { id: number; text: string }[];
}

let byIndex: string[][] | undefined;

/** Every ayah's words, by its place in the whole Quran (index 0 is empty). */
function words(): string[][] {
  if (!byIndex) {
    const file = createRequire(import.meta.url).resolve('quran-json/dist/quran.json');
    const chapters = JSON.parse(readFileSync(file, 'utf8')) as Chapter[];
    byIndex = [[]];
    for (const chapter of chapters) {
      // Any white space: 2:72 has a thin space (U+2009) between two of its words.
      for (const verse of chapter.verses) byIndex.push(verse.text.split(/\s+/u).filter(Boolean));
    }
  }
  return byIndex;
}

/** The words of one ayah. */
export function ayahWords(ref: AyahRef): readonly string[] {
  return words()[ayahIndex(ref)] ?? [];
}

export interface AyahText extends AyahRef {
  words: readonly string[];
}

/** Each ayah of a range with its words, in order. */
export function rangeText(range: AyahRange): AyahText[] {
  const all = words();
  const out: AyahText[] = [];
  for (let index = ayahIndex(range.from); index <= ayahIndex(range.to); index += 1) {
    out.push({ ...ayahAt(index), words: all[index] ?? [] });
  }
  return out;
}

/** Whether an ayah has a word at that number (counted from 1). */
export function isWord(ref: AyahRef, word: number): boolean {
  return Number.isInteger(word) && word >= 1 && word <= ayahWords(ref).length;
}
