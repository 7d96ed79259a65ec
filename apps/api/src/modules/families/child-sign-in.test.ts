import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminAuditSchema,
  adminListOf,
  alreadySignsIn,
  CHILD_TOO_YOUNG_FOR_SIGN_IN,
  EMAIL_TAKEN,
  INVITE_SELF,
  messageSchema,
  SIGN_IN_ADDRESS_TAKEN,
  signInReady,
} from '@iqra/contracts';
import { users } from '../../db/schema.ts';
import { clientOf, fieldErrors } from '../../../test/helpers.ts';
import { familyInvitationsSchool } from '../../../test/family-invitations.ts';

// A child's own sign-in, sent by a parent from the year the child turns 14: a set-password link
// that sets the child's address with the password (decision 034).

const school = await familyInvitationsSchool();
const { app, world, context } = school;
const { learner, addChild, signInLink } = school;
const { familyOf } = school;

const { database } = context;

describe('a child’s own sign-in', () => {
  const password = 'a long passphrase of her own';

  const setPassword = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password },
    });

  it('is sent from the year the child turns 14, sets the address and the password together, and the child then reads their own classes and stays in the family', async () => {
    const parent = await learner('Khadija');
    const zayd = await addChild(parent, { firstName: 'Zayd', birth_year: 2017, gender: 1 });
    const maryam = await addChild(parent, { firstName: 'Maryam', birth_year: 2013, gender: 2 });
    const address = `maryam.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const send = (id: number, email: string) =>
      parent.send('POST', `/api/family/children/${id}/sign-in`, { email });

    // Zayd is 10: his parents are mailed, never he.
    expect(fieldErrors(await send(zayd.id, 'zayd@example.com'))).toEqual({
      email: [CHILD_TOO_YOUNG_FOR_SIGN_IN],
    });
    // An address in use, the parent's own among them, is refused.
    const someone = await learner('Omar');
    expect(fieldErrors(await send(maryam.id, someone.user.email))).toEqual({
      email: [EMAIL_TAKEN],
    });
    expect(fieldErrors(await send(maryam.id, parent.user.email))).toEqual({ email: [INVITE_SELF] });

    // Maryam turns 14 this year.
    const sent = await send(maryam.id, address.toUpperCase());
    expect(sent.statusCode, sent.body).toBe(202);
    const link = await signInLink(address);
    expect(link.searchParams.get('welcome')).toBe('1');
    const done = await setPassword(link.searchParams.get('token')!);
    expect(done.statusCode, done.body).toBe(200);
    expect(messageSchema.parse(done.json()).message).toBe(signInReady(address));

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: address, password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const herself = clientOf(app, login.json().token as string);
    expect((await herself.get('/api/my-classes')).statusCode).toBe(200);
    const children = await familyOf(parent);
    expect(children.map((child) => [child.firstName, child.has_sign_in])).toEqual([
      ['Maryam', true],
      ['Zayd', false],
    ]);
    expect(fieldErrors(await send(maryam.id, 'again@example.com'))).toEqual({
      email: [alreadySignsIn('Maryam')],
    });
    const log = adminListOf(adminAuditSchema).parse(
      (await world.admin.get(`/api/admin/audit-log?entity=users&entity_id=${maryam.id}`)).json(),
    );
    expect(log.data[0]).toMatchObject({
      action: 'invite to sign in',
      actor: expect.objectContaining({ id: parent.user.id }),
      after: { email: address },
    });
  });

  it('works only by its newest link, and an address taken since is a 422 that changes nothing', async () => {
    const parent = await learner('Khadija');
    const maryam = await addChild(parent, { firstName: 'Maryam', birth_year: 2012, gender: 2 });
    const first = `first.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const second = `second.${Math.random().toString(36).slice(2, 8)}@example.com`;
    for (const email of [first, second]) {
      const sent = await parent.send('POST', `/api/family/children/${maryam.id}/sign-in`, {
        email,
      });
      expect(sent.statusCode, sent.body).toBe(202);
      await signInLink(email);
    }
    const old = (await signInLink(first)).searchParams.get('token')!;
    const newest = (await signInLink(second)).searchParams.get('token')!;
    expect(fieldErrors(await setPassword(old))).toEqual({
      token: ['This password reset link is invalid or has expired.'],
    });

    // Someone registers with the address before she uses the link.
    await learner('Someone', second);
    expect(fieldErrors(await setPassword(newest))).toEqual({ token: [SIGN_IN_ADDRESS_TAKEN] });
    const [row] = await database.db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, maryam.id));
    expect(row).toEqual({ email: null, passwordHash: null });
  });

  it('is refused for another family’s child (404), and to tutors, staff and nobody', async () => {
    const parent = await learner();
    const maryam = await addChild(parent, { firstName: 'Maryam', birth_year: 2012, gender: 2 });
    const other = await learner();
    const tutor = await world.tutor();
    const url = `/api/family/children/${maryam.id}/sign-in`;
    const body = { email: 'maryam.other@example.com' };
    expect((await other.send('POST', url, body)).statusCode).toBe(404);
    expect((await tutor.send('POST', url, body)).statusCode).toBe(403);
    expect((await world.admin.send('POST', url, body)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    expect(fieldErrors(await parent.send('POST', url, { email: 'nope' }))).toEqual({
      email: ['The email field must be a valid email address.'],
    });
    expect(
      fieldErrors(await parent.send('POST', url, { email: 'a@example.com', extra: 1 })),
    ).toEqual({ body: ['Unknown fields.'] });
  });
});
