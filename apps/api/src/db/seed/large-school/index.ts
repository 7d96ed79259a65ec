import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { newSecret } from '../../../lib/tokens.ts';
import { seedCatalog } from '../fill.ts';
import { drawFor, insertMakeups, insertRegularClasses, insertTrials } from './classes.ts';
import { plusMonths } from './days.ts';
import { insertLeads, insertPeople, insertSubscriptions, moveSequencesOn } from './insert-plan.ts';
import {
  insertBookPurchases,
  insertCoursePayments,
  insertOtherLeads,
  insertRefunds,
} from './money.ts';
import { planSchool, type LargeSchoolOptions } from './plan.ts';

// A large school in a fresh database: thousands of learners and hundreds of tutors
// with years of classes, payments and leads, for the benchmarks of the school's figures and for
// trying the back office by hand. `npm run make:large-school` (cli/make-large-school.ts) runs it
// on PostgreSQL; its test runs a small one on PGlite. One seed makes one school, row for row.

export type { LargeSchoolOptions } from './plan.ts';

/** The size the issue asks for: 10,000 learners, 200 tutors, three years (~1.5 M classes). */
export const FULL_SIZE = { learners: 10_000, tutors: 200, months: 36 } as const;

/** The large school's clock: its figures count days in Cairo, where most of its tutors are. */
export const LARGE_SCHOOL_ZONE = 'Africa/Cairo';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** What a database holds that the large school would be mixed with: people, classes, money. */
export async function whatIsThere(db: Database): Promise<Record<string, number>> {
  const [row] = rowsOf(
    await db.execute(sql`
      select (select count(*) from users)::int as people,
             (select count(*) from subscriptions)::int as subscriptions,
             (select count(*) from classes)::int as classes,
             (select count(*) from payments)::int as payments,
             (select count(*) from demo_requests)::int as "demo requests"`),
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([name, n]) => [name, Number(n)]));
}

/** Refuses, saying what is there, unless the database holds no people, classes or money. */
export async function refuseUnlessFresh(db: Database): Promise<void> {
  const there = Object.entries(await whatIsThere(db)).filter(([, n]) => n > 0);
  if (there.length > 0) {
    const listed = there.map(([name, n]) => `${n} ${name}`).join(', ');
    throw new Error(
      `This database is not fresh: it already has ${listed}. The large school is made only in a ` +
        'database that has nothing but what migrations make (create an empty one and point ' +
        'DATABASE_URL at it); nothing was changed.',
    );
  }
}

/**
 * Fills a fresh, migrated database (countries loaded) with the large school, in one
 * transaction: all of it or none. Refuses a database that already has people or their data.
 */
export async function makeLargeSchool(
  db: Database,
  options: LargeSchoolOptions,
  /** Told each step's name and how long it took (ms), as it ends. */
  onStep: (name: string, ms: number) => void = () => undefined,
): Promise<Record<string, number>> {
  await refuseUnlessFresh(db);
  const plan = planSchool(options);
  // Every account shares one hash of a secret nobody knows: no one signs in until staff reset
  // a password (or make a staff account with `npm run admin:create`).
  const passwordHash = await hashPassword(newSecret());
  const draw = drawFor(options.seed, options.now);
  const start = new Date(plusMonths(options.now.getTime(), -options.months));
  let committing = performance.now();
  await db.transaction(async (tx) => {
    // Months are added on the UTC calendar, as the app adds them (lib/dates.ts).
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`set local work_mem = '256MB'`);
    await refuseUnlessFresh(tx as unknown as Database);
    const [catalogue] = rowsOf(await tx.execute(sql`select count(*)::int as n from products`));
    if (Number(catalogue?.n) === 0) await seedCatalog(tx, options.now);
    await tx.execute(sql`update school_settings set time_zone = ${LARGE_SCHOOL_ZONE} where id = 1`);
    const steps: [string, () => Promise<void>][] = [
      ['people', () => insertPeople(tx, plan, passwordHash)],
      ['subscriptions', () => insertSubscriptions(tx, plan)],
      ['demo requests', () => insertLeads(tx, plan)],
      ['classes', () => insertRegularClasses(tx, draw)],
      ['make-up credits and classes', () => insertMakeups(tx, draw)],
      ['trial classes', () => insertTrials(tx, draw)],
      ['course payments', () => insertCoursePayments(tx, draw, options.seed)],
      ['books', () => insertBookPurchases(tx, draw, options.seed)],
      ['refunds', () => insertRefunds(tx, draw, plan.staffIds[0] ?? 1)],
      ['other leads', () => insertOtherLeads(tx, draw, options.learners, start)],
    ];
    for (const [name, step] of steps) {
      const began = performance.now();
      await step();
      onStep(name, performance.now() - began);
    }
    await moveSequencesOn(tx);
    committing = performance.now();
  });
  onStep('commit', performance.now() - committing);
  return { ...(await largeSchoolCounts(db)), unplaced: plan.unplaced };
}

/** The large school's rows, counted (what the script prints). */
export async function largeSchoolCounts(db: Database): Promise<Record<string, number>> {
  const [row] = rowsOf(
    await db.execute(sql`
      select
        (select count(*) from users u where role = 'student'
           and not exists (select 1 from guardianships g where g.guardian_id = u.id))::int as learners,
        (select count(*) from guardianships)::int as children,
        (select count(distinct guardian_id) from guardianships)::int as parents,
        (select count(*) from tutors)::int as tutors,
        (select count(*) from tutor_pay_rates)::int as "pay rates",
        (select count(*) from subscriptions)::int as subscriptions,
        (select count(*) from classes)::int as classes,
        (select count(*) from classes where kind = 'makeup')::int as "make-up classes",
        (select count(*) from classes where kind = 'trial')::int as "trial classes",
        (select count(*) from classes where status = 'cancelled')::int as "cancelled classes",
        (select count(*) from makeup_credits)::int as "make-up credits",
        (select count(*) from payments)::int as payments,
        (select count(*) from payments where status = 'completed')::int as "completed payments",
        (select count(*) from subscription_payments)::int as "subscription payments",
        (select count(*) from refunds)::int as refunds,
        (select count(*) from demo_requests)::int as "demo requests",
        (select count(*) from job_applications)::int as "job applications",
        (select count(*) from contact_messages)::int as "contact messages",
        (select count(*) from newsletter_subscribers)::int as "newsletter subscribers"`),
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([name, n]) => [name, Number(n)]));
}
