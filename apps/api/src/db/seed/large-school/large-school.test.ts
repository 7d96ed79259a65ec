import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers.ts';
import { convertedRequests, numberOf } from '../../../../test/reports.ts';
import { occurrencesBetween } from '../../../lib/weekly-series.ts';
import { largeSchoolCounts, makeLargeSchool, whatIsThere } from './index.ts';
import { planSchool } from './plan.ts';

// The large school's generator at a small size (npm run make:large-school makes the full one):
// what it makes is what the app itself would have left.

const options = {
  learners: 40,
  tutors: 3,
  months: 3,
  now: new Date('2026-06-15T10:00:00Z'),
  seed: 7,
};
const now = options.now.toISOString();

const { database } = await createTestApp({ seeded: false });
const db = database.db;
const made = await makeLargeSchool(db, options);
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (((await db.execute(query)) as unknown as { rows: T[] }).rows ?? []) as T[];
const one = (query: ReturnType<typeof sql>) => numberOf(db, query);

describe('the large school, small', () => {
  it('has the people asked for, with classes, payments and leads', async () => {
    expect(made).toMatchObject({ learners: 40, tutors: 3 });
    const { unplaced, ...counts } = made;
    expect(await largeSchoolCounts(db)).toEqual(counts);
    expect(unplaced).toBe(0);
    for (const name of [
      'subscriptions',
      'classes',
      'completed payments',
      'demo requests',
      'trial classes',
    ]) {
      expect(made[name], name).toBeGreaterThan(0);
    }
    expect(made.children).toBeGreaterThan(0);
    expect(await one(sql`select count(*) from tutor_pay_rates`)).toBeGreaterThanOrEqual(3);
    expect(await one(sql`select count(distinct currency) from payments`)).toBeGreaterThan(1);
  });

  it('draws the same school from the same seed, and another from another', () => {
    expect(planSchool(options)).toEqual(planSchool(options));
    expect(planSchool({ ...options, seed: 8 })).not.toEqual(planSchool(options));
  });
});

describe('the large school keeps the rules the app keeps', () => {
  it('never gives a tutor two classes at once', async () => {
    const overlapping = await one(sql`
      select count(*) from classes a join classes b
        on a.tutor_id = b.tutor_id and a.id < b.id
       and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`);
    expect(overlapping).toBe(0);
  });

  it('puts each weekly plan’s classes where the app’s own rule puts them', async () => {
    const series = await rows<{
      id: number;
      weekdays: number[];
      start_time: string;
      minutes: number;
      anchor_zone: string;
      started_at: string;
      ended_at: string;
      starts: string[];
    }>(sql`
      select cs.id, cs.weekdays, cs.start_time, cs.minutes, cs.anchor_zone,
             s.started_at::text, s.ended_at::text,
             array(select c.starts_at from classes c where c.series_id = cs.id order by c.starts_at)::text[] as starts
      from class_series cs join subscriptions s on s.id = cs.subscription_id`);
    expect(series.length).toBeGreaterThan(10);
    for (const plan of series) {
      const expected = occurrencesBetween(
        {
          weekdays: plan.weekdays,
          startTime: plan.start_time,
          minutes: plan.minutes,
          anchorZone: plan.anchor_zone,
        },
        new Date(plan.started_at),
        new Date(plan.ended_at),
      ).map((time) => time.startsAt.getTime());
      expect(
        plan.starts.map((start) => new Date(start).getTime()),
        `series ${plan.id}`,
      ).toEqual(expected);
    }
  });
});

describe('the large school’s money and leads', () => {
  it('grants every completed course payment once, to its subscription', async () => {
    expect(
      await one(sql`
        select count(*) from payments p
        where p.kind = 'course' and p.status = 'completed'
          and not exists (select 1 from subscription_payments sp where sp.payment_id = p.id)`),
    ).toBe(0);
    expect(
      await one(sql`
        select count(*) from subscription_payments sp join payments p on p.id = sp.payment_id
        where p.status <> 'completed'`),
    ).toBe(0);
    // A subscription's first payment is the one it names, paid when it began.
    expect(
      await one(sql`
        select count(*) from subscriptions s left join payments p on p.id = s.payment_id
        where p.completed_at is distinct from s.started_at`),
    ).toBe(0);
    expect(
      await one(sql`select count(*) from payments where completed_at > ${now}::timestamptz`),
    ).toBe(0);
  });

  it('never refunds more than a payment, nor in another currency', async () => {
    expect(
      await one(sql`
        select count(*) from (
          select p.id from refunds r join payments p on p.id = r.payment_id
          group by p.id, p.amount_cents, p.status
          having sum(r.amount_cents) > p.amount_cents or p.status <> 'completed'
              or bool_or(r.currency <> p.currency)) over`),
    ).toBe(0);
  });

  it('records what was held, and owes a make-up class for what the tutor missed', async () => {
    // Past classes are recorded or cancelled, but for a few of the last week's.
    expect(
      await one(sql`
        select count(*) from classes
        where status = 'scheduled' and attendance is null
          and ends_at <= ${now}::timestamptz - interval '7 days'`),
    ).toBe(0);
    expect(
      await one(
        sql`select count(*) from classes where attendance is not null and ends_at > ${now}::timestamptz`,
      ),
    ).toBe(0);
    expect(
      await one(sql`
        select count(*) from classes c where c.kind = 'regular'
          and (c.cancelled_by = 'tutor' or c.attendance = 'tutor_absent')
          and not exists (select 1 from makeup_credits m where m.class_id = c.id)`),
    ).toBe(0);
    expect(
      await one(sql`
        select count(*) from makeup_credits m join classes c on c.id = m.used_class_id
        where c.kind <> 'makeup' or c.subscription_id <> m.subscription_id or c.starts_at >= m.expires_at`),
    ).toBe(0);
  });

  it('turns some demo requests into paying families within 30 days of their trial', async () => {
    const converted = await one(convertedRequests);
    expect(converted).toBeGreaterThan(0);
    expect(
      await one(sql`select count(*) from classes where kind = 'trial' and demo_request_id is null`),
    ).toBe(0);
  });

  it('refuses a database that is not fresh, and changes nothing', async () => {
    const before = await whatIsThere(db);
    await expect(makeLargeSchool(db, options)).rejects.toThrow(
      /not fresh: it already has \d+ people/,
    );
    expect(await whatIsThere(db)).toEqual(before);
  });
});
