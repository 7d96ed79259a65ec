// npm run bench:reports — the school's figures (decision 045) and tutors' pay (decision 046) on a
// large school, PostgreSQL: the dashboard's calls for this month, last month and the last 12
// months, the charts' months, the lists to act on, a tutor's statement and months, staff's reading
// of a statement and its CSV, and staff's pay overview.
// Targets: the dashboard's API p99 ≤ 300 ms for a month and for 12 months, a tutor's monthly
// statement ≤ 100 ms.
//
// The school: BENCH_LARGE_SCHOOL_URL, a database `npm run make:large-school` filled (it is
// read, and given one staff account and one tutor's password); without it, one is made afresh
// on the server of BENCH_DATABASE_URL or TEST_DATABASE_URL (a few minutes) and dropped after.
// BENCH_ROUNDS requests (100) of each, one after another, after 5 not counted.
import pg from 'pg';
import {
  largeSchool,
  median,
  signIn,
  staffAccountIn,
  startServer,
  tempDataDir,
} from './bench-lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const STAFF = { email: 'bench.reports@example.com', password: 'bench reports password' };

async function timed(url, headers) {
  const times = [];
  for (let round = 0; round < ROUNDS + 5; round += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (round >= 5) times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];
  return { median: median(times), p90: at(0.9), p99: at(0.99) };
}

const database = await largeSchool('bench:reports', 'iqra_bench_reports');
const data = await tempDataDir();
staffAccountIn(database.url, STAFF);
// One tutor signs in with the staff account's password, to read their own statement.
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const [tutor] = (
  await client.query(
    `update users set email = 'bench.reports.tutor@example.com',
            password_hash = (select password_hash from users where email = $1)
     where id = (select t.user_id from tutors t order by t.user_id limit 1)
     returning id`,
    [STAFF.email],
  )
).rows;
await client.query('vacuum analyze');
await client.end();

const server = await startServer({
  DATABASE_URL: database.url,
  DATA_DIR: data.dir,
  RATE_LIMIT_SCALE: '100000',
  LOG_LEVEL: 'warn',
});
try {
  const staff = {
    authorization: `Bearer ${await signIn(server.url, STAFF.email, STAFF.password)}`,
  };
  const own = {
    authorization: `Bearer ${await signIn(server.url, 'bench.reports.tutor@example.com', STAFF.password)}`,
  };
  const today = new Date();
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const month = last.toISOString().slice(0, 7);
  const yearFrom = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
  const yearTo = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0))
    .toISOString()
    .slice(0, 10);
  const rows = [
    ['figures: this month', '/api/admin/reports?period=this_month', staff],
    ['figures: last month', '/api/admin/reports?period=last_month', staff],
    ['figures: 12 months', `/api/admin/reports?from=${yearFrom}&to=${yearTo}`, staff],
    ['charts: 12 months', '/api/admin/reports/months?count=12', staff],
    ['lists to act on', '/api/admin/reports/actions', staff],
    ['tutor: own statement', `/api/teach/pay-statement?month=${month}`, own],
    ['tutor: own months', '/api/teach/pay-months', own],
    ['staff: a statement', `/api/admin/tutors/${tutor.id}/pay-statement?month=${month}`, staff],
    [
      'staff: a statement CSV',
      `/api/admin/tutors/${tutor.id}/pay-statement/csv?month=${month}`,
      staff,
    ],
    ['staff: pay overview', `/api/admin/pay/overview?month=${month}`, staff],
  ];
  console.log(`${ROUNDS} requests each, one after another (ms):`);
  console.log(
    `  ${'call'.padEnd(24)} ${'median'.padStart(7)} ${'p90'.padStart(7)} ${'p99'.padStart(7)}`,
  );
  for (const [label, address, headers] of rows) {
    const { median: ms, p90, p99 } = await timed(`${server.url}${address}`, headers);
    console.log(
      `  ${label.padEnd(24)} ${ms.toFixed(1).padStart(7)} ${p90.toFixed(1).padStart(7)} ${p99.toFixed(1).padStart(7)}`,
    );
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.stop();
  await database.drop();
  await data.remove();
}
