import { describe, expect, it } from 'vitest';
import { authResponseSchema, userResponseSchema } from '@iqra/contracts';
import { DEMO_TUTOR } from '../../db/seed/index.ts';
import {
  bearer,
  createTestApp,
  fieldErrors,
  registerLearner,
  updateAccount,
} from '../../../test/helpers.ts';

// A person's language, digits and Hijri dates (migration 0021): on the signed-in user's JSON,
// changed with the account's other details or alone, as the header's language switch does.

const { app } = await createTestApp();

const userOf = async (token: string) =>
  userResponseSchema.parse(
    (await app.inject({ url: '/api/auth/user', headers: bearer(token) })).json(),
  ).user;

const saveSettings = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/update-user',
    headers: { ...bearer(token), ...headers },
    payload: payload as object,
  });

describe('reading settings', () => {
  it('starts with no language, Latin digits and no Hijri dates', async () => {
    const learner = await registerLearner(app);
    expect(learner.user).toMatchObject({ language: null, digits: 'latn', hijri: false });
    expect(await userOf(learner.token)).toMatchObject({
      language: null,
      digits: 'latn',
      hijri: false,
    });
  });

  it('keeps what the account form saves, and what signing in answers says it', async () => {
    const learner = await registerLearner(app);
    const response = await updateAccount(app, learner, {
      language: 'ar',
      digits: 'arab',
      hijri: true,
    });
    expect(response.statusCode).toBe(200);
    expect(userResponseSchema.parse(response.json()).user).toMatchObject({
      language: 'ar',
      digits: 'arab',
      hijri: true,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: learner.user.email, password: learner.password },
    });
    expect(authResponseSchema.parse(login.json()).user).toMatchObject({
      language: 'ar',
      digits: 'arab',
      hijri: true,
    });
  });

  it('leaves each setting the form does not send as it was', async () => {
    const learner = await registerLearner(app);
    await updateAccount(app, learner, { language: 'ar', digits: 'arab', hijri: true });
    const response = await updateAccount(app, learner, { firstName: 'Bilal' });
    expect(userResponseSchema.parse(response.json()).user).toMatchObject({
      firstName: 'Bilal',
      language: 'ar',
      digits: 'arab',
      hijri: true,
    });
  });

  it('changes only the language when only the language is sent', async () => {
    const learner = await registerLearner(app);
    await updateAccount(app, learner, { hijri: true });
    const response = await saveSettings(learner.token, { language: 'ar' });
    expect(response.statusCode).toBe(200);
    expect(await userOf(learner.token)).toMatchObject({
      firstName: learner.body.firstName,
      email: learner.user.email,
      language: 'ar',
      digits: 'latn',
      hijri: true,
    });
  });

  it('refuses values it does not know, field by field, in the request’s language', async () => {
    const learner = await registerLearner(app);
    const bad = { language: 'fr', digits: 'roman', hijri: 'yes' };
    expect(fieldErrors(await saveSettings(learner.token, bad))).toEqual({
      language: ['The selected language is invalid.'],
      digits: ['The selected digits are invalid.'],
      hijri: ['The hijri date field must be true or false.'],
    });
    expect(fieldErrors(await updateAccount(app, learner, bad))).toMatchObject({
      language: ['The selected language is invalid.'],
    });
    expect(
      fieldErrors(await saveSettings(learner.token, bad, { 'accept-language': 'ar' })),
    ).toEqual({
      language: ['قيمة اللغة المختارة غير صالحة.'],
      digits: ['الأرقام المختارة غير صالحة.'],
      hijri: ['يجب أن تكون قيمة حقل التاريخ الهجري نعم أو لا.'],
    });
    expect(await userOf(learner.token)).toMatchObject({ language: null, digits: 'latn' });
  });

  it('lets a tutor change their own settings and nobody else’s', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_TUTOR });
    const tutor = authResponseSchema.parse(login.json());
    // The demo tutor has chosen English (the seed), and changes it to Arabic and back.
    expect(tutor.user.language).toBe('en');
    expect((await saveSettings(tutor.token, { language: 'ar' })).statusCode).toBe(200);
    expect((await userOf(tutor.token)).language).toBe('ar');
    const learner = await registerLearner(app);
    const response = await saveSettings(tutor.token, { language: 'en', id: learner.user.id });
    // A body naming anything else is the whole form, which needs the details.
    expect(response.statusCode).toBe(422);
    expect((await saveSettings(tutor.token, { language: 'en' })).statusCode).toBe(200);
    expect((await userOf(tutor.token)).language).toBe('en');
    expect((await userOf(learner.token)).language).toBeNull();
  });

  it('is for signed-in people only', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/update-user',
      payload: { language: 'ar' },
    });
    expect(response.statusCode).toBe(401);
  });
});
