import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { createTestApp, loginDemoAdmin, registerLearner, sessionStatus } from './helpers.ts';
import { BODY_SCHEMAS, MULTIPART_ROUTES, payloadFor, urlFor } from './hostile/requests.ts';
import type { Payload } from './hostile/values.ts';

/**
 * Every route the app registers, called as every kind of caller with generated hostile input:
 * NUL bytes, lone surrogates, huge and negative numbers, deep nesting, wrong types, huge
 * strings, broken encodings and bad multipart. Bodies start from a valid example of the
 * route's own contract (so requests get past the first check and reach the database) with
 * one or two fields made hostile. Nothing may answer 5xx or log an error.
 */

// ---------- the app, its routes, and a log that remembers errors ----------

const errorsLogged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      if ((JSON.parse(line) as { level: number }).level >= 50) errorsLogged.push(line);
    }
    done();
  },
});

const routes: { method: string; url: string }[] = [];
const { app, database } = await createTestApp({
  logger: { level: 'error', stream: logStream },
  onRoute: ({ method, url }) => {
    for (const one of [method].flat()) {
      if (one !== 'HEAD' && one !== 'OPTIONS') routes.push({ method: one, url });
    }
  },
});
await app.ready();
const apiRoutes = routes.filter((route) => !route.url.startsWith('/*') && route.url !== '*');

// ---------- who calls ----------

type Role = 'anonymous' | 'learner' | 'staff' | 'malformed';
const ROLES: Role[] = ['anonymous', 'learner', 'staff', 'malformed'];

// Tokens die under fire (logout, a password change): a dead one is replaced.
const tokens = { learner: '', staff: '' };
async function freshLearner() {
  tokens.learner = (await registerLearner(app)).token;
}
async function freshStaff() {
  const learner = await registerLearner(app);
  await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, learner.user.id));
  tokens.staff = learner.token;
}
tokens.staff = await loginDemoAdmin(app);
await freshLearner();

const isAlive = async (token: string) => (await sessionStatus(app, token)) === 200;

const MALFORMED_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer ../../etc/passwd',
  `Bearer ${'A'.repeat(5000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'bearer %00',
  'Bearer a b c',
  'Bearer \u00e9\u00e9',
];

function authHeader(role: Role, pick: number): Record<string, string> {
  if (role === 'learner') return { authorization: `Bearer ${tokens.learner}` };
  if (role === 'staff') return { authorization: `Bearer ${tokens.staff}` };
  if (role === 'malformed') {
    return { authorization: MALFORMED_AUTH[pick % MALFORMED_AUTH.length] as string };
  }
  return {};
}

// ---------- the walk ----------

// Each route × role gets this many generated requests (fast-check shrinks any failure).
const RUNS = Number(process.env.HOSTILE_RUNS ?? 20);
// A fixed seed keeps CI's walk the same from run to run; HOSTILE_SEED=random explores anew
// (a failure prints the seed to pass back in).
const SEED =
  process.env.HOSTILE_SEED === 'random'
    ? Date.now() % 2 ** 31
    : Number(process.env.HOSTILE_SEED ?? 20_261_123);
let sent = 0;
const serverErrors: string[] = [];

async function send(
  route: { method: string; url: string },
  role: Role,
  url: string,
  payload: Payload,
  pick: number,
) {
  const headers: Record<string, string> = authHeader(role, pick);
  let body: string | Buffer | undefined;
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    if (payload.kind === 'json') {
      body = JSON.stringify(payload.body) ?? 'null';
      headers['content-type'] = 'application/json';
    } else {
      body = payload.payload;
      headers['content-type'] = payload.contentType;
    }
  }
  const response = await app.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(body === undefined ? {} : { payload: body }),
  });
  sent += 1;
  return response;
}

describe('hostile input on every route, for every caller', () => {
  it('finds the routes to walk', () => {
    expect(apiRoutes.length).toBeGreaterThan(100);
    for (const key of [...Object.keys(BODY_SCHEMAS), ...MULTIPART_ROUTES]) {
      const [method, url] = key.split(' ');
      expect(apiRoutes, key).toContainEqual({ method, url });
    }
  });

  for (const role of ROLES) {
    it(`never answers 5xx to ${role} callers`, async () => {
      for (const route of apiRoutes) {
        const key = `${route.method} ${route.url}`;
        await fc.assert(
          fc.asyncProperty(urlFor(route), payloadFor(key), fc.nat(), async (url, payload, pick) => {
            const response = await send(route, role, url, payload, pick);
            if (response.statusCode >= 500) {
              serverErrors.push(
                `${role} ${route.method} ${url.slice(0, 120)} → ${response.statusCode}`,
              );
            }
            expect(
              response.statusCode,
              `${role} ${route.method} ${url.slice(0, 200)}`,
            ).toBeLessThan(500);
            if (response.statusCode >= 400 && response.statusCode !== 404) {
              expect(response.json()).toHaveProperty('message');
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        // A logout or a password change under fire ends a session: start a new one.
        if (role === 'learner' && !(await isAlive(tokens.learner))) await freshLearner();
        if (role === 'staff' && !(await isAlive(tokens.staff))) await freshStaff();
      }
      expect(errorsLogged).toEqual([]);
    }, 600_000);
  }

  it('sent thousands of requests without a server error', async ({ annotate }) => {
    // Shown by the reporter: the figures of the run.
    await annotate(`${sent} hostile requests, ${serverErrors.length} answered 5xx`);
    expect(sent).toBeGreaterThanOrEqual(apiRoutes.length * ROLES.length * RUNS);
    expect(serverErrors).toEqual([]);
  });
});
