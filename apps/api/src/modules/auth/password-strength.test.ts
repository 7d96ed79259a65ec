import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import {
  createTestApp,
  fieldErrors,
  registerLearner,
  resetTokenFor,
  updateAccount,
} from '../../../test/helpers.ts';

const { app, database } = await createTestApp();

const WEAK = [
  ['password', 'This is a heavily used password.'],
  ['12345678', 'This is a heavily used password.'],
  ['        ', 'Repeated characters like "aaa" are easy to guess.'],
  ['qwertyuiop', 'This is a frequently used password.'],
  ['P@ssw0rd1', 'This is similar to a commonly used password.'],
] as const;

const passwordError = (response: { statusCode: number; json(): unknown }) =>
  fieldErrors(response).password;

describe('common and guessable passwords are refused', () => {
  it.each(WEAK)('at sign-up: %j, saying why', async (password, why) => {
    const learner = await registerLearner(app);
    const email = `weak.${Math.random().toString(36).slice(2)}@example.com`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...learner.body, email, password },
    });
    expect(passwordError(response)).toEqual([`The password is too easy to guess. ${why}`]);
    const created = await database.db.select().from(users).where(eq(users.email, email));
    expect(created).toEqual([]);
  });

  it("refuses the learner's own name or e-mail as a password", async () => {
    const learner = await registerLearner(app);
    const unique = Math.random().toString(36).slice(2, 8);
    for (const change of [
      {
        email: `zaynab.qureshi.${unique}@example.com`,
        password: `zaynab.qureshi.${unique}@example.com`,
      },
      {
        email: `own.${unique}@example.com`,
        firstName: 'Zaynab',
        lastName: 'Qureshi',
        password: 'zaynabqureshi',
      },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...learner.body, ...change },
      });
      expect(passwordError(response)).toEqual([
        'The password is too easy to guess. It contains your name or e-mail address.',
      ]);
    }
  });

  it('when changing it on the account page', async () => {
    const learner = await registerLearner(app);
    const response = await updateAccount(app, learner, {
      password: '12345678',
      current_password: learner.password,
    });
    expect(passwordError(response)).toEqual([
      'The password is too easy to guess. This is a heavily used password.',
    ]);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: learner.user.email, password: learner.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('when resetting it, and the link still works for a good one', async () => {
    const learner = await registerLearner(app);
    const token = await resetTokenFor(database, learner.user.id);
    const reset = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password },
      });
    expect(passwordError(await reset('password'))).toEqual([
      'The password is too easy to guess. This is a heavily used password.',
    ]);
    expect(passwordError(await reset(learner.user.email))?.[0]).toMatch(/too easy to guess/);
    expect((await reset('saffron kettle under moonlight')).statusCode).toBe(200);
  });

  it('accepts the passphrases people are told to use', async () => {
    for (const password of ['saffron kettle under moonlight', 'Tr4vel-Lantern-Orchid']) {
      const learner = await registerLearner(app, { password });
      expect(learner.token).toBeTruthy();
    }
  });
});
