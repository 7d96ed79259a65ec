import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { bearer, createTestApp, registerLearner } from '../../../test/helpers.ts';
import { createOrPromoteAdmin } from './accounts.ts';

const { app, database } = await createTestApp({ seeded: false });
// The school's clock as the command passes it: far from the machine's, so it shows.
const NOW = new Date('2031-03-04T05:06:07.000Z');
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('npm run admin:create (createOrPromoteAdmin)', () => {
  it('creates a staff account that can open the back office', async () => {
    const result = await createOrPromoteAdmin(
      database.db,
      { email: ' Head.Teacher@Example.com ', password: 'a long staff password' },
      NOW,
    );
    expect(result.created).toBe(true);
    const signedIn = await login('head.teacher@example.com', 'a long staff password');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.role).toBe('admin');
    const users = await app.inject({
      url: '/api/admin/users',
      headers: bearer(signedIn.json().token),
    });
    expect(users.statusCode).toBe(200);
  });

  it('promotes an existing learner, setting the password and ending old sessions', async () => {
    const learner = await registerLearner(app);
    const result = await createOrPromoteAdmin(
      database.db,
      { email: learner.user.email.toUpperCase(), password: 'the new staff password' },
      NOW,
    );
    expect(result).toEqual({ id: learner.user.id, created: false });
    // Changed at the moment it was given, not the machine's.
    const [row] = await database.db
      .select({ updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.id, learner.user.id));
    expect(row?.updatedAt.toISOString()).toBe(NOW.toISOString());
    expect(
      (await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) })).statusCode,
    ).toBe(401);
    expect((await login(learner.user.email, learner.password)).statusCode).toBe(422);
    const signedIn = await login(learner.user.email, 'the new staff password');
    expect(signedIn.json().user.role).toBe('admin');
  });

  it('refuses a bad e-mail or a short password, creating nothing', async () => {
    await expect(
      createOrPromoteAdmin(database.db, { email: 'not-an-email', password: 'short' }, NOW),
    ).rejects.toMatchObject({
      statusCode: 422,
      errors: {
        email: ['The email field must be a valid email address.'],
        password: ['The password field must be at least 8 characters.'],
      },
    });
  });
});
