import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IN_USE, MESSAGES, validationErrorSchema } from '@iqra/contracts';
import { categories } from '../db/schema.ts';
import { bearer, createTestApp, loginDemoAdmin, loginDemoStudent } from '../../test/helpers.ts';

// Three failed sign-ins at one address make it wait: the 429 is said in Arabic too.
const { app, database } = await createTestApp({ limits: { perEmail: 3 } });
const student = await loginDemoStudent(app);
const admin = await loginDemoAdmin(app);

const ARABIC = /[\u0600-\u06FF]/;

function register(language?: string, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: language === undefined ? {} : { 'accept-language': language },
    payload: body,
  });
}

describe('a 422 in the request’s language (decision 041)', () => {
  it('answers a 422 in Arabic, each field in Arabic, for an Arabic request', async () => {
    const response = await register('ar', { email: 'not an address', password: 'short' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-language']).toBe('ar');
    expect(response.headers.vary).toMatch(/accept-language/i);
    const body = validationErrorSchema.parse(response.json());
    expect(body.errors.email).toEqual([
      'يجب أن يكون حقل البريد الإلكتروني عنوان بريد إلكتروني صحيحًا.',
    ]);
    expect(body.errors.password).toEqual(['يجب ألا يقل طول حقل كلمة المرور عن 8 أحرف.']);
    expect(body.errors.firstName).toEqual(['حقل الاسم الأول مطلوب.']);
    expect(body.errors.country_id).toEqual(['حقل الدولة مطلوب.']);
    // The summary is the first field's message, in the same words.
    expect(body.message).toBe(Object.values(body.errors)[0]![0]);
    for (const messages of Object.values(body.errors)) {
      for (const message of messages) expect(message).toMatch(ARABIC);
    }
  });

  it('answers the same request in English exactly as before, without a language or with en-US', async () => {
    for (const language of [undefined, 'en-US', 'en-GB,en;q=0.9', 'fr', '*']) {
      const response = await register(language, { email: 'not an address', password: 'short' });
      expect(response.statusCode).toBe(422);
      expect(response.headers['content-language']).toBe('en');
      expect(response.headers.vary).toMatch(/accept-language/i);
      const body = validationErrorSchema.parse(response.json());
      expect(body.errors.email).toEqual(['The email field must be a valid email address.']);
      expect(body.errors.password).toEqual(['The password field must be at least 8 characters.']);
      expect(body.errors.firstName).toEqual(['The first name field is required.']);
      expect(body.message).toBe(Object.values(body.errors)[0]![0]);
    }
  });

  it('reads q-values: any Arabic preferred over what we do not speak is Arabic', async () => {
    const cases: [string, string][] = [
      ['fr, ar;q=0.5', 'ar'],
      ['ar-EG', 'ar'],
      ['AR-sa;q=0.8, de', 'ar'],
      ['en;q=0.4, ar;q=0.6', 'ar'],
      ['ar;q=0.5, en', 'en'],
      ['ar;q=0, fr', 'en'],
      ['en-US', 'en'],
    ];
    for (const [language, expected] of cases) {
      const response = await register(language);
      expect(response.headers['content-language'], language).toBe(expected);
      expect(response.json().errors.email[0], language).toBe(
        expected === 'ar' ? 'حقل البريد الإلكتروني مطلوب.' : 'The email field is required.',
      );
    }
  });
});

describe('the sentences of other answers in the request’s language', () => {
  it('says 401, 403, 404 and 409 sentences in Arabic', async () => {
    const unauthenticated = await app.inject({
      url: '/api/auth/user',
      headers: { 'accept-language': 'ar' },
    });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json()).toEqual({ message: 'لم يتم تسجيل الدخول.' });
    expect(unauthenticated.headers['content-language']).toBe('ar');

    const forbidden = await app.inject({
      url: '/api/admin/categories',
      headers: { ...bearer(student), 'accept-language': 'ar' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'غير مصرّح لك بهذا الإجراء.' });

    const notFound = await app.inject({
      url: '/api/products/no-such-course',
      headers: { 'accept-language': 'ar-EG' },
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ message: 'غير موجود.' });
    expect(notFound.headers['content-language']).toBe('ar');

    const [quran] = await database.db.select().from(categories).where(eq(categories.slug, 'quran'));
    const conflict = (language: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/admin/categories/${quran!.id}`,
        headers: { ...bearer(admin), 'accept-language': language },
      });
    const arabic = await conflict('ar');
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json()).toEqual({
      message: 'ما زالت في هذه الفئة دورات. انقلها أو احذفها أولًا.',
    });
    const english = await conflict('en-US');
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({ message: IN_USE.category });
  });

  it('says a refused sign-in and the 429 that follows in Arabic, Retry-After kept', async () => {
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'accept-language': 'ar' },
        payload: { email: 'guessed@example.com', password: 'wrong password' },
        remoteAddress: '10.0.0.41',
      });
    const refused = await login();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'بيانات الدخول هذه لا تطابق سجلاتنا.',
      errors: { email: ['بيانات الدخول هذه لا تطابق سجلاتنا.'] },
    });
    await login();
    await login();
    const throttled = await login();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ message: 'محاولات كثيرة. يُرجى المحاولة لاحقًا.' });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.headers['content-language']).toBe('ar');
  });

  it('keeps the English of the same 404 for an English request', async () => {
    const response = await app.inject({ url: '/api/products/no-such-course' });
    expect(response.json()).toEqual({ message: MESSAGES.notFound });
    expect(response.headers['content-language']).toBe('en');
  });

  it('leaves answers that are data alone: no language, no Vary on Accept-Language', async () => {
    const response = await app.inject({
      url: '/api/health',
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBeUndefined();
    expect(response.headers.vary ?? '').not.toMatch(/accept-language/i);
  });

  it('says the language of staff’s words, which are read in it (decision 043)', async () => {
    const response = await app.inject({
      url: '/api/categories',
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('ar');
    expect(response.headers.vary).toMatch(/accept-language/i);
  });
});
