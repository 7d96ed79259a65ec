import { sql } from 'drizzle-orm';
import type { Language, ReportActions } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { at, rowsOf } from './sql.ts';

// What staff should act on now: plans about to end, classes still to record, demo requests
// with no trial after two days, payments stuck at the provider. Each list gives its count and
// its first few (soonest or oldest first).

/** How many of each list the dashboard shows. */
const SHOWN = 20;
/** A demo request waits this long for its trial before it is listed. */
const REQUEST_WAIT_HOURS = 48;
/** A payment claimed for capture this long ago, or still not approved this long after its
 * approval window (3 hours) closed, is stuck: the reconciler should have settled it. */
const CAPTURE_STUCK_MINUTES = 15;
const CREATED_STUCK_HOURS = 4;

export async function actionsOf(
  db: Database,
  now: Date,
  zone: string,
  language: Language,
): Promise<ReportActions> {
  const plans = await rowsOf<{
    subscription_id: number;
    learner_id: number;
    learner: string;
    course: string;
    course_ar: string | null;
    tier: string;
    tier_ar: string | null;
    ends_at: Date | string;
    reminded_on: string | null;
    count: number;
  }>(
    db,
    sql`
      select s.id as subscription_id, s.user_id as learner_id,
             trim(u.first_name || ' ' || u.last_name) as learner,
             pr.name as course, pr.name_ar as course_ar, t.name as tier, t.name_ar as tier_ar,
             s.ended_at as ends_at,
             (select to_char(max(r.due_at) at time zone ${zone}, 'YYYY-MM-DD') from sent_reminders r
              where r.kind = 'renewal_staff' and r.ref_id = s.id) as reminded_on,
             count(*) over ()::int as count
      from subscriptions s
      join users u on u.id = s.user_id
      join products pr on pr.id = s.product_id
      join tiers t on t.id = s.tier_id
      where s.status <> 'cancelled' and s.ended_at > ${at(now)}
        and s.ended_at <= ${at(now)} + interval '7 days'
      order by s.ended_at, s.id
      limit ${SHOWN}`,
  );
  const [toRecord] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from classes c
        where c.status = 'scheduled' and c.recorded_at is null and c.tutor_id is not null
          and c.ends_at <= ${at(now)}`,
  );
  const requests = await rowsOf<{
    id: number;
    email: string;
    created_at: Date | string;
    count: number;
  }>(
    db,
    sql`
      select d.id, d.email, d.created_at, count(*) over ()::int as count
      from demo_requests d
      where d.status <> 'closed'
        and d.created_at <= ${at(now)} - make_interval(hours => ${REQUEST_WAIT_HOURS})
        and not exists (select 1 from classes c
                        where c.demo_request_id = d.id and c.status = 'scheduled')
      order by d.created_at, d.id
      limit ${SHOWN}`,
  );
  const payments = await stuckPayments(db, now);
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    plans_ending: {
      count: plans[0]?.count ?? 0,
      items: plans.map((row) => {
        const names = inLanguage(
          language,
          { course: row.course, tier: row.tier },
          { course: row.course_ar, tier: row.tier_ar },
        );
        return {
          subscription_id: row.subscription_id,
          learner_id: row.learner_id,
          learner: row.learner,
          ...names,
          ends_at: iso(row.ends_at),
          reminded_on: row.reminded_on,
        };
      }),
    },
    classes_to_record: toRecord?.count ?? 0,
    requests_waiting: {
      count: requests[0]?.count ?? 0,
      items: requests.map(({ id, email, created_at }) => ({
        id,
        email,
        created_at: iso(created_at),
      })),
    },
    payments_stuck: {
      count: payments[0]?.count ?? 0,
      items: payments.map(({ count: _count, created_at, ...payment }) => ({
        ...payment,
        created_at: iso(created_at),
      })),
    },
  };
}

/** Payments the reconciler should have settled by now, oldest first. */
function stuckPayments(db: Database, now: Date) {
  return rowsOf<{
    id: string;
    payer: string;
    payer_email: string;
    status: 'created' | 'capturing';
    amount_minor: number;
    currency: string;
    created_at: Date | string;
    count: number;
  }>(
    db,
    sql`
      select p.id, trim(u.first_name || ' ' || u.last_name) as payer, u.email as payer_email,
             p.status,
             p.amount_cents as amount_minor, p.currency, p.created_at,
             count(*) over ()::int as count
      from payments p join users u on u.id = p.user_id
      where (p.status = 'capturing'
             and p.created_at <= ${at(now)} - make_interval(mins => ${CAPTURE_STUCK_MINUTES}))
         or (p.status = 'created'
             and p.created_at <= ${at(now)} - make_interval(hours => ${CREATED_STUCK_HOURS}))
      order by p.created_at, p.id
      limit ${SHOWN}`,
  );
}
