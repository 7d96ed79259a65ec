import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

// What falls due at a moment, as SQL: each statement finds the reminders due by `now`, spends
// their keys in `sent_reminders` (the first instance to insert a key wins; the others skip it)
// and queues one outbox row for each key it won, all in one statement, so a reminder is queued
// once whatever runs at the same time and whatever restarts. The mail itself is composed when
// it is sent (composers.ts), from the class or plan as it is then.

/** The kinds of reminder mail in the outbox; each has a composer. */
export const REMINDER_MAIL = {
  class: 'class-reminder',
  renewal: 'renewal-reminder',
  ended: 'plan-ended',
  nudge: 'record-nudge',
} as const;

/** How long after its end a plan is still worth a mail that it ended. */
export const ENDED_MAIL_DAYS = 3;
/** How far back a class not recorded still earns its tutor a nudge. */
const NUDGE_WITHIN_DAYS = 8;
/** How long a spent key is kept: longer than anything above looks back. */
const SPENT_KEPT_DAYS = 45;

/** Runs a statement that queues mail and answers how many it queued. */
async function queued(db: Database, statement: SQL): Promise<number> {
  const result = await db.execute(statement);
  return (result as { rows: unknown[] }).rows.length;
}

/**
 * Classes 24 hours and 1 hour ahead, to the learner (or trial family) and the tutor. A reminder
 * is owed when its moment has come, the class has not started, its time was set before that
 * moment (a class booked or moved later was announced by its own mail) and no nearer reminder
 * of it is due too (after a long outage only the 1-hour one goes).
 */
const classReminders = (now: Date) => sql`
  with due as (
    select c.id as ref_id, l.kind, c.starts_at - l.lead as due_at, c.starts_at
    from classes c
    cross join (values ('class_24h', interval '24 hours', interval '1 hour'),
                       ('class_1h', interval '1 hour', interval '0 hours')) as l(kind, lead, nearer)
    where c.status = 'scheduled'
      and c.starts_at > ${now.toISOString()}::timestamptz
      and c.starts_at <= ${now.toISOString()}::timestamptz + l.lead
      and c.starts_at - l.nearer > ${now.toISOString()}::timestamptz
      and c.time_set_at <= c.starts_at - l.lead
  ),
  sides as (
    select d.*, 'learner' as side, u.email as recipient, u.mail_opt_outs as opt_outs
    from due d join classes c on c.id = d.ref_id
    join subscriptions s on s.id = c.subscription_id join users u on u.id = s.user_id
    union all
    select d.*, 'learner', r.email, r.mail_opt_outs
    from due d join classes c on c.id = d.ref_id join demo_requests r on r.id = c.demo_request_id
    union all
    select d.*, 'tutor', u.email, u.mail_opt_outs
    from due d join classes c on c.id = d.ref_id join users u on u.id = c.tutor_id
  ),
  spent as (
    insert into sent_reminders (kind, ref_id, side, due_at)
    select kind, ref_id, side, due_at from sides
    on conflict do nothing
    returning kind, ref_id, side, due_at
  )
  insert into outbox ("to", subject, kind, payload)
  select s.recipient, 'Class reminder', ${REMINDER_MAIL.class},
         jsonb_build_object('classId', s.ref_id, 'lead', s.kind, 'side', s.side,
                            'startsAt', s.starts_at)
  from spent join sides s using (kind, ref_id, side, due_at)
  where not (s.kind = any (s.opt_outs))
  returning id`;

/**
 * Plans ending in 7, 3 and 1 days (the nearest one due, only for an end known by then), and
 * plans that ended in the last few days with no plan of the same course after them.
 */
const planReminders = (now: Date) => sql`
  with due as (
    select s.id as ref_id, l.kind, s.ended_at - l.lead as due_at, s.ended_at, l.days_left
    from subscriptions s
    cross join (values ('renewal_7d', interval '7 days', interval '3 days', 7),
                       ('renewal_3d', interval '3 days', interval '1 day', 3),
                       ('renewal_1d', interval '1 day', interval '0 days', 1)) as l(kind, lead, nearer, days_left)
    where s.status <> 'cancelled'
      and s.ended_at > ${now.toISOString()}::timestamptz
      and s.ended_at <= ${now.toISOString()}::timestamptz + l.lead
      and s.ended_at - l.nearer > ${now.toISOString()}::timestamptz
      and s.created_at <= s.ended_at - l.lead
    union all
    select s.id, 'plan_ended', s.ended_at, s.ended_at, 0
    from subscriptions s
    where s.status <> 'cancelled'
      and s.ended_at <= ${now.toISOString()}::timestamptz
      and s.ended_at > ${now.toISOString()}::timestamptz - make_interval(days => ${ENDED_MAIL_DAYS})
      and not exists (
        select 1 from subscriptions later
        where later.user_id = s.user_id and later.product_id = s.product_id
          and later.id <> s.id and later.status <> 'cancelled' and later.ended_at > s.ended_at)
  ),
  spent as (
    insert into sent_reminders (kind, ref_id, side, due_at)
    select kind, ref_id, 'learner', due_at from due
    on conflict do nothing
    returning kind, ref_id, due_at
  )
  insert into outbox ("to", subject, kind, payload)
  select u.email,
         case when d.kind = 'plan_ended' then 'Plan ended' else 'Plan ends soon' end,
         case when d.kind = 'plan_ended' then ${REMINDER_MAIL.ended} else ${REMINDER_MAIL.renewal} end,
         jsonb_build_object('subscriptionId', d.ref_id, 'endedAt', d.ended_at,
                            'daysLeft', d.days_left)
  from spent join due d using (kind, ref_id, due_at)
  join subscriptions s on s.id = d.ref_id join users u on u.id = s.user_id
  where not ('renewal' = any (u.mail_opt_outs))
  returning id`;

/** Classes not recorded a day after they ended: one nudge per tutor for all that fell due. */
const recordNudges = (now: Date) => sql`
  with due as (
    select c.id as ref_id, c.tutor_id, c.ends_at + interval '24 hours' as due_at
    from classes c
    where c.status = 'scheduled' and c.recorded_at is null and c.tutor_id is not null
      and c.ends_at <= ${now.toISOString()}::timestamptz - interval '24 hours'
      and c.ends_at > ${now.toISOString()}::timestamptz - make_interval(days => ${NUDGE_WITHIN_DAYS})
  ),
  spent as (
    insert into sent_reminders (kind, ref_id, side, due_at)
    select 'record_nudge', ref_id, 'tutor', due_at from due
    on conflict do nothing
    returning ref_id
  )
  insert into outbox ("to", subject, kind, payload)
  select u.email, 'Classes to record', ${REMINDER_MAIL.nudge},
         jsonb_build_object('tutorId', u.id, 'classIds', jsonb_agg(d.ref_id order by d.due_at))
  from spent join due d using (ref_id) join users u on u.id = d.tutor_id
  where not ('record_nudge' = any (u.mail_opt_outs))
  group by u.id, u.email
  returning id`;

/** Queues every reminder due by `now`; answers how many mails it queued. */
export async function queueDueReminders(db: Database, now: Date): Promise<number> {
  let count = 0;
  for (const statement of [classReminders(now), planReminders(now), recordNudges(now)]) {
    count += await queued(db, statement);
  }
  return count;
}

/** Forgets spent keys too old to matter again. */
export async function forgetOldReminders(db: Database, now: Date): Promise<void> {
  await db.execute(
    sql`delete from sent_reminders where due_at < ${now.toISOString()}::timestamptz - make_interval(days => ${SPENT_KEPT_DAYS})`,
  );
}
