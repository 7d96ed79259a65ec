import { asc, eq, sql } from 'drizzle-orm';
import {
  adminSyllabusItemCreateSchema,
  adminSyllabusItemSchema,
  adminSyllabusItemUpdateSchema,
  IN_USE,
  SYLLABUS_KINDS,
  syllabusItemSchema,
  type AdminSyllabusItem,
} from '@iqra/contracts';
import {
  ayahAt,
  ayahIndex,
  describeRange,
  formatAyah,
  parseAyah,
  type AyahRange,
} from '@iqra/quran';
import type { z } from 'zod';
import { homework, lessonEntries, products, syllabusItems } from '../../../db/schema.ts';
import { parseInput, ValidationFailed } from '../../../lib/errors.ts';
import { assertUnused } from '../resource/checks.ts';
import { defineResource, type Id, type Tx } from '../resource/definition.ts';
import { enumFilter, idFilter } from '../resource/filters.ts';
import { countOf, listAndGet } from '../resource/list-page.ts';
import { insertedId, nextPosition, reorderRows, updateRow } from '../resource/writes.ts';

// Each course's syllabus, in the order the school teaches it. Its positions are 0, 1, … with
// no gaps (a delete closes the gap), so an item's number is its position + 1. Changes to one
// course's syllabus take turns on the course's row: two additions never pick one position.

const uses = sql<number>`${countOf('lesson_entries', 'item_id', 'syllabus_items')} + ${countOf('homework', 'item_id', 'syllabus_items')}`;

function itemQuery(db: Tx) {
  return db
    .select({
      id: syllabusItems.id,
      productId: syllabusItems.productId,
      position: syllabusItems.position,
      kind: syllabusItems.kind,
      title: syllabusItems.title,
      fromAyah: syllabusItems.fromAyah,
      toAyah: syllabusItems.toAyah,
      uses,
    })
    .from(syllabusItems)
    .$dynamic();
}
type ItemRow = Awaited<ReturnType<typeof itemQuery>>[number];

/** A stored item's ayat, or null for an item without (a Qaida lesson, a unit). */
const rangeOf = (row: Pick<ItemRow, 'fromAyah' | 'toAyah'>): AyahRange | null =>
  row.fromAyah === null || row.toAyah === null
    ? null
    : { from: ayahAt(row.fromAyah), to: ayahAt(row.toAyah) };

const toAdminItem = (row: ItemRow): AdminSyllabusItem => {
  const range = rangeOf(row);
  return {
    id: row.id,
    product_id: row.productId,
    position: row.position,
    kind: row.kind,
    title: row.title,
    from: range && formatAyah(range.from),
    to: range && formatAyah(range.to),
    range_label: range && describeRange(range),
    uses: Number(row.uses),
  };
};

/**
 * The course's row, held until the change commits (it does not keep learners from paying for
 * it: a foreign key's check takes a weaker lock); 422 on `product_id` when there is none.
 */
async function holdCourse(tx: Tx, productId: number): Promise<void> {
  const [course] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('no key update');
  if (!course) throw ValidationFailed.field('product_id', 'The selected course is invalid.');
}

type Item = z.output<typeof syllabusItemSchema>;

/**
 * The columns of a checked item. A Quran item left without a title, or whose title was its
 * old range's own words (`previous`), is named after its range.
 */
function columnsOf(item: Item, previous: AyahRange | null = null) {
  const from = item.from === undefined ? undefined : parseAyah(item.from);
  const to = item.to === undefined ? undefined : parseAyah(item.to);
  const range = from && to ? { from, to } : null;
  const named = item.title !== '' && !(previous && item.title === describeRange(previous));
  return {
    kind: item.kind,
    title: range && !named ? describeRange(range) : item.title,
    fromAyah: range && ayahIndex(range.from),
    toAyah: range && ayahIndex(range.to),
  };
}

type Update = z.output<typeof adminSyllabusItemUpdateSchema>;

/** The fields sent laid over the stored item, checked as a whole (422 per field). */
function mergedItem(stored: ItemRow, input: Update): Item {
  const kind = input.kind ?? stored.kind;
  // An item that stops being a Quran item drops its ayat; one that stays keeps them.
  const kept = kind === 'quran' ? rangeOf(stored) : null;
  const from = input.from ?? (kept && formatAyah(kept.from));
  const to = input.to ?? (kept && formatAyah(kept.to));
  return parseInput(syllabusItemSchema, {
    kind,
    title: input.title ?? stored.title,
    ...(from && { from }),
    ...(to && { to }),
  });
}

/** 409 when a recorded lesson or homework names the item. */
async function assertNotRecorded(tx: Tx, id: number, message: string): Promise<void> {
  await assertUnused(tx, lessonEntries.itemId, id, message);
  await assertUnused(tx, homework.itemId, id, message);
}

/** The course's items in their order. */
async function idsOfCourse(tx: Tx, productId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: syllabusItems.id })
    .from(syllabusItems)
    .where(eq(syllabusItems.productId, productId))
    .orderBy(asc(syllabusItems.position));
  return rows.map((row) => row.id);
}

/**
 * Positions 0, 1, … in the order of `ids` (all of the course's items). Moved aside first:
 * one update that swaps two positions would meet the (course, position) unique index halfway.
 */
async function renumber(tx: Tx, productId: number, ids: number[]): Promise<void> {
  await tx
    .update(syllabusItems)
    .set({ position: sql`-1 - ${syllabusItems.position}` })
    .where(eq(syllabusItems.productId, productId));
  if (ids.length > 0) await reorderRows(tx, syllabusItems, ids, ids);
}

/** The stored item, held until the change commits (a lesson naming it waits, or is seen). */
async function heldItem(tx: Tx, id: Id): Promise<ItemRow | undefined> {
  const [row] = await itemQuery(tx)
    .where(eq(syllabusItems.id, Number(id)))
    .for('update');
  return row;
}

export const syllabusItemsResource = defineResource({
  name: 'syllabus-items',
  label: { one: 'a syllabus item', many: 'syllabus items' },
  schema: adminSyllabusItemSchema,
  conflicts: {
    update: IN_USE.syllabusItemKind,
    remove: IN_USE.syllabusItem,
  },
  entity: 'syllabus_items',
  ...listAndGet(
    itemQuery,
    {
      search: [syllabusItems.title],
      idColumn: syllabusItems.id,
      sorts: {
        position: sql`${syllabusItems.productId}, ${syllabusItems.position}`,
        title: syllabusItems.title,
      },
      defaultSort: 'position',
      filters: {
        product_id: idFilter('course', syllabusItems.productId),
        kind: enumFilter(SYLLABUS_KINDS, syllabusItems.kind),
      },
    },
    toAdminItem,
  ),
  create: {
    schema: adminSyllabusItemCreateSchema,
    async run(tx, { product_id, ...item }) {
      await holdCourse(tx, product_id);
      const [row] = await tx
        .insert(syllabusItems)
        .values({
          ...columnsOf(item),
          productId: product_id,
          position: await nextPosition(
            tx,
            syllabusItems.position,
            eq(syllabusItems.productId, product_id),
          ),
        })
        .returning({ id: syllabusItems.id });
      return insertedId(row);
    },
  },
  update: {
    schema: adminSyllabusItemUpdateSchema,
    async run(tx, id, input) {
      const stored = await heldItem(tx, id);
      if (!stored) return;
      const item = mergedItem(stored, input);
      if (item.kind !== stored.kind) {
        await assertNotRecorded(tx, stored.id, IN_USE.syllabusItemKind);
      }
      await updateRow(tx, syllabusItems, id, columnsOf(item, rangeOf(stored)));
    },
  },
  async remove(tx, id) {
    const [found] = await tx
      .select({ productId: syllabusItems.productId })
      .from(syllabusItems)
      .where(eq(syllabusItems.id, Number(id)));
    if (!found) return;
    await holdCourse(tx, found.productId);
    if (!(await heldItem(tx, id))) return;
    await assertNotRecorded(tx, Number(id), IN_USE.syllabusItem);
    await tx.delete(syllabusItems).where(eq(syllabusItems.id, Number(id)));
    await renumber(tx, found.productId, await idsOfCourse(tx, found.productId));
  },
  /** The ids must be all of one course's items, in their new order. */
  async reorder(tx, ids) {
    const [first] = await tx
      .select({ productId: syllabusItems.productId })
      .from(syllabusItems)
      .where(eq(syllabusItems.id, ids[0] ?? 0));
    if (first) await holdCourse(tx, first.productId);
    const known = new Set(first ? await idsOfCourse(tx, first.productId) : []);
    if (!first || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw ValidationFailed.field(
        'ids',
        'The ids field must list every item of the course’s syllabus.',
      );
    }
    await renumber(tx, first.productId, ids);
  },
});
