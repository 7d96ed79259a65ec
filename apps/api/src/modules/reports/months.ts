import { sql } from 'drizzle-orm';
import type { ReportMonth } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { dayOf, dayStart, monthsEndingWith, addToDay } from '../../lib/school-days.ts';
import { sumsBy } from './figures.ts';
import { at, rowsOf } from './sql.ts';

// The charts' months: the last `count` months of the school's calendar, this one included,
// each with what came in (net of refunds, per currency) and the learners won and lost.

/**
 * Each month's revenue, new learners (their first plan began in it) and lost learners (their
 * last plan ended in it, by now, and none of theirs runs after it).
 */
export async function monthsOf(
  db: Database,
  zone: string,
  now: Date,
  count: number,
): Promise<ReportMonth[]> {
  const months = monthsEndingWith(dayOf(now, zone), count);
  const start = dayStart(months[0] ?? '', zone);
  const end = dayStart(addToDay(months.at(-1) ?? '', { months: 1 }), zone);
  const month = (column: string) =>
    sql`to_char(${sql.raw(column)} at time zone ${zone}, 'YYYY-MM-01')`;
  const money = await rowsOf<{ month: string; currency: string; amount: number }>(
    db,
    sql`
      select month, currency, sum(amount)::float8 as amount from (
        select ${month('p.completed_at')} as month, p.currency, p.amount_cents as amount
        from payments p
        where p.status = 'completed' and p.completed_at >= ${at(start)} and p.completed_at < ${at(end)}
        union all
        select ${month('r.refunded_at')}, r.currency, -r.amount_cents
        from refunds r
        where r.refunded_at >= ${at(start)} and r.refunded_at < ${at(end)}
      ) m
      group by month, currency`,
  );
  const people = await rowsOf<{ month: string; won: number; lost: number }>(
    db,
    sql`
      with spans as (
        select s.user_id, min(s.started_at) as first, max(s.ended_at) as last
        from subscriptions s where s.status <> 'cancelled' group by s.user_id
      )
      select month, sum(won)::int as won, sum(lost)::int as lost from (
        select ${month('first')} as month, 1 as won, 0 as lost from spans
        where first >= ${at(start)} and first < ${at(end)}
        union all
        select ${month('last')}, 0, 1 from spans
        where last >= ${at(start)} and last < least(${at(end)}, ${at(now)})
      ) m
      group by month`,
  );
  return months.map((first) => {
    const counted = people.find((row) => row.month === first);
    return {
      month: first,
      revenue: sumsBy(
        money.filter((row) => row.month === first),
        (row) => row.amount,
      ),
      new_learners: counted?.won ?? 0,
      lost_learners: counted?.lost ?? 0,
    };
  });
}
