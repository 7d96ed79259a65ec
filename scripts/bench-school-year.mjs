// npm run bench:school-year — the school's holidays (decision 049) on a large school,
// PostgreSQL: staff add a three-day closure a week ahead, taking every plan's classes on those
// days (each plan's end moved on by its classes lost, its next weeks made), then remove it (all
// given back). Each is one request, one transaction; the mails are queued with it, one per
// learner (or guardian) and tutor whatever their number of classes, and counted here.
//
// The school: BENCH_LARGE_SCHOOL_URL, a database `npm run make:large-school` filled (it is
// read and changed, and left as it was: each closure added is removed); without it, one is
// made afresh on the server of BENCH_DATABASE_URL or TEST_DATABASE_URL and dropped after.
// BENCH_ROUNDS rounds (3) of adding and removing, after one not counted.
import pg from 'pg';
import {
  largeSchool,
  median,
  signIn,
  staffAccountIn,
  startServer,
  tempDataDir,
} from './bench-lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const STAFF = { email: 'bench.year@example.com', password: 'bench school year password' };
const DAY = 86_400_000;

const database = await largeSchool('bench:school-year', 'iqra_bench_school_year');
const data = await tempDataDir();
staffAccountIn(database.url, STAFF);
const client = new pg.Client({ connectionString: database.url });
await client.connect();
await client.query('vacuum analyze');
const count = async (query, params = []) => Number((await client.query(query, params)).rows[0].n);
console.log(
  `the school: ${await count('select count(*) as n from classes')} classes, ` +
    `${await count("select count(*) as n from classes where starts_at > now() and status = 'scheduled'")} to come, ` +
    `${await count('select count(*) as n from class_series')} weekly plans`,
);

// No mail leaves: the outbox is read, not sent (no SMTP_URL).
const server = await startServer({
  DATABASE_URL: database.url,
  DATA_DIR: data.dir,
  RATE_LIMIT_SCALE: '100000',
  LOG_LEVEL: 'warn',
});
try {
  const token = `Bearer ${await signIn(server.url, STAFF.email, STAFF.password)}`;
  const day = (days) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  const call = async (method, address, body) => {
    const started = performance.now();
    const response = await fetch(`${server.url}${address}`, {
      method,
      headers: body
        ? { authorization: token, 'content-type': 'application/json' }
        : { authorization: token },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${address}: ${JSON.stringify(answer)}`);
    return { ms: performance.now() - started, data: answer.data };
  };
  const mailsSince = (id) =>
    client.query(
      `select count(*)::int as mails, count(distinct "to")::int as people from outbox
       where id > $1 and kind = 'holiday-classes'`,
      [id],
    );
  const lastMail = async () => count('select coalesce(max(id), 0) as n from outbox');

  // A closure an interrupted run left behind goes first.
  for (const holiday of (await call('GET', '/api/admin/holidays')).data.holidays) {
    if (holiday.name_en?.startsWith('Bench closure')) {
      await call('DELETE', `/api/admin/holidays/${holiday.id}`);
    }
  }
  const adds = [];
  const removes = [];
  for (let round = 0; round <= ROUNDS; round += 1) {
    const before = await lastMail();
    const added = await call('POST', '/api/admin/holidays', {
      kind: 'closure',
      name_en: `Bench closure ${round}`,
      starts_on: day(7),
      ends_on: day(9),
    });
    const addMails = (await mailsSince(before)).rows[0];
    const between = await lastMail();
    const removed = await call('DELETE', `/api/admin/holidays/${added.data.holiday.id}`);
    const removeMails = (await mailsSince(between)).rows[0];
    const line = (what, result, mails) =>
      `  ${what.padEnd(7)} ${result.ms.toFixed(0).padStart(6)} ms  ` +
      `${String(result.data.cancelled).padStart(5)} cancelled ${String(result.data.restored).padStart(5)} restored ` +
      `${String(result.data.learners).padStart(5)} learners  ${mails.mails} mails to ${mails.people} people`;
    console.log(`round ${round}${round === 0 ? ' (not counted)' : ''}`);
    console.log(line('add', added, addMails));
    console.log(line('remove', removed, removeMails));
    if (round > 0) {
      adds.push(added.ms);
      removes.push(removed.ms);
    }
  }
  console.log(
    `median of ${ROUNDS}: add a closure ${median(adds).toFixed(0)} ms, remove it ${median(removes).toFixed(0)} ms`,
  );
} finally {
  await server.stop();
  await client.end();
  await data.remove();
  await database.drop();
}
