import { eq, sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { reportSchema, type Report } from '@iqra/contracts';
import type { Database } from '../src/db/client.ts';
import {
  payments,
  products,
  refunds,
  schoolSettings,
  subscriptionPayments,
  subscriptions,
  tiers,
} from '../src/db/schema.ts';
import { registerLearner } from './helpers.ts';
import { schoolUnderClock } from './teaching.ts';

/** The number a statement answers with: its first row's first column. */
export async function numberOf(db: Database, query: SQL): Promise<number> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return Number(Object.values(rows[0] ?? {})[0]);
}

/**
 * Demo requests whose family paid for a course within 30 days of attending their trial (by the
 * request's address), counted straight from the rows: the funnel's last stage, by hand.
 */
export const convertedRequests = sql`
  select count(distinct d.id) from demo_requests d
  join classes t on t.demo_request_id = d.id and t.attendance in ('present', 'late')
  join users u on lower(u.email) = lower(d.email)
  join payments p on p.user_id = u.id and p.status = 'completed' and p.kind = 'course'
   and p.completed_at between t.starts_at and t.starts_at + interval '30 days'`;

// A small school counted by hand, for the school's figures (modules/reports). It keeps New
// York's clock: 10 March 2030 is the day its clocks go forward (23 hours), and a payment at
// 23:30 on its clock counts on that day, though UTC has it on the next.

export interface Plan {
  id: number;
  productId: number;
}

/** Where rows are written as they happened: payments, plans and refunds. */
function writer(db: Database) {
  async function one<T>(rows: Promise<T[]>): Promise<T> {
    const [row] = await rows;
    if (row === undefined) throw new Error('nothing was written');
    return row;
  }
  const paid = async (
    userId: number,
    tier: Plan,
    amountCents: number,
    completedAt: string,
    {
      currency = 'USD',
      status = 'completed',
    }: { currency?: string; status?: 'completed' | 'failed' | 'capturing' } = {},
  ) =>
    (
      await one(
        db
          .insert(payments)
          .values({
            userId,
            kind: 'course',
            productId: tier.productId,
            tierId: tier.id,
            amountCents,
            currency,
            provider: 'demo',
            status,
            createdAt: new Date(Date.parse(completedAt) - 60_000),
            completedAt: status === 'completed' ? new Date(completedAt) : null,
          })
          .returning({ id: payments.id }),
      )
    ).id;
  async function plan(
    userId: number,
    tier: Plan,
    [startedAt, endedAt]: [string, string],
    paymentIds: string[] = [],
    status: 'active' | 'cancelled' = 'active',
  ) {
    const { id } = await one(
      db
        .insert(subscriptions)
        .values({
          userId,
          productId: tier.productId,
          tierId: tier.id,
          paymentId: paymentIds[0] ?? null,
          startedAt: new Date(startedAt),
          endedAt: new Date(endedAt),
          status,
        })
        .returning({ id: subscriptions.id }),
    );
    for (const paymentId of paymentIds) {
      await db.insert(subscriptionPayments).values({ paymentId, subscriptionId: id });
    }
    return id;
  }
  const refunded = (paymentId: string, amountCents: number, refundedAt: string) =>
    db
      .insert(refunds)
      .values({ paymentId, amountCents, currency: 'USD', refundedAt: new Date(refundedAt) });
  return { paid, plan, refunded };
}

/** Two plans of the catalogue's first course. */
async function twoPlans(db: Database): Promise<[Plan, Plan]> {
  const [course] = await db.select({ id: products.id }).from(products).orderBy(products.id);
  const [a, b] = await db.select({ id: tiers.id }).from(tiers).orderBy(tiers.id).limit(2);
  if (!course || !a || !b) throw new Error('the catalogue has no course with two plans');
  return [
    { id: a.id, productId: course.id },
    { id: b.id, productId: course.id },
  ];
}

/** The school, its people and payments as they happened, with the clock on 5 April 2030. */
export async function smallSchool() {
  const school = await schoolUnderClock('2030-04-05T12:00:00Z');
  const { app, world, context } = school;
  const db = context.database.db;
  await db
    .update(schoolSettings)
    .set({ timeZone: 'America/New_York' })
    .where(eq(schoolSettings.id, 1));

  async function report(query: string): Promise<Report> {
    const response = await world.admin.get(`/api/admin/reports?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return reportSchema.parse(response.json().data);
  }

  const [a, b] = await twoPlans(db);
  const { paid, plan, refunded } = writer(db);
  const learner = async () => (await registerLearner(app, { time_zone: 'Europe/London' })).user;
  // Five learners. L1 pays on 10 March at 23:30 New York time (03:30 UTC on the 11th), and
  // renews on 31 March at 23:30 (UTC: 1 April). L2 pays on 9 March at 23:30 (UTC: the 10th).
  // L3 pays in euros. L4 paid on 28 February, was refunded in full on 2 March, and their plan
  // ended on 28 March. L5's plan ended on 1 January; they came back on 1 April at 00:30.
  const l1 = await learner();
  const l2 = await learner();
  const l3 = await learner();
  const l4 = await learner();
  const l5 = await learner();
  const p1 = await paid(l1.id, a, 5000, '2030-03-11T03:30:00Z');
  const p2 = await paid(l2.id, b, 4000, '2030-03-10T04:30:00Z');
  const p3 = await paid(l3.id, a, 3000, '2030-03-15T15:00:00Z', { currency: 'EUR' });
  const p4 = await paid(l1.id, a, 5000, '2030-04-01T03:30:00Z');
  const p5 = await paid(l4.id, b, 2000, '2030-02-28T12:00:00Z');
  await paid(l2.id, b, 9999, '2030-03-12T12:00:00Z', { status: 'failed' });
  const p7 = await paid(l5.id, a, 4500, '2030-04-01T04:30:00Z');
  await refunded(p1, 1500, '2030-03-20T12:00:00Z');
  await refunded(p5, 2000, '2030-03-02T12:00:00Z');
  await plan(l1.id, a, ['2030-03-11T03:30:00Z', '2030-05-11T03:30:00Z'], [p1, p4]);
  await plan(l2.id, b, ['2030-03-10T04:30:00Z', '2030-04-10T04:30:00Z'], [p2]);
  await plan(l2.id, a, ['2030-03-01T12:00:00Z', '2030-04-01T12:00:00Z'], [], 'cancelled');
  await plan(l3.id, a, ['2030-03-15T15:00:00Z', '2030-04-15T15:00:00Z'], [p3]);
  await plan(l4.id, b, ['2030-02-28T12:00:00Z', '2030-03-28T12:00:00Z'], [p5]);
  await plan(l5.id, a, ['2029-12-01T05:00:00Z', '2030-01-01T05:00:00Z']);
  await plan(l5.id, a, ['2030-04-01T04:30:00Z', '2030-05-01T04:30:00Z'], [p7]);
  return { ...school, db, report, paid, tiers: { a, b }, learners: { l1, l2, l3, l4, l5 } };
}
