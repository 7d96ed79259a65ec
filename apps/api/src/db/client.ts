import type { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { claimDataDir } from '../lib/data-dir-lock.ts';
import { migrationsFolder } from '../lib/paths.ts';
import { PgliteNotifications, PostgresNotifications, type Notifications } from './notifications.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Drizzle over either driver; services see one type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction(async (tx) => …)` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Runs `work` while no other process does work this way on the same database: instances
   * starting together migrate and seed one after the other (PostgreSQL: an advisory lock held
   * by a connection of its own; embedded: one process only anyway).
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  /** The database's NOTIFY channels, shared by every instance on it (started by the app). */
  notifications: Notifications;
  close(): Promise<void>;
}

export type DatabaseSource =
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File; client?: PGlite };

/** How long closing waits for the listener, then for the pool's connections, to end. */
const CLOSE_STEP_MS = 5000;

/** Waits for `work` to settle, or for `ms`, whichever comes first; never rejects. */
async function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work.catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
}

/** The advisory lock instances take to migrate and seed one at a time ("iqra" in ASCII). */
const START_LOCK = 0x69717261;

/** Opens PostgreSQL (node-postgres pool) or embedded PGlite, behind one handle. */
export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if (source.kind === 'postgres') {
    let attach: (client: pg.ClientBase) => Promise<void> = async () => undefined;
    const pool = new pg.Pool({
      connectionString: source.url,
      max: source.max ?? 10,
      // Awaited before a new connection is handed out (pg-pool's hook; @types/pg lacks it).
      onConnect: (client: pg.ClientBase) => attach(client),
    } as pg.PoolConfig);
    // An idle client's network error must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    // Nor may a client's that is checked out with no query running (a transaction between two
    // statements) when the server goes away: the error has no query to fail, and an 'error'
    // event nobody listens to is thrown. Its next statement fails instead (an outage, so a
    // 503), and the pool drops it when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const notifications = new PostgresNotifications(source.url, pool);
    attach = (client) => notifications.attach(client);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      ping: () => ping(db),
      alone: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [START_LOCK]);
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      notifications,
      // Each step may take a few seconds, no more: a connection that the server dropped in an
      // outage can leave node-postgres waiting for an end that never comes (seen once in the
      // outage test, under load), and a closing server must not hang on it. What is still
      // open then goes with the process.
      close: once(async () => {
        await settledWithin(notifications.stop(), CLOSE_STEP_MS);
        await settledWithin(pool.end(), CLOSE_STEP_MS);
      }),
    };
  }
  let client = source.client;
  // A folder of its own is this process's alone while open (lib/data-dir-lock.ts).
  let release: () => void = () => undefined;
  if (!client) {
    if (source.dataDir) {
      mkdirSync(path.dirname(source.dataDir), { recursive: true });
      release = claimDataDir(source.dataDir);
    }
    try {
      const { PGlite } = await import('@electric-sql/pglite');
      client = await PGlite.create({
        ...(source.dataDir ? { dataDir: source.dataDir } : {}),
        ...(source.loadDataDir ? { loadDataDir: source.loadDataDir } : {}),
      });
    } catch (error) {
      release();
      throw error;
    }
  }
  const pglite = client;
  // Loaded only for the embedded database (its driver loads PGlite's code): a PostgreSQL
  // instance never needs them.
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  const notifications = new PgliteNotifications(pglite);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder }),
    ping: () => ping(db),
    alone: (work) => work(),
    notifications,
    close: once(async () => {
      await notifications.stop();
      await pglite.close();
      release();
    }),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Closing twice (a shutdown racing a test's clean-up) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
