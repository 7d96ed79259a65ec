import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authResponseSchema, userResponseSchema, validationErrorSchema } from '@iqra/contracts';
import { authTokens, users } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import { bearer, createTestApp, registerLearner, someCountryId } from '../../../test/helpers.ts';

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

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

function fieldErrors(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(422);
  return validationErrorSchema.parse(response.json()).errors;
}

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

  it.each([
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
  ])('rejects a bad %s with a message on that field', async (field, change, message) => {
    const errors = fieldErrors(
      await post('/api/auth/register', {
        ...validRegistration(`bad.${field}@example.com`),
        ...change,
      }),
    );
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.[0]).toBe(message);
  });

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

describe('GET /api/auth/user', () => {
  it.each([
    ['no header', {}],
    ['an unknown token', bearer('a'.repeat(43))],
    ['a malformed header', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['SQL for a token', { authorization: "Bearer ' OR 1=1 --" }],
  ])('answers 401 with %s', async (_label, headers) => {
    const response = await app.inject({ url: '/api/auth/user', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it.each(['bearer', 'BEARER', 'bEaReR'])(
    'accepts the scheme written %s (it is case-insensitive)',
    async (scheme) => {
      const learner = await registerLearner(app);
      const response = await app.inject({
        url: '/api/auth/user',
        headers: { authorization: `${scheme} ${learner.token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(userResponseSchema.parse(response.json()).user.id).toBe(learner.user.id);
    },
  );

  it('refuses a token idle for more than 30 days', async () => {
    const learner = await registerLearner(app);
    await database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenSha256, sha256(learner.token)));
    const response = await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) });
    expect(response.statusCode).toBe(401);
  });

  it('slides the 30-day expiry forward when a token is used', async () => {
    const learner = await registerLearner(app);
    const longAgo = new Date(Date.now() - 10 * 86_400_000);
    await database.db
      .update(authTokens)
      .set({ lastUsedAt: longAgo, expiresAt: new Date(Date.now() + 20 * 86_400_000) })
      .where(eq(authTokens.tokenSha256, sha256(learner.token)));
    await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) });
    const [row] = await database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenSha256, sha256(learner.token)));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });
});

describe('the absolute session lifetime of 90 days', () => {
  const tokenRow = async (token: string) =>
    (
      await database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenSha256, sha256(token)))
    )[0]!;
  const age = (token: string, days: number) =>
    database.db
      .update(authTokens)
      .set({
        createdAt: new Date(Date.now() - days * 86_400_000),
        // Used recently enough that the idle expiry alone would let it in.
        lastUsedAt: new Date(Date.now() - 10 * 60_000),
        expiresAt: new Date(Date.now() + 20 * 86_400_000),
      })
      .where(eq(authTokens.tokenSha256, sha256(token)));

  it('refuses a token created 400 days ago, however recently it was used', async () => {
    const learner = await registerLearner(app);
    await age(learner.token, 400);
    const response = await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a token just past 90 days', async () => {
    const learner = await registerLearner(app);
    await age(learner.token, 90.01);
    const response = await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) });
    expect(response.statusCode).toBe(401);
  });

  it('slides the idle expiry no further than 90 days after sign-in', async () => {
    const learner = await registerLearner(app);
    await age(learner.token, 80);
    const response = await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) });
    expect(response.statusCode).toBe(200);
    const row = await tokenRow(learner.token);
    expect(row.expiresAt.getTime()).toBe(row.createdAt.getTime() + 90 * 86_400_000);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const learner = await registerLearner(app);
    const other = authResponseSchema.parse(
      (
        await post('/api/auth/login', { email: learner.user.email, password: learner.password })
      ).json(),
    );
    const response = await post('/api/auth/logout', undefined, bearer(learner.token));
    expect(response.statusCode).toBe(204);
    expect(
      (await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ url: '/api/auth/user', headers: bearer(other.token) })).statusCode,
    ).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await post('/api/auth/logout', undefined)).statusCode).toBe(401);
  });
});

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
    expect(
      (await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: '/api/auth/user', headers: bearer(second.token) })).statusCode,
    ).toBe(401);
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
