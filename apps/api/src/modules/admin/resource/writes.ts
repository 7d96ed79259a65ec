import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../../lib/audit.ts';
import { ValidationFailed } from '../../../lib/errors.ts';
import type { Id } from './definition.ts';

/** The id of the row an `insert … returning` gave back (there is always one). */
export function insertedId<T extends Id>(row: { id: T } | undefined): T {
  if (!row) throw new Error('The insert returned no row');
  return row.id;
}

type RowTable = PgTable & { id: AnyColumn };

type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;
export type Columns<T> = { [Field in keyof T as CamelCase<Field & string>]: T[Field] };

/**
 * A body's fields by their columns' names in the schema: the API says `name_ar`, the table's
 * column is `nameAr`. Drizzle passes over a name it does not know, so without this a field would
 * be dropped without a word.
 */
export function columnsOf<T extends object>(fields: T): Columns<T> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  ) as Columns<T>;
}

/** Sets the given fields (by the API's or the schema's names) of one row; none writes nothing. */
export async function updateRow(tx: Tx, table: RowTable, id: Id, values: object): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await tx
    .update(table)
    .set(columnsOf(values) as never)
    .where(eq(table.id, id));
}

export async function deleteRow(tx: Tx, table: RowTable, id: Id): Promise<void> {
  await tx.delete(table).where(eq(table.id, id));
}

/** One past the largest position of the column's table (or of the rows `where` picks). */
export async function nextPosition(tx: Tx, column: AnyPgColumn, where?: SQL): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${column})` })
    .from(column.table)
    .where(where);
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

type OrderedTable = PgTable & { id: AnyPgColumn; position: AnyPgColumn };

/**
 * Create (at the end of the list unless a position is given), update, delete and reorder for
 * a table whose fields are its own columns: categories, tier groups, testimonials, FAQs.
 */
export function orderedTableWrites<
  Create extends z.ZodType<{ position?: number | undefined }>,
  Update extends z.ZodType<object>,
>(
  table: OrderedTable,
  schemas: { create: Create; update: Update },
  beforeDelete?: (tx: Tx, id: Id) => Promise<void>,
) {
  return {
    create: {
      schema: schemas.create,
      async run(tx: Tx, input: z.output<Create>) {
        const [row] = (await tx
          .insert(table)
          .values({
            ...columnsOf(input),
            position: input.position ?? (await nextPosition(tx, table.position)),
          } as never)
          .returning({ id: table.id })) as { id: number }[];
        return insertedId(row);
      },
    },
    update: {
      schema: schemas.update,
      run: (tx: Tx, id: Id, input: z.output<Update>) => updateRow(tx, table, id, input),
    },
    async remove(tx: Tx, id: Id) {
      await beforeDelete?.(tx, id);
      await deleteRow(tx, table, id);
    },
    async reorder(tx: Tx, ids: number[]) {
      const known = (await tx.select({ id: table.id }).from(table)) as { id: number }[];
      await reorderRows(
        tx,
        table,
        ids,
        known.map((row) => row.id),
      );
    },
  };
}

/** Sets `position` 0, 1, … in the order of `ids`, which must all be among `known`. */
export async function reorderRows(
  tx: Tx,
  table: PgTable & { id: AnyColumn },
  ids: number[],
  known: number[],
): Promise<void> {
  const knownSet = new Set(known);
  if (ids.some((id) => !knownSet.has(id))) {
    throw ValidationFailed.field('ids', 'The ids field must only name rows of this list.');
  }
  const values = sql.join(
    ids.map((id, position) => sql`(${id}::integer, ${position}::integer)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${table} set position = v.position from (values ${values}) as v(id, position) where ${table.id} = v.id`,
  );
}
