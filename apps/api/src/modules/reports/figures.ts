import { sql } from 'drizzle-orm';
import type { Language, MoneySum, ReportFigures, RevenueLine, TutorHours } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { at, rowOf, rowsOf } from './sql.ts';

// A period's figures (decision 045), each one statement over the rows the school keeps, read
// by an index on the column it filters by. A period is the instants [start, end); `now` is the
// school's clock, for what has happened "by now" (a plan ended, a credit expired).

/** A period: the instants [start, end), which are the school's days from `from` to `to`. */
export interface Span {
  start: Date;
  end: Date;
  from: string;
  to: string;
}

/** The period's money, per currency: what was paid, what was refunded, and by course and plan. */
async function revenue(db: Database, { start, end }: Span, language: Language) {
  const rows = await rowsOf<{
    kind: 'course' | 'book';
    course: string | null;
    course_ar: string | null;
    tier: string | null;
    tier_ar: string | null;
    minutes: number | null;
    currency: string;
    payments: number;
    paid: number;
    refunded: number;
  }>(
    db,
    sql`
      with paid as (
        select p.kind, coalesce(p.product_id, 0) as product_id, coalesce(p.tier_id, 0) as tier_id,
               p.currency, count(*)::int as payments, sum(p.amount_cents)::float8 as paid
        from payments p
        where p.status = 'completed' and p.completed_at >= ${at(start)} and p.completed_at < ${at(end)}
        group by 1, 2, 3, 4
      ),
      refunded as (
        select p.kind, coalesce(p.product_id, 0) as product_id, coalesce(p.tier_id, 0) as tier_id,
               r.currency, sum(r.amount_cents)::float8 as refunded
        from refunds r join payments p on p.id = r.payment_id
        where r.refunded_at >= ${at(start)} and r.refunded_at < ${at(end)}
        group by 1, 2, 3, 4
      )
      select kind, pr.name as course, pr.name_ar as course_ar, t.name as tier, t.name_ar as tier_ar,
             g.minutes, currency, coalesce(payments, 0) as payments, coalesce(paid, 0) as paid,
             coalesce(refunded, 0) as refunded
      from paid full join refunded using (kind, product_id, tier_id, currency)
      left join products pr on pr.id = product_id
      left join tiers t on t.id = tier_id
      left join tier_groups g on g.id = t.group_id
      order by kind desc, pr.position nulls last, pr.name, g.minutes, t.price_cents, currency`,
  );
  const lines: RevenueLine[] = rows.map((row) => {
    const names = inLanguage(
      language,
      { course: row.course ?? '', tier: row.tier ?? '' },
      { course: row.course_ar, tier: row.tier_ar },
    );
    return {
      kind: row.kind,
      ...(row.kind === 'course' ? names : { course: null, tier: null }),
      minutes: row.minutes,
      currency: row.currency,
      payments: row.payments,
      paid_minor: row.paid,
      refunded_minor: row.refunded,
      net_minor: row.paid - row.refunded,
    };
  });
  return {
    lines,
    revenue: sumsBy(lines, (line) => line.net_minor),
    refunded: sumsBy(lines, (line) => line.refunded_minor),
  };
}

/** One sum per currency (alphabetical), none for a currency whose sum is nothing. */
export function sumsBy<T extends { currency: string }>(
  items: readonly T[],
  amount: (item: T) => number,
): MoneySum[] {
  const sums = new Map<string, number>();
  for (const item of items) sums.set(item.currency, (sums.get(item.currency) ?? 0) + amount(item));
  return [...sums]
    .filter(([, sum]) => sum !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount_minor]) => ({ currency, amount_minor }));
}

/** Learners: new (first plan began in the period), active, plans renewed and not renewed. */
async function learners(db: Database, { start, end }: Span, now: Date) {
  const row = await rowOf<{
    new_learners: number;
    active_learners: number;
    plans_renewed: number;
    plans_not_renewed: number;
  }>(
    db,
    sql`
      select
        (select count(*)::int from (
           select min(s.started_at) as first from subscriptions s
           where s.status <> 'cancelled' group by s.user_id) f
         where f.first >= ${at(start)} and f.first < ${at(end)}) as new_learners,
        (select count(distinct s.user_id)::int from subscriptions s
         where s.status <> 'cancelled' and s.started_at < ${at(end)} and s.ended_at > ${at(start)}
        ) as active_learners,
        (select count(*)::int from payments p
           join subscription_payments sp on sp.payment_id = p.id
           join subscriptions s on s.id = sp.subscription_id
         where p.status = 'completed' and p.completed_at >= ${at(start)}
           and p.completed_at < ${at(end)} and s.payment_id is distinct from p.id
        ) as plans_renewed,
        (select count(*)::int from subscriptions s
         where s.status <> 'cancelled' and s.ended_at >= ${at(start)}
           and s.ended_at < least(${at(end)}, ${at(now)})) as plans_not_renewed`,
  );
  return row;
}

/**
 * The funnel of the demo requests made in the period: those with a trial class booked (not
 * cancelled), those whose trial they attended, and of those, the ones whose address paid for a
 * course within 30 days of the trial.
 */
async function funnel(db: Database, { start, end }: Span): Promise<ReportFigures['funnel']> {
  return rowOf<ReportFigures['funnel']>(
    db,
    sql`
      with requests as (
        select d.id, lower(d.email) as email from demo_requests d
        where d.created_at >= ${at(start)} and d.created_at < ${at(end)}
      ),
      trials as (
        select c.demo_request_id as id,
               min(c.starts_at) filter (where c.attendance in ('present', 'late')) as attended_at
        from classes c
        where c.demo_request_id in (select id from requests)
          and c.kind = 'trial' and c.status = 'scheduled'
        group by c.demo_request_id
      )
      select (select count(*) from requests)::int as requests,
             count(t.id)::int as trials_booked,
             count(t.attended_at)::int as trials_attended,
             count(*) filter (where exists (
               select 1 from users u join payments p on p.user_id = u.id
               where lower(u.email) = r.email and p.kind = 'course' and p.status = 'completed'
                 and p.completed_at >= t.attended_at
                 and p.completed_at < t.attended_at + interval '30 days'))::int as paid
      from requests r join trials t on t.id = r.id`,
  );
}

/** The period's classes, from their tallies (decision 045), by tutor, trial or not, outcome. */
async function tallies(db: Database, { from, to }: Span) {
  return rowsOf<{
    tutor_id: number;
    trial: boolean;
    outcome: string;
    classes: number;
    minutes: number;
  }>(
    db,
    sql`
      select t.tutor_id, t.trial, t.outcome, sum(t.classes)::int as classes,
             sum(t.minutes)::int as minutes
      from class_tallies t
      where t.day >= ${from}::date and t.day <= ${to}::date
      group by 1, 2, 3
      having sum(t.classes) <> 0`,
  );
}

type Tally = Awaited<ReturnType<typeof tallies>>[number];

const RECORDED = new Set(['present', 'late', 'absent', 'excused']);
const ATTENDED = new Set(['present', 'late']);

/** Attendance of the recorded classes (not trials), cancellations by who cancelled. */
function classFigures(rows: readonly Tally[]) {
  const sum = (keep: (row: Tally) => boolean) =>
    rows.filter(keep).reduce((total, row) => total + row.classes, 0);
  return {
    attendance: {
      recorded: sum((row) => !row.trial && RECORDED.has(row.outcome)),
      attended: sum((row) => !row.trial && ATTENDED.has(row.outcome)),
    },
    cancelled: {
      tutor: sum((row) => row.outcome === 'cancelled_by_tutor'),
      learner: sum((row) => row.outcome === 'cancelled_by_learner'),
      staff: sum((row) => row.outcome === 'cancelled_by_staff'),
    },
  };
}

/** Make-up credits that expired unused in the period (by now). */
async function creditsExpired(db: Database, { start, end }: Span, now: Date): Promise<number> {
  const row = await rowOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from makeup_credits m
        where m.used_class_id is null and m.expires_at >= ${at(start)}
          and m.expires_at < least(${at(end)}, ${at(now)})`,
  );
  return row.count;
}

/** Make-up credits a learner can still book now. */
export async function creditsOpen(db: Database, now: Date): Promise<number> {
  const row = await rowOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from makeup_credits m
        where m.used_class_id is null and m.expires_at > ${at(now)}`,
  );
  return row.count;
}

/**
 * Every figure of one period, its revenue by course and plan, and the hours each tutor taught
 * as the school's pay rule (`paidOutcomes`) counts a class taught. The statements are
 * independent: on PostgreSQL they run side by side on the pool's connections.
 */
export async function figuresOf(
  db: Database,
  span: Span,
  now: Date,
  language: Language,
  paidOutcomes: readonly string[],
): Promise<{ figures: ReportFigures; lines: RevenueLine[]; hours: TutorHours[] }> {
  const [money, people, counted, requests, expired] = await Promise.all([
    revenue(db, span, language),
    learners(db, span, now),
    tallies(db, span),
    funnel(db, span),
    creditsExpired(db, span, now),
  ]);
  return {
    lines: money.lines,
    figures: {
      revenue: money.revenue,
      refunded: money.refunded,
      ...people,
      funnel: requests,
      ...classFigures(counted),
      makeup_credits_expired: expired,
    },
    hours: await tutorHours(db, counted, paidOutcomes),
  };
}

/** Hours each tutor taught in the period, most first, from its tallies. */
async function tutorHours(
  db: Database,
  rows: readonly Tally[],
  paidOutcomes: readonly string[],
): Promise<TutorHours[]> {
  const paid = new Set(paidOutcomes);
  const taught = new Map<number, { classes: number; minutes: number }>();
  for (const row of rows) {
    if (row.tutor_id === 0 || !paid.has(row.outcome)) continue;
    const sum = taught.get(row.tutor_id) ?? { classes: 0, minutes: 0 };
    taught.set(row.tutor_id, {
      classes: sum.classes + row.classes,
      minutes: sum.minutes + row.minutes,
    });
  }
  if (taught.size === 0) return [];
  const names = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select u.id, trim(u.first_name || ' ' || u.last_name) as name from users u
        where u.id in (${sql.join(
          [...taught.keys()].map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return names
    .map(({ id, name }) => ({
      tutor_id: id,
      name,
      ...(taught.get(id) ?? { classes: 0, minutes: 0 }),
    }))
    .filter((tutor) => tutor.classes > 0)
    .sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
}
