// The SMTP end of the mail benchmarks: a real SMTP server (smtp-server) in the benchmark's own
// process that notes when each mail arrives and to whom, and what the numbers come to.
import { SMTPServer } from 'smtp-server';
import {
  freePort,
  freshPostgresDatabase,
  postgresUrl,
  startServer,
  tempDataDir,
} from './bench-lib.mjs';

/**
 * Keeps, for each recipient whose address starts with `prefix` (the benchmark's own people:
 * the demo data may be mailed too), the moments their mails arrived.
 */
export async function startSink(prefix = 'bench.') {
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
        for (const { address } of session.envelope.rcptTo) {
          if (!address.startsWith(prefix)) continue;
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
 * Waits until `expected` mails have arrived (or five minutes after `due`), a little longer for
 * any second copy, then prints how long after `due` the first and last came, how many came
 * twice, and the rate; fails the process unless every mail came exactly once.
 */
async function reportArrivals(sink, { due, expected, what }) {
  const deadline = due.getTime() + 5 * 60_000;
  while (sink.total() < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const times = [...sink.arrivals.values()].flat().sort((a, b) => a - b);
  const twice = [...sink.arrivals.values()].filter((list) => list.length > 1).length;
  const seconds = (ms) => Math.round(ms / 100) / 10;
  console.table([
    {
      [what]: expected,
      received: sink.total(),
      recipients: sink.arrivals.size,
      'sent twice': twice,
      'first after due (s)': seconds(times[0] - due.getTime()),
      'last after due (s)': seconds(times.at(-1) - due.getTime()),
      'per second': Math.round(times.length / Math.max(0.001, (times.at(-1) - times[0]) / 1000)),
    },
  ]);
  if (sink.total() !== expected || twice > 0) process.exitCode = 1;
}

/**
 * A mail benchmark: a fresh PostgreSQL database, the built server started on it (the first
 * instance migrates and seeds), `fill(url, due)` putting in what falls due at `due` (the first
 * whole minute at least 30 s away, when every instance is up) and answering how many mails
 * that makes, then the other instances, all sending to one SMTP sink.
 */
export async function mailBenchmark({ name, what, instances, fill }) {
  const url = postgresUrl();
  if (!url) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server');
  const database = await freshPostgresDatabase(url, name);
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
    servers.push(await startServer(env));
    const due = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    const expected = await fill(database.url, due);
    while (servers.length < instances) servers.push(await startServer(env));
    console.log(`${expected} ${what} due at ${due.toISOString()}, ${instances} instances`);
    await reportArrivals(sink, { due, expected, what });
  } finally {
    for (const server of servers) await server.stop();
    sink.stop();
    await data.remove();
    await database.drop();
  }
}
