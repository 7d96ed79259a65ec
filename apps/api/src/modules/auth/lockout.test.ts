import { describe, expect, it } from 'vitest';
import { createTestApp, registerLearner } from '../../../test/helpers.ts';

// The production numbers for one e-mail: 10 per (e-mail, address) pair, 100 over all
// addresses. The limits per address stay generous here, so only the e-mail counters speak.
const { app } = await createTestApp({ limits: { perEmail: 10 } });

const login = (email: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
const forgot = (email: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });

describe('a stranger cannot lock a learner out of signing in', () => {
  it('stops one address after 10 wrong passwords, and lets the owner in from another', async () => {
    const learner = await registerLearner(app);
    const statuses = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await login(learner.user.email, 'wrong password', '10.7.0.1')).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(422));
    const blocked = await login(learner.user.email, learner.password, '10.7.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await login(learner.user.email, learner.password, '10.7.0.2')).statusCode).toBe(200);
  });

  it("150 wrong passwords from 150 addresses do not stop the owner's first try", async () => {
    const learner = await registerLearner(app);
    for (let index = 0; index < 150; index += 1) {
      const response = await login(learner.user.email, 'wrong password', `10.8.${index}.1`);
      expect(response.statusCode).toBe(422);
    }
    expect((await login(learner.user.email, learner.password, '10.9.0.1')).statusCode).toBe(200);
    // An address that already failed waits once the e-mail has had 100 failures.
    expect((await login(learner.user.email, learner.password, '10.8.0.1')).statusCode).toBe(429);
  });

  it('forgets an address’s failures once it signs in', async () => {
    const learner = await registerLearner(app);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await login(learner.user.email, 'wrong password', '10.10.0.1');
    }
    expect((await login(learner.user.email, learner.password, '10.10.0.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await login(learner.user.email, 'wrong password', '10.10.0.1')).statusCode).toBe(422);
    }
  });

  it('counts an IPv6 /64 as one address', async () => {
    const learner = await registerLearner(app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await login(learner.user.email, 'wrong password', `2001:db8:1:2::${attempt + 1}`);
    }
    expect(
      (await login(learner.user.email, learner.password, '2001:db8:1:2:ffff::1')).statusCode,
    ).toBe(429);
    expect((await login(learner.user.email, learner.password, '2001:db8:1:3::1')).statusCode).toBe(
      200,
    );
  });
});

describe('a stranger cannot stop a learner asking for a reset link', () => {
  it('stops one address after 10 requests for one e-mail; another address still asks', async () => {
    const learner = await registerLearner(app);
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await forgot(learner.user.email, '10.11.0.1')).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
    expect((await forgot(learner.user.email, '10.11.0.2')).statusCode).toBe(202);
  });

  it("150 requests from 150 addresses do not stop the owner's request", async () => {
    const learner = await registerLearner(app);
    for (let index = 0; index < 150; index += 1) {
      expect((await forgot(learner.user.email, `10.12.${index}.1`)).statusCode).toBe(202);
    }
    expect((await forgot(learner.user.email, '10.13.0.1')).statusCode).toBe(202);
    expect((await forgot(learner.user.email, '10.12.0.1')).statusCode).toBe(429);
  });
});

describe('sign-ups are counted per e-mail and address as well', () => {
  it('stops one address probing one e-mail; another address is answered', async () => {
    const learner = await registerLearner(app);
    const probe = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...learner.body, email: learner.user.email },
        remoteAddress: ip,
      });
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await probe('10.14.0.1')).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(422), 429]);
    const elsewhere = await probe('10.14.0.2');
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });
});
