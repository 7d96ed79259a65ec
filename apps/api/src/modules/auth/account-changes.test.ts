import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { userResponseSchema } from '@iqra/contracts';
import { passwordResets, users } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  fieldErrors,
  registerLearner,
  updateAccount,
} from '../../../test/helpers.ts';
import { mailSettled } from '../../../test/outbox.ts';
import { linkIn, startSmtpStandIn, type ReceivedMail } from '../../../test/smtp-stand-in.ts';

const smtp = await startSmtpStandIn();
afterAll(() => smtp.stop());
const { app, database } = await createTestApp({
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://iqra.example' },
  limits: { perEmail: 10 },
});
await app.ready();

type Learner = Awaited<ReturnType<typeof registerLearner>>;

const update = (learner: Learner, change: Record<string, unknown>, token = learner.token) =>
  updateAccount(app, learner, change, token);
const login = (email: string, password: string, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
const me = (token: string) => app.inject({ url: '/api/auth/user', headers: bearer(token) });
const reset = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const unique = (tag: string) => `${tag}.${Math.random().toString(36).slice(2, 10)}@example.com`;
const mailTo = (address: string, subject: string) => (mail: ReceivedMail) =>
  mail.to.includes(address) && mail.subject === subject;
const CHANGED = 'The e-mail address of your account was changed';

/** Asks for a reset link at the address, as anyone may, and reads it from the mail. */
async function askForResetLink(email: string) {
  await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const [mail] = await smtp.waitFor(mailTo(email, 'Reset your password'));
  return new URL(linkIn(mail!, 'https://iqra.example/reset-password?token='));
}

async function accountRow(id: number) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('changing the e-mail or the password asks for the current password', () => {
  it.each([
    ['the e-mail', () => ({ email: unique('new') })],
    ['the password', () => ({ password: 'saffron kettle under moonlight' })],
  ])('refuses to change %s without it, and changes nothing', async (_what, change) => {
    const learner = await registerLearner(app);
    const before = await accountRow(learner.user.id);
    for (const current of [{}, { current_password: '' }]) {
      const errors = fieldErrors(await update(learner, { ...change(), ...current }));
      expect(errors).toEqual({ current_password: ['The current password field is required.'] });
    }
    expect(await accountRow(learner.user.id)).toEqual(before);
  });

  it.each([
    ['the e-mail', () => ({ email: unique('new') })],
    ['the password', () => ({ password: 'saffron kettle under moonlight' })],
  ])('refuses to change %s with a wrong one, and changes nothing', async (_what, change) => {
    const learner = await registerLearner(app);
    const before = await accountRow(learner.user.id);
    const errors = fieldErrors(
      await update(learner, { ...change(), current_password: 'not my password' }),
    );
    expect(errors).toEqual({ current_password: ['The password is incorrect.'] });
    expect(await accountRow(learner.user.id)).toEqual(before);
    expect((await login(learner.user.email, learner.password)).statusCode).toBe(200);
  });

  it('needs no password for the name, gender or phone', async () => {
    const learner = await registerLearner(app);
    const response = await update(learner, {
      firstName: 'Sumayyah',
      gender: 2,
      phone: '+20 100 999 8888',
    });
    expect(response.statusCode).toBe(200);
    expect(userResponseSchema.parse(response.json()).user).toMatchObject({
      firstName: 'Sumayyah',
      gender: 2,
      phone: '+20 100 999 8888',
    });
  });

  it('counts wrong current passwords as failed sign-ins from that address', async () => {
    const learner = await registerLearner(app);
    const from = (ip: string, current: string) =>
      app.inject({
        method: 'POST',
        url: '/update-user',
        headers: bearer(learner.token),
        remoteAddress: ip,
        payload: {
          ...learner.body,
          password: 'saffron kettle under moonlight',
          current_password: current,
        },
      });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await from('10.20.0.1', `guess ${attempt}`)).statusCode).toBe(422);
    }
    expect((await from('10.20.0.1', learner.password)).statusCode).toBe(429);
    expect((await login(learner.user.email, learner.password, '10.20.0.1')).statusCode).toBe(429);
    expect((await login(learner.user.email, learner.password, '10.20.0.2')).statusCode).toBe(200);
  });
});

describe('a changed e-mail is told to the old address, with a way back', () => {
  async function changeEmail(learner: Learner, change: Record<string, unknown> = {}) {
    const newEmail = unique('moved');
    const response = await update(learner, {
      email: newEmail,
      current_password: learner.password,
      ...change,
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await smtp.waitFor(mailTo(learner.user.email, CHANGED));
    return { newEmail, mail: mail! };
  }

  it('mails the old address what changed and when, with the new address masked', async () => {
    const learner = await registerLearner(app, { firstName: 'Asma' });
    const { newEmail, mail } = await changeEmail(learner);
    expect(mail.text).toContain('Assalamu alaikum Asma,');
    expect(mail.text).toContain('Changed: E-mail address');
    expect(mail.text).toContain(`New address: ${newEmail.slice(0, 2)}***@ex***.com`);
    expect(mail.text).not.toContain(newEmail);
    expect(mail.text).toMatch(/When: \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/);
    expect(mail.html).toContain('Secure my account');
    const link = new URL(linkIn(mail, 'https://iqra.example/reset-password?token='));
    expect(link.pathname).toBe('/reset-password');
    // Sent to the old address only; the new one hears nothing of it.
    await mailSettled(app);
    expect(smtp.received.some((item) => item.to.includes(newEmail))).toBe(false);
    // Valid for 7 days.
    const [row] = await database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, learner.user.id));
    expect(row!.restoreEmail).toBe(learner.user.email);
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('says the password changed too when both changed', async () => {
    const learner = await registerLearner(app);
    const { mail } = await changeEmail(learner, { password: 'saffron kettle under moonlight' });
    expect(mail.text).toContain('Changed: E-mail address and password');
  });

  it('"Secure my account" sets a password, puts the old address back and ends every session', async () => {
    const owner = await registerLearner(app);
    // Someone else, with the owner's password and a session, moves the account away.
    const thief = await login(owner.user.email, owner.password, '10.30.0.1');
    const thiefToken = (thief.json() as { token: string }).token;
    const { newEmail, mail } = await changeEmail({ ...owner, token: thiefToken });
    expect((await login(owner.user.email, owner.password)).statusCode).toBe(422);
    // The thief also asks for a reset link at the new address.
    const thiefLink = await askForResetLink(newEmail);

    const link = new URL(linkIn(mail, 'https://iqra.example/reset-password?token='));
    const done = await reset(link.searchParams.get('token')!, 'saffron kettle under moonlight');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: `Your password has been reset and ${owner.user.email} is your account's e-mail address again. Everyone else has been signed out. You can now sign in.`,
    });
    expect((await me(thiefToken)).statusCode).toBe(401);
    expect((await me(owner.token)).statusCode).toBe(401);
    expect(
      (await login(owner.user.email, 'saffron kettle under moonlight', '10.31.0.1')).statusCode,
    ).toBe(200);
    expect((await login(newEmail, 'saffron kettle under moonlight', '10.31.0.1')).statusCode).toBe(
      422,
    );
    // The link works once, and the link the thief asked for is dead.
    expect(
      (await reset(link.searchParams.get('token')!, 'another long passphrase')).statusCode,
    ).toBe(422);
    expect(
      (await reset(thiefLink.searchParams.get('token')!, 'another long passphrase')).statusCode,
    ).toBe(422);
  });

  it('an ordinary reset by whoever took the account does not cancel the owner’s link', async () => {
    const owner = await registerLearner(app);
    const { newEmail, mail } = await changeEmail(owner);
    const otherLink = await askForResetLink(newEmail);
    expect(
      (await reset(otherLink.searchParams.get('token')!, 'another long passphrase')).statusCode,
    ).toBe(200);
    const link = new URL(linkIn(mail, 'https://iqra.example/reset-password?token='));
    const done = await reset(link.searchParams.get('token')!, 'saffron kettle under moonlight');
    expect(done.statusCode).toBe(200);
    expect((await accountRow(owner.user.id)).email).toBe(owner.user.email);
  });

  it('says clearly when another account has taken the old address meanwhile', async () => {
    const owner = await registerLearner(app);
    const { newEmail, mail } = await changeEmail(owner);
    await registerLearner(app, { email: owner.user.email });
    const link = new URL(linkIn(mail, 'https://iqra.example/reset-password?token='));
    const done = await reset(link.searchParams.get('token')!, 'saffron kettle under moonlight');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: `Your password has been reset and everyone else has been signed out, but ${owner.user.email} could not be put back on your account: another account uses it now. Sign in with ${newEmail} and your new password, and contact us if that other account is not yours.`,
    });
    expect((await accountRow(owner.user.id)).email).toBe(newEmail);
    expect((await me(owner.token)).statusCode).toBe(401);
    expect((await login(newEmail, 'saffron kettle under moonlight', '10.32.0.1')).statusCode).toBe(
      200,
    );
  });
});

describe('a changed password is told to the account', () => {
  it('mails "Your password was changed" with a way to reset it', async () => {
    const learner = await registerLearner(app, { firstName: 'Idris' });
    const response = await update(learner, {
      password: 'saffron kettle under moonlight',
      current_password: learner.password,
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await smtp.waitFor(mailTo(learner.user.email, 'Your password was changed'));
    expect(mail!.text).toContain('Assalamu alaikum Idris,');
    expect(mail!.text).toMatch(/When: \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/);
    expect(mail!.text).toContain('https://iqra.example/forgot-password');
  });
});
