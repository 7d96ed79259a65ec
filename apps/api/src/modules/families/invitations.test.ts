import { describe, expect, it } from 'vitest';
import {
  adminAuditSchema,
  adminListOf,
  ALREADY_INVITED,
  CONSENT_REQUIRED,
  INVITATION_USED,
  INVITE_SELF,
  MAX_PENDING_INVITATIONS,
  myClassesResponseSchema,
  one,
  receivedInvitationSchema,
  TOO_MANY_PENDING,
} from '@iqra/contracts';
import { fieldErrors } from '../../../test/helpers.ts';
import { DAY } from '../../../test/teaching.ts';
import {
  consent,
  familyInvitationsSchool,
  refused,
  START,
} from '../../../test/family-invitations.ts';

// Linking an existing learner as my child: the parent invites an address, the learner accepts
// signed in with it, and the parent then follows them (decision 034).

const school = await familyInvitationsSchool();
const { smtp, clock, world } = school;
const { learner, inviteChild, invitationToken } = school;
const { received, accept, accepted, familyOf, pendingOf } = school;

describe('linking an existing learner as my child', () => {
  it('mails the address a link; the learner reads who invites them, accepts, and the parent follows them with the consent given when inviting', async () => {
    const parent = await learner('Khadija');
    const teen = await learner('Bilal');
    const sent = await inviteChild(parent, teen.user.email.toUpperCase());
    expect(sent).toMatchObject({
      kind: 'child',
      email: teen.user.email,
      child: null,
      created_at: '2027-03-01T09:00:00.000Z',
      expires_at: '2027-03-15T09:00:00.000Z',
      expired: false,
    });
    expect(await pendingOf(parent)).toEqual([sent]);

    const [mail] = await smtp.waitFor(
      (item) => item.to.includes(teen.user.email) && /invites you/.test(item.subject),
    );
    expect(mail!.subject).toBe(
      `Khadija ${parent.body.lastName} invites you to join their family at Iqra Academy`,
    );
    expect(mail!.text).toContain(
      'they will see your classes and progress, may pay for your courses',
    );
    const token = await invitationToken(teen.user.email);

    // A day later the learner reads it, and accepts.
    clock.set(new Date(Date.parse(START) + DAY));
    const preview = await received(teen, token);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(one(receivedInvitationSchema).parse(preview.json()).data).toEqual({
      kind: 'child',
      from: { firstName: 'Khadija', lastName: parent.body.lastName },
      child: null,
      expires_at: sent.expires_at,
    });
    expect(await accepted(teen, token)).toEqual({
      kind: 'child',
      message: `You are in Khadija ${parent.body.lastName}’s family now: they see your classes and progress.`,
    });

    const children = await familyOf(parent);
    expect(children).toEqual([
      expect.objectContaining({
        id: teen.user.id,
        firstName: 'Bilal',
        consent_at: '2027-03-01T09:00:00.000Z',
        has_sign_in: true,
      }),
    ]);
    expect(await pendingOf(parent)).toEqual([]);
    // The parent reads the learner's classes; the learner still reads their own.
    const classes = await parent.get(`/api/family/children/${teen.user.id}/classes`);
    expect(myClassesResponseSchema.parse(classes.json()).classes).toEqual([]);
    expect((await teen.get('/api/my-classes')).statusCode).toBe(200);
    // A link works once.
    expect(refused(await accept(teen, token), 410)).toBe(INVITATION_USED);

    // Staff read both steps in the audit log.
    const log = adminListOf(adminAuditSchema).parse(
      (
        await world.admin.get(`/api/admin/audit-log?entity=family_invitations&entity_id=${sent.id}`)
      ).json(),
    );
    expect(log.data.map((entry) => [entry.action, entry.actor?.id])).toEqual([
      ['accept', teen.user.id],
      ['create', parent.user.id],
    ]);
  });

  it('tells the parent the same whether or not the address has an account, and whoever registers with it may accept', async () => {
    const parent = await learner('Khadija');
    const address = `new.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const sent = await inviteChild(parent, address);
    expect(Object.keys(sent).sort()).toEqual(
      ['child', 'created_at', 'email', 'expired', 'expires_at', 'id', 'kind'].sort(),
    );
    const token = await invitationToken(address);
    const newcomer = await learner('Sara', address);
    await accepted(newcomer, token);
    expect((await familyOf(parent)).map((child) => child.id)).toEqual([newcomer.user.id]);
  });
});

describe('inviting', () => {
  it('refuses bad input per field, the parent’s own address, an address invited already and too many waiting, and keeps nothing', async () => {
    const parent = await learner();
    const post = (body: object) => parent.send('POST', '/api/family/invitations', body);
    expect(fieldErrors(await post({ email: 'someone@example.com' }))).toEqual({
      consent: [CONSENT_REQUIRED],
    });
    expect(fieldErrors(await post({ email: 'not an address', consent }))).toEqual({
      email: ['The email field must be a valid email address.'],
    });
    expect(fieldErrors(await post({ email: parent.user.email.toUpperCase(), consent }))).toEqual({
      email: [INVITE_SELF],
    });
    expect(await pendingOf(parent)).toEqual([]);

    await inviteChild(parent, 'twice@example.com');
    expect(fieldErrors(await post({ email: 'Twice@example.com', consent }))).toEqual({
      email: [ALREADY_INVITED],
    });
    for (let n = 1; n < MAX_PENDING_INVITATIONS; n += 1) {
      await inviteChild(parent, `waiting${n}@example.com`);
    }
    expect(fieldErrors(await post({ email: 'one.more@example.com', consent }))).toEqual({
      email: [TOO_MANY_PENDING],
    });
    expect(await pendingOf(parent)).toHaveLength(MAX_PENDING_INVITATIONS);
  });
});
