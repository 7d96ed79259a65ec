import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  QURAN_LESSON_KINDS,
  type Grade,
  type Language,
  type LearnerProgress,
  type MistakeCaught,
  type ProgressPage,
} from '@iqra/contracts';
import { AYAT, ayahIndex, PAGES, pageRange, SURAH_LIST } from '@iqra/quran';
import { Temporal } from 'temporal-polyfill';
import {
  classes,
  lessonEntries,
  lessonMistakes,
  products,
  subscriptions,
  users,
} from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { pushTo } from '../../lib/collections.ts';
import { NotFound } from '../../lib/errors.ts';
import { isChild, learnerName } from '../../lib/learner-names.ts';
import { ayatIn, ayatInBoth, unionOf, type AyahSpan } from './ayah-ranges.ts';
import { cardsOf, ratingOf, type PageReview } from './revision.ts';
import { lessonRecorded, lessonsOf } from './service.ts';
import { courseIn } from '../../lib/in-language.ts';

// A learner's progress: which pages of the mushaf they have memorised, when each is next due
// for revision, and their latest lessons. Read from the learning record each time (nothing
// of it is stored), and kept by the routes under the class-list version, which every change
// to a lesson moves.

/** Each page's ayat, as places in the whole Quran (1 = 1:1). */
const PAGE_SPANS: readonly AyahSpan[] = Array.from({ length: PAGES }, (_, i) => {
  const range = pageRange(i + 1);
  return { from: ayahIndex(range.from), to: ayahIndex(range.to) };
});

/** The page of each ayah (by its place; index 0 unused). */
const PAGE_OF_AYAH = (() => {
  const pages = new Uint16Array(AYAT + 1);
  PAGE_SPANS.forEach((span, i) => pages.fill(i + 1, span.from, span.to + 1));
  return pages;
})();
const pageOf = (place: number) => PAGE_OF_AYAH[place] ?? 0;

const SURAH_SPANS: readonly AyahSpan[] = SURAH_LIST.map((surah) => ({
  from: ayahIndex({ surah: surah.number, ayah: 1 }),
  to: ayahIndex({ surah: surah.number, ayah: surah.ayahs }),
}));

/** The latest lessons shown. */
export const PROGRESS_LESSONS = 10;

/** A Quran entry of the record, with the mistakes marked on it. */
export interface HeardEntry {
  from: number;
  to: number;
  grade: Grade;
  heldAt: Date;
  /** The place of the ayah of each mistake, and how it was caught. */
  mistakes: { ayah: number; caught: MistakeCaught }[];
}

const dayIn = (at: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone).toPlainDate();

/**
 * The mushaf as the entries leave it: each page heard, memorised or in progress, with its
 * revision due (FSRS, see revision.ts) on the learner's calendar; and the surahs begun.
 */
export function mushafOf(entries: readonly HeardEntry[], timeZone: string) {
  const memorised = unionOf(
    entries.filter((entry) => entry.grade !== 'repeat').map(({ from, to }) => ({ from, to })),
  );
  const reviews: PageReview[] = [];
  const mistakesOn = new Map<number, number>();
  for (const entry of entries) {
    const onPage = new Map<number, MistakeCaught[]>();
    for (const mistake of entry.mistakes) {
      const page = pageOf(mistake.ayah);
      pushTo(onPage, page, mistake.caught);
      mistakesOn.set(page, (mistakesOn.get(page) ?? 0) + 1);
    }
    for (let page = pageOf(entry.from); page <= pageOf(entry.to); page += 1) {
      reviews.push({
        page,
        at: entry.heldAt,
        rating: ratingOf(entry.grade, onPage.get(page) ?? []),
      });
    }
  }
  const cards = cardsOf(reviews);
  const pages: ProgressPage[] = [...cards]
    .sort(([a], [b]) => a - b)
    .flatMap(([page, card]) => {
      const span = PAGE_SPANS[page - 1];
      if (!span) return [];
      const memorisedAyat = ayatInBoth(memorised, [span]);
      return {
        page,
        state: memorisedAyat === span.to - span.from + 1 ? 'memorised' : 'in_progress',
        memorised_ayat: memorisedAyat,
        due: dayIn(card.due, timeZone).toString(),
        last_heard: dayIn(card.lastHeard, timeZone).toString(),
        mistakes: mistakesOn.get(page) ?? 0,
      };
    });
  const surahs = SURAH_SPANS.flatMap((span, i) => {
    const count = ayatInBoth(memorised, [span]);
    return count > 0 ? [{ surah: i + 1, memorised_ayat: count }] : [];
  });
  return { memorised_ayat: ayatIn(memorised), pages, surahs };
}

/** The learner's Quran entries, oldest first, with their mistakes: two reads. */
export async function heardEntriesOf(db: Tx, learnerId: number): Promise<HeardEntry[]> {
  const rows = await db
    .select({
      id: lessonEntries.id,
      from: lessonEntries.fromAyah,
      to: lessonEntries.toAyah,
      grade: lessonEntries.grade,
      heldAt: lessonEntries.heldAt,
    })
    .from(lessonEntries)
    .where(
      and(
        eq(lessonEntries.learnerId, learnerId),
        inArray(lessonEntries.kind, QURAN_LESSON_KINDS),
        isNotNull(lessonEntries.fromAyah),
      ),
    )
    .orderBy(lessonEntries.heldAt, lessonEntries.id);
  const mistakes = await db
    .select({
      entryId: lessonMistakes.entryId,
      ayah: lessonMistakes.ayah,
      caught: lessonMistakes.caught,
    })
    .from(lessonMistakes)
    .innerJoin(lessonEntries, eq(lessonEntries.id, lessonMistakes.entryId))
    .where(eq(lessonEntries.learnerId, learnerId));
  const mistakesOf = new Map<number, HeardEntry['mistakes']>();
  for (const mistake of mistakes) {
    pushTo(mistakesOf, mistake.entryId, { ayah: mistake.ayah, caught: mistake.caught });
  }
  return rows.flatMap((row) =>
    row.from === null || row.to === null
      ? []
      : [
          {
            from: row.from,
            to: row.to,
            grade: row.grade,
            heldAt: row.heldAt,
            mistakes: mistakesOf.get(row.id) ?? [],
          },
        ],
  );
}

/** The learner's latest recorded lessons (entries or homework), latest first. */
async function latestLessons(db: Tx, learnerId: number, language: Language) {
  const tutor = sql<
    string | null
  >`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${classes.tutorId})`;
  const rows = await db
    .select({
      id: classes.id,
      startsAt: classes.startsAt,
      course: products.name,
      courseAr: products.nameAr,
      tutor,
    })
    .from(classes)
    .innerJoin(subscriptions, eq(subscriptions.id, classes.subscriptionId))
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .where(and(eq(subscriptions.userId, learnerId), lessonRecorded))
    .orderBy(desc(classes.startsAt))
    .limit(PROGRESS_LESSONS);
  const lessons = await lessonsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const lesson = lessons.get(row.id);
    return {
      class_id: row.id,
      starts_at: row.startsAt.toISOString(),
      ...courseIn(language, row.course, row.courseAr),
      tutor: row.tutor,
      entries: lesson?.entries ?? [],
      homework: lesson?.homework ?? null,
    };
  });
}

/**
 * A learner's progress as `now` finds it (404 when there is no such user). Who may read whose
 * is the routes' business.
 */
export async function learnerProgress(
  db: Tx,
  learnerId: number,
  now: Date,
  language: Language,
): Promise<{ progress: LearnerProgress; turns: Date }> {
  const [learner] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      child: isChild(users.id),
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, learnerId));
  if (!learner) throw new NotFound();
  const timeZone = learner.timeZone ?? 'UTC';
  const [entries, lessons] = await Promise.all([
    heardEntriesOf(db, learnerId),
    latestLessons(db, learnerId, language),
  ]);
  const today = dayIn(now, timeZone);
  return {
    progress: {
      learner: {
        id: learnerId,
        name: learnerName(learner),
        time_zone: timeZone,
      },
      today: today.toString(),
      ...mushafOf(entries, timeZone),
      lessons,
    },
    // Its "today" turns at the learner's next midnight.
    turns: new Date(today.add({ days: 1 }).toZonedDateTime(timeZone).epochMilliseconds),
  };
}
