import { describe, expect, it } from 'vitest';
import { createTestApp, registerLearner } from '../../../test/helpers.ts';

const { app } = await createTestApp({ limits: { perEmail: 3, loginPerIp: 5, registerPerIp: 4 } });

const login = (email: string, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'wrong password' },
    remoteAddress: ip,
  });

describe('rate limits on sign-in and sign-up', () => {
  it('throttles guesses at one e-mail, from any address, with Retry-After', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await login('target@example.com', `10.0.0.${attempt + 1}`)).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    const blocked = await login('target@example.com', '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
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
