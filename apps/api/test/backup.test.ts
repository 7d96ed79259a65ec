import { sql } from 'drizzle-orm';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { backup, restore, type DataPlace } from '../src/db/backup.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { faqs } from '../src/db/schema.ts';
import { DEMO_ADMIN } from '../src/db/seed/index.ts';
import { createPostgresDatabase, testDatabaseKind } from './helpers.ts';
import { picture as solidPicture } from './files.ts';
import { multipart } from './multipart.ts';

// `npm run db:backup` and `db:restore` (src/cli/), on the real database of the run's kind: what
// the site held before the backup is what a fresh place serves after the restore.

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'iqra-backup-test-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A place for the site's data: a data folder, and a database of its own when on PostgreSQL. */
async function newPlace(variant: 'seeded' | 'empty'): Promise<DataPlace> {
  const dataDir = await tempDir();
  if (testDatabaseKind !== 'postgres') return { databaseUrl: undefined, dataDir };
  const { url, drop } = await createPostgresDatabase(variant);
  cleanups.push(drop);
  return { databaseUrl: url, dataDir };
}

/** The database of a place, opened as the server opens it (the embedded one in its folder). */
async function open(place: DataPlace, template?: Blob): Promise<DatabaseHandle> {
  return place.databaseUrl
    ? openDatabase({ kind: 'postgres', url: place.databaseUrl, max: 2 })
    : openDatabase({
        kind: 'pglite',
        dataDir: path.join(place.dataDir, 'pgdata'),
        ...(template ? { loadDataDir: template } : {}),
      });
}

/** The site running on a place, as the server runs it. */
async function siteOn(place: DataPlace, database: DatabaseHandle) {
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: place.dataDir,
    LOG_LEVEL: 'silent',
    ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
  });
  const app = await buildApp({ config, database, logger: false, webRoot: false });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function signIn(app: Awaited<ReturnType<typeof buildApp>>, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  return response;
}

const template = async () =>
  testDatabaseKind === 'postgres'
    ? undefined
    : new Blob([await readFile(inject('pgliteTemplates').seeded)]);

describe('a backup restored into a fresh place', () => {
  it('serves what the site held: an account, a FAQ and an uploaded picture', async () => {
    const source = await newPlace('seeded');
    const before = await siteOn(source, await open(source, await template()));
    const admin = (await signIn(before.app, DEMO_ADMIN.email, DEMO_ADMIN.password)).json().token;
    const headers = { authorization: `Bearer ${admin}` };
    const faq = await before.app.inject({
      method: 'POST',
      url: '/api/admin/faqs',
      headers,
      payload: {
        question: 'Is there a class in Ramadan?',
        answer: 'Yes, at the times you choose.',
      },
    });
    expect(faq.statusCode, faq.body).toBe(201);
    const png = await solidPicture(64, 48).png().toBuffer();
    const form = multipart({}, [
      { field: 'file', filename: 'banner.png', type: 'image/png', content: png },
    ]);
    const uploaded = await before.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const pictureUrl = (uploaded.json() as { url: string }).url;
    const picture = (await before.app.inject({ url: pictureUrl })).rawPayload;
    await before.close();

    const file = path.join(await tempDir(), 'iqra.tar');
    const made = await backup(source, file);
    expect(made.kind).toBe(testDatabaseKind);
    expect(made.bytes).toBeGreaterThan(10_000);

    // A place with nothing of the site's: an empty folder, or a migrated database without data.
    const target = await newPlace('empty');
    const empty = await siteOn(target, await open(target));
    expect((await signIn(empty.app, DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(422);
    await empty.close();

    await restore(target, file);
    const after = await siteOn(target, await open(target));
    try {
      expect((await signIn(after.app, DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(200);
      const faqs = (await after.app.inject({ url: '/api/faqs' })).json() as {
        data: { question: string }[];
      };
      expect(faqs.data.map((row) => row.question)).toContain('Is there a class in Ramadan?');
      const served = await after.app.inject({ url: pictureUrl });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(picture)).toBe(true);
    } finally {
      await after.close();
    }
  });

  it('puts back exactly what the backup held, over whatever came after it', async () => {
    const place = await newPlace('seeded');
    const faqCount = async (database: DatabaseHandle) =>
      (await database.db.select({ id: faqs.id }).from(faqs)).length;
    const first = await open(place, await template());
    await first.migrate();
    const before = await faqCount(first);
    await first.close();
    const file = path.join(await tempDir(), 'iqra.tar');
    await backup(place, file);

    // Afterwards: a new FAQ, and a table a newer version of the app might have added.
    const changed = await open(place);
    await changed.db
      .insert(faqs)
      .values({ question: 'Added later?', answer: 'Yes.', position: 99 });
    await changed.db.execute(sql`create table added_later (id int)`);
    await changed.close();

    await restore(place, file);
    const restored = await open(place);
    try {
      expect(await faqCount(restored)).toBe(before);
      await expect(restored.db.execute(sql`select 1 from added_later`)).rejects.toThrow(
        /added_later/,
      );
      // And the server's start goes through: nothing to migrate, and no leftover in the way.
      await restored.migrate();
    } finally {
      await restored.close();
    }
  });

  // The embedded database alone: PostgreSQL is a server of its own, which pg_dump reads live.
  if (testDatabaseKind === 'pglite')
    it('refuses to back up an embedded database a running server holds, saying why', async () => {
      const place = await newPlace('seeded');
      const running = await open(place, await template());
      try {
        await expect(backup(place, path.join(place.dataDir, 'x.tar'))).rejects.toThrow(
          `in use by process ${process.pid} (a running server?)`,
        );
      } finally {
        await running.close();
      }
      // Once it has stopped, the same backup goes through.
      const made = await backup(place, path.join(place.dataDir, 'x.tar'));
      expect(made.kind).toBe('pglite');
    });
});
