import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginDemoAdmin, registerLearner } from './helpers.ts';
import { startRedis } from '../../../scripts/redis-server.mjs';

// Two instances of the API on one database and one Redis, as behind a load balancer: what
// one of them learns (an edit, a sign-out, attempts) holds on the other as soon as it is committed.

const redis = await startRedis();
afterAll(() => redis.stop());

// The log of the first instance, as an operator would read it.
const written: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    written.push(chunk.toString());
    done();
  },
});

const LOGIN_LIMIT = 4;
const METRICS_TOKEN = 'metrics-token-for-the-tests';
const a = await createTestApp({
  env: { REDIS_URL: redis.url, METRICS_TOKEN },
  limits: { loginPerIp: LOGIN_LIMIT },
  logger: { level: 'info', stream },
});
const b = await createTestApp({
  sameDatabaseAs: a,
  env: { REDIS_URL: redis.url },
  limits: { loginPerIp: LOGIN_LIMIT },
});
const admin = bearer(await loginDemoAdmin(a.app));

let address = 0;
/** A client address of its own for each test, so counts start from nothing. */
const newAddress = () => `10.20.0.${(address += 1)}`;

const wrongLogin = (instance: typeof a, ip: string) =>
  instance.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `nobody${Math.random()}@example.com`, password: 'wrong password' },
    remoteAddress: ip,
  });

/**
 * What another instance shows after a change: PostgreSQL tells it as the change commits, over
 * its own connection, so it may take a moment longer than the answer to the client that made
 * the change (a few milliseconds here; a client on a network takes longer than that to ask again).
 */
const soon = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 1000, interval: 2 });

/** Whether A says Redis answers, in its metrics. */
const redisUpOnA = async () =>
  (
    await a.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).body.match(/^iqra_redis_up (\d)$/m)?.[1];

const statusOfUser = async (instance: typeof a, token: string) =>
  (await instance.app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode;

describe('two instances on one database and one Redis', () => {
  it('count sign-in attempts together: the limit holds over both', async () => {
    const ip = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGIN_LIMIT + 2; attempt += 1) {
      statuses.push((await wrongLogin(attempt % 2 === 0 ? a : b, ip)).statusCode);
    }
    // Two on each instance would pass alone; together the fifth is refused, on either.
    expect(statuses).toEqual([422, 422, 422, 422, 429, 429]);
    expect((await wrongLogin(a, newAddress())).statusCode).toBe(422);
  });

  it('show a FAQ edited on one on the other as the edit commits', async () => {
    const faqsOn = async (instance: typeof a) =>
      (await instance.app.inject({ url: '/api/faqs' })).json() as {
        data: { id: number; question: string }[];
      };
    const first = (await faqsOn(b)).data[0]!;
    // B now keeps its answer; A changes the FAQ.
    expect((await faqsOn(b)).data[0]!.question).toBe(first.question);
    const edited = await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/faqs/${first.id}`,
      headers: admin,
      payload: { question: 'Can two brothers share one class?' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await soon(async () => (await faqsOn(b)).data[0]!.question).toBe(
      'Can two brothers share one class?',
    );
  });

  it('refuse on one a token signed out on the other as the sign-out commits', async () => {
    const learner = await registerLearner(a.app);
    // Both have seen the token lately, so both would answer from memory.
    expect(await statusOfUser(a, learner.token)).toBe(200);
    expect(await statusOfUser(b, learner.token)).toBe(200);
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(learner.token),
    });
    expect(out.statusCode).toBeLessThan(300);
    // The instance that signed it out refuses it with its very next request.
    expect(await statusOfUser(a, learner.token)).toBe(401);
    await soon(() => statusOfUser(b, learner.token)).toBe(401);
  });

  it('show on one a role and a password changed by staff on the other as they commit', async () => {
    const learner = await registerLearner(a.app);
    const userOnB = async () =>
      (await b.app.inject({ url: '/api/auth/user', headers: bearer(learner.token) })).json() as {
        user: { role: string };
      };
    expect((await userOnB()).user.role).toBe('student');
    const staffOnB = () =>
      b.app.inject({ url: '/api/admin/users', headers: bearer(learner.token) });
    expect((await staffOnB()).statusCode).toBe(403);

    // Staff's changes to the learner's account, made on A.
    const change = (payload: Record<string, string>) =>
      a.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${learner.user.id}`,
        headers: admin,
        payload,
      });
    const promoted = await change({ role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    await soon(async () => (await userOnB()).user.role).toBe('admin');
    expect((await staffOnB()).statusCode).toBe(200);

    const reset = await change({ password: 'a brand new passphrase here' });
    expect(reset.statusCode, reset.body).toBe(200);
    await soon(() => statusOfUser(b, learner.token)).toBe(401);
  });

  it('keep serving while Redis is away, counting on each instance alone, and share again once it is back', async () => {
    await redis.stop({ kill: true });
    const ip = newAddress();
    const statuses: number[] = [];
    // Alternating: each instance sees three attempts, under its own limit of four.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await wrongLogin(attempt % 2 === 0 ? a : b, ip)).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422]);
    // Each still has its own limit: two more on A alone reach it.
    expect((await wrongLogin(a, ip)).statusCode).toBe(422);
    expect((await wrongLogin(a, ip)).statusCode).toBe(429);
    // Signed-in reads and readiness carry on; readiness names Redis.
    const learner = await registerLearner(b.app);
    expect(await statusOfUser(a, learner.token)).toBe(200);
    const ready = await a.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'degraded',
      checks: { database: 'ok', redis: 'unavailable' },
    });
    expect(written.join('')).toContain('Redis is unreachable');
    expect(await redisUpOnA()).toBe('0');

    await redis.start();
    await expect
      .poll(async () => (await a.app.inject({ url: '/api/ready' })).json(), { timeout: 10_000 })
      .toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    await expect
      .poll(async () => (await b.app.inject({ url: '/api/ready' })).json().status, {
        timeout: 10_000,
      })
      .toBe('ready');
    expect(written.join('')).toContain('Redis is back');
    expect(await redisUpOnA()).toBe('1');
    const shared = newAddress();
    const again: number[] = [];
    for (let attempt = 0; attempt < LOGIN_LIMIT + 1; attempt += 1) {
      again.push((await wrongLogin(attempt % 2 === 0 ? a : b, shared)).statusCode);
    }
    expect(again).toEqual([422, 422, 422, 422, 429]);
  });
});
