import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authResponseSchema, userResponseSchema } from '@iqra/contracts';
import { users } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  fieldErrors,
  registerLearner,
  sessionStatus,
} from '../../../test/helpers.ts';
import { testClock } from '../../../test/reminders.ts';

// The school's clock is the test's, far from the machine's, so a change stamped by the machine
// would show.
const clock = testClock('2031-03-04T05:06:07Z');
const { app, database } = await createTestApp({ clock });

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

describe('a change to an account, on the school’s clock', () => {
  it('stamps the details and the language switch with the school’s time', async () => {
    const learner = await registerLearner(app);
    const updatedAt = async () => {
      const [row] = await database.db
        .select({ updatedAt: users.updatedAt })
        .from(users)
        .where(eq(users.id, learner.user.id));
      return row?.updatedAt.toISOString();
    };
    clock.set('2031-03-04T05:06:07Z');
    const saved = await post(
      '/update-user',
      {
        firstName: 'Bilal',
        lastName: 'Omar',
        gender: 1,
        phone: '+44 7700 900000',
        email: learner.user.email,
      },
      bearer(learner.token),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await updatedAt()).toBe('2031-03-04T05:06:07.000Z');
    clock.set('2031-03-05T08:00:00Z');
    const language = await post('/update-user', { language: 'ar' }, bearer(learner.token));
    expect(language.statusCode, language.body).toBe(200);
    expect(await updatedAt()).toBe('2031-03-05T08:00:00.000Z');
  });
});
