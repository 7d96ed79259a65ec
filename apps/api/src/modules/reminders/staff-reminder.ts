import { sql } from 'drizzle-orm';
import type { Tx } from '../../lib/audit.ts';
import { planRecipients, REMINDER_MAIL } from './due.ts';

/**
 * A renewal reminder staff send now (from the dashboard) for a plan still running: to the
 * same people, in the same mail as the one sent before its end, except those who turned these
 * reminders off. Its key is the day on the school's clock: pressed twice (two staff, two
 * tabs) in a day, it goes once. Answers how many mails it queued, 'sent_today' when one went
 * earlier that day, or 'no_plan' when the plan is not one still running.
 */
export async function remindRenewalNow(
  db: Tx,
  subscriptionId: number,
  now: Date,
  day: Date,
): Promise<number | 'sent_today' | 'no_plan'> {
  const result = await db.execute(sql`
    with plan as (
      select s.id, s.user_id, s.ended_at from subscriptions s
      where s.id = ${subscriptionId} and s.status <> 'cancelled'
        and s.ended_at > ${now.toISOString()}::timestamptz
    ),
    spent as (
      insert into sent_reminders (kind, ref_id, side, due_at)
      select 'renewal_staff', id, 'learner', ${day.toISOString()}::timestamptz from plan
      on conflict do nothing
      returning ref_id
    ),
    queued as (
      insert into outbox ("to", subject, kind, payload)
      select r.email, 'Plan ends soon', ${REMINDER_MAIL.renewal},
             jsonb_build_object('subscriptionId', s.id, 'endedAt', s.ended_at,
               'daysLeft', greatest(1, ceil(extract(epoch from s.ended_at - ${now.toISOString()}::timestamptz) / 86400))::int)
      from spent join plan s on s.id = spent.ref_id
      cross join lateral ${planRecipients} as r
      where not ('renewal' = any (r.mail_opt_outs))
      returning id
    )
    select (select count(*) from plan)::int as plans, (select count(*) from spent)::int as spent,
           (select count(*) from queued)::int as mails`);
  const [row] = (result as unknown as { rows: { plans: number; spent: number; mails: number }[] })
    .rows;
  if (!row || row.plans === 0) return 'no_plan';
  return row.spent === 0 ? 'sent_today' : row.mails;
}
