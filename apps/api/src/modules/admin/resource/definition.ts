import type { z } from 'zod';
import type { AdminResource, AuditEntity, Language } from '@iqra/contracts';
import type { Database } from '../../../db/client.ts';
import type { Tx } from '../../../lib/audit.ts';
import type { Id, IdKind } from '../../../lib/params.ts';

export type { Id, Tx };

/** Who is making a change: written to the audit log, and checked where it matters (self). */
export interface Actor {
  userId: number;
  /** When they act, on the school's clock (lib/clock.ts). */
  at: Date;
  /**
   * The language of the page they act from (`request.locale`): what a mail their change sends
   * to someone with no language of their own is written in (decision 042).
   */
  locale: Language;
}

/** A list's sort names (`-` first for descending), its default, and its filters' names. */
export interface Listing {
  sorts: string[];
  defaultSort: string;
  filters: string[];
}

export interface ListParams {
  page: number;
  perPage: number;
  q: string | undefined;
  sort: string | undefined;
  filters: Record<string, string>;
  /** The moment the list is read at, on the school's clock: what "active" or "open" mean. */
  now: Date;
}

/**
 * One back-office resource: how to list and read it, and (when staff may) how to create,
 * change and delete it. The HTTP shape, the transaction, the audit entry and the cache
 * invalidation are the same for every resource, so they live in the resource routes and
 * services; a definition says only what is its own. `Create` and `Update` are the schemas of
 * its bodies: `run` gets what they parse.
 */
export interface ResourceDefinition<
  Row,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
> {
  name: AdminResource;
  /**
   * What the API document calls one row (with its article) and several, e.g.
   * `{ one: 'a tier group', many: 'tier groups' }`: `Create a tier group`, `List tier groups`.
   */
  label: { one: string; many: string };
  /** A row as staff read it: the contract's schema, documented for every answer of a row. */
  schema: z.ZodType<Row>;
  /** What its list sorts and filters by (see `listing` in list-page.ts), for the document. */
  listing: Listing;
  /**
   * When a change answers 409, by kind of change: documented on that route (none: never).
   * Only what the definition's own code (or the database, e.g. a tutor's clash) refuses.
   */
  conflicts?: { create?: string; update?: string; remove?: string };
  /** Its name in the audit log (`products`, `users`, …); read-only resources have none. */
  entity?: AuditEntity;
  idKind?: IdKind;
  list(db: Database, params: ListParams): Promise<{ rows: Row[]; total: number }>;
  /** The row as staff read it at `now` (the school's clock). */
  get(db: Tx, id: Id, now: Date): Promise<Row | undefined>;
  create?: { schema: Create; run(tx: Tx, input: z.output<Create>, actor: Actor): Promise<Id> };
  update?: {
    schema: Update;
    run(tx: Tx, id: Id, input: z.output<Update>, actor: Actor): Promise<void>;
  };
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

/**
 * Any resource, as the routes and services handle them: they parse a body with the
 * resource's own schema before `run` sees it, so its row and input types need not be known.
 */
export type AnyResource = ResourceDefinition<unknown>;

/** A resource whose `run` functions are typed by its schemas (nothing else is done). */
export function defineResource<
  Row,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
>(definition: ResourceDefinition<Row, Create, Update>): ResourceDefinition<Row, Create, Update> {
  return definition;
}
