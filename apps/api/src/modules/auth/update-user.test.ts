import { describe, expect, it } from 'vitest';
import { authResponseSchema, userResponseSchema } from '@iqra/contracts';
import {
  bearer,
  createTestApp,
  fieldErrors,
  registerLearner,
  sessionStatus,
} from '../../../test/helpers.ts';

const { app } = await createTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /update-user', () => {
  const update = (token: string, payload: unknown) => post('/update-user', payload, bearer(token));
  const details = { firstName: 'Bilal', lastName: 'Omar', gender: 1, phone: '+44 7700 900000' };

  it('updates the signed-in user and keeps the password when none is sent', async () => {
    const learner = await registerLearner(app);
    const response = await update(learner.token, {
      ...details,
      email: learner.user.email,
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(userResponseSchema.parse(response.json()).user).toMatchObject({
      ...details,
      email: learner.user.email,
    });
    const login = await post('/api/auth/login', {
      email: learner.user.email,
      password: learner.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('changes the password and signs out the other sessions', async () => {
    const learner = await registerLearner(app);
    const second = authResponseSchema.parse(
      (
        await post('/api/auth/login', { email: learner.user.email, password: learner.password })
      ).json(),
    );
    const response = await update(learner.token, {
      ...details,
      email: learner.user.email,
      password: 'a brand new secret',
      current_password: learner.password,
    });
    expect(response.statusCode).toBe(200);
    expect(await sessionStatus(app, learner.token)).toBe(200);
    expect(await sessionStatus(app, second.token)).toBe(401);
    expect(
      (await post('/api/auth/login', { email: learner.user.email, password: learner.password }))
        .statusCode,
    ).toBe(422);
    expect(
      (await post('/api/auth/login', { email: learner.user.email, password: 'a brand new secret' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers per field, and changes nothing on a 422', async () => {
    const learner = await registerLearner(app);
    const errors = fieldErrors(
      await update(learner.token, {
        firstName: '',
        lastName: 'Omar',
        gender: 7,
        phone: 'x',
        email: 'nope',
        password: 'short',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'email',
      'firstName',
      'gender',
      'password',
      'phone',
    ]);
    const me = userResponseSchema.parse(
      (await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) })).json(),
    );
    expect(me.user.firstName).toBe(learner.body.firstName);
  });

  it("refuses another user's e-mail", async () => {
    const first = await registerLearner(app);
    const second = await registerLearner(app);
    const errors = fieldErrors(
      await update(second.token, {
        ...details,
        email: first.user.email,
        current_password: second.password,
      }),
    );
    expect(errors.email).toEqual(['The email has already been taken.']);
  });

  it('changes only the caller, whatever id the body claims', async () => {
    const victim = await registerLearner(app);
    const attacker = await registerLearner(app);
    const response = await update(attacker.token, {
      ...details,
      id: victim.user.id,
      email: attacker.user.email,
    });
    expect(response.statusCode).toBe(200);
    expect(userResponseSchema.parse(response.json()).user.id).toBe(attacker.user.id);
    const victimNow = userResponseSchema.parse(
      (await app.inject({ url: '/api/auth/user', headers: bearer(victim.token) })).json(),
    );
    expect(victimNow.user.firstName).toBe(victim.body.firstName);
  });

  it('answers 401 without a valid token', async () => {
    expect((await post('/update-user', { ...details, email: 'a@example.com' })).statusCode).toBe(
      401,
    );
  });
});
