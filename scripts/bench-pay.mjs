// npm run bench:pay — a tutor's monthly pay statement (decision 046) on PostgreSQL
// (BENCH_DATABASE_URL or TEST_DATABASE_URL), on a large school: BENCH_TUTORS tutors (200), each
// with about 7,500 classes over three years (1.5 million classes in all), two rates each, one
// changing mid-way. Times, one request after another: a tutor's own statement for a month
// (the target: 100 ms), staff reading it, its CSV, and staff's overview of every tutor's month.
import pg from 'pg';
import {
  freshPostgresDatabase,
  median,
  postgresUrl,
  signIn,
  startServer,
  tempDataDir,
} from './bench-lib.mjs';

const TUTORS = Number(process.env.BENCH_TUTORS ?? 200);
const CLASSES_PER_TUTOR = Number(process.env.BENCH_CLASSES ?? 7500);
const LEARNERS_PER_TUTOR = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const DAY = 86_400_000;
const YEARS_MS = 3 * 365 * DAY;

/** Tutors, learners, subscriptions and three years of classes, written straight in. */
async function fill(url) {
  const client = new pg.Client({ connectionString: url });
  // The database is dropped (with force) whatever happens: that ends this connection too.
  client.on('error', () => undefined);
  await client.connect();
  const started = performance.now();
  await client.query('begin');
  await client.query(
    `insert into users (first_name, last_name, phone, email, password_hash, role, time_zone)
     select 'Tutor', 'Pay ' || n, '', 'bench.pay.tutor' || n || '@example.com',
            (select password_hash from users where email = 'tutor@example.com'), 'tutor', 'Asia/Karachi'
     from generate_series(1, $1) as n`,
    [TUTORS],
  );
  await client.query(
    `insert into tutors (user_id, meeting_link) select id, 'https://meet.jit.si/bench-' || id
     from users where email like 'bench.pay.tutor%'`,
  );
  await client.query(
    `insert into users (first_name, last_name, phone, email, password_hash, time_zone)
     select 'Learner', 'No ' || n, '', 'bench.pay.learner' || n || '@example.com', 'x', 'Europe/London'
     from generate_series(1, $1) as n`,
    [TUTORS * LEARNERS_PER_TUTOR],
  );
  await client.query(
    `insert into subscriptions (user_id, product_id, tier_id, started_at, ended_at)
     select u.id, (select min(id) from products), (select min(id) from tiers),
            now() - interval '3 years', now() + interval '1 month'
     from users u where u.email like 'bench.pay.learner%'`,
  );
  // Tutor t's class k: every 3.5 hours or so from three years ago, with learner k % 10 of the
  // tutor's, 30 or 60 minutes, every outcome in turn.
  await client.query(
    `with t as (select user_id, row_number() over (order by user_id) - 1 as n from tutors
                where user_id in (select id from users where email like 'bench.pay.tutor%')),
          s as (select id, row_number() over (order by id) - 1 as n from subscriptions
                where user_id in (select id from users where email like 'bench.pay.learner%'))
     insert into classes (kind, subscription_id, tutor_id, title, starts_at, ends_at, status,
                          cancelled_by, attendance, recorded_at, time_set_at)
     select 'regular', s.id, t.user_id, 'Tajweed',
            now() - make_interval(secs => $2::float8 / 1000) + make_interval(secs => k * $3::float8 / 1000),
            now() - make_interval(secs => $2::float8 / 1000) + make_interval(secs => k * $3::float8 / 1000)
              + make_interval(mins => case when k % 3 = 0 then 60 else 30 end),
            case when k % 11 = 0 then 'cancelled' else 'scheduled' end,
            case when k % 11 = 0 then 'learner' end,
            case when k % 11 = 0 then null
                 else (array['present','late','absent','excused','tutor_absent','present','present'])[1 + k % 7] end,
            case when k % 11 = 0 then null else now() end,
            now()
     from t cross join generate_series(0, $1 - 1) as k
     join s on s.n = t.n * ${LEARNERS_PER_TUTOR} + k % ${LEARNERS_PER_TUTOR}`,
    [CLASSES_PER_TUTOR, YEARS_MS, YEARS_MS / CLASSES_PER_TUTOR],
  );
  await client.query(
    `insert into tutor_pay_rates (tutor_id, effective_from, currency, basis, rate_30_minor, rate_60_minor, hourly_minor)
     select user_id, (now() - interval '4 years')::date, 'USD', 'per_class', 1200, 2200, null from tutors
     union all
     select user_id, (now() - interval '45 days')::date, 'USD', 'per_hour', null, null, 2500 from tutors`,
  );
  await client.query('commit');
  await client.query('analyze');
  const [{ count }] = (await client.query('select count(*)::int as count from classes')).rows;
  await client.end();
  return { classes: count, seconds: (performance.now() - started) / 1000 };
}

async function timed(url, headers) {
  const times = [];
  for (let round = 0; round < ROUNDS + 3; round += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    if (round >= 3) times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: median(times), p90: sorted[Math.floor(sorted.length * 0.9)] };
}

const base = postgresUrl();
if (!base) {
  console.error('bench:pay needs BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL).');
  process.exit(1);
}
const database = await freshPostgresDatabase(base, 'iqra_bench_pay');
const data = await tempDataDir();
const server = await startServer({
  DATABASE_URL: database.url,
  SEED_DEMO: 'true',
  DATA_DIR: data.dir,
  RATE_LIMIT_SCALE: '100000',
  LOG_LEVEL: 'warn',
});
try {
  const filled = await fill(database.url);
  console.log(
    `${TUTORS} tutors, ${filled.classes.toLocaleString('en')} classes written in ${filled.seconds.toFixed(0)} s`,
  );
  const tutorToken = await signIn(server.url, 'bench.pay.tutor1@example.com', 'tutor-password');
  const staffToken = await signIn(server.url, 'admin@example.com', 'admin-password');
  const tutorId = (
    await (
      await fetch(`${server.url}/api/admin/tutors?q=bench.pay.tutor1%40`, {
        headers: { authorization: `Bearer ${staffToken}` },
      })
    ).json()
  ).data[0].id;
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
  const asTutor = { authorization: `Bearer ${tutorToken}` };
  const asStaff = { authorization: `Bearer ${staffToken}` };
  const rows = [
    ['tutor: own statement', `/api/teach/pay-statement?month=${month}`, asTutor],
    ['tutor: months list', '/api/teach/pay-months', asTutor],
    ['staff: a statement', `/api/admin/tutors/${tutorId}/pay-statement?month=${month}`, asStaff],
    ['staff: its CSV', `/api/admin/tutors/${tutorId}/pay-statement/csv?month=${month}`, asStaff],
    ['staff: overview', `/api/admin/pay/overview?month=${month}`, asStaff],
  ];
  console.log(`month ${month}, ${ROUNDS} requests each, one after another:`);
  for (const [label, path, headers] of rows) {
    const { median: ms, p90 } = await timed(`${server.url}${path}`, headers);
    console.log(`  ${label.padEnd(22)} median ${ms.toFixed(1)} ms, p90 ${p90.toFixed(1)} ms`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.stop();
  await database.drop();
  await data.remove();
}
