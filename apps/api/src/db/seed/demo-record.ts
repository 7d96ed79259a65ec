import { ayahIndex, pageRange, PAGES, placeOf, SURAH_LIST } from '@iqra/quran';
import type { Grade, MistakeCaught, MistakeKind } from '@iqra/contracts';
import { asc, eq } from 'drizzle-orm';
import { occurrencesBetween, type WeeklyRule } from '../../lib/weekly-series.ts';
import type { Transaction as Tx } from '../client.ts';
import {
  classes,
  classSeries,
  homework,
  lessonEntries,
  lessonMistakes,
  subscriptions,
  syllabusItems,
} from '../schema.ts';

// The demo learner's months with Maryam: the Noorani Qaida from its first lesson to its last,
// then Hifz of Juz 'Amma from An-Nas upward, as a hifz class runs: each class a new lesson
// (sabaq), the surah so far (sabqi) and a few pages of what was memorised before (manzil),
// with a grade, a mistake now and then, and the next lesson set as homework. Every range is
// made from the Quran's structure; nothing is typed.

export interface DemoTerm {
  subscriptionId: number;
  learnerId: number;
  tutorId: number;
  startedAt: Date;
  endedAt: Date;
  title: string;
}

const LONDON = 'Europe/London';

/** The term's classes on its plan (all past), recorded at their end; their ids and starts. */
async function heldClasses(tx: Tx, term: DemoTerm, rule: WeeklyRule, now: Date) {
  const [series] = await tx
    .insert(classSeries)
    .values({
      subscriptionId: term.subscriptionId,
      tutorId: term.tutorId,
      ...rule,
      weekdays: [...rule.weekdays],
    })
    .returning({ id: classSeries.id });
  const times = occurrencesBetween(rule, term.startedAt, term.endedAt).filter(
    (time) => time.endsAt.getTime() <= now.getTime(),
  );
  return tx
    .insert(classes)
    .values(
      times.map((time, index) => ({
        subscriptionId: term.subscriptionId,
        seriesId: series?.id ?? null,
        tutorId: term.tutorId,
        title: term.title,
        startsAt: time.startsAt,
        endsAt: time.endsAt,
        anchorZone: rule.anchorZone,
        // Set as the seed runs: the reminders of classes long past were never owed.
        timeSetAt: now,
        attendance: index % 9 === 4 ? ('late' as const) : ('present' as const),
        recordedAt: time.endsAt,
      })),
    )
    .returning({ id: classes.id, startsAt: classes.startsAt });
}

/** The Qaida: three classes a week; a lesson to repeat now and then, each passed in the end. */
export async function seedQaidaRecord(tx: Tx, term: DemoTerm, now: Date): Promise<void> {
  const held = await heldClasses(
    tx,
    term,
    { weekdays: [1, 3, 5], startTime: '17:00', minutes: 30, anchorZone: LONDON },
    now,
  );
  const items = await tx
    .select({ id: syllabusItems.id })
    .from(syllabusItems)
    .innerJoin(subscriptions, eq(subscriptions.productId, syllabusItems.productId))
    .where(eq(subscriptions.id, term.subscriptionId))
    .orderBy(asc(syllabusItems.position));
  let next = 0;
  const entries = held.flatMap((cls, index) => {
    const item = items[next];
    if (!item) return [];
    const grade: Grade = index % 4 === 2 ? 'repeat' : index % 3 === 0 ? 'excellent' : 'very_good';
    if (grade !== 'repeat') next += 1;
    return [
      {
        classId: cls.id,
        learnerId: term.learnerId,
        position: 0,
        kind: 'qaida' as const,
        itemId: item.id,
        grade,
        heldAt: cls.startsAt,
        note: grade === 'repeat' ? 'Once more next time, slowly.' : '',
      },
    ];
  });
  if (next < items.length) throw new Error('Seed data is inconsistent: the Qaida term is short');
  if (entries.length > 0) await tx.insert(lessonEntries).values(entries);
}

/** Juz 'Amma's surahs as a hifz class takes them: An-Nas first, each in lessons of ≤ 10 ayat. */
function sabaqChunks(): { surah: number; from: number; to: number }[] {
  const chunks = [];
  for (let surah = 114; surah >= 78; surah -= 1) {
    const ayahs = SURAH_LIST[surah - 1]?.ayahs ?? 0;
    const lessons = Math.ceil(ayahs / 10);
    const size = Math.ceil(ayahs / lessons);
    for (let from = 1; from <= ayahs; from += size) {
      chunks.push({ surah, from, to: Math.min(ayahs, from + size - 1) });
    }
  }
  return chunks;
}

const at = (surah: number, ayah: number) => ayahIndex({ surah, ayah });
/** The turn of `MISTAKE_TURNS` that is a word the tutor gave (talqeen). */
const TALQEEN_TURN = 1;
const GRADE_TURNS: Grade[] = ['very_good', 'excellent', 'very_good', 'good', 'excellent'];
const MISTAKE_TURNS: { kind: MistakeKind; caught: MistakeCaught; rule: string }[] = [
  { kind: 'tajweed', caught: 'tanbeeh', rule: 'Ghunnah' },
  { kind: 'hesitation', caught: 'talqeen', rule: '' },
  { kind: 'wrong_word', caught: 'tanbeeh', rule: '' },
  { kind: 'tajweed', caught: 'tanbeeh', rule: 'Qalqalah' },
];

/**
 * Hifz: two classes a week. The new lesson moves on unless it was to be repeated; the surah
 * under way is revised up to it; three pages of the surahs finished before are revised in
 * turn, from the mushaf's end; a mistake is marked in every third revision.
 */
export async function seedHifzRecord(tx: Tx, term: DemoTerm, now: Date): Promise<void> {
  const held = await heldClasses(
    tx,
    term,
    { weekdays: [2, 6], startTime: '16:00', minutes: 30, anchorZone: LONDON },
    now,
  );
  const chunks = sabaqChunks();
  let next = 0;
  let manzilPage = PAGES;
  const entries: (typeof lessonEntries.$inferInsert)[] = [];
  const mistakes: { classId: number; position: number; ayah: number; turn: number }[] = [];
  const homeworkRows: (typeof homework.$inferInsert)[] = [];
  held.forEach((cls, index) => {
    const chunk = chunks[next];
    // The surah under way as the class begins: those after it are finished.
    const current = chunk?.surah ?? 77;
    const base = { classId: cls.id, learnerId: term.learnerId, heldAt: cls.startsAt };
    let position = 0;
    if (chunk) {
      const grade: Grade = index % 11 === 7 ? 'repeat' : (GRADE_TURNS[index % 5] ?? 'good');
      entries.push({
        ...base,
        position: position++,
        kind: 'new_lesson',
        fromAyah: at(chunk.surah, chunk.from),
        toAyah: at(chunk.surah, chunk.to),
        grade,
        note: grade === 'repeat' ? 'Not yet firm: the same ayat again next class.' : '',
      });
      if (grade !== 'repeat') next += 1;
      if (chunk.from > 1) {
        entries.push({
          ...base,
          position: position++,
          kind: 'recent_revision',
          fromAyah: at(chunk.surah, 1),
          toAyah: at(chunk.surah, chunk.from - 1),
          grade: GRADE_TURNS[(index + 2) % 5] ?? 'good',
        });
      }
    }
    // Manzil: the surahs finished before this class, from the end of the mushaf, three pages
    // a class, starting again from the end once through.
    if (current < 114) {
      const firstAyah = at(current + 1, 1);
      const firstPage = placeOf({ surah: current + 1, ayah: 1 }).page;
      if (manzilPage < firstPage) manzilPage = PAGES;
      const fromPage = Math.max(firstPage, manzilPage - 2);
      const to = ayahIndex(pageRange(manzilPage).to);
      entries.push({
        ...base,
        position,
        kind: 'long_revision',
        fromAyah: Math.max(ayahIndex(pageRange(fromPage).from), firstAyah),
        toAyah: to,
        grade: GRADE_TURNS[(index + 4) % 5] ?? 'good',
      });
      if (index % 3 === 0) mistakes.push({ classId: cls.id, position, ayah: to, turn: index });
      // The last class: two words the tutor had to give on one page, so that page is due again
      // within days of it, whatever the calendar (the demo always has revision due).
      if (index === held.length - 1) {
        for (const ayah of [to - 1, to]) {
          mistakes.push({ classId: cls.id, position, ayah, turn: TALQEEN_TURN });
        }
      }
      manzilPage = fromPage - 1;
    }
    const coming = chunks[next];
    if (coming) {
      homeworkRows.push({
        classId: cls.id,
        kind: 'new_lesson',
        fromAyah: at(coming.surah, coming.from),
        toAyah: at(coming.surah, coming.to),
        note: 'Listen to it recited three times before you begin.',
      });
    }
  });
  const inserted = await tx.insert(lessonEntries).values(entries).returning({
    id: lessonEntries.id,
    classId: lessonEntries.classId,
    position: lessonEntries.position,
  });
  const idOf = new Map(inserted.map((row) => [`${row.classId}:${row.position}`, row.id]));
  const marked = mistakes.flatMap((mistake) => {
    const entryId = idOf.get(`${mistake.classId}:${mistake.position}`);
    const turn = MISTAKE_TURNS[mistake.turn % MISTAKE_TURNS.length];
    return entryId && turn ? [{ entryId, ayah: mistake.ayah, word: 1, ...turn }] : [];
  });
  if (marked.length > 0) await tx.insert(lessonMistakes).values(marked);
  if (homeworkRows.length > 0) await tx.insert(homework).values(homeworkRows);
}
