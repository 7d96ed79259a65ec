import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, one, payStatementSchema } from '@iqra/contracts';
import { classes, users } from '../../db/schema.ts';
import { testDatabaseKind } from '../../../test/helpers.ts';
import { at, paySchool } from '../../../test/pay.ts';
import { payMonth } from './paying.ts';
import { RATE_IN_PAID_MONTH } from './rates.ts';

// Paying a tutor's month while staff change it: a class added to the month, or a rate for its
// days, either waits for the payment and is then refused, or comes first and is in what is
// paid. Never both missed: the month paid and a class in it the statement does not hold.
const { clock, context, world, admin, january } = await paySchool();

const addClass = (subscriptionId: number, tutorId: number) =>
  admin.send('POST', '/api/admin/schedules', {
    subscription_id: subscriptionId,
    tutor_id: tutorId,
    title: 'Tajweed',
    link: 'https://meet.jit.si/iqra-pay',
    ...at('2027-01-25T10:00:00Z'),
  });
const addRate = (tutorId: number) =>
  admin.send('POST', `/api/admin/tutors/${tutorId}/pay-rates`, {
    effective_from: '2027-01-20',
    currency: 'USD',
    basis: 'per_hour',
    hourly_minor: 1,
  });

/** The ids of the tutor's classes in January on the school's calendar (Cairo, UTC+2). */
async function januaryClasses(tutorId: number) {
  const rows = await context.database.db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.tutorId, tutorId),
        gte(classes.startsAt, new Date('2026-12-31T22:00:00Z')),
        lt(classes.startsAt, new Date('2027-01-31T22:00:00Z')),
      ),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id));
  return rows.map((row) => row.id);
}

/** Until `count` statements of this database wait for a lock. */
async function waitersReach(count: number) {
  for (let tries = 0; tries < 200; tries += 1) {
    const result = await context.database.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const [row] = (result as unknown as { rows: { waiting: number }[] }).rows;
    if ((row?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} statements came to wait`);
}

describe('a month being paid', () => {
  it(
    testDatabaseKind === 'postgres'
      ? 'holds back a class and a rate added to it meanwhile, then refuses them'
      : 'is paid with a class added at the same time in it, or the class is refused',
    async () => {
      const { tutor, learner, ids } = await january();
      await tutor.send('POST', `/api/teach/classes/${ids.unrecorded}/record`, {
        attendance: 'present',
      });

      if (testDatabaseKind === 'pglite') {
        // One connection: whichever comes first is whole before the other starts.
        const [paid, added] = await Promise.all([
          admin.send('POST', `/api/admin/tutors/${tutor.profile.id}/paid-months`, {
            month: '2027-01',
          }),
          addClass(learner.subscriptionId, tutor.profile.id),
        ]);
        if (added.statusCode === 201) {
          // The class came first: unrecorded, it keeps the month from being paid.
          expect(paid.statusCode).toBe(409);
        } else {
          expect(added.statusCode).toBe(409);
          expect(added.json().message).toBe(MESSAGES.paidMonth);
          const statement = one(payStatementSchema).parse(paid.json()).data;
          expect(statement.lines.map((line) => line.class_id)).toEqual(
            await januaryClasses(tutor.profile.id),
          );
        }
        return;
      }

      // PostgreSQL: the payment is read and written, and held open while staff add a class and
      // a rate to the month; both wait for it, and once it commits, both are refused.
      const [staff] = await context.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .limit(1);
      let commit = () => {};
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let paid = false;
      const paying = context.database.db.transaction(async (tx) => {
        const statement = await payMonth(tx, staff!.id, tutor.profile.id, '2027-01', clock.now());
        paid = true;
        await committing;
        return statement;
      });
      while (!paid) await new Promise((resolve) => setTimeout(resolve, 10));
      const adding = addClass(learner.subscriptionId, tutor.profile.id);
      const rating = addRate(tutor.profile.id);
      await waitersReach(2);
      commit();
      const statement = await paying;
      const [added, rated] = await Promise.all([adding, rating]);
      expect(added.statusCode).toBe(409);
      expect(added.json().message).toBe(MESSAGES.paidMonth);
      expect(rated.statusCode).toBe(409);
      expect(rated.json().message).toBe(RATE_IN_PAID_MONTH);
      const read = await admin.get(
        `/api/admin/tutors/${tutor.profile.id}/pay-statement?month=2027-01`,
      );
      expect(one(payStatementSchema).parse(read.json()).data.lines).toEqual(statement.lines);
      expect(statement.lines.map((line) => line.class_id)).toEqual(
        await januaryClasses(tutor.profile.id),
      );

      // Another tutor's month is not held by this one: their class goes in at once.
      const other = await world.tutor();
      expect((await addClass(learner.subscriptionId, other.profile.id)).statusCode).toBe(201);
    },
  );
});
