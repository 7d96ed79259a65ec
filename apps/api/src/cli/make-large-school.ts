import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { FULL_SIZE, makeLargeSchool, refuseUnlessFresh } from '../db/seed/large-school/index.ts';

const USAGE =
  'Usage: DATABASE_URL=postgres://…/iqra_large npm run make:large-school [-- --now 2026-12-01] [--seed 1] [--learners 10000] [--tutors 200] [--months 36]';

/** A whole number option, at least 1. */
function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new Error(`--${name} must be a whole number, 1 or more`);
  return n;
}

/** `--now` as a day (its start, UTC) or an instant; without it, the start of today (UTC). */
function nowOf(value: string | undefined): Date {
  const today = new Date().toISOString().slice(0, 10);
  const text = value ?? today;
  const now = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${text}`);
  return now;
}

/**
 * The server's own databases (`postgres`, the templates) are never filled, nor one with tables
 * but no people table (some other application's): left alone.
 */
async function refuseOthers(database: DatabaseHandle) {
  const result = await database.db.execute(sql`
    select current_database() as name, to_regclass('public.users') is not null as ours,
           (select count(*) from information_schema.tables where table_schema = 'public')::int as tables`);
  const [row] = (result as unknown as { rows: { name: string; ours: boolean; tables: number }[] })
    .rows;
  if (row && ['postgres', 'template0', 'template1'].includes(row.name)) {
    throw new Error(
      `"${row.name}" is the server's own database: create one for the large school (create database iqra_large) and point DATABASE_URL at it.`,
    );
  }
  if (row?.ours) {
    await refuseUnlessFresh(database.db);
  } else if (Number(row?.tables) > 0) {
    throw new Error(
      `This database has ${row?.tables} tables and none of Iqra's: not a database to fill; nothing was changed.`,
    );
  }
}

/** `npm run make:large-school`: a large school in a fresh PostgreSQL database. */
async function main() {
  const { values } = parseArgs({
    options: {
      now: { type: 'string' },
      seed: { type: 'string' },
      learners: { type: 'string' },
      tutors: { type: 'string' },
      months: { type: 'string' },
    },
    strict: true,
  });
  const options = {
    now: nowOf(values.now),
    seed: count(values.seed, 1, 'seed'),
    learners: count(values.learners, FULL_SIZE.learners, 'learners'),
    tutors: count(values.tutors, FULL_SIZE.tutors, 'tutors'),
    months: count(values.months, FULL_SIZE.months, 'months'),
  };
  const { databaseUrl } = loadConfig();
  if (!databaseUrl) throw new Error('DATABASE_URL must name a PostgreSQL database (a fresh one).');
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, max: 2 });
  const started = performance.now();
  try {
    await database.alone(async () => {
      await refuseOthers(database);
      await database.migrate();
      await seedDatabase(database.db, { demo: false });
      const log = (line: string) => process.stdout.write(`${line}\n`);
      log(
        `Making a school of ${options.learners} learners and ${options.tutors} tutors, ` +
          `${options.months} months up to ${options.now.toISOString()} (seed ${options.seed})…`,
      );
      const counts = await makeLargeSchool(database.db, options, (step, ms) =>
        log(`  ${step.padEnd(28)} ${(ms / 1000).toFixed(1)} s`),
      );
      const analysing = performance.now();
      await database.db.execute(sql`analyze`);
      log(`  ${'analyze'.padEnd(28)} ${((performance.now() - analysing) / 1000).toFixed(1)} s`);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      for (const [name, n] of Object.entries(counts))
        log(`  ${name.padEnd(24)} ${n.toLocaleString('en')}`);
      log(
        `Done in ${seconds} s. Try it: DATABASE_URL=… npm start, and sign in as staff made with npm run admin:create.`,
      );
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A failed statement's own words are its cause (Drizzle's message is the statement).
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  console.error(cause instanceof Error ? cause.message : cause);
  console.error(USAGE);
  process.exit(1);
});
