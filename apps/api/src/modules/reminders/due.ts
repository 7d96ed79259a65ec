import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { classes, outbox } from '../../db/schema.ts';
import { classQuery, participantsOf } from '../teaching/index.ts';
import { wantsDigest } from './preferences.ts';

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
  digest: 'weekly-digest',
} as const;

/** How long after its end a plan is still worth a mail that it ended. */
export const ENDED_MAIL_DAYS = 3;
/** How far back a class not recorded still earns its tutor a nudge. */
const NUDGE_WITHIN_DAYS = 8;
/** How long after its moment a weekly digest is still sent (after an outage, say). */
export const DIGEST_LATE_HOURS = 12;
/** How long a spent key is kept: longer than anything above looks back. */
const SPENT_KEPT_DAYS = 45;

/** Runs a statement that queues mail and answers how many it queued. */
async function queued(db: Database, statement: SQL): Promise<number> {
  const result = await db.execute(statement);
  return (result as { rows: unknown[] }).rows.length;
}

/**
 * Classes 24 hours and 1 hour ahead, to everyone in them. A reminder is owed when its moment
 * has come, the class has not started, its time was set before that moment (a class booked or
 * moved later was announced by its own mail) and no nearer reminder of it is due too (after a
 * long outage only the 1-hour one goes). The statement spends a key per class and side; who
 * holds each side, and at which address, is the teaching module's to say (participantsOf).
 */
const spendClassReminders = (now: Date) => sql`
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
  spent as (
    insert into sent_reminders (kind, ref_id, side, due_at)
    select d.kind, d.ref_id, s.side, d.due_at
    from due d cross join (values ('learner'), ('tutor')) as s(side)
    on conflict do nothing
    returning kind, ref_id, side, due_at
  )
  select spent.ref_id as "classId", spent.kind as lead, spent.side,
         due.starts_at as "startsAt"
  from spent join due using (kind, ref_id, due_at)`;

const spentSchema = z.array(
  z.object({
    classId: z.number(),
    lead: z.enum(['class_24h', 'class_1h']),
    side: z.enum(['learner', 'tutor']),
    // A Date from either driver, or the text of one.
    startsAt: z.coerce.date(),
  }),
);

/**
 * Queues the class reminders due by `now`, one mail per person on each side spent: the keys
 * spent and the mails queued in one transaction, so a reminder is queued once or not at all.
 */
async function queueClassReminders(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(spendClassReminders(now));
    const spent = spentSchema.parse((result as { rows: unknown[] }).rows);
    if (spent.length === 0) return 0;
    const ids = [...new Set(spent.map((key) => key.classId))];
    // One array parameter however many classes fell due (a long outage leaves a day's worth).
    const rows = await classQuery(tx).where(
      sql`${classes.id} = any(${`{${ids.join(',')}}`}::int[])`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    // Everyone on the key's side: a learner, or a child's guardians (and the child if mailed).
    const mails = spent.flatMap((key) => {
      const row = byId.get(key.classId);
      const people = row ? participantsOf(row).filter((person) => person.side === key.side) : [];
      return people.map((person) => ({
        to: person.email,
        subject: 'Class reminder',
        kind: REMINDER_MAIL.class,
        payload: {
          classId: key.classId,
          lead: key.lead,
          side: key.side,
          startsAt: key.startsAt.toISOString(),
        },
      }));
    });
    if (mails.length > 0) await tx.insert(outbox).values(mails);
    return mails.length;
  });
}

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
  select r.email,
         case when d.kind = 'plan_ended' then 'Plan ended' else 'Plan ends soon' end,
         case when d.kind = 'plan_ended' then ${REMINDER_MAIL.ended} else ${REMINDER_MAIL.renewal} end,
         jsonb_build_object('subscriptionId', d.ref_id, 'endedAt', d.ended_at,
                            'daysLeft', d.days_left)
  from spent join due d using (kind, ref_id, due_at)
  join subscriptions s on s.id = d.ref_id
  cross join lateral ${planRecipients} as r
  where not ('renewal' = any (r.mail_opt_outs))
  returning id`;

/**
 * Who hears about subscription `s`'s plan: the learner at their own address (a child added by
 * a parent has none) and each guardian of theirs.
 */
export const planRecipients = sql`(
    select u.email, u.mail_opt_outs from users u where u.id = s.user_id and u.email is not null
    union all
    select g.email, g.mail_opt_outs
    from guardianships gs join users g on g.id = gs.guardian_id
    where gs.child_id = s.user_id
  )`;

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

/**
 * Weekly digests whose moment came after `since` and by `now`: each person who wants one,
 * on their weekday at their minute on their own clock (the database's tz data turns that
 * wall-clock moment into an instant, so a week with a clock change is 167 or 169 hours long),
 * once per week (the key is the Monday of the week it fell due in, so choosing another day
 * after this week's went sends none again this week). A person with nothing to tell (no class
 * of theirs or their children's within a week of the moment, no plan ending in the fortnight
 * after it) is not sent one and no key is spent: a class added later in the day still earns it.
 */
const weeklyDigests = (now: Date, since: Date) => sql`
  with wanting as (
    select users.id, users.email, coalesce(users.time_zone, 'UTC') as zone,
           users.digest_weekday, users.digest_minute,
           (${now.toISOString()}::timestamptz at time zone coalesce(users.time_zone, 'UTC'))::date as today
    from users
    where users.role = 'student' and users.email is not null and ${wantsDigest}
  ),
  moment as (
    select w.id, w.email, d.day, d.day - (extract(isodow from d.day)::int - 1) as week_start,
           (d.day + make_interval(mins => w.digest_minute)) at time zone w.zone as due_at
    from wanting w
    cross join lateral (
      select w.today - ((extract(isodow from w.today)::int - w.digest_weekday + 7) % 7) as day
    ) d
  ),
  owed as (
    select m.* from moment m
    where m.due_at <= ${now.toISOString()}::timestamptz
      and m.due_at > ${since.toISOString()}::timestamptz
      and not exists (
        select 1 from weekly_digests k where k.user_id = m.id and k.week_start = m.week_start)
      and exists (
        -- The person and each child of theirs, one at a time: the index on a subscription's
        -- learner finds theirs (an "or" of the two would read every subscription per person).
        select 1
        from (select m.id as learner_id
              union all
              select g.child_id from guardianships g where g.guardian_id = m.id) l
        join subscriptions s on s.user_id = l.learner_id
        where (exists (
                 select 1 from classes c
                 where c.subscription_id = s.id
                   and c.starts_at >= m.due_at - interval '8 days'
                   and c.starts_at < m.due_at + interval '8 days')
               or (s.status <> 'cancelled'
                   and s.ended_at >= m.due_at and s.ended_at < m.due_at + interval '15 days')))
  ),
  spent as (
    insert into weekly_digests (user_id, week_start, due_at)
    select id, week_start, due_at from owed
    on conflict do nothing
    returning user_id, week_start, due_at
  )
  insert into outbox ("to", subject, kind, payload)
  select o.email, 'Your week at Iqra', ${REMINDER_MAIL.digest},
         jsonb_build_object('userId', s.user_id, 'weekStart', s.week_start, 'dueAt', s.due_at)
  from spent s join owed o on o.id = s.user_id
  returning id`;

/**
 * Queues the weekly digests that fell due after `since` (by default, as late as one is still
 * worth sending) and by `now`; answers how many.
 */
export async function queueDueDigests(
  db: Database,
  now: Date,
  since = new Date(now.getTime() - DIGEST_LATE_HOURS * 3_600_000),
): Promise<number> {
  return queued(db, weeklyDigests(now, since));
}

/** Queues every reminder due by `now`; answers how many mails it queued. */
export async function queueDueReminders(db: Database, now: Date): Promise<number> {
  let count = 0;
  count += await queueClassReminders(db, now);
  for (const statement of [planReminders(now), recordNudges(now)]) {
    count += await queued(db, statement);
  }
  count += await queueDueDigests(db, now);
  return count;
}

/** Forgets spent keys too old to matter again. */
export async function forgetOldReminders(db: Database, now: Date): Promise<void> {
  for (const table of ['sent_reminders', 'weekly_digests']) {
    await db.execute(
      sql`delete from ${sql.identifier(table)} where due_at < ${now.toISOString()}::timestamptz - make_interval(days => ${SPENT_KEPT_DAYS})`,
    );
  }
}
