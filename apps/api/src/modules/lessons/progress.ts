import { and, inArray, max, ne } from 'drizzle-orm';
import { LESSON_KINDS, QURAN_LESSON_KINDS, isQuranLesson } from '@iqra/contracts';
import { lessonEntries, syllabusItems } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { ayatIn, ayatInBoth, unionOf, type AyahSpan } from './ayah-ranges.ts';
import { pushTo } from '../../lib/collections.ts';

// A subscription's progress: the share of its course's syllabus the learner has completed,
// read from the learner's record (lesson entries graded anything but `repeat`). The record is
// the learner's, not the subscription's: a learner who renews a course keeps their progress.

/** A course's syllabus as progress counts it. */
export interface SyllabusToDo {
  /** The ayat of its Quran items, as one union (items that overlap count an ayah once). */
  ayat: AyahSpan[];
  /** How many Quran items it has. */
  quranItems: number;
  /** Its Qaida lessons and units, by id. */
  items: number[];
}

/** What a learner has completed. */
export interface LearnerRecord {
  /** The ayat memorised (Quran lessons and revisions), as one union. */
  memorised: AyahSpan[];
  /** The syllabus items (Qaida lessons, units) done. */
  itemsDone: ReadonlySet<number>;
}

/**
 * 0–100, rounded down (100 only when all is done); null for a course without a syllabus.
 * Its Quran part is the share of its ayat memorised; its Qaida lessons and units the share
 * done. A course that has both weighs its Quran part as many items as it has Quran items.
 */
export function courseProgress(syllabus: SyllabusToDo, record: LearnerRecord): number | null {
  const total = ayatIn(syllabus.ayat);
  const quranItems = total > 0 ? syllabus.quranItems : 0;
  const items = syllabus.items.length;
  if (quranItems + items === 0) return null;
  const itemsDone = syllabus.items.filter((id) => record.itemsDone.has(id)).length;
  const memorised = quranItems > 0 ? ayatInBoth(record.memorised, syllabus.ayat) : 0;
  // (quranItems × memorised / total + itemsDone) / (quranItems + items), in whole numbers.
  const ayatOver = Math.max(total, 1);
  const done = quranItems * memorised + itemsDone * ayatOver;
  const whole = (quranItems + items) * ayatOver;
  return Math.floor((100 * done) / whole);
}

/** A subscription as its progress needs it. */
export interface SubscriptionOfLearner {
  id: number;
  learnerId: number;
  productId: number;
}

const ITEM_LESSON_KINDS = LESSON_KINDS.filter((kind) => !isQuranLesson(kind));

/** The syllabi of some courses, by course (a course without one is not in the map). */
async function syllabiOf(db: Tx, productIds: number[]): Promise<Map<number, SyllabusToDo>> {
  const rows = await db
    .select({
      productId: syllabusItems.productId,
      id: syllabusItems.id,
      fromAyah: syllabusItems.fromAyah,
      toAyah: syllabusItems.toAyah,
    })
    .from(syllabusItems)
    .where(inArray(syllabusItems.productId, productIds));
  const spans = new Map<number, AyahSpan[]>();
  const items = new Map<number, number[]>();
  const quranItems = new Map<number, number>();
  for (const row of rows) {
    if (row.fromAyah !== null && row.toAyah !== null) {
      pushTo(spans, row.productId, { from: row.fromAyah, to: row.toAyah });
      quranItems.set(row.productId, (quranItems.get(row.productId) ?? 0) + 1);
    } else pushTo(items, row.productId, row.id);
  }
  const syllabi = new Map<number, SyllabusToDo>();
  for (const productId of new Set(rows.map((row) => row.productId))) {
    syllabi.set(productId, {
      ayat: unionOf(spans.get(productId) ?? []),
      quranItems: quranItems.get(productId) ?? 0,
      items: items.get(productId) ?? [],
    });
  }
  return syllabi;
}

/**
 * The ayat each learner has memorised, as a union. Ranges that start at one ayah are read as
 * their longest (the union is the same), so revising a page ten times is one row.
 */
async function memorisedBy(db: Tx, learnerIds: number[]): Promise<Map<number, AyahSpan[]>> {
  if (learnerIds.length === 0) return new Map();
  const rows = await db
    .select({
      learnerId: lessonEntries.learnerId,
      from: lessonEntries.fromAyah,
      to: max(lessonEntries.toAyah),
    })
    .from(lessonEntries)
    .where(
      and(
        inArray(lessonEntries.learnerId, learnerIds),
        inArray(lessonEntries.kind, QURAN_LESSON_KINDS),
        ne(lessonEntries.grade, 'repeat'),
      ),
    )
    .groupBy(lessonEntries.learnerId, lessonEntries.fromAyah);
  const spans = new Map<number, AyahSpan[]>();
  for (const row of rows) {
    if (row.from !== null && row.to !== null) {
      pushTo(spans, row.learnerId, { from: row.from, to: row.to });
    }
  }
  return new Map([...spans].map(([learnerId, list]) => [learnerId, unionOf(list)]));
}

/** Of `itemIds`, those each learner has done. */
async function itemsDoneBy(
  db: Tx,
  learnerIds: number[],
  itemIds: number[],
): Promise<Map<number, Set<number>>> {
  if (learnerIds.length === 0 || itemIds.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ learnerId: lessonEntries.learnerId, itemId: lessonEntries.itemId })
    .from(lessonEntries)
    .where(
      and(
        inArray(lessonEntries.learnerId, learnerIds),
        inArray(lessonEntries.kind, ITEM_LESSON_KINDS),
        inArray(lessonEntries.itemId, itemIds),
        ne(lessonEntries.grade, 'repeat'),
      ),
    );
  const done = new Map<number, Set<number>>();
  for (const row of rows) {
    if (row.itemId === null) continue;
    const set = done.get(row.learnerId) ?? new Set<number>();
    set.add(row.itemId);
    done.set(row.learnerId, set);
  }
  return done;
}

const NOTHING_DONE: LearnerRecord = { memorised: [], itemsDone: new Set() };

/**
 * Each subscription's progress by its id: three reads however many subscriptions (a page of
 * the back office's list, a learner's courses), and the rest by interval arithmetic.
 */
export async function progressOf(
  db: Tx,
  subscriptions: readonly SubscriptionOfLearner[],
): Promise<Map<number, number | null>> {
  if (subscriptions.length === 0) return new Map();
  const syllabi = await syllabiOf(db, [...new Set(subscriptions.map((row) => row.productId))]);
  const reading = new Set<number>();
  const doing = new Set<number>();
  for (const row of subscriptions) {
    const syllabus = syllabi.get(row.productId);
    if (syllabus && syllabus.ayat.length > 0) reading.add(row.learnerId);
    if (syllabus && syllabus.items.length > 0) doing.add(row.learnerId);
  }
  const itemIds = [...syllabi.values()].flatMap((syllabus) => syllabus.items);
  const memorised = await memorisedBy(db, [...reading]);
  const itemsDone = await itemsDoneBy(db, [...doing], itemIds);
  return new Map(
    subscriptions.map((row) => {
      const syllabus = syllabi.get(row.productId);
      if (!syllabus) return [row.id, null];
      const record: LearnerRecord = {
        memorised: memorised.get(row.learnerId) ?? NOTHING_DONE.memorised,
        itemsDone: itemsDone.get(row.learnerId) ?? NOTHING_DONE.itemsDone,
      };
      return [row.id, courseProgress(syllabus, record)];
    }),
  );
}
