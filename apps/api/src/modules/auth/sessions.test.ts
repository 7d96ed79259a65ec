import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authResponseSchema, userResponseSchema } from '@iqra/contracts';
import { authTokens } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import { bearer, createTestApp, registerLearner, sessionStatus } from '../../../test/helpers.ts';

const { app, database } = await createTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('GET /api/auth/user', () => {
  it.each([
    ['no header', {}],
    ['an unknown token', bearer('a'.repeat(43))],
    ['a malformed header', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['SQL for a token', { authorization: "Bearer ' OR 1=1 --" }],
  ])('answers 401 with %s', async (_label, headers) => {
    const response = await app.inject({ url: '/api/auth/user', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it.each(['bearer', 'BEARER', 'bEaReR'])(
    'accepts the scheme written %s (it is case-insensitive)',
    async (scheme) => {
      const learner = await registerLearner(app);
      const response = await app.inject({
        url: '/api/auth/user',
        headers: { authorization: `${scheme} ${learner.token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(userResponseSchema.parse(response.json()).user.id).toBe(learner.user.id);
    },
  );

  it('refuses a token idle for more than 30 days', async () => {
    const learner = await registerLearner(app);
    await database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenSha256, sha256(learner.token)));
    const response = await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) });
    expect(response.statusCode).toBe(401);
  });

  it('slides the 30-day expiry forward when a token is used', async () => {
    const learner = await registerLearner(app);
    const longAgo = new Date(Date.now() - 10 * 86_400_000);
    await database.db
      .update(authTokens)
      .set({ lastUsedAt: longAgo, expiresAt: new Date(Date.now() + 20 * 86_400_000) })
      .where(eq(authTokens.tokenSha256, sha256(learner.token)));
    await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) });
    const [row] = await database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenSha256, sha256(learner.token)));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });
});

describe('the absolute session lifetime of 90 days', () => {
  const tokenRow = async (token: string) =>
    (
      await database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenSha256, sha256(token)))
    )[0]!;
  const age = (token: string, days: number) =>
    database.db
      .update(authTokens)
      .set({
        createdAt: new Date(Date.now() - days * 86_400_000),
        // Used recently enough that the idle expiry alone would let it in.
        lastUsedAt: new Date(Date.now() - 10 * 60_000),
        expiresAt: new Date(Date.now() + 20 * 86_400_000),
      })
      .where(eq(authTokens.tokenSha256, sha256(token)));

  it('refuses a token created 400 days ago, however recently it was used', async () => {
    const learner = await registerLearner(app);
    await age(learner.token, 400);
    const response = await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a token just past 90 days', async () => {
    const learner = await registerLearner(app);
    await age(learner.token, 90.01);
    const response = await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) });
    expect(response.statusCode).toBe(401);
  });

  it('slides the idle expiry no further than 90 days after sign-in', async () => {
    const learner = await registerLearner(app);
    await age(learner.token, 80);
    const response = await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) });
    expect(response.statusCode).toBe(200);
    const row = await tokenRow(learner.token);
    expect(row.expiresAt.getTime()).toBe(row.createdAt.getTime() + 90 * 86_400_000);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const learner = await registerLearner(app);
    const other = authResponseSchema.parse(
      (
        await post('/api/auth/login', { email: learner.user.email, password: learner.password })
      ).json(),
    );
    const response = await post('/api/auth/logout', undefined, bearer(learner.token));
    expect(response.statusCode).toBe(204);
    expect(await sessionStatus(app, learner.token)).toBe(401);
    expect(await sessionStatus(app, other.token)).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await post('/api/auth/logout', undefined)).statusCode).toBe(401);
  });
});
