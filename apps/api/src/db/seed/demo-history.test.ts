import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { convertedRequests, numberOf } from '../../../test/reports.ts';
import { DEMO_TUTOR } from './demo-accounts.ts';

// The demo school's year behind its dashboard (demo-history.ts): every figure has something to
// show on a fresh start, and none of it is due to be mailed.

const { database } = await createTestApp();
const db = database.db;
const one = (query: ReturnType<typeof sql>) => numberOf(db, query);
/** The last twelve months on the school's clock, before this one. */
const lastTwelve = sql`
  generate_series(date_trunc('month', now() at time zone 'Africa/Cairo') - interval '12 months',
                  date_trunc('month', now() at time zone 'Africa/Cairo') - interval '1 month',
                  interval '1 month') as m(month)`;
const inMonth = (column: ReturnType<typeof sql>) =>
  sql`date_trunc('month', ${column} at time zone 'Africa/Cairo') = m.month`;

describe('the demo school’s year', () => {
  it('keeps its days in Cairo', async () => {
    expect(
      await one(sql`select count(*) from school_settings where time_zone = 'Africa/Cairo'`),
    ).toBe(1);
  });

  it('took money in each of the last twelve months, in more than one currency, with a refund', async () => {
    const months = await one(sql`
      select count(*) from ${lastTwelve}
      where exists (select 1 from payments p where p.status = 'completed'
                    and ${inMonth(sql`p.completed_at`)})`);
    expect(months).toBeGreaterThanOrEqual(11);
    expect(
      await one(sql`select count(distinct currency) from payments where status = 'completed'`),
    ).toBeGreaterThanOrEqual(3);
    // Renewals: payments granted to a subscription that an earlier one began.
    expect(
      await one(sql`
        select count(*) from subscription_payments sp join subscriptions s on s.id = sp.subscription_id
        where sp.payment_id <> s.payment_id`),
    ).toBeGreaterThan(10);
    expect(
      await one(sql`
        select count(*) from refunds r join payments p on p.id = r.payment_id
        where r.amount_cents <= p.amount_cents and r.currency = p.currency and p.status = 'completed'`),
    ).toBe(await one(sql`select count(*) from refunds`));
    expect(await one(sql`select count(*) from refunds`)).toBeGreaterThan(0);
  });

  it('took money this week too: books bought lately, each on its buyer’s shelf', async () => {
    expect(
      await one(sql`
        select count(*) from payments p join user_books b on b.payment_id = p.id
        where p.kind = 'book' and p.status = 'completed'
          and p.completed_at > now() - interval '7 days'`),
    ).toBe(2);
  });

  it('had learners begin and stop across the year', async () => {
    const began = await one(sql`
      select count(*) from ${lastTwelve}
      where exists (select 1 from subscriptions s where ${inMonth(sql`s.started_at`)})`);
    const ended = await one(sql`
      select count(*) from ${lastTwelve}
      where exists (select 1 from subscriptions s where ${inMonth(sql`s.ended_at`)})`);
    expect(began).toBeGreaterThanOrEqual(8);
    expect(ended).toBeGreaterThanOrEqual(6);
  });

  it('had demo requests and trials, some paying by the same address within 30 days', async () => {
    expect(await one(sql`select count(*) from demo_requests`)).toBeGreaterThanOrEqual(20);
    expect(
      await one(sql`select count(*) from classes where kind = 'trial' and attendance = 'absent'`),
    ).toBeGreaterThan(0);
    const converted = await one(convertedRequests);
    expect(converted).toBeGreaterThanOrEqual(5);
  });

  it('recorded every class held, with late, absent, excused and missed ones, and cancellations', async () => {
    for (const attendance of ['present', 'late', 'absent', 'excused', 'tutor_absent']) {
      expect(
        await one(sql`select count(*) from classes where attendance = ${attendance}`),
        attendance,
      ).toBeGreaterThan(0);
    }
    for (const by of ['tutor', 'learner']) {
      expect(
        await one(
          sql`select count(*) from classes where cancelled_by = ${by} and starts_at < now()`,
        ),
        by,
      ).toBeGreaterThan(0);
    }
    // Nothing held is left to record, so no tutor is nudged on a fresh start.
    expect(
      await one(sql`
        select count(*) from classes
        where status = 'scheduled' and attendance is null and ends_at < now() - interval '1 hour'`),
    ).toBe(0);
  });

  it('owes make-up classes: most booked, one expired unused, some open', async () => {
    expect(
      await one(sql`select count(*) from makeup_credits where used_class_id is not null`),
    ).toBeGreaterThan(3);
    expect(
      await one(
        sql`select count(*) from makeup_credits where used_class_id is null and expires_at <= now()`,
      ),
    ).toBe(1);
    expect(
      await one(
        sql`select count(*) from makeup_credits where used_class_id is null and expires_at > now()`,
      ),
    ).toBeGreaterThanOrEqual(2);
  });

  it('pays the demo tutor from over a year ago, for last month’s classes', async () => {
    const tutor = sql`(select id from users where email = ${DEMO_TUTOR.email})`;
    expect(
      await one(sql`
        select count(*) from tutor_pay_rates
        where tutor_id = ${tutor} and effective_from < (now() - interval '1 year')::date`),
    ).toBe(1);
    expect(
      await one(sql`
        select count(*) from classes
        where tutor_id = ${tutor} and attendance is not null
          and date_trunc('month', starts_at at time zone 'Africa/Cairo')
            = date_trunc('month', now() at time zone 'Africa/Cairo') - interval '1 month'`),
    ).toBeGreaterThan(0);
  });
});
