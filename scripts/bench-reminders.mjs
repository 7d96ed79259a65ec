// npm run bench:reminders — 10,000 reminders due in the same minute, sent by two instances of
// the built server on one PostgreSQL through one SMTP server: how long after that minute the
// first and the last reach SMTP, and whether any reached it twice.
//
// Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL); the SMTP server is a real one
// (smtp-server) in this process, which notes when each mail arrives and to whom.
import { SMTPServer } from 'smtp-server';
import pg from 'pg';
import {
  freePort,
  freshPostgresDatabase,
  postgresUrl,
  startServer,
  tempDataDir,
} from './bench-lib.mjs';

const CLASSES = Number(process.env.BENCH_CLASSES ?? 5_000);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);

/** A real SMTP server that keeps, for each recipient, the moments their mails arrived. */
async function startSink() {
  const arrivals = new Map();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        const at = Date.now();
        // The bench's own people only (the demo data may be mailed too).
        for (const { address } of session.envelope.rcptTo) {
          if (!address.startsWith('bench.')) continue;
          arrivals.set(address, [...(arrivals.get(address) ?? []), at]);
          total += 1;
        }
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    total: () => total,
    stop: () => server.close(),
  };
}

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

async function main() {
  const url = postgresUrl();
  if (!url) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server');
  const database = await freshPostgresDatabase(url, 'iqra_bench_reminders');
  const data = await tempDataDir();
  const sink = await startSink();
  const servers = [];
  try {
    const env = {
      DATABASE_URL: database.url,
      SEED_DEMO: 'true',
      DATA_DIR: data.dir,
      SMTP_URL: sink.url,
      LOG_LEVEL: 'warn',
    };
    // The first instance migrates and seeds; then the classes go in, then the second starts.
    servers.push(await startServer(env));
    // Due at the first whole minute at least 30 s away: the instances are up by then.
    const due = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    await fillClasses(database.url, new Date(due.getTime() + 3_600_000));
    while (servers.length < INSTANCES) servers.push(await startServer(env));
    const expected = 2 * CLASSES;
    console.log(`${expected} reminders due at ${due.toISOString()}, ${INSTANCES} instances`);
    const deadline = due.getTime() + 5 * 60_000;
    while (sink.total() < expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // A little longer, in case a second copy of anything is on its way.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const times = [...sink.arrivals.values()].flat().sort((a, b) => a - b);
    const twice = [...sink.arrivals.values()].filter((list) => list.length > 1).length;
    const seconds = (ms) => Math.round(ms / 100) / 10;
    console.table([
      {
        reminders: expected,
        received: sink.total(),
        recipients: sink.arrivals.size,
        'sent twice': twice,
        'first after due (s)': seconds(times[0] - due.getTime()),
        'last after due (s)': seconds(times.at(-1) - due.getTime()),
        'per second': Math.round(times.length / Math.max(0.001, (times.at(-1) - times[0]) / 1000)),
      },
    ]);
    if (sink.total() !== expected || twice > 0) process.exitCode = 1;
  } finally {
    for (const server of servers) await server.stop();
    sink.stop();
    await data.remove();
    await database.drop();
  }
}

await main();
