import { sql } from 'drizzle-orm';
import type { Transaction as Tx } from '../../client.ts';
import { CURRENCIES } from './people-data.ts';
import type { Draw } from './classes.ts';

// The large school's money, in SQL: a completed payment for every month of every subscription
// (the first when it began, each renewal a few days before its month), each granted once in
// subscription_payments; checkouts left unpaid; a few still being captured; books bought; and
// refunds, never more than their payment, in its currency.

const rates = `(values ${CURRENCIES.map(([code, rate]) => `('${code}', ${rate})`).join(', ')}) as fx(currency, rate)`;

/** Course payments, their grants, and each subscription's first payment. */
export async function insertCoursePayments(tx: Tx, draw: Draw, seed: number) {
  const { now, chance } = draw;
  const key = `s.id::bigint * 1000 + m`;
  await tx.execute(
    sql.raw(`
    create temporary table large_school_payments on commit drop as
    select md5('iqra-large-${seed}-' || s.id || '-' || m)::uuid as id, s.id as subscription_id,
           p.payer_id, s.user_id as learner_id, s.product_id, s.tier_id, m,
           (round(t.price_cents * fx.rate / 100) * 100)::int as amount_cents, p.currency,
           case when m = 0 then s.started_at
                else s.started_at + make_interval(months => m)
                     - (1 + 95 * ${chance(key, 8)}) * interval '1 hour' end as completed_at,
           ${chance(key, 9)} as r
    from subscriptions s
    join large_school_paying p on p.subscription_id = s.id
    join tiers t on t.id = s.tier_id
    join ${rates} on fx.currency = p.currency
    cross join generate_series(0, p.months - 1) as m`),
  );
  await tx.execute(
    sql.raw(`
    insert into payments (id, user_id, learner_id, kind, product_id, tier_id, amount_cents,
                          currency, provider, provider_order_id, provider_capture_id, status,
                          created_at, completed_at, language)
    select id, payer_id, nullif(learner_id, payer_id), 'course', product_id, tier_id,
           amount_cents, currency, 'paypal', 'ORDER-' || id, 'CAPTURE-' || id, 'completed',
           completed_at - (2 + 20 * r) * interval '1 minute', completed_at,
           case when r < 0.2 then 'ar' else 'en' end
    from large_school_payments
    order by completed_at`),
  );
  await tx.execute(sql`
    insert into subscription_payments (payment_id, subscription_id, granted_at)
    select id, subscription_id, completed_at from large_school_payments order by completed_at`);
  await tx.execute(sql`
    update subscriptions s set payment_id = p.id
    from large_school_payments p where p.subscription_id = s.id and p.m = 0`);
  // Checkouts begun and never paid: cancelled at the provider, expired, or refused.
  await tx.execute(
    sql.raw(`
    insert into payments (id, user_id, learner_id, kind, product_id, tier_id, amount_cents,
                          currency, provider, provider_order_id, status, created_at)
    select md5(id::text || '-unpaid')::uuid, payer_id, nullif(learner_id, payer_id), 'course',
           product_id, tier_id, amount_cents, currency, 'paypal', 'ORDER-' || md5(id::text || '-unpaid'),
           case when r < 0.063 then 'cancelled' when r < 0.077 then 'failed' else 'expired' end,
           completed_at - (1 + 47 * r) * interval '1 hour'
    from large_school_payments
    where r < 0.1
    order by completed_at`),
  );
  // Still being captured as history ends: the reconciler's to settle.
  await tx.execute(
    sql.raw(`
    insert into payments (id, user_id, learner_id, kind, product_id, tier_id, amount_cents,
                          currency, provider, provider_order_id, status, created_at, check_after)
    select md5(id::text || '-capturing')::uuid, payer_id, nullif(learner_id, payer_id), 'course',
           product_id, tier_id, amount_cents, currency, 'paypal', 'ORDER-' || md5(id::text || '-capturing'),
           'capturing', ${now} - interval '20 minutes', ${now} + interval '2 minutes'
    from (select distinct on (payer_id) * from large_school_payments
          where m = 0 order by payer_id, completed_at desc) last
    order by completed_at desc, id
    limit 3`),
  );
}

/** A book now and then, bought a few days into the buyer's first course. */
export async function insertBookPurchases(tx: Tx, draw: Draw, seed: number) {
  const { now, chance } = draw;
  await tx.execute(
    sql.raw(`
    create temporary table large_school_books on commit drop as
    select md5('iqra-large-book-${seed}-' || f.payer_id)::uuid as id, f.payer_id, b.id as book_id,
           b.price_cents, least(${now}, f.first_paid + interval '3 days') as completed_at
    from (select payer_id, min(completed_at) as first_paid from large_school_payments group by payer_id) f
    join lateral (
      select id, price_cents from books
      order by id offset floor(${chance('f.payer_id', 10)} * (select count(*) from books))::int limit 1
    ) b on true
    where ${chance('f.payer_id', 11)} < 0.04`),
  );
  await tx.execute(sql`
    insert into payments (id, user_id, kind, book_id, amount_cents, currency, provider,
                          provider_order_id, provider_capture_id, status, created_at, completed_at)
    select id, payer_id, 'book', book_id, price_cents, 'USD', 'paypal', 'ORDER-' || id,
           'CAPTURE-' || id, 'completed', completed_at - interval '5 minutes', completed_at
    from large_school_books order by completed_at`);
  await tx.execute(sql`
    insert into user_books (user_id, book_id, payment_id, acquired_at)
    select payer_id, book_id, id, completed_at from large_school_books order by completed_at`);
}

/** About one course payment in a hundred refunded, whole or in half, within two weeks. */
export async function insertRefunds(tx: Tx, draw: Draw, staffId: number) {
  const { now, chance } = draw;
  await tx.execute(
    sql.raw(`
    insert into refunds (payment_id, amount_cents, currency, provider_refund_id, reason,
                         refunded_at, created_by, created_at)
    select p.id,
           case when ${chance('p.subscription_id::bigint * 1000 + p.m', 12)} < 0.7 then p.amount_cents else p.amount_cents / 2 end,
           p.currency,
           case when p.r < 0.006 then 'REFUND-' || p.id end,
           case when p.r < 0.006 then '' else 'Stopped after the first classes of the month' end,
           least(${now}, p.completed_at + (1 + 13 * ${chance('p.subscription_id', 13)}) * interval '1 day'),
           case when p.r >= 0.006 then ${staffId} end,
           least(${now}, p.completed_at + (1 + 13 * ${chance('p.subscription_id', 13)}) * interval '1 day')
    from large_school_payments p
    where p.r < 0.012 and p.completed_at < ${now} - interval '1 day'
    order by p.completed_at`),
  );
}

/** Job applications, contact messages and newsletter sign-ups, spread over the years. */
export async function insertOtherLeads(tx: Tx, draw: Draw, learners: number, start: Date) {
  const { now, chance } = draw;
  const at = (key: string, salt: number) =>
    `'${start.toISOString()}'::timestamptz + (${now} - '${start.toISOString()}'::timestamptz) * power(${chance(key, salt)}, 0.8)`;
  const status = (key: string) =>
    `case when ${chance(key, 14)} < 0.2 then 'new' when ${chance(key, 14)} < 0.5 then 'contacted' else 'closed' end`;
  await tx.execute(
    sql.raw(`
    insert into job_applications (email, original_name, status, created_at)
    select 'applicant' || n || '@example.org', 'cv-' || n || '.pdf', ${status('n')}, ${at('n', 15)}
    from generate_series(1, greatest(1, ${learners} / 40)) as n order by 4`),
  );
  await tx.execute(
    sql.raw(`
    insert into contact_messages (first_name, last_name, email, phone_prefix, phone, message,
                                  status, created_at)
    select 'Visitor', 'No. ' || n, 'visitor' || n || '@example.org', '+44', '7700 900' || lpad((n % 1000)::text, 3, '0'),
           (array['Do you have a female tutor for my daughter?',
                  'What time zones do your tutors teach in?',
                  'Can two siblings share the family plan?',
                  'I would like to pay by bank transfer, is it possible?'])[1 + n % 4],
           ${status('n + 1000000')}, ${at('n + 1000000', 16)}
    from generate_series(1, greatest(1, ${learners} / 15)) as n order by 8`),
  );
  await tx.execute(
    sql.raw(`
    insert into newsletter_subscribers (email, status, created_at, confirmed_at)
    select 'reader' || n || '@example.org',
           case when ${chance('n + 2000000', 17)} < 0.85 then 'confirmed' when ${chance('n + 2000000', 17)} < 0.95 then 'pending' else 'unsubscribed' end,
           ${at('n + 2000000', 18)},
           case when ${chance('n + 2000000', 17)} < 0.85 then ${at('n + 2000000', 18)} + interval '10 minutes' end
    from generate_series(1, greatest(1, ${learners} / 6)) as n order by 3`),
  );
}
