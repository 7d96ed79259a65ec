import { and, asc, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  adminListQuerySchema,
  adminReorderSchema,
  type AdminResource,
  type AuditEntity,
} from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { Conflict, NotFound, parseInput, ValidationFailed } from '../../lib/errors.ts';
import { parseId, toIntId, type Id, type IdKind } from '../../lib/params.ts';
import { databaseErrorOf } from '../../lib/pg-errors.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';

export type { Id, Tx };

/** Who is making a change: written to the audit log, and checked where it matters (self). */
export interface Actor {
  userId: number;
}

export interface ListParams {
  page: number;
  perPage: number;
  q: string | undefined;
  sort: string | undefined;
  filters: Record<string, string>;
}

/**
 * One back-office resource: how to list and read it, and (when staff may) how to create,
 * change and delete it. The HTTP shape, the transaction, the audit entry and the cache
 * invalidation are the same for every resource, so they live in `registerResource`.
 */
export interface ResourceDefinition<Row> {
  name: AdminResource;
  /** Its name in the audit log (`products`, `users`, …); read-only resources have none. */
  entity?: AuditEntity;
  idKind?: IdKind;
  list(db: Database, params: ListParams): Promise<{ rows: Row[]; total: number }>;
  get(db: Tx, id: Id): Promise<Row | undefined>;
  create?: { schema: z.ZodType; run(tx: Tx, input: never, actor: Actor): Promise<Id> };
  update?: { schema: z.ZodType; run(tx: Tx, id: Id, input: never, actor: Actor): Promise<void> };
  /**
   * Deletes the row (or throws 409). It may resolve to a function: work to do once the delete
   * is committed (files to remove).
   */
  remove?(tx: Tx, id: Id, actor: Actor, row: Row): Promise<unknown>;
  /** Sets `position` 0, 1, … in the given order; throws 422 when an id is not one of its rows. */
  reorder?(tx: Tx, ids: number[]): Promise<void>;
  /** Response-cache prefixes whose public answers this resource feeds. */
  invalidates?: string[];
}

/** The id of the row an `insert … returning` gave back (there is always one). */
export function insertedId<T extends Id>(row: { id: T } | undefined): T {
  if (!row) throw new Error('The insert returned no row');
  return row.id;
}

/** Reads `?page=&per_page=&q=&sort=`; everything else is a filter for the resource to read. */
export function parseListParams(query: unknown): ListParams {
  const raw = (query ?? {}) as Record<string, unknown>;
  const { page, per_page, q, sort, ...rest } = raw;
  const parsed = parseInput(adminListQuerySchema, { page, per_page, q, sort });
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (typeof value === 'string' && value !== '') filters[key] = value;
  }
  return {
    page: parsed.page ?? 1,
    perPage: parsed.per_page ?? 25,
    q: parsed.q || undefined,
    sort: parsed.sort,
    filters,
  };
}

/** A filter: its query value (and its name, for the 422) to a condition. */
export type Filter = (value: string, name: string) => SQL;

/** 422 on `field` unless `value` is one of `allowed`. */
export function assertOneOf(field: string, allowed: readonly string[], value: string): void {
  if (!allowed.includes(value)) {
    throw ValidationFailed.field(field, `The selected ${field} is invalid.`);
  }
}

/** Rows whose `column` is the id given, or 422 on the filter when it is not an id. */
export function idFilter(label: string, column: AnyColumn): Filter {
  return (value, name) => {
    const id = toIntId(value);
    if (id === undefined) throw ValidationFailed.field(name, `The ${label} filter must be an id.`);
    return eq(column, id);
  };
}

/** Rows whose `column` is the value given, one of `allowed`, or 422 on the filter. */
export function enumFilter(allowed: readonly string[], column: AnyColumn): Filter {
  return (value, name) => {
    assertOneOf(name, allowed, value);
    return sql`${column} = ${value}`;
  };
}

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

/** One page of a resource: where, order, limit and offset applied to the resource's query. */
export async function listPage<Q extends PgSelect, T>(
  db: Tx,
  params: ListParams,
  spec: ListSpec<Q>,
  toRow: (row: Awaited<Q>[number]) => T,
): Promise<{ rows: T[]; total: number }> {
  const conditions: SQL[] = [...(spec.where ?? [])];
  for (const [name, value] of Object.entries(params.filters)) {
    // Own keys only, as for sorts: `?constructor=` names no filter.
    const filter =
      spec.filters && Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
    if (filter) conditions.push(filter(value, name));
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
  return { rows: rows.map(toRow), total };
}

type RowTable = PgTable & { id: AnyColumn };

/** Sets the given columns of one row; a change of nothing writes nothing. */
export async function updateRow(tx: Tx, table: RowTable, id: Id, values: object): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await tx
    .update(table)
    .set(values as never)
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
export function orderedTableWrites(
  table: OrderedTable,
  schemas: { create: z.ZodType; update: z.ZodType },
  beforeDelete?: (tx: Tx, id: Id) => Promise<void>,
) {
  return {
    create: {
      schema: schemas.create,
      async run(tx: Tx, input: { position?: number }) {
        const [row] = (await tx
          .insert(table)
          .values({
            ...input,
            position: input.position ?? (await nextPosition(tx, table.position)),
          } as never)
          .returning({ id: table.id })) as { id: number }[];
        return insertedId(row);
      },
    },
    update: {
      schema: schemas.update,
      run: (tx: Tx, id: Id, input: object) => updateRow(tx, table, id, input),
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

/** The row of the resource's query whose `column` is `id`, as staff see it. */
export async function getOne<Q extends PgSelect, T>(
  query: Q,
  column: AnyColumn,
  id: Id,
  toRow: (row: Awaited<Q>[number]) => T,
): Promise<T | undefined> {
  const rows = (await query.where(eq(column, id)).limit(1)) as Awaited<Q>[number][];
  return rows.map(toRow)[0];
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

/** Unique and foreign-key violations that slip past the services' checks, said per field. */
function translateDatabaseError(error: unknown): never {
  const { code, constraint = '' } = databaseErrorOf(error) ?? {};
  if (code === '23505') {
    const field = constraint.includes('email') ? 'email' : 'slug';
    throw ValidationFailed.field(field, `The ${field} has already been taken.`);
  }
  if (code === '23503') {
    throw ValidationFailed.field('body', 'A record this one refers to does not exist.');
  }
  throw error;
}

type Handler = (request: FastifyRequest) => unknown;

/** List, get, create, update, delete (and reorder) routes of one resource, audited. */
export function registerResource<Row>(app: FastifyInstance, resource: ResourceDefinition<Row>) {
  const base = `/api/admin/${resource.name}`;
  const writable = resource.create || resource.update || resource.remove || resource.reorder;
  if (writable && !resource.entity) throw new Error(`${resource.name} needs an audit entity`);
  const entity = resource.entity as AuditEntity;
  const idKind = resource.idKind ?? 'int';
  const actorOf = (request: FastifyRequest): Actor => ({ userId: requireAuth(request).user.id });
  const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, idKind);
  const invalidate = () => {
    if (resource.invalidates?.length) app.cache.invalidate(...resource.invalidates);
  };
  const inTransaction = async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    try {
      return await app.db.transaction(work);
    } catch (error) {
      return translateDatabaseError(error);
    }
  };
  const found = async (tx: Tx, id: Id): Promise<Row> => {
    const row = await resource.get(tx, id);
    if (row === undefined) throw new NotFound();
    return row;
  };

  const list: Handler = async (request) => {
    const params = parseListParams(request.query);
    const { rows, total } = await resource.list(app.db, params);
    return { data: rows, meta: { total, page: params.page, per_page: params.perPage } };
  };
  app.get(base, list);
  app.get(`${base}/:id`, async (request) => ({ data: await found(app.db, idOf(request)) }));

  const { create, update, remove, reorder } = resource;
  if (create) {
    app.post(base, async (request, reply) => {
      const input = parseInput(create.schema, request.body);
      const actor = actorOf(request);
      const row = await inTransaction(async (tx) => {
        const id = await create.run(tx, input as never, actor);
        const after = await found(tx, id);
        await recordAudit(tx, {
          actorUserId: actor.userId,
          action: 'create',
          entity,
          entityId: id,
          after,
        });
        return after;
      });
      invalidate();
      return reply.status(201).send({ data: row });
    });
  }
  if (update) {
    app.patch(`${base}/:id`, async (request) => {
      const id = idOf(request);
      const input = parseInput(update.schema, request.body);
      const actor = actorOf(request);
      const row = await inTransaction(async (tx) => {
        const before = await found(tx, id);
        await update.run(tx, id, input as never, actor);
        const after = await found(tx, id);
        await recordAudit(tx, {
          actorUserId: actor.userId,
          action: 'update',
          entity,
          entityId: id,
          before,
          after,
        });
        return after;
      });
      invalidate();
      return { data: row };
    });
  }
  if (remove) {
    app.delete(`${base}/:id`, async (request, reply) => {
      const id = idOf(request);
      const actor = actorOf(request);
      const afterCommit = await inTransaction(async (tx) => {
        const row = await found(tx, id);
        const cleanup = await remove(tx, id, actor, row);
        await recordAudit(tx, {
          actorUserId: actor.userId,
          action: 'delete',
          entity,
          entityId: id,
          before: row,
        });
        return cleanup;
      });
      invalidate();
      if (typeof afterCommit === 'function') await (afterCommit as () => Promise<void>)();
      return reply.status(204).send();
    });
  }
  if (reorder) {
    app.post(`${base}/reorder`, async (request, reply) => {
      const { ids } = parseInput(adminReorderSchema, request.body);
      const actor = actorOf(request);
      await inTransaction(async (tx) => {
        await reorder(tx, ids);
        await recordAudit(tx, {
          actorUserId: actor.userId,
          action: 'reorder',
          entity,
          entityId: null,
          after: { ids },
        });
      });
      invalidate();
      return reply.status(204).send();
    });
  }
}

/** Runs `work` in a transaction and writes its audit entry there too (custom actions). */
export async function auditedChange<T>(
  db: Database,
  entry: { actor: Actor; action: string; entity: AuditEntity; entityId: Id | null },
  work: (tx: Tx) => Promise<{ result: T; before?: unknown; after?: unknown }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, before, after } = await work(tx);
    await recordAudit(tx, {
      actorUserId: entry.actor.userId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before,
      after,
    });
    return result;
  });
}
