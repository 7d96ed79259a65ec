import { sql } from 'drizzle-orm';
import type { Transaction as Tx } from '../../client.ts';
import { FIRST_HOUR } from './lanes.ts';

// The large school's classes, in a few statements of SQL: every weekly plan's classes over its
// subscription, held and recorded (or cancelled) up to now; the make-up credits the tutors'
// cancellations and absences owe, and the make-up classes booked with most; and the demo
// requests' trial classes. Only the seed writes classes outside the teaching module (decision
// 021): these rows are what its verbs would have left.

/** How the large school draws: `chance(key, salt)` is a number in [0, 1) from the seed. */
export interface Draw {
  now: string;
  chance(key: string, salt: number): string;
}

export function drawFor(seed: number, now: Date): Draw {
  if (!Number.isSafeInteger(seed)) throw new Error('the seed is a whole number');
  return {
    now: `'${now.toISOString()}'::timestamptz`,
    // 52 bits of PostgreSQL's seeded hash: the same key and seed, the same number.
    chance: (key, salt) =>
      `((hashint8extended((${key})::bigint, ${seed * 64 + salt}) & 4503599627370495)::float8 / 4503599627370496)`,
  };
}

const NOTES = [
  'Good lesson; revise today’s part daily before the next class.',
  'Fluent recitation with a few hesitations; listen to the recitation twice a day.',
  'New rules practised with examples; homework set in the book.',
  'Revision went well; next time we start the new unit.',
  'Needs more practice on the long vowels; well done for the effort.',
];
const notes = `(array[${NOTES.map((note) => `'${note.replace(/'/g, "''")}'`).join(', ')}])`;

/** Attendance as recorded, from a draw `r`: mostly present. */
const attendance = (r: string) => `case when ${r} < 0.80 then 'present' when ${r} < 0.87 then 'late'
  when ${r} < 0.93 then 'absent' when ${r} < 0.97 then 'excused' else 'tutor_absent' end`;

/** Every weekly plan's classes; those past recorded or cancelled, a few not recorded yet. */
export async function insertRegularClasses(tx: Tx, draw: Draw) {
  const { now, chance } = draw;
  const key = `s.id::bigint * 4000000000 + extract(epoch from d.starts_at)::bigint`;
  await tx.execute(
    sql.raw(`
    insert into classes (kind, subscription_id, series_id, tutor_id, title, starts_at, ends_at,
                         anchor_zone, status, cancelled_by, cancelled_at, attendance, note,
                         recorded_at, time_set_at, created_at, updated_at)
    select 'regular', o.subscription_id, o.series_id, o.tutor_id, o.title, o.starts_at,
           o.ends_at, o.zone, case when o.cancelled_by is null then 'scheduled' else 'cancelled' end,
           o.cancelled_by,
           case when o.cancelled_by is null then null
                when o.ends_at <= ${now} then greatest(o.set_at, o.starts_at - (1 + 47 * o.r3) * interval '1 hour')
                else greatest(o.set_at, ${now} - o.r3 * interval '2 days') end,
           o.attendance,
           case when o.attendance in ('present', 'late') and o.r3 < 0.25
                then ${notes}[1 + floor(o.r3 * 20)::int] else '' end,
           case when o.attendance is not null then o.ends_at + (5 + 175 * o.r3) * interval '1 minute' end,
           o.set_at, o.set_at, o.set_at
    from (
      select x.*,
             case when x.ends_at <= ${now} then
                    case when x.r1 < 0.03 then 'learner' when x.r1 < 0.045 then 'tutor'
                         when x.r1 < 0.05 then 'staff' end
                  when x.r1 < 0.02 then 'learner' end as cancelled_by,
             case when x.ends_at > ${now} or x.r1 < 0.05 then null
                  -- The last week's: a few the tutor has not recorded yet.
                  when x.ends_at > ${now} - interval '7 days' and x.r3 < 0.15 then null
                  else ${attendance('x.r2')} end as attendance
      from (
        select s.id as subscription_id, cs.id as series_id, cs.tutor_id, p.name as title,
               cs.anchor_zone as zone, d.starts_at,
               d.starts_at + make_interval(mins => cs.minutes) as ends_at,
               -- Made with the subscription, or with the renewal that paid its month.
               least(${now}, greatest(s.started_at, d.starts_at - interval '30 days')) as set_at,
               ${chance(key, 1)} as r1, ${chance(key, 2)} as r2, ${chance(key, 3)} as r3
        from subscriptions s
        join class_series cs on cs.subscription_id = s.id
        join products p on p.id = s.product_id
        cross join lateral (
          select (day::date + cs.start_time::time) at time zone cs.anchor_zone as starts_at
          from generate_series((s.started_at at time zone cs.anchor_zone)::date,
                               (s.ended_at at time zone cs.anchor_zone)::date,
                               interval '1 day') as day
          where extract(isodow from day)::smallint = any (cs.weekdays)
        ) d
        where d.starts_at >= s.started_at and d.starts_at < s.ended_at
      ) x
    ) o
    order by o.starts_at, o.tutor_id`),
  );
}

/**
 * A credit for each class the tutor cancelled or missed; most booked as a make-up class on the
 * Sunday after, in the tutor's Sunday make-up hours (one a tutor an hour), before it expires.
 */
export async function insertMakeups(tx: Tx, draw: Draw) {
  const { now, chance } = draw;
  await tx.execute(
    sql.raw(`
    insert into makeup_credits (subscription_id, class_id, expires_at, created_at)
    select c.subscription_id, c.id,
           c.starts_at + (select make_interval(weeks => makeup_weeks) from school_settings where id = 1),
           coalesce(c.cancelled_at, c.recorded_at, c.ends_at)
    from classes c
    where c.kind = 'regular' and (c.cancelled_by = 'tutor' or c.attendance = 'tutor_absent')
    order by c.id`),
  );
  await tx.execute(
    sql.raw(`
    create temporary table large_school_makeups on commit drop as
    select w.credit_id, w.subscription_id, w.tutor_id, w.title, w.zone, w.minutes,
           (w.sunday + make_time((${FIRST_HOUR} + w.place - 1)::int, 0, 0)) at time zone w.zone as starts_at,
           w.r
    from (
      select m.id as credit_id, m.subscription_id, c.tutor_id, c.title, cs.anchor_zone as zone,
             cs.minutes, m.expires_at, v.sunday, ${chance('m.id', 5)} as r,
             row_number() over (partition by c.tutor_id, v.sunday order by m.id) as place
      from makeup_credits m
      join classes c on c.id = m.class_id
      join class_series cs on cs.id = c.series_id
      cross join lateral (
        select (date_trunc('week', c.starts_at at time zone cs.anchor_zone) + interval '6 days')::date as sunday
      ) v
      where ${chance('m.id', 4)} < 0.8
    ) w
    where w.place <= 8
      and (w.sunday + make_time((${FIRST_HOUR} + w.place - 1)::int, 0, 0)) at time zone w.zone < w.expires_at`),
  );
  await tx.execute(
    sql.raw(`
    insert into classes (kind, subscription_id, tutor_id, title, starts_at, ends_at, anchor_zone,
                         attendance, recorded_at, time_set_at, created_at, updated_at)
    select 'makeup', k.subscription_id, k.tutor_id, k.title, k.starts_at,
           k.starts_at + make_interval(mins => k.minutes), k.zone,
           case when k.starts_at + make_interval(mins => k.minutes) > ${now} then null
                when k.r < 0.9 then 'present' when k.r < 0.95 then 'late' else 'absent' end,
           case when k.starts_at + make_interval(mins => k.minutes) <= ${now}
                then k.starts_at + make_interval(mins => k.minutes) + interval '10 minutes' end,
           k.starts_at - interval '5 days', k.starts_at - interval '5 days', k.starts_at - interval '5 days'
    from large_school_makeups k
    order by k.starts_at`),
  );
  await tx.execute(sql`
    update makeup_credits m set used_class_id = c.id
    from large_school_makeups k
    join classes c on c.kind = 'makeup' and c.tutor_id = k.tutor_id and c.starts_at = k.starts_at
    where m.id = k.credit_id`);
}

/**
 * Trial classes of the demo requests that asked for one, on the Sunday of the week they were
 * near, in the tutor's Sunday trial hours (one a tutor an hour; a full Sunday books none).
 */
export async function insertTrials(tx: Tx, draw: Draw) {
  const { now, chance } = draw;
  await tx.execute(
    sql.raw(`
    insert into classes (kind, demo_request_id, tutor_id, title, starts_at, ends_at, anchor_zone,
                         status, cancelled_by, cancelled_at, attendance, recorded_at,
                         time_set_at, created_at, updated_at)
    select 'trial', t.demo_request_id, t.tutor_id, 'Free trial class', t.starts_at,
           t.starts_at + interval '30 minutes', t.zone,
           case when t.cancelled then 'cancelled' else 'scheduled' end,
           case when t.cancelled then 'learner' end,
           case when t.cancelled then least(${now}, t.starts_at - interval '3 hours') end,
           case when t.cancelled or t.starts_at + interval '30 minutes' > ${now} then null
                when t.converts then case when t.r < 0.9 then 'present' else 'late' end
                when t.r < 0.6 then 'present' when t.r < 0.7 then 'late'
                when t.r < 0.95 then 'absent' else 'excused' end,
           case when not t.cancelled and t.starts_at + interval '30 minutes' <= ${now}
                then t.starts_at + interval '45 minutes' end,
           t.booked_at, t.booked_at, t.booked_at
    from (
      select w.*, (w.sunday + make_time((${FIRST_HOUR} + 7 + w.place)::int, 0, 0)) at time zone w.zone as starts_at,
             not w.converts and w.r2 < 0.05 as cancelled
      from (
        select tw.demo_request_id, tw.tutor_id, tw.converts, u.time_zone as zone, d.created_at as booked_at,
               v.sunday, ${chance('tw.demo_request_id', 6)} as r, ${chance('tw.demo_request_id', 7)} as r2,
               row_number() over (partition by tw.tutor_id, v.sunday order by tw.demo_request_id) as place
        from large_school_trials_wanted tw
        join users u on u.id = tw.tutor_id
        join demo_requests d on d.id = tw.demo_request_id
        cross join lateral (
          select (date_trunc('week', tw.near at time zone u.time_zone) + interval '6 days')::date as sunday
        ) v
      ) w
      where w.place <= 8
    ) t
    order by t.starts_at`),
  );
}
