import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { confirmHolidayUntold } from '../src/modules/teaching/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite data directories (gzipped tar) to start each test file from. */
    pgliteTemplates: { seeded: string; empty: string };
    /** PostgreSQL template databases, when TEST_DATABASE_URL is set. */
    postgresTemplates: { seeded: string; empty: string } | null;
  }
}

async function prepare(database: DatabaseHandle, seeded: boolean) {
  await database.migrate();
  // Countries are reference data every database gets; the demo catalogue only when seeded.
  await seedDatabase(database.db, { demo: seeded, confirmHoliday: confirmHolidayUntold });
}

/**
 * Migrates (and seeds) template databases once per run, so each test file starts from a
 * copy in milliseconds instead of running initdb and migrations again.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.IQRA_TEST_DB ?? 'pglite';
  const dir = await mkdtemp(path.join(os.tmpdir(), 'iqra-templates-'));
  const cleanups: (() => Promise<void>)[] = [() => rm(dir, { recursive: true, force: true })];

  const pgliteTemplates = {
    seeded: path.join(dir, 'seeded.tgz'),
    empty: path.join(dir, 'empty.tgz'),
  };
  let postgresTemplates: { seeded: string; empty: string } | null = null;

  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('IQRA_TEST_DB=postgres needs TEST_DATABASE_URL');
    const suffix = `${process.pid}_${Date.now().toString(36)}`;
    postgresTemplates = { seeded: `iqra_tpl_seeded_${suffix}`, empty: `iqra_tpl_empty_${suffix}` };
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (const [variant, name] of Object.entries(postgresTemplates)) {
      await admin.query(`create database "${name}"`);
      const database = await openDatabase({
        kind: 'postgres',
        url: withDatabase(url, name),
        max: 1,
      });
      await prepare(database, variant === 'seeded');
      await database.close();
    }
    cleanups.push(async () => {
      for (const name of Object.values(postgresTemplates ?? {})) {
        await admin.query(`drop database if exists "${name}" with (force)`);
      }
      await admin.end();
    });
  } else {
    for (const [variant, file] of Object.entries(pgliteTemplates)) {
      const client = await PGlite.create();
      const database = await openDatabase({ kind: 'pglite', client });
      await prepare(database, variant === 'seeded');
      const dump = await client.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
      await client.close();
    }
  }

  project.provide('pgliteTemplates', pgliteTemplates);
  project.provide('postgresTemplates', postgresTemplates);
  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
