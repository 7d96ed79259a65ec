import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../../db/schema.ts';
import { bearer, createTestApp, registerLearner } from '../../../test/helpers.ts';
import { mailSettled } from '../../../test/outbox.ts';
import { linkIn, startSmtpStandIn } from '../../../test/smtp-stand-in.ts';

const smtp = await startSmtpStandIn();
afterAll(() => smtp.stop());
const { app, database } = await createTestApp({
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://iqra.example' },
});
await app.ready();

const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function resetLinkFor(email: string) {
  const [mail] = await smtp.waitFor(
    (item) => item.to.includes(email) && item.subject === 'Reset your password',
  );
  return new URL(linkIn(mail!, 'https://iqra.example/reset-password?token='));
}

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const learner = await registerLearner(app);
    const known = await forgot(learner.user.email);
    const unknown = await forgot('no-account@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    await resetLinkFor(learner.user.email);
    // Once the worker has dealt with both, only the known address has heard anything.
    await mailSettled(app);
    expect(smtp.received.some((mail) => mail.to.includes('no-account@example.com'))).toBe(false);
  });

  it('makes the link only when the mail is sent, and nothing for an unknown address', async () => {
    const learner = await registerLearner(app);
    await forgot(learner.user.email);
    await forgot('still-no-account@example.com');
    await resetLinkFor(learner.user.email);
    // Nobody to send to: the row goes, and no link was ever made.
    await expect
      .poll(async () =>
        database.db.select().from(outbox).where(eq(outbox.to, 'still-no-account@example.com')),
      )
      .toEqual([]);
    await expect
      .poll(async () =>
        database.db
          .select({ status: outbox.status, html: outbox.html, text: outbox.text })
          .from(outbox)
          .where(and(eq(outbox.to, learner.user.email), eq(outbox.kind, 'password-reset'))),
      )
      .toEqual([{ status: 'sent', html: '', text: '' }]);
    const links = await database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, learner.user.id));
    expect(links).toHaveLength(1);
  });

  it('sets a new password once, ends every session, and the old password stops working', async () => {
    const learner = await registerLearner(app);
    await forgot(learner.user.email);
    const link = await resetLinkFor(learner.user.email);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;
    const done = await reset(token, 'my brand new password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset. You can now sign in.' });
    expect(
      (await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) })).statusCode,
    ).toBe(401);
    expect((await login(learner.user.email, learner.password)).statusCode).toBe(422);
    expect((await login(learner.user.email, 'my brand new password')).statusCode).toBe(200);
    const again = await reset(token, 'another new password');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      token: ['This password reset link is invalid or has expired.'],
    });
  });

  it('refuses an expired link and a short password', async () => {
    const learner = await registerLearner(app);
    await forgot(learner.user.email);
    const token = (await resetLinkFor(learner.user.email)).searchParams.get('token')!;
    const short = await reset(token, 'short');
    expect(short.json().errors).toEqual({
      password: ['The password field must be at least 8 characters.'],
    });
    await database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, learner.user.id));
    const expired = await reset(token, 'long enough password');
    expect(expired.statusCode).toBe(422);
    expect(Object.keys(expired.json().errors)).toEqual(['token']);
  });

  it('refuses made-up tokens', async () => {
    for (const token of ['nope', "' OR 1=1 --", 'x'.repeat(300)]) {
      const response = await reset(token, 'long enough password');
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['token']);
    }
  });
});

describe('what a reset request writes', async () => {
  // No SMTP: the worker sleeps, so the rows are as the request left them.
  const { app: quiet, database: quietDb } = await createTestApp();

  it('one row without a body, alike for an address with an account and one without', async () => {
    const learner = await registerLearner(quiet);
    for (const email of [learner.user.email, 'never-registered@example.com']) {
      const response = await quiet.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
      });
      expect(response.statusCode).toBe(202);
    }
    const rows = await quietDb.db
      .select()
      .from(outbox)
      .where(inArray(outbox.to, [learner.user.email, 'never-registered@example.com']))
      .orderBy(outbox.id);
    const resets = rows.filter((row) => row.kind !== null);
    expect(resets.map((row) => row.to)).toEqual([
      learner.user.email,
      'never-registered@example.com',
    ]);
    for (const row of resets) {
      expect(row).toMatchObject({
        subject: 'Reset your password',
        kind: 'password-reset',
        sensitive: true,
        html: '',
        text: '',
        status: 'pending',
      });
    }
    expect(
      await quietDb.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, learner.user.id)),
    ).toEqual([]);
  });
});
