import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authResponseSchema, userResponseSchema } from '@iqra/contracts';
import { authTokens, users } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import {
  bearer,
  createTestApp,
  fieldErrors,
  registerLearner,
  someCountryId,
} from '../../../test/helpers.ts';

const { app, database } = await createTestApp();
const countryId = await someCountryId(app);

const validRegistration = (email: string) => ({
  firstName: 'Maryam',
  lastName: 'Hassan',
  gender: 2,
  phone: '+20 100 123 4567',
  whatsapp: '+20 100 123 4567',
  country_id: countryId,
  age: 24,
  email,
  password: 'a long enough password',
});

/** Field, change to a valid registration, and the message that field gets. */
const BAD_REGISTRATIONS: [string, Record<string, unknown>, string][] = [
  ['age', { age: 101 }, 'The age field must not be greater than 100.'],
  ['age', { age: 2 }, 'The age field must be at least 3.'],
  ['age', { age: 'twenty' }, 'The age field must be an integer.'],
  ['age', { age: 20.5 }, 'The age field must be an integer.'],
  ['gender', { gender: 3 }, 'The selected gender is invalid.'],
  ['gender', { gender: 'male' }, 'The gender field must be an integer.'],
  ['email', { email: 'not-an-email' }, 'The email field must be a valid email address.'],
  ['email', { email: 42 }, 'The email field must be a string.'],
  ['password', { password: 'short' }, 'The password field must be at least 8 characters.'],
  [
    'password',
    { password: 'x'.repeat(129) },
    'The password field must not be greater than 128 characters.',
  ],
  ['phone', { phone: 'call me' }, 'The phone field may only contain digits, spaces and + - ( ).'],
  ['phone', { phone: '123' }, 'The phone field must be at least 6 characters.'],
  [
    'whatsapp',
    { whatsapp: '1'.repeat(21) },
    'The whatsapp field must not be greater than 20 characters.',
  ],
  ['firstName', { firstName: '   ' }, 'The first name field is required.'],
  [
    'lastName',
    { lastName: 'x'.repeat(101) },
    'The last name field must not be greater than 100 characters.',
  ],
  ['country_id', { country_id: 999_999 }, 'The selected country is invalid.'],
  ['country_id', { country_id: "1' OR 1=1 --" }, 'The country field must be an integer.'],
];

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/register', () => {
  it('creates the account and signs it in', async () => {
    const response = await post('/api/auth/register', validRegistration('maryam@example.com'));
    expect(response.statusCode).toBe(201);
    const body = authResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({
      firstName: 'Maryam',
      lastName: 'Hassan',
      gender: 2,
      country_id: countryId,
      age: 24,
      email: 'maryam@example.com',
      avatar: null,
      role: 'student',
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await app.inject({ url: '/api/auth/user', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(userResponseSchema.parse(me.json()).user.email).toBe('maryam@example.com');
  });

  it('never returns or stores secrets in the clear', async () => {
    const response = await post(
      '/api/auth/register',
      validRegistration('secret.keeper@example.com'),
    );
    const { token, user } = authResponseSchema.parse(response.json());
    expect(response.body).not.toMatch(/password|hash/i);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const stored = await database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenSha256).toBe(sha256(token));
    expect(stored[0]?.tokenSha256).not.toContain(token);
  });

  it('names every missing field', async () => {
    const errors = fieldErrors(await post('/api/auth/register', {}));
    expect(Object.keys(errors).sort()).toEqual(
      [
        'age',
        'country_id',
        'email',
        'firstName',
        'gender',
        'lastName',
        'password',
        'phone',
        'whatsapp',
      ].sort(),
    );
    expect(errors.email).toEqual(['The email field is required.']);
    expect(errors.firstName).toEqual(['The first name field is required.']);
  });

  it.each(BAD_REGISTRATIONS)(
    'rejects a bad %s with a message on that field',
    async (field, change, message) => {
      const errors = fieldErrors(
        await post('/api/auth/register', {
          ...validRegistration(`bad.${field}@example.com`),
          ...change,
        }),
      );
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]?.[0]).toBe(message);
    },
  );

  it('accepts numbers sent as strings, as HTML forms send them', async () => {
    const response = await post('/api/auth/register', {
      ...validRegistration('form.strings@example.com'),
      gender: '0',
      age: '45',
      country_id: String(countryId),
    });
    expect(response.statusCode).toBe(201);
    expect(authResponseSchema.parse(response.json()).user).toMatchObject({ gender: 0, age: 45 });
  });

  it('refuses a taken e-mail, whatever its case and spacing', async () => {
    await post('/api/auth/register', validRegistration('taken@example.com'));
    const errors = fieldErrors(
      await post('/api/auth/register', validRegistration('  TAKEN@Example.com ')),
    );
    expect(errors.email).toEqual(['The email has already been taken.']);
  });

  it('keeps unicode names as written', async () => {
    const response = await post('/api/auth/register', {
      ...validRegistration('unicode@example.com'),
      firstName: 'عبد الرحمن',
      lastName: 'Zoë Ñúñez 🌙',
    });
    expect(response.statusCode).toBe(201);
    expect(authResponseSchema.parse(response.json()).user).toMatchObject({
      firstName: 'عبد الرحمن',
      lastName: 'Zoë Ñúñez 🌙',
    });
  });

  it('registers only one of two simultaneous sign-ups with one address', async () => {
    const [a, b] = await Promise.all([
      post('/api/auth/register', validRegistration('race@example.com')),
      post('/api/auth/register', validRegistration('race@example.com')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const rows = await database.db.select().from(users).where(eq(users.email, 'race@example.com'));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, e-mail case aside', async () => {
    const learner = await registerLearner(app);
    const response = await post('/api/auth/login', {
      email: learner.user.email.toUpperCase(),
      password: learner.password,
    });
    expect(response.statusCode).toBe(200);
    const body = authResponseSchema.parse(response.json());
    expect(body.user.id).toBe(learner.user.id);
    expect(body.token).not.toBe(learner.token);
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    const learner = await registerLearner(app);
    const wrongPassword = await post('/api/auth/login', {
      email: learner.user.email,
      password: 'wrong password',
    });
    const unknownEmail = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'wrong password',
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(unknownEmail.statusCode).toBe(422);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(fieldErrors(wrongPassword).email).toEqual([
      'These credentials do not match our records.',
    ]);
  });

  it('treats SQL in the fields as text', async () => {
    const learner = await registerLearner(app);
    const response = await post('/api/auth/login', {
      email: learner.user.email,
      password: "' OR 1=1 --",
    });
    expect(fieldErrors(response).email).toEqual(['These credentials do not match our records.']);
    const injected = await post('/api/auth/login', {
      email: "' OR 1=1 --@example.com",
      password: 'x',
    });
    expect(injected.statusCode).toBe(422);
  });

  it('names the missing fields', async () => {
    const errors = fieldErrors(await post('/api/auth/login', {}));
    expect(errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });
});
