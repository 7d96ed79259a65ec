import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../lib/audit.ts';
import { Conflict, ValidationFailed } from '../../../lib/errors.ts';

/** True when the column's table has a row whose `column` is `id`. */
export async function exists(tx: Tx, column: AnyPgColumn, id: number): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(column.table).where(eq(column, id));
  return (row?.n ?? 0) > 0;
}

/** 422 on `field` unless a row of the column's table has that id. */
export async function assertExists(
  tx: Tx,
  column: AnyPgColumn,
  id: number | undefined,
  field: string,
  label: string,
): Promise<void> {
  if (id === undefined) return;
  if (!(await exists(tx, column, id))) {
    throw ValidationFailed.field(field, `The selected ${label} is invalid.`);
  }
}

/** 409 when any row of the column's table still points at `id`. */
export async function assertUnused(
  tx: Tx,
  column: AnyPgColumn,
  id: number,
  message: string,
): Promise<void> {
  if (await exists(tx, column, id)) throw new Conflict(message);
}
