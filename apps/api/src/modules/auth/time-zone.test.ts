import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import {
  createTestApp,
  fieldErrors,
  registerLearner,
  updateAccount,
} from '../../../test/helpers.ts';

const { app, database } = await createTestApp();

const login = (email: string, password: string, timeZone?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...(timeZone ? { time_zone: timeZone } : {}) },
  });

describe('every account has a time zone', () => {
  it('keeps the zone a learner registers with, in its canonical spelling', async () => {
    const learner = await registerLearner(app, { time_zone: 'america/toronto' });
    expect(learner.user).toMatchObject({ time_zone: 'America/Toronto' });
  });

  it('refuses a zone that is not one (422), creating nothing', async () => {
    const email = `zoneless.${Date.now()}@example.com`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Sara',
        lastName: 'Khan',
        gender: 2,
        phone: '+44 20 7946 0000',
        whatsapp: '+44 20 7946 0000',
        country_id: 1,
        age: 30,
        email,
        password: 'correct horse battery',
        time_zone: 'GMT+5:30',
      },
    });
    expect(fieldErrors(response)).toMatchObject({
      time_zone: ['The time zone field must be a valid time zone.'],
    });
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('gives an account from before zones the browser’s zone at its first sign-in, and only then', async () => {
    const learner = await registerLearner(app);
    expect(learner.user).toMatchObject({ time_zone: null });
    const first = await login(learner.user.email, learner.password, 'Asia/Karachi');
    expect(first.json().user.time_zone).toBe('Asia/Karachi');
    // Travelling later does not move the account: the learner changes it on the account page.
    const second = await login(learner.user.email, learner.password, 'Europe/Paris');
    expect(second.json().user.time_zone).toBe('Asia/Karachi');
    // A zone the server does not know never keeps anyone out: it is left out.
    const odd = await login(learner.user.email, learner.password, 'Nowhere/City');
    expect(odd.statusCode).toBe(200);
    expect(odd.json().user.time_zone).toBe('Asia/Karachi');
    const fresh = await registerLearner(app);
    const oddFirst = await login(fresh.user.email, fresh.password, 'Nowhere/City');
    expect(oddFirst.json().user.time_zone).toBeNull();
  });

  it('changes on the account page', async () => {
    const learner = await registerLearner(app, { time_zone: 'Europe/London' });
    const changed = await updateAccount(app, learner, { time_zone: 'Australia/Sydney' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user.time_zone).toBe('Australia/Sydney');
    expect(fieldErrors(await updateAccount(app, learner, { time_zone: '' }))).toEqual({
      time_zone: ['The time zone field is required.'],
    });
  });
});
