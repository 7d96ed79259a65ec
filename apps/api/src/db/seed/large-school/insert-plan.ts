import { sql, type SQL } from 'drizzle-orm';
import type { Transaction as Tx } from '../../client.ts';
import type { SchoolPlan } from './plan.ts';

// The plan's rows into the database, a few thousand at a time as one JSON array each, read by
// jsonb_to_recordset. Ids come from the plan. What SQL needs later of the plan and the tables
// do not keep (who pays a subscription, in what, for how many months; a demo request's trial)
// goes into temporary tables that end with the transaction.

const CHUNK = 5000;

async function inChunks<T>(rows: T[], insert: (json: string) => SQL, tx: Tx) {
  for (let from = 0; from < rows.length; from += CHUNK) {
    await tx.execute(insert(JSON.stringify(rows.slice(from, from + CHUNK))));
  }
}

/** Staff, tutors and their pay, learners and parents, and families. */
export async function insertPeople(tx: Tx, plan: SchoolPlan, passwordHash: string) {
  await inChunks(
    plan.users,
    (json) => sql`
      insert into users (id, first_name, last_name, gender, phone, email, password_hash, role,
                         time_zone, country_id, birth_year, created_at, updated_at)
      select x.id, x.first_name, x.last_name, x.gender, x.phone, x.email,
             case when x.email is not null then ${passwordHash} end, x.role, x.time_zone,
             c.id, x.birth_year, x.created_at, x.created_at
      from jsonb_to_recordset(${json}::jsonb) as x(id int, first_name text, last_name text,
             gender smallint, phone text, email text, role text, time_zone text, country text,
             birth_year smallint, created_at timestamptz)
      left join countries c on c.iso2 = x.country
      order by x.id`,
    tx,
  );
  const tutors = plan.tutors.map((tutor) => ({
    user_id: tutor.userId,
    languages: tutor.languages,
    bio: tutor.bio,
    meeting_link: tutor.meetingLink,
    active: tutor.active,
  }));
  await inChunks(
    tutors,
    (json) => sql`
      insert into tutors (user_id, languages, bio, meeting_link, active, created_at)
      select x.user_id, array(select jsonb_array_elements_text(x.languages)), x.bio,
             x.meeting_link, x.active, u.created_at
      from jsonb_to_recordset(${json}::jsonb) as x(user_id int, languages jsonb, bio text,
             meeting_link text, active boolean)
      join users u on u.id = x.user_id
      order by x.user_id`,
    tx,
  );
  const rates = plan.tutors.flatMap((tutor) =>
    tutor.rates.map((rate) => ({ tutor_id: tutor.userId, ...rate })),
  );
  const staff = plan.staffIds[0] ?? null;
  await inChunks(
    rates,
    (json) => sql`
      insert into tutor_pay_rates (tutor_id, effective_from, currency, basis, rate_30_minor,
                                   rate_60_minor, hourly_minor, created_by, created_at)
      select x.tutor_id, x.effective_from, x.currency, x.basis, x.rate_30_minor,
             x.rate_60_minor, x.hourly_minor, ${staff}::int, x.effective_from::timestamptz
      from jsonb_to_recordset(${json}::jsonb) as x(tutor_id int, effective_from date,
             currency text, basis text, rate_30_minor int, rate_60_minor int, hourly_minor int)
      order by x.tutor_id, x.effective_from`,
    tx,
  );
  await inChunks(
    plan.guardianships,
    (json) => sql`
      insert into guardianships (guardian_id, child_id, consent_at, created_at)
      select x.guardian_id, x.child_id, x.consent_at, x.consent_at
      from jsonb_to_recordset(${json}::jsonb) as x(guardian_id int, child_id int,
             consent_at timestamptz)`,
    tx,
  );
}

/** Subscriptions with their weekly plans, and what pays for them (`large_school_paying`). */
export async function insertSubscriptions(tx: Tx, plan: SchoolPlan) {
  await tx.execute(sql`
    create temporary table large_school_paying (
      subscription_id int primary key, payer_id int not null, currency text not null,
      months int not null) on commit drop`);
  await inChunks(
    plan.subscriptions,
    (json) => sql`
      with x as (
        select * from jsonb_to_recordset(${json}::jsonb) as x(id int, user_id int, payer_id int,
          product text, tier text, started_at timestamptz, ended_at timestamptz, months int,
          status text, currency text, tutor_id int, weekdays smallint[], start_time text,
          minutes smallint, anchor_zone text)
      ), made as (
        insert into subscriptions (id, user_id, product_id, tier_id, started_at, ended_at,
                                   status, created_at)
        select x.id, x.user_id, p.id, t.id, x.started_at, x.ended_at, x.status, x.started_at
        from x join products p on p.slug = x.product join tiers t on t.slug = x.tier
        order by x.id
        returning id
      ), planned as (
        insert into class_series (id, subscription_id, tutor_id, weekdays, start_time, minutes,
                                  anchor_zone, created_at, updated_at)
        select x.id, made.id, x.tutor_id, x.weekdays, x.start_time, x.minutes, x.anchor_zone,
               x.started_at, x.started_at
        from x join made on made.id = x.id
        order by x.id
        returning id
      )
      insert into large_school_paying (subscription_id, payer_id, currency, months)
      select x.id, x.payer_id, x.currency, x.months from x join planned on planned.id = x.id`,
    tx,
  );
}

/** Demo requests, and each one's trial to book (`large_school_trials_wanted`). */
export async function insertLeads(tx: Tx, plan: SchoolPlan) {
  await tx.execute(sql`
    create temporary table large_school_trials_wanted (
      demo_request_id int primary key, tutor_id int not null, near timestamptz not null,
      converts boolean not null) on commit drop`);
  await inChunks(
    plan.leads,
    (json) => sql`
      with x as (
        select * from jsonb_to_recordset(${json}::jsonb) as x(id int, email text,
          created_at timestamptz, preferred_at timestamptz, time_zone text, language text,
          status text, trial_tutor_id int, trial_near timestamptz, converts boolean)
      ), made as (
        insert into demo_requests (id, email, preferred_at, time_zone, language, status,
                                   created_at)
        select x.id, x.email, x.preferred_at, x.time_zone, x.language, x.status, x.created_at
        from x order by x.id
        returning id
      )
      insert into large_school_trials_wanted (demo_request_id, tutor_id, near, converts)
      select x.id, x.trial_tutor_id, x.trial_near, x.converts
      from x join made on made.id = x.id
      where x.trial_tutor_id is not null`,
    tx,
  );
}

/** Each table whose ids the plan gave: its sequence goes on after the highest. */
export async function moveSequencesOn(tx: Tx) {
  for (const table of ['users', 'subscriptions', 'class_series', 'demo_requests']) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
      ),
    );
  }
}
