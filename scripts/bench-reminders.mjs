// npm run bench:reminders — 10,000 reminders due in the same minute, sent by two instances of
// the built server on one PostgreSQL through one SMTP server: how long after that minute the
// first and the last reach SMTP, and whether any reached it twice.
//
// Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL); the SMTP server is a real one
// (smtp-server) in this process, which notes when each mail arrives and to whom.
import pg from 'pg';
import { mailBenchmark } from './mail-sink.mjs';

const CLASSES = Number(process.env.BENCH_CLASSES ?? 5_000);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);

/**
 * `CLASSES` learners and as many tutors, one class each, all starting at `start`: the 1-hour
 * reminders of all of them (to the learner and to the tutor) fall due in the same minute.
 */
async function fillClasses(url, start) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    for (const role of ['tutor', 'student']) {
      await client.query(
        `insert into users (first_name, last_name, phone, email, password_hash, role, time_zone)
         select 'Bench', $2 || n, '', 'bench.' || $2 || n || '@example.com', 'x', $2, $3
         from generate_series(1, $1) as n`,
        [CLASSES, role, role === 'tutor' ? 'Africa/Cairo' : 'Europe/London'],
      );
    }
    await client.query(
      `insert into tutors (user_id, meeting_link)
       select id, 'https://meet.jit.si/bench-' || id from users where email like 'bench.tutor%'`,
    );
    await client.query(
      `insert into subscriptions (user_id, product_id, tier_id, started_at, ended_at)
       select id, (select min(id) from products), (select min(id) from tiers),
              now() - interval '1 day', now() + interval '30 days'
       from users where email like 'bench.student%'`,
    );
    await client.query(
      `insert into classes (subscription_id, tutor_id, title, starts_at, ends_at, anchor_zone, time_set_at)
       select s.id, t.user_id, 'Tajweed', $1::timestamptz, $1::timestamptz + interval '30 minutes', 'Africa/Cairo', now() - interval '1 day'
       from (select id, row_number() over (order by id) as n from subscriptions
             where user_id in (select id from users where email like 'bench.student%')) s
       join (select user_id, row_number() over (order by user_id) as n from tutors
             where user_id in (select id from users where email like 'bench.tutor%')) t on t.n = s.n`,
      [start.toISOString()],
    );
    await client.query('commit');
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

await mailBenchmark({
  name: 'iqra_bench_reminders',
  what: 'reminders',
  instances: INSTANCES,
  // The classes start an hour after the minute: their 1-hour reminders fall due in it.
  fill: async (url, due) => {
    await fillClasses(url, new Date(due.getTime() + 3_600_000));
    return 2 * CLASSES;
  },
});
