import {
  ayahIndex,
  describeRange,
  juzRange,
  SURAH_LIST,
  surahRange,
  type AyahRange,
} from '@iqra/quran';
import type { SyllabusKind } from '@iqra/contracts';
import { eq } from 'drizzle-orm';
import type { Transaction as Tx } from '../client.ts';
import { products, syllabusItems } from '../schema.ts';

// The demo courses' syllabi, in the order the school teaches. Quran items are made from the
// Quran's structure (`@iqra/quran`), never typed; the Qaida lessons and the units are the
// school's own words, which staff change in the back office.

interface Item {
  kind: SyllabusKind;
  title: string;
  range?: AyahRange;
}

const surahItem = (number: number): Item => {
  const surah = SURAH_LIST[number - 1];
  return {
    kind: 'quran',
    title: `${surah?.name ?? number} (${surah?.arabic ?? ''})`,
    range: surahRange(number),
  };
};

/** A juz; the first one without Al-Fatihah, which comes first of all. */
const juzItem = (juz: number): Item => {
  const whole = juzRange(juz);
  const range = juz === 1 ? { from: { surah: 2, ayah: 1 }, to: whole.to } : whole;
  return { kind: 'quran', title: `Juz ${juz}: ${describeRange(range)}`, range };
};

const countDown = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => from - i);

/**
 * Memorisation: Al-Fatihah; Juz 'Amma from An-Nas up to An-Naba and Juz Tabarak from
 * Al-Mursalat up to Al-Mulk, a surah at a time, as children learn them; then the Quran from
 * Al-Baqarah, a juz at a time.
 */
export const HIFZ: readonly Item[] = [
  surahItem(1),
  ...countDown(114, 78).map(surahItem),
  ...countDown(77, 67).map(surahItem),
  ...Array.from({ length: 28 }, (_, i) => juzItem(i + 1)),
];

const lessons = (kind: SyllabusKind, titles: string[]): Item[] =>
  titles.map((title) => ({ kind, title }));

export const SYLLABI: Record<string, readonly Item[]> = {
  hifz: HIFZ,
  'noorani-qaida': lessons('qaida', [
    'Lesson 1: The single letters',
    'Lesson 2: Joined letters',
    'Lesson 3: The disjoined letters (muqatta‘at)',
    'Lesson 4: Fathah, kasrah and dammah',
    'Lesson 5: Tanween',
    'Lesson 6: Practice of harakat and tanween',
    'Lesson 7: Standing harakat',
    'Lesson 8: The letters of madd',
    'Lesson 9: Practice of madd',
    'Lesson 10: The letters of leen',
    'Lesson 11: Sukoon',
    'Lesson 12: Practice of sukoon',
    'Lesson 13: Shaddah',
    'Lesson 14: Shaddah after shaddah',
    'Lesson 15: Shaddah with sukoon',
    'Lesson 16: Practice of shaddah',
    'Lesson 17: Rules of stopping and reading on',
  ]),
  tajweed: lessons('unit', [
    'Makharij: where each letter is spoken from',
    'Sifat: the qualities of the letters',
    'Noon sakinah and tanween',
    'Meem sakinah',
    'Ghunnah and the doubled noon and meem',
    'Qalqalah',
    'Lam and ra: heavy and light',
    'The kinds of madd',
    'Stopping and starting (waqf and ibtida)',
  ]),
  'arabic-for-beginners': lessons('unit', [
    'Letters, sounds and writing',
    'Greetings and introducing yourself',
    'The family and the home',
    'Numbers, days and time',
    'Nouns, gender and the definite article',
    'Simple sentences: this is, there is',
    'Food, shopping and prices',
    'Present-tense verbs',
    'Describing people and places',
    'Reading a short story',
  ]),
};

/** Each demo course with a syllabus gets it; a course the seed does not have is skipped. */
export async function seedSyllabi(tx: Tx) {
  for (const [slug, items] of Object.entries(SYLLABI)) {
    const [course] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, slug));
    if (!course) continue;
    await tx.insert(syllabusItems).values(
      items.map((item, position) => ({
        productId: course.id,
        position,
        kind: item.kind,
        title: item.title,
        fromAyah: item.range ? ayahIndex(item.range.from) : null,
        toAyah: item.range ? ayahIndex(item.range.to) : null,
      })),
    );
  }
}
