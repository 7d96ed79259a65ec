// npm run bench:digest — 10,000 families' weekly digests due in the same minute, sent by two
// instances of the built server on one PostgreSQL through one SMTP server: how long after that
// minute the first and the last reach SMTP, and whether any reached it twice.
//
// Each family is a parent with one child who had a class in the week just ended (recorded,
// with a note) and has one in the week ahead; the parents live in several time zones, each
// with the weekday and minute that fall on the same instant on their own clock.
//
// Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL).
import pg from 'pg';
import { mailBenchmark } from './mail-sink.mjs';

const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 10_000);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const ZONES = [
  'America/Toronto',
  'Europe/London',
  'Africa/Cairo',
  'Asia/Karachi',
  'Australia/Sydney',
];
// A tutor per family: a tutor teaches one class at a time, and all the classes are at once.
const TUTORS = FAMILIES;

async function fillFamilies(url, due) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into users (first_name, last_name, phone, email, password_hash, role, time_zone)
       select 'Bench', 'Tutor' || n, '', 'tutor' || n || '@bench.example', 'x', 'tutor', 'Africa/Cairo'
       from generate_series(1, $1) as n`,
      [TUTORS],
    );
    await client.query(
      `insert into tutors (user_id, meeting_link)
       select id, 'https://meet.jit.si/bench-' || id from users where email like 'tutor%@bench.example'`,
    );
    // Parents: each the weekday and minute that `due` is on their own clock.
    await client.query(
      `insert into users (first_name, last_name, phone, email, password_hash, time_zone,
                          digest_weekday, digest_minute)
       select 'Parent', 'P' || n, '', 'bench.parent' || n || '@example.com', 'x', z.zone,
              extract(isodow from ($2::timestamptz at time zone z.zone))::int,
              (extract(hour from ($2::timestamptz at time zone z.zone)) * 60
               + extract(minute from ($2::timestamptz at time zone z.zone)))::int
       from generate_series(1, $1) as n
       join (select zone, row_number() over () - 1 as k from unnest($3::text[]) as zone) z
         on z.k = n % array_length($3::text[], 1)`,
      [FAMILIES, due.toISOString(), ZONES],
    );
    await client.query(
      `insert into users (first_name, last_name, phone, birth_year, time_zone)
       select 'Child', 'C' || n, '', 2016, 'UTC' from generate_series(1, $1) as n`,
      [FAMILIES],
    );
    await client.query(
      `insert into guardianships (guardian_id, child_id, consent_at)
       select p.id, c.id, now()
       from (select id, row_number() over (order by id) as n from users
             where email like 'bench.parent%') p
       join (select id, row_number() over (order by id) as n from users
             where first_name = 'Child' and email is null) c on c.n = p.n`,
    );
    await client.query(
      `insert into subscriptions (user_id, product_id, tier_id, started_at, ended_at)
       select child_id, (select min(id) from products), (select min(id) from tiers),
              $1::timestamptz - interval '20 days', $1::timestamptz + interval '40 days'
       from guardianships where child_id in (select id from users where first_name = 'Child')`,
      [due.toISOString()],
    );
    // A class three days before the minute, recorded with a note; one four days after it.
    await client.query(
      `insert into classes (subscription_id, tutor_id, title, starts_at, ends_at, anchor_zone,
                            time_set_at, attendance, note, recorded_at)
       select s.id, t.user_id, 'Hifz', c.at, c.at + interval '30 minutes', 'Africa/Cairo',
              $1::timestamptz - interval '20 days',
              case when c.past then 'present' end,
              case when c.past then 'Recited An-Naba 1–16 with two hesitations.' else '' end,
              case when c.past then c.at + interval '1 hour' end
       from subscriptions s
       join users u on u.id = s.user_id and u.first_name = 'Child'
       join (select user_id, row_number() over (order by user_id) - 1 as k from tutors) t
         on t.k = s.id % $2
       cross join (values ($1::timestamptz - interval '3 days', true),
                          ($1::timestamptz + interval '4 days', false)) as c(at, past)`,
      [due.toISOString(), TUTORS],
    );
    await client.query('commit');
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

await mailBenchmark({
  name: 'iqra_bench_digest',
  what: 'digests',
  instances: INSTANCES,
  fill: async (url, due) => {
    await fillFamilies(url, due);
    return FAMILIES;
  },
});
