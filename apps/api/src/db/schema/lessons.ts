import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  GRADES,
  LESSON_KINDS,
  MISTAKE_CAUGHT,
  MISTAKE_KINDS,
  SYLLABUS_KINDS,
} from '@iqra/contracts';
import { createdAt, inList, tz } from './columns.ts';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { classes } from './teaching.ts';

// The learning record: each course's syllabus, what each class taught (entries with their
// mistakes) and set as homework, and each learner's revision schedule per mushaf page.
// Ayat are stored by their place in the whole Quran (1 = 1:1 … 6236 = 114:6, `@iqra/quran`),
// so a range that crosses surahs is two numbers and "which ayat lie in it" is a comparison.

const ayahColumn = (name: string) => smallint(name);
const ayahRangeChecks = (name: string, t: { fromAyah: AnyPgColumn; toAyah: AnyPgColumn }) => [
  check(
    `${name}_range_check`,
    sql`(${t.fromAyah} is null) = (${t.toAyah} is null) and (${t.fromAyah} is null or (${t.fromAyah} between 1 and 6236 and ${t.toAyah} between ${t.fromAyah} and 6236))`,
  ),
];

/** An item of a course's syllabus, in the order the school teaches it. */
export const syllabusItems = pgTable(
  'syllabus_items',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: SYLLABUS_KINDS }).notNull(),
    title: text('title').notNull(),
    // A Quran item (a surah, a juz, a range) is its ayat; a Qaida lesson or a unit has none.
    fromAyah: ayahColumn('from_ayah'),
    toAyah: ayahColumn('to_ayah'),
  },
  (t) => [
    uniqueIndex('syllabus_items_position_unique').on(t.productId, t.position),
    check('syllabus_items_kind_check', sql`${t.kind} in (${inList(SYLLABUS_KINDS)})`),
    check('syllabus_items_quran_check', sql`(${t.kind} = 'quran') = (${t.fromAyah} is not null)`),
    ...ayahRangeChecks('syllabus_items', t),
  ],
);

/** One thing a class taught: a range of ayat, or an item of the syllabus, with its grade. */
export const lessonEntries = pgTable(
  'lesson_entries',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    // Whose lesson it was (the class's learner when it was recorded): the record outlives a
    // subscription's end, and a learner's record is read without going through classes.
    learnerId: integer('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: LESSON_KINDS }).notNull(),
    fromAyah: ayahColumn('from_ayah'),
    toAyah: ayahColumn('to_ayah'),
    itemId: integer('item_id').references(() => syllabusItems.id, { onDelete: 'restrict' }),
    grade: text('grade', { enum: GRADES }).notNull(),
    note: text('note').notNull().default(''),
    // The class's start, kept here so a learner's history reads in order from one index.
    heldAt: tz('held_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lesson_entries_position_unique').on(t.classId, t.position),
    index('lesson_entries_learner_idx').on(t.learnerId, t.heldAt),
    check('lesson_entries_kind_check', sql`${t.kind} in (${inList(LESSON_KINDS)})`),
    check('lesson_entries_grade_check', sql`${t.grade} in (${inList(GRADES)})`),
    check(
      'lesson_entries_covers_check',
      sql`(${t.fromAyah} is not null) <> (${t.itemId} is not null)`,
    ),
    ...ayahRangeChecks('lesson_entries', t),
  ],
);

/** A mistake heard on one word: (ayah, word number) in the text's own word division. */
export const lessonMistakes = pgTable(
  'lesson_mistakes',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => lessonEntries.id, { onDelete: 'cascade' }),
    ayah: ayahColumn('ayah').notNull(),
    word: smallint('word').notNull(),
    kind: text('kind', { enum: MISTAKE_KINDS }).notNull(),
    rule: text('rule').notNull().default(''),
    caught: text('caught', { enum: MISTAKE_CAUGHT }).notNull(),
  },
  (t) => [
    index('lesson_mistakes_entry_idx').on(t.entryId),
    check('lesson_mistakes_kind_check', sql`${t.kind} in (${inList(MISTAKE_KINDS)})`),
    check('lesson_mistakes_caught_check', sql`${t.caught} in (${inList(MISTAKE_CAUGHT)})`),
    check('lesson_mistakes_place_check', sql`${t.ayah} between 1 and 6236 and ${t.word} >= 1`),
  ],
);

/** What the learner prepares for the next class: one per class. */
export const homework = pgTable(
  'homework',
  {
    classId: integer('class_id')
      .primaryKey()
      .references(() => classes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LESSON_KINDS }).notNull(),
    fromAyah: ayahColumn('from_ayah'),
    toAyah: ayahColumn('to_ayah'),
    itemId: integer('item_id').references(() => syllabusItems.id, { onDelete: 'restrict' }),
    note: text('note').notNull().default(''),
  },
  (t) => [
    check('homework_kind_check', sql`${t.kind} in (${inList(LESSON_KINDS)})`),
    check('homework_covers_check', sql`(${t.fromAyah} is not null) <> (${t.itemId} is not null)`),
    ...ayahRangeChecks('homework', t),
  ],
);
