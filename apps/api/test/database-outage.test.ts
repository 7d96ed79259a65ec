import { inArray } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@iqra/contracts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { demoRequests } from '../src/db/schema.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { bearer, createTestApp, registerLearner, testDatabaseKind } from './helpers.ts';
import { withDatabase } from './global-setup.ts';
import { startPostgresServer } from './postgres-server.ts';
import { builtWebRoot } from './web-build.ts';

// The database goes away under load and, on PostgreSQL, comes back: every call that needs it
// is answered 503 with Retry-After meanwhile (a page gets a small page), the instance says it
// is not ready, the log says so once when it starts and once when it ends, and nothing that
// was acknowledged is lost. PGlite runs in the process and cannot be opened again once closed,
// so its variant ends at the outage; PostgreSQL's is a server of the test's own, stopped and
// started again.

type App = Awaited<ReturnType<typeof buildApp>>;

interface LogEntry {
  level: number;
  msg: string;
}

/** The app's log, as an operator would read it. */
function logCapture() {
  const entries: LogEntry[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        entries.push(JSON.parse(line) as LogEntry);
      }
      done();
    },
  });
  return { entries, logger: { level: 'info', stream } };
}

interface Answer {
  call: string;
  status: number;
  retryAfter: string | undefined;
  type: string;
  body: string;
  /** When the call was made. */
  at: number;
  /** The demo request's address, for a write. */
  email?: string;
}

/**
 * Clients calling the app one call after another, a few milliseconds apart, until stopped;
 * every answer is kept.
 */
function startLoad(app: App, calls: Record<string, (n: number) => { url: string } & object>) {
  const answers: Answer[] = [];
  let running = true;
  let sent = 0;
  const clients = Object.entries(calls).map(async ([call, make]) => {
    while (running) {
      const request = make((sent += 1));
      const at = Date.now();
      const response = await app.inject(request);
      const payload = (request as { payload?: { email?: string } }).payload;
      answers.push({
        call,
        status: response.statusCode,
        retryAfter: response.headers['retry-after'] as string | undefined,
        type: String(response.headers['content-type'] ?? ''),
        body: response.body,
        at,
        ...(payload?.email ? { email: payload.email } : {}),
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  return {
    answers,
    /** Resolves once the calls are being answered as usual. */
    underWay: () =>
      expect
        .poll(() => answers.filter((answer) => answer.status < 300).length, { timeout: 10_000 })
        .toBeGreaterThan(10),
    since: (moment: number) => answers.filter((answer) => answer.at >= moment),
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

const OUTAGE_STARTS = 'database unavailable: answering 503 until it is back';
const OUTAGE_ENDS = 'database available again';

const subscriptionsOf = (token: string) => () => ({
  url: '/api/my-subscriptions',
  headers: bearer(token),
});

const demoRequest = (n: number) => ({
  method: 'POST' as const,
  url: '/api/request-demo',
  payload: { email: `outage${n}.${process.pid}@example.com` },
});

/** Answers the database's absence should have given: a 503 to be retried, never a 500. */
function expectUnavailable(answer: Answer) {
  expect(answer.status, `${answer.call}: ${answer.body}`).toBe(503);
  expect(answer.retryAfter).toBe('5');
  if (answer.call === 'page') {
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.body).toContain('Back in a moment');
  } else {
    expect(JSON.parse(answer.body)).toEqual({ message: MESSAGES.unavailable });
  }
}

/** The embedded database, closed under load: it cannot be opened again, so this ends there. */
async function embeddedOutage() {
  const log = logCapture();
  const { app, database } = await createTestApp({ logger: log.logger, webRoot: builtWebRoot() });
  const learner = await registerLearner(app);

  return async () => {
    const load = startLoad(app, {
      write: demoRequest,
      read: subscriptionsOf(learner.token),
      // A course page not made before, so it is rendered now (every one is new).
      page: (n) => ({ url: `/courses/course-${n}` }),
    });
    let closed = 0;
    try {
      await load.underWay();
      await database.close();
      // As once the catalogue answers kept before the outage have expired (30 s): the pages
      // read the database again.
      app.cache.drop();
      closed = Date.now();
      await expect
        .poll(
          () =>
            ['write', 'read', 'page'].every(
              (call) => load.since(closed).filter((answer) => answer.call === call).length >= 5,
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'unavailable' } });
    } finally {
      await load.stop();
    }
    for (const answer of load.answers) expect(answer.status, answer.body).not.toBe(500);
    for (const answer of load.since(closed)) expectUnavailable(answer);
    expect(log.entries.filter((entry) => entry.level >= 40).map((entry) => entry.msg)).toEqual([
      OUTAGE_STARTS,
    ]);
  };
}

/** Rejects, naming the step, when `work` has not settled within 30 s. */
async function within(step: string, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step} did not finish within 30 s`)), 30_000);
  });
  try {
    await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** A PostgreSQL server of the test's own, stopped for a few seconds under load and started again. */
async function postgresOutage() {
  const server = await startPostgresServer();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('create database iqra');
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(server.url, 'iqra') });
  await database.migrate();
  await seedDatabase(database.db, { demo: false });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'iqra-test-'));
  const log = logCapture();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
    database,
    logger: log.logger,
    limits: { registerPerIp: 10_000, leadsPerIp: 100_000 },
  });
  await app.ready();
  afterAll(async () => {
    // Each step on its own deadline: a close that hangs after an outage is a bug, named here.
    await within('app.close()', app.close());
    await within('database.close()', database.close());
    await within("the test's PostgreSQL stopping", server.remove());
    await rm(dataDir, { recursive: true, force: true });
  }, 100_000);
  const learner = await registerLearner(app);

  return async () => {
    const load = startLoad(app, {
      write: demoRequest,
      read: subscriptionsOf(learner.token),
    });
    let stopped = 0;
    let restarting = 0;
    let restarted = 0;
    try {
      await load.underWay();
      await server.stop();
      stopped = Date.now();
      // Down for a few seconds, as a restart under load is.
      await expect
        .poll(
          () =>
            load.since(stopped).filter((answer) => answer.status === 503).length >= 20 &&
            Date.now() - stopped >= 3000,
          { timeout: 10_000 },
        )
        .toBe(true);
      expect((await app.inject({ url: '/api/ready' })).json()).toEqual({
        status: 'unavailable',
        checks: { database: 'unavailable' },
      });
      restarting = Date.now();
      await server.start();
      restarted = Date.now();
      // Back within a second of the database's return.
      await expect
        .poll(() => load.since(restarted).some((answer) => answer.status === 201), {
          timeout: 1000,
        })
        .toBe(true);
      await expect
        .poll(() => log.entries.some((entry) => entry.msg === OUTAGE_ENDS), { timeout: 5000 })
        .toBe(true);
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await load.stop();
    }
    expect(new Set(load.answers.map((answer) => answer.status))).toEqual(new Set([200, 201, 503]));
    for (const answer of load.answers.filter((answer) => answer.status === 503)) {
      expectUnavailable(answer);
    }
    // Every call made while the server was down was answered 503.
    const during = load.answers.filter((answer) => answer.at > stopped && answer.at < restarting);
    for (const answer of during) expectUnavailable(answer);
    // Every demo request acknowledged is kept.
    const acknowledged = load.answers
      .filter((answer) => answer.call === 'write' && answer.status === 201)
      .map((answer) => answer.email!);
    const kept = await database.db
      .select({ email: demoRequests.email })
      .from(demoRequests)
      .where(inArray(demoRequests.email, acknowledged));
    expect(kept.map((row) => row.email).sort()).toEqual([...acknowledged].sort());
    expect(log.entries.filter((entry) => entry.level >= 50).map((entry) => entry.msg)).toEqual([
      OUTAGE_STARTS,
    ]);
    expect(log.entries.filter((entry) => entry.msg === OUTAGE_ENDS)).toHaveLength(1);
  };
}

// Each project runs its own database's variant.
describe('a database outage under load', async () => {
  if (testDatabaseKind === 'postgres') {
    it(
      'PostgreSQL stopped for seconds: 503s and not ready meanwhile, back within a second, logged once each way, nothing acknowledged lost',
      await postgresOutage(),
    );
  } else {
    it(
      'embedded PGlite closed: 503s with Retry-After (a page for a page), not ready, logged once',
      await embeddedOutage(),
    );
  }
});
