import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, inject } from 'vitest';
import { bookSchema, listOf, subscriptionSchema, validationErrorSchema } from '@iqra/contracts';
import { buildApp, type AppDeps, type Limits } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { familyInvitations, passwordResets } from '../src/db/schema.ts';
import { DEMO_ADMIN, DEMO_STUDENT } from '../src/db/seed/index.ts';
import { newSecret, sha256 } from '../src/lib/tokens.ts';
import { createPaymentProvider } from '../src/modules/payments/providers/index.ts';
import { PaymentReconciler } from '../src/modules/payments/reconciler.ts';
import { withDatabase } from './global-setup.ts';

export const testDatabaseKind = (process.env.IQRA_TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  dataDir: string;
}

// Generous limits so suites that sign in often are not throttled; rate-limit tests lower them.
const TEST_LIMITS: Limits = {
  loginPerIp: 10_000,
  registerPerIp: 10_000,
  perEmail: 10_000,
  leadsPerIp: 10_000,
};

/** A new PostgreSQL database copied from a template; dropped by `drop`. */
export async function createPostgresDatabase(variant: 'seeded' | 'empty') {
  const templates = inject('postgresTemplates');
  const url = process.env.TEST_DATABASE_URL;
  if (!templates || !url) throw new Error('PostgreSQL templates were not prepared');
  const name = `iqra_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${templates[variant]}"`);
  return {
    url: withDatabase(url, name),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

async function openTestDatabase(variant: 'seeded' | 'empty'): Promise<{
  database: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  if (testDatabaseKind === 'postgres') {
    const { url, drop } = await createPostgresDatabase(variant);
    return { database: await openDatabase({ kind: 'postgres', url, max: 5 }), drop };
  }
  const dump = await readFile(inject('pgliteTemplates')[variant]);
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return { database: await openDatabase({ kind: 'pglite', client }), drop: async () => undefined };
}

/**
 * A second handle on the database of another test app, as a second instance of the API opens
 * its own connections to the same database (PGlite: the same embedded database).
 */
async function openSameDatabase(
  other: DatabaseHandle,
): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const client = (other.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) {
    const database = await openDatabase({ kind: 'pglite', client });
    // The first app owns the embedded database and closes it.
    return { database: { ...database, close: async () => undefined }, drop: async () => undefined };
  }
  const url = (client as pg.Pool).options.connectionString;
  if (!url) throw new Error('the other app has no connection string');
  return {
    database: await openDatabase({ kind: 'postgres', url, max: 5 }),
    drop: async () => undefined,
  };
}

/**
 * A real app on a fresh database (seeded with the demo data unless `seeded: false`) and a
 * fresh data folder; everything is closed after the file's tests.
 */
export async function createTestApp(
  options: {
    seeded?: boolean;
    limits?: Partial<Limits>;
    env?: Record<string, string>;
    onRoute?: Parameters<typeof buildApp>[0]['onRoute'];
    /** Log options (a test that reads the log passes its own stream); off by default. */
    logger?: AppDeps['logger'];
    timeouts?: AppDeps['timeouts'];
    /** How often the app's own payment reconciler runs (it also runs once at start). */
    paymentCheckIntervalMs?: number;
    /** A second instance: the app runs on this other test app's database. */
    sameDatabaseAs?: TestContext;
    /** The school's clock (a test's own: see testClock in reminders.ts). */
    clock?: AppDeps['clock'];
    /** How often the app looks for reminders that have fallen due. */
    reminders?: AppDeps['reminders'];
    /**
     * The web app to serve (`builtWebRoot()` in test/web-build.ts, or a stand-in folder);
     * without one the app is the API alone, whether or not the web app was built.
     */
    webRoot?: string;
    /** Renders the public pages when ready and after each edit, as the server does. */
    renderPagesAhead?: boolean;
  } = {},
): Promise<TestContext> {
  const { database, drop } = options.sameDatabaseAs
    ? await openSameDatabase(options.sameDatabaseAs.database)
    : await openTestDatabase(options.seeded === false ? 'empty' : 'seeded');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'iqra-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    limits: { ...TEST_LIMITS, ...options.limits },
    mailIntervalMs: 100,
    webRoot: options.webRoot ?? false,
    renderPagesAhead: options.renderPagesAhead ?? false,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.reminders ? { reminders: options.reminders } : {}),
    ...(options.paymentCheckIntervalMs === undefined
      ? {}
      : { paymentCheckIntervalMs: options.paymentCheckIntervalMs }),
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { app, database, dataDir };
}

type App = TestContext['app'];

let registered = 0;

/**
 * Registers a new learner through the API (from a page that sends `headers`, e.g. its
 * `accept-language`) and returns its token and user.
 */
export async function registerLearner(
  app: App,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  registered += 1;
  const body = {
    firstName: 'Yusuf',
    lastName: 'Ali',
    gender: 1,
    phone: '+1 555 010 0100',
    whatsapp: '+1 555 010 0101',
    country_id: await someCountryId(app),
    age: 30,
    email: `learner${registered}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const json = response.json() as { token: string; user: { id: number; email: string } };
  return { ...json, password: body.password as string, body };
}

export async function loginDemoStudent(app: App): Promise<string> {
  return login(app, DEMO_STUDENT);
}

/** The demo seed's staff account (admin@example.com). */
export async function loginDemoAdmin(app: App): Promise<string> {
  return login(app, DEMO_ADMIN);
}

async function login(app: App, credentials: { email: string; password: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: credentials,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

export async function someCountryId(app: App): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/countries' });
  const countries = (response.json() as { data: { id: number; name: string }[] }).data;
  const egypt = countries.find((country) => country.name === 'Egypt');
  if (!egypt) throw new Error('countries not loaded');
  return egypt.id;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What GET /api/auth/user answers the token with: 200 while its session lives, else 401. */
export async function sessionStatus(app: App, token: string): Promise<number> {
  return (await app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode;
}

/** The learner's subscriptions, as GET /api/my-subscriptions lists them (checked by the contract). */
export async function subscriptionsOf(app: App, token: string) {
  const response = await app.inject({ url: '/api/my-subscriptions', headers: bearer(token) });
  return listOf(subscriptionSchema).parse(response.json()).data;
}

/** The learner's books, as GET /api/my-books lists them (checked by the contract). */
export async function booksOf(app: App, token: string) {
  const response = await app.inject({ url: '/api/my-books', headers: bearer(token) });
  return listOf(bookSchema).parse(response.json()).data;
}

/** A 422's messages by field (fails unless the answer is a 422). */
export function fieldErrors(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(422);
  return validationErrorSchema.parse(response.json()).errors;
}

/** Calls as a signed-in user: `get(url)` and `send(method, url, body?)`. */
export function clientOf(app: App, token: string) {
  const headers = bearer(token);
  return {
    headers,
    get: (url: string) => app.inject({ url, headers }),
    send: (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

type Learner = Awaited<ReturnType<typeof registerLearner>>;

/** POST /update-user as the learner: their details as registered, with `change` applied. */
export function updateAccount(
  app: App,
  learner: Learner,
  change: Record<string, unknown>,
  token = learner.token,
) {
  return app.inject({
    method: 'POST',
    url: '/update-user',
    headers: bearer(token),
    payload: {
      firstName: learner.body.firstName,
      lastName: learner.body.lastName,
      gender: learner.body.gender,
      phone: learner.body.phone,
      email: learner.user.email,
      ...change,
    },
  });
}

/** A reset link's token for the user, valid for an hour, stored as a mailed one is (hashed). */
export async function resetTokenFor(database: DatabaseHandle, userId: number): Promise<string> {
  const token = newSecret();
  await database.db.insert(passwordResets).values({
    userId,
    tokenSha256: sha256(token),
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  return token;
}

/**
 * A family invitation's token: `guardianId` invites `email` to be their child, for 14 days from
 * `now`, stored as a mailed one is (hashed). For tests without a mail server to read it from.
 */
export async function familyInvitationTokenFor(
  database: DatabaseHandle,
  guardianId: number,
  email: string,
  now = new Date(),
): Promise<string> {
  const token = newSecret();
  await database.db.insert(familyInvitations).values({
    kind: 'child',
    guardianId,
    email: email.toLowerCase(),
    tokenSha256: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 14 * 86_400_000),
  });
  return token;
}

/** Another instance's payment reconciler over the same database and provider as `context`. */
export function reconcilerOf({
  app,
  database,
}: Pick<TestContext, 'app' | 'database'>): PaymentReconciler {
  return new PaymentReconciler({
    ctx: {
      db: database.db,
      mailer: app.mailer,
      provider: createPaymentProvider(app.config),
      publicUrl: app.config.publicUrl,
      clock: app.clock,
    },
    log: app.log,
    outage: app.databaseOutage,
  });
}
