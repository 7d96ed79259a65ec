import { and, asc, desc, eq, exists, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  DEFAULT_GRADE_LABELS,
  GRADES,
  ITEM_KIND_OF,
  type ClassLesson,
  type GradeChoice,
  type GradeLabels,
  type Homework,
  type LessonEntry,
  type LessonKind,
  type LessonSyllabusItem,
  type lessonEntryInputSchema,
  type homeworkInputSchema,
} from '@iqra/contracts';
import { ayahAt, ayahIndex, describeRange, formatAyah, type AyahRef } from '@iqra/quran';
import { isWord } from '@iqra/quran/text';
import type { z } from 'zod';
import {
  classes,
  homework,
  lessonEntries,
  lessonMistakes,
  schoolSettings,
  subscriptions,
  syllabusItems,
} from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { pushTo } from '../../lib/collections.ts';
import { ValidationFailed } from '../../lib/errors.ts';

type EntryInput = z.output<typeof lessonEntryInputSchema>;
type HomeworkInput = z.output<typeof homeworkInputSchema>;

/** A class as the learning record needs it. */
export interface LessonClass {
  id: number;
  startsAt: Date;
  subscriptionId: number | null;
  learnerId: number | null;
}

/**
 * What a tutor writes of a class's lesson (parsed by the contracts' schemas): a part left
 * out (undefined) stays as it was.
 */
export interface LessonInput {
  entries?: EntryInput[] | undefined;
  homework?: HomeworkInput | null | undefined;
}

/**
 * The syllabus items the entries and the homework name, checked to be of the class's course
 * and of the entry's kind: 422 on the item's field otherwise.
 */
async function checkedItems(tx: Tx, cls: LessonClass, input: LessonInput) {
  const wanted: { field: string; id: number; kind: LessonKind }[] = [];
  input.entries?.forEach((entry, index) => {
    if (entry.item_id !== undefined) {
      wanted.push({ field: `entries.${index}.item_id`, id: entry.item_id, kind: entry.kind });
    }
  });
  if (input.homework?.item_id !== undefined) {
    wanted.push({
      field: 'homework.item_id',
      id: input.homework.item_id,
      kind: input.homework.kind,
    });
  }
  if (wanted.length === 0) return;
  const rows = await tx
    .select({ id: syllabusItems.id, kind: syllabusItems.kind })
    .from(syllabusItems)
    .innerJoin(subscriptions, eq(subscriptions.productId, syllabusItems.productId))
    .where(
      and(
        eq(subscriptions.id, cls.subscriptionId ?? -1),
        inArray(
          syllabusItems.id,
          wanted.map((item) => item.id),
        ),
      ),
    );
  const kinds = new Map(rows.map((row) => [row.id, row.kind]));
  const errors: Record<string, string[]> = {};
  for (const item of wanted) {
    if (kinds.get(item.id) !== ITEM_KIND_OF[item.kind]) {
      errors[item.field] = ['The item must be a lesson of this course’s syllabus.'];
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

/** Each mistake's word must be a word its ayah has. */
function checkWords(entries: EntryInput[]) {
  const errors: Record<string, string[]> = {};
  entries.forEach((entry, index) => {
    entry.mistakes.forEach((mistake, at) => {
      if (!isWord(mistake.ayah, mistake.word)) {
        errors[`entries.${index}.mistakes.${at}.word`] = [
          `Ayah ${formatAyah(mistake.ayah)} has no word ${mistake.word}.`,
        ];
      }
    });
  });
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

const rangeColumns = (value: { from?: AyahRef | undefined; to?: AyahRef | undefined }) => ({
  fromAyah: value.from ? ayahIndex(value.from) : null,
  toAyah: value.to ? ayahIndex(value.to) : null,
});

/**
 * Writes a class's lesson in the recording's transaction. Entries or homework sent replace
 * what was recorded before (a tutor who records again corrects the record); a part left out
 * stays as it was.
 */
export async function writeLesson(tx: Tx, cls: LessonClass, input: LessonInput): Promise<void> {
  const { entries, homework: set } = input;
  const { learnerId } = cls;
  if (learnerId === null) {
    if ((entries?.length ?? 0) > 0 || (set ?? null) !== null) {
      throw ValidationFailed.field('entries', 'A trial class has no learning record.');
    }
    return;
  }
  if (entries) checkWords(entries);
  await checkedItems(tx, cls, input);

  if (entries) await writeEntries(tx, cls, learnerId, entries);
  if (set !== undefined) {
    await tx.delete(homework).where(eq(homework.classId, cls.id));
    if (set) {
      await tx.insert(homework).values({
        classId: cls.id,
        kind: set.kind,
        ...rangeColumns(set),
        itemId: set.item_id ?? null,
        note: set.note,
      });
    }
  }
}

/** The class's entries and their mistakes, in place of those it had. */
async function writeEntries(tx: Tx, cls: LessonClass, learnerId: number, entries: EntryInput[]) {
  await tx.delete(lessonEntries).where(eq(lessonEntries.classId, cls.id));
  if (entries.length === 0) return;
  const inserted = await tx
    .insert(lessonEntries)
    .values(
      entries.map((entry, position) => ({
        classId: cls.id,
        learnerId,
        position,
        kind: entry.kind,
        ...rangeColumns(entry),
        itemId: entry.item_id ?? null,
        grade: entry.grade,
        note: entry.note,
        heldAt: cls.startsAt,
      })),
    )
    .returning({ id: lessonEntries.id, position: lessonEntries.position });
  const mistakes = inserted.flatMap((row) =>
    (entries[row.position]?.mistakes ?? []).map((mistake) => ({
      entryId: row.id,
      ayah: ayahIndex(mistake.ayah),
      word: mistake.word,
      kind: mistake.kind,
      rule: mistake.rule,
      caught: mistake.caught,
    })),
  );
  if (mistakes.length > 0) await tx.insert(lessonMistakes).values(mistakes);
}

interface CoverageRow {
  kind: LessonKind;
  fromAyah: number | null;
  toAyah: number | null;
  itemId: number | null;
  itemTitle: string | null;
}

function coverageOf(row: CoverageRow) {
  const from = row.fromAyah === null ? null : ayahAt(row.fromAyah);
  const to = row.toAyah === null ? null : ayahAt(row.toAyah);
  return {
    kind: row.kind,
    from: from && formatAyah(from),
    to: to && formatAyah(to),
    item: row.itemId === null ? null : { id: row.itemId, title: row.itemTitle ?? '' },
    label: from && to ? describeRange({ from, to }) : (row.itemTitle ?? ''),
  };
}

/** The school's words for its grades, from what is stored (null: the default words). */
export function gradeLabelsOf(stored: readonly string[] | null): GradeLabels {
  if (stored?.length !== GRADES.length) return DEFAULT_GRADE_LABELS;
  return Object.fromEntries(GRADES.map((grade, at) => [grade, stored[at]])) as GradeLabels;
}

/** What is stored of the school's words: null when they are the default ones. */
export function storedGradeLabels(labels: GradeLabels): string[] | null {
  const words = GRADES.map((grade) => labels[grade]);
  return GRADES.every((grade, at) => words[at] === DEFAULT_GRADE_LABELS[grade]) ? null : words;
}

/** The school's words for its grades, as it set them. */
export async function gradeLabels(tx: Tx): Promise<GradeLabels> {
  const [row] = await tx
    .select({ labels: schoolSettings.gradeLabels })
    .from(schoolSettings)
    .where(eq(schoolSettings.id, 1));
  return gradeLabelsOf(row?.labels ?? null);
}

/** The grades a tutor may give, best first, in the school's words. */
export async function gradeChoices(tx: Tx): Promise<GradeChoice[]> {
  const labels = await gradeLabels(tx);
  return GRADES.map((value) => ({ value, label: labels[value] }));
}

/** The lessons of some classes, by class: entries in the tutor's order, and the homework. */
export async function lessonsOf(tx: Tx, classIds: number[]): Promise<Map<number, ClassLesson>> {
  if (classIds.length === 0) return new Map();
  const entries = await tx
    .select({
      id: lessonEntries.id,
      classId: lessonEntries.classId,
      kind: lessonEntries.kind,
      fromAyah: lessonEntries.fromAyah,
      toAyah: lessonEntries.toAyah,
      itemId: lessonEntries.itemId,
      itemTitle: syllabusItems.title,
      grade: lessonEntries.grade,
      note: lessonEntries.note,
    })
    .from(lessonEntries)
    .leftJoin(syllabusItems, eq(syllabusItems.id, lessonEntries.itemId))
    .where(inArray(lessonEntries.classId, classIds))
    .orderBy(asc(lessonEntries.classId), asc(lessonEntries.position));
  const mistakes =
    entries.length === 0
      ? []
      : await tx
          .select()
          .from(lessonMistakes)
          .where(
            inArray(
              lessonMistakes.entryId,
              entries.map((entry) => entry.id),
            ),
          )
          .orderBy(asc(lessonMistakes.ayah), asc(lessonMistakes.word), asc(lessonMistakes.id));
  const homeworkOf = await homeworkOfClasses(tx, classIds);
  const labels = entries.length === 0 ? DEFAULT_GRADE_LABELS : await gradeLabels(tx);

  const mistakesOf = new Map<number, LessonEntry['mistakes']>();
  for (const mistake of mistakes) {
    pushTo(mistakesOf, mistake.entryId, {
      ayah: formatAyah(ayahAt(mistake.ayah)),
      word: mistake.word,
      kind: mistake.kind,
      rule: mistake.rule,
      caught: mistake.caught,
    });
  }
  const entriesOf = new Map<number, LessonEntry[]>();
  for (const entry of entries) {
    pushTo(entriesOf, entry.classId, {
      ...coverageOf(entry),
      grade: entry.grade,
      grade_label: labels[entry.grade],
      note: entry.note,
      mistakes: mistakesOf.get(entry.id) ?? [],
    });
  }
  return new Map(
    classIds.map((id) => [
      id,
      { class_id: id, entries: entriesOf.get(id) ?? [], homework: homeworkOf.get(id) ?? null },
    ]),
  );
}

/** What a homework is read with: its coverage, the syllabus item's title, the note. */
const homeworkColumns = {
  kind: homework.kind,
  fromAyah: homework.fromAyah,
  toAyah: homework.toAyah,
  itemId: homework.itemId,
  itemTitle: syllabusItems.title,
  note: homework.note,
};

/** The homework each of these classes set, by class. */
async function homeworkOfClasses(tx: Tx, classIds: number[]): Promise<Map<number, Homework>> {
  if (classIds.length === 0) return new Map();
  const rows = await tx
    .select({ classId: homework.classId, ...homeworkColumns })
    .from(homework)
    .leftJoin(syllabusItems, eq(syllabusItems.id, homework.itemId))
    .where(inArray(homework.classId, classIds));
  return new Map(rows.map((row) => [row.classId, { ...coverageOf(row), note: row.note }]));
}

/**
 * A class whose lesson was recorded: entries or homework (a class the learner missed has
 * neither). The learner's latest lessons and what to prepare are read from such classes.
 */
export const lessonRecorded = and(
  isNotNull(classes.recordedAt),
  or(
    exists(sql`(select 1 from ${lessonEntries} where ${lessonEntries.classId} = ${classes.id})`),
    exists(sql`(select 1 from ${homework} where ${homework.classId} = ${classes.id})`),
  ),
);

/**
 * What each subscription's learner is to prepare for their next class: the homework set at
 * the latest class of it whose lesson was recorded (none when that lesson set none; a class
 * the learner missed has no lesson and leaves the homework before it standing).
 */
export async function homeworkToPrepare(
  tx: Tx,
  subscriptionIds: number[],
): Promise<Map<number, Homework>> {
  if (subscriptionIds.length === 0) return new Map();
  // In one statement: each subscription's latest class with a lesson, and its homework if any.
  const latest = await tx
    .selectDistinctOn([classes.subscriptionId], {
      subscriptionId: classes.subscriptionId,
      ...homeworkColumns,
    })
    .from(classes)
    .leftJoin(homework, eq(homework.classId, classes.id))
    .leftJoin(syllabusItems, eq(syllabusItems.id, homework.itemId))
    .where(and(inArray(classes.subscriptionId, subscriptionIds), lessonRecorded))
    .orderBy(asc(classes.subscriptionId), desc(classes.startsAt));
  const prepare = new Map<number, Homework>();
  for (const row of latest) {
    if (row.subscriptionId === null || row.kind === null) continue;
    prepare.set(row.subscriptionId, {
      ...coverageOf({ ...row, kind: row.kind }),
      note: row.note ?? '',
    });
  }
  return prepare;
}

/** The syllabus of a subscription's course, in order; none for a class without one. */
export async function syllabusOfSubscription(
  tx: Tx,
  subscriptionId: number | null,
): Promise<LessonSyllabusItem[]> {
  if (subscriptionId === null) return [];
  const rows = await tx
    .select({
      id: syllabusItems.id,
      kind: syllabusItems.kind,
      title: syllabusItems.title,
      fromAyah: syllabusItems.fromAyah,
      toAyah: syllabusItems.toAyah,
    })
    .from(syllabusItems)
    .innerJoin(subscriptions, eq(subscriptions.productId, syllabusItems.productId))
    .where(eq(subscriptions.id, subscriptionId))
    .orderBy(asc(syllabusItems.position));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    from: row.fromAyah === null ? null : formatAyah(ayahAt(row.fromAyah)),
    to: row.toAyah === null ? null : formatAyah(ayahAt(row.toAyah)),
  }));
}
