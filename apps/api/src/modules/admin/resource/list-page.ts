import { and, asc, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../lib/audit.ts';
import { ValidationFailed } from '../../../lib/errors.ts';
import type { Id, ListParams, Listing } from './definition.ts';
import type { Filter } from './filters.ts';

/** A row shown as the query selected it. */
export const asIs = <T>(row: T): T => row;

/**
 * How many `child` rows point at the current `parent` row. Written with full names: inside
 * a subquery Drizzle would print the columns bare, and `id` would name the child's own.
 */
export function countOf(child: string, foreignKey: string, parent: string) {
  return sql<number>`cast((select count(*) from ${sql.identifier(child)} as counted where counted.${sql.identifier(foreignKey)} = ${sql.identifier(parent)}.id) as integer)`;
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface ListSpec<Q extends PgSelect> {
  /** The select and its joins, before where and order. */
  query: () => Q;
  /** Text columns `q` searches (case-insensitive, anywhere in the text). */
  search?: (AnyColumn | SQL)[];
  /** Also match `q` as an id when it is a number. */
  idColumn?: AnyColumn;
  /** Sortable fields by their name in the answer. */
  sorts: Record<string, AnyColumn | SQL>;
  /** Sort when none is asked for, e.g. `position` or `-created_at`. */
  defaultSort: string;
  /** Filters by query parameter: each turns the value into a condition or throws 422. */
  filters?: Record<string, Filter>;
  /** Conditions that always apply (e.g. `book_id` of one book). */
  where?: SQL[];
}

/** What a list spec sorts and filters by, as the API document names them. */
export function listingOf(
  spec: Pick<ListSpec<PgSelect>, 'sorts' | 'defaultSort' | 'filters'>,
): Listing {
  return {
    sorts: Object.keys(spec.sorts),
    defaultSort: spec.defaultSort,
    filters: Object.keys(spec.filters ?? {}),
  };
}

/** One page of a resource: where, order, limit and offset applied to the resource's query. */
export async function listPage<Q extends PgSelect, T>(
  db: Tx,
  params: ListParams,
  spec: ListSpec<Q>,
  toRow: (row: Awaited<Q>[number], now: Date) => T,
): Promise<{ rows: T[]; total: number }> {
  const conditions: SQL[] = [...(spec.where ?? [])];
  for (const [name, value] of Object.entries(params.filters)) {
    // Own keys only, as for sorts: `?constructor=` names no filter.
    const filter =
      spec.filters && Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
    if (filter) conditions.push(filter(value, name, params.now));
  }
  if (params.q && spec.search?.length) {
    const pattern = containsPattern(params.q);
    const matches: SQL[] = spec.search.map((column) => ilike(column, pattern));
    if (spec.idColumn && /^\d{1,9}$/.test(params.q)) {
      matches.push(eq(spec.idColumn, Number(params.q)));
    }
    conditions.push(or(...matches) as SQL);
  }
  const sortName = params.sort ?? spec.defaultSort;
  const descending = sortName.startsWith('-');
  const field = descending ? sortName.slice(1) : sortName;
  // Own keys only: `__proto__` or `constructor` must not name a "column".
  const column = Object.hasOwn(spec.sorts, field) ? spec.sorts[field] : undefined;
  if (!column) throw ValidationFailed.field('sort', 'The selected sort is invalid.');
  // PostgreSQL's own null order (last going up, first going down) lets an index serve the sort.
  const order = [descending ? sql`${column} desc` : sql`${column} asc`];
  if (spec.idColumn) order.push(descending ? desc(spec.idColumn) : asc(spec.idColumn));

  const where = conditions.length > 0 ? and(...conditions) : undefined;
  // Counting apart from the page lets PostgreSQL stop after one page of sorted rows, and
  // count without reading the wide columns (a window count would read them all).
  const [rows, counted] = await Promise.all([
    spec
      .query()
      .where(where)
      .orderBy(...order)
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage) as unknown as Promise<Awaited<Q>[number][]>,
    db
      .select({ total: count() })
      .from(spec.query().where(where).as('matching') as never) as Promise<{ total: number }[]>,
  ]);
  const total = counted[0]?.total ?? 0;
  return { rows: rows.map((row) => toRow(row, params.now)), total };
}

/** The row of the resource's query whose `column` is `id`, as staff see it. */
export async function getOne<Q extends PgSelect, T>(
  query: Q,
  column: AnyColumn,
  id: Id,
  now: Date,
  toRow: (row: Awaited<Q>[number], now: Date) => T,
): Promise<T | undefined> {
  const rows = (await query.where(eq(column, id)).limit(1)) as Awaited<Q>[number][];
  return rows.map((row) => toRow(row, now))[0];
}

/**
 * `list` and `get` of a resource that reads through one query: a page of it, or its row
 * whose `key` (its `idColumn` unless said) is the id asked for; and its `listing`.
 */
export function listAndGet<Q extends PgSelect, Row>(
  query: (db: Tx) => Q,
  { key, ...spec }: Omit<ListSpec<Q>, 'query'> & { key?: AnyColumn },
  toRow: (row: Awaited<Q>[number], now: Date) => Row,
) {
  const column = key ?? spec.idColumn;
  if (!column) throw new Error('A resource needs a key or an idColumn to be read by id');
  return {
    listing: listingOf(spec),
    list: (db: Tx, params: ListParams) =>
      listPage(db, params, { ...spec, query: () => query(db) }, toRow),
    get: (db: Tx, id: Id, now: Date) => getOne(query(db), column, id, now, toRow),
  };
}

/** `list` and `get` as `listAndGet` makes them, and its `listing`. */
interface Reading<Row> {
  listing: Listing;
  list(db: Tx, params: ListParams): Promise<{ rows: Row[]; total: number }>;
  get(db: Tx, id: Id, now: Date): Promise<Row | undefined>;
}

/**
 * `list` and `get` of a resource whose rows are completed after its query by `complete`, for a
 * whole page at once (one more query a page, not one a row): a subscription's progress, a
 * payment's refunds.
 */
export function completedAfter<Read, Row>(
  read: Reading<Read>,
  complete: (db: Tx, rows: Read[]) => Promise<Row[]>,
): Reading<Row> {
  return {
    listing: read.listing,
    async list(db, params) {
      const page = await read.list(db, params);
      return { ...page, rows: await complete(db, page.rows) };
    },
    async get(db, id, now) {
      const row = await read.get(db, id, now);
      return row && (await complete(db, [row]))[0];
    },
  };
}
