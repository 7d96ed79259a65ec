import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

// What the reports' statements share: running one and reading its rows, and the school's
// rules they count by.

/** Runs a read and gives its rows as `T` (numbers are cast in the SQL: `::int`, `::float8`). */
export async function rowsOf<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: T[] }).rows;
}

/** The one row of an aggregate (a statement of `count`s, say), which always has one. */
export async function rowOf<T>(db: Database, statement: SQL): Promise<T> {
  const [row] = await rowsOf<T>(db, statement);
  if (row === undefined) throw new Error('An aggregate answered no row');
  return row;
}

/** A timestamp parameter. */
export const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
