import { count, sql } from 'drizzle-orm';
import type { Database, Transaction as Tx } from '../client.ts';
import type { ConfirmHoliday } from './demo-holiday.ts';
import { categories, countries, users } from '../schema.ts';

export { DEMO_ADMIN, DEMO_PARENT, DEMO_STUDENT, DEMO_TUTOR } from './demo-accounts.ts';

// Any number will do, as long as every instance uses the same one.
const SEED_LOCK = 7_242_001;

export type { ConfirmHoliday } from './demo-holiday.ts';

/**
 * Demo catalogue and demo accounts (`demo`); reference data (countries) is always loaded. The
 * demo's closure is confirmed by teaching's code, handed in (`confirmHoliday`), since db/
 * imports no module.
 */
export type SeedOptions =
  { demo: false; now?: Date } | { demo: boolean; now?: Date; confirmHoliday: ConfirmHoliday };

/**
 * Fills an empty database: countries always, the demo catalogue and accounts when asked.
 * Each part is added only where its table is empty, under a lock, so any number of
 * starts (or instances starting together) leave exactly one copy. A start on a database
 * that has every part loads none of the seed's data (`fill.ts`) and hashes nothing.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const wanted = options.demo ? [countries, categories, users] : [countries];
  const empty = await Promise.all(wanted.map((table) => isEmpty(db, table)));
  if (!empty.includes(true)) return;

  const fill = await import('./fill.ts');
  // Hashing is slow on purpose; do it before taking the lock, and only for accounts to make.
  const hashes = options.demo && empty[2] ? await fill.demoHashes() : null;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isEmpty(tx, countries)) await fill.seedCountries(tx);
    if (!options.demo) return;
    if (await isEmpty(tx, categories)) await fill.seedCatalog(tx, now);
    // Empty before the lock yet filled under it: another instance made the accounts meanwhile.
    if (hashes && (await isEmpty(tx, users))) {
      await fill.seedAccounts(tx, now, hashes);
      // Once every plan's classes are made: the closure takes whichever fall on its day.
      await fill.seedDemoClosure(tx, now, options.confirmHoliday);
    }
  });
}

async function isEmpty(
  db: Database | Tx,
  table: typeof countries | typeof categories | typeof users,
) {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}
