import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { confirmHolidayUntold } from '../src/modules/teaching/index.ts';
import { testDatabaseKind } from './helpers.ts';
import { withDatabase } from './global-setup.ts';

// Instances started together on a new database, as a host starts them after a deploy: each
// migrates and seeds at start, so they must take turns (PostgreSQL), or the second must be
// refused the embedded database the first holds.

/** What the server does at start (server.ts). */
const start = (database: DatabaseHandle) =>
  database.alone(async () => {
    await database.migrate();
    await seedDatabase(database.db, { demo: true, confirmHoliday: confirmHolidayUntold });
  });

describe('instances started together', () => {
  it(
    testDatabaseKind === 'postgres'
      ? 'migrate and seed one new PostgreSQL database once, in turn'
      : 'cannot both open one embedded database',
    async () => {
      if (testDatabaseKind === 'postgres') {
        const url = process.env.TEST_DATABASE_URL ?? '';
        const name = `iqra_test_start_${process.pid}_${Date.now().toString(36)}`;
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`create database "${name}"`);
        const handles = await Promise.all(
          [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: withDatabase(url, name) })),
        );
        try {
          await Promise.all(handles.map(start));
          const admins = await handles[0]!.db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.role, 'admin'));
          expect(admins).toHaveLength(1);
        } finally {
          for (const handle of handles) await handle.close();
          await admin.query(`drop database if exists "${name}" with (force)`);
          await admin.end();
        }
        return;
      }
      const dir = await mkdtemp(path.join(os.tmpdir(), 'iqra-start-'));
      const dataDir = path.join(dir, 'pgdata');
      const first = await openDatabase({ kind: 'pglite', dataDir });
      try {
        await start(first);
        await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
          'is in use by process',
        );
      } finally {
        await first.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
