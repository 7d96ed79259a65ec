import { describe, expect, it } from 'vitest';
import { createTestApp, registerLearner, resetTokenFor } from '../../../test/helpers.ts';

const { app, database } = await createTestApp({
  limits: { perEmail: 3, loginPerIp: 5, registerPerIp: 4 },
});

const login = (email: string, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'wrong password' },
    remoteAddress: ip,
  });

describe('rate limits on sign-in and sign-up', () => {
  it('throttles guesses at one e-mail from one address, with Retry-After', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await login('target@example.com', '10.0.0.1')).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    const blocked = await login('target@example.com', '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is still answered (lockout.test.ts has the whole rule).
    expect((await login('target@example.com', '10.0.0.9')).statusCode).toBe(422);
  });

  it('throttles one address trying many e-mails', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await login(`guess${attempt}@example.com`, '10.1.1.1')).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses[5]).toBe(429);
    // Another address is not affected.
    expect((await login('guess-other@example.com', '10.1.1.2')).statusCode).toBe(422);
  });

  it('throttles mass registration from one address', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: `mass${attempt}@example.com` },
        remoteAddress: '10.2.2.2',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    // The limiter does not break sign-up for everyone else.
    await expect(registerLearner(app)).resolves.toBeTruthy();
  });
});

describe('rate limits on password resets', () => {
  const reset = (token: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a long enough password' },
      remoteAddress: ip,
    });

  it('one address trying bad links is stopped, and blocks nobody else', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await reset(`made-up-token-${attempt}`, '10.3.3.3')).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));

    // A learner elsewhere follows a valid link (as mailed: only its hash is stored).
    const learner = await registerLearner(app);
    const token = await resetTokenFor(database, learner.user.id);
    const done = await reset(token, '10.4.4.4');
    expect(done.statusCode).toBe(200);
  });

  it('asking for reset links does not use up the attempts at following them', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `forgetful${attempt}@example.com` },
        remoteAddress: '10.5.5.5',
      });
    }
    expect((await reset('made-up-token', '10.5.5.5')).statusCode).toBe(422);
  });
});
