import { describe, expect, it } from 'vitest';
import {
  CONSENT_REQUIRED,
  INVITE_SELF,
  one,
  receivedInvitationSchema,
  tooManyGuardians,
} from '@iqra/contracts';
import { fieldErrors } from '../../../test/helpers.ts';
import { consent, familyInvitationsSchool, refused } from '../../../test/family-invitations.ts';

// A second guardian: a parent invites another adult to be a guardian of their child too
// (decision 034).

const school = await familyInvitationsSchool();
const { smtp, clock, app, world } = school;
const { learner, addChild, inviteChild, inviteGuardian, invitationToken } = school;
const { received, accept, accepted, familyOf, pendingOf } = school;

describe('a second guardian', () => {
  it('is invited for one child, consents on accepting, and then follows the child too', async () => {
    const parent = await learner('Khadija');
    const hana = await addChild(parent, { firstName: 'Hana', birth_year: 2020, gender: 2 });
    const father = await learner('Yusuf');
    const sent = await inviteGuardian(parent, hana.id, father.user.email);
    expect(sent).toMatchObject({ kind: 'guardian', child: { id: hana.id, firstName: 'Hana' } });
    const [mail] = await smtp.waitFor(
      (item) => item.to.includes(father.user.email) && /invites you/.test(item.subject),
    );
    expect(mail!.subject).toMatch(/^Khadija .+ invites you to be Hana's guardian at Iqra Academy$/);
    expect(mail!.text).toContain("you will see Hana's classes and progress");
    const token = await invitationToken(father.user.email);

    expect(
      one(receivedInvitationSchema).parse((await received(father, token)).json()).data,
    ).toEqual({
      kind: 'guardian',
      from: { firstName: 'Khadija', lastName: parent.body.lastName },
      child: { firstName: 'Hana', age: 7 },
      expires_at: sent.expires_at,
    });
    expect(fieldErrors(await accept(father, token))).toEqual({ consent: [CONSENT_REQUIRED] });
    expect(fieldErrors(await accept(father, token, { consent: false }))).toEqual({
      consent: [CONSENT_REQUIRED],
    });
    clock.set('2027-03-02T10:00:00Z');
    expect(await accepted(father, token, { consent })).toEqual({
      kind: 'guardian',
      message: 'You are Hana’s guardian now.',
    });
    const theirs = await familyOf(father);
    expect(theirs).toEqual([
      expect.objectContaining({ id: hana.id, consent_at: '2027-03-02T10:00:00.000Z' }),
    ]);
    expect((await father.get(`/api/family/children/${hana.id}/progress`)).statusCode).toBe(200);
    // The mother still has her.
    expect((await familyOf(parent)).map((child) => child.id)).toEqual([hana.id]);

    // Two guardians: no third is invited, by either.
    expect(
      fieldErrors(
        await parent.send('POST', `/api/family/children/${hana.id}/guardians`, {
          email: 'grandmother@example.com',
        }),
      ),
    ).toEqual({ email: [tooManyGuardians('Hana')] });
    expect(
      fieldErrors(
        await father.send('POST', `/api/family/children/${hana.id}/guardians`, {
          email: 'grandmother@example.com',
        }),
      ),
    ).toEqual({ email: [tooManyGuardians('Hana')] });
  });

  it('refuses a third guardian invited before the second accepted, and a learner as their own guardian', async () => {
    const parent = await learner('Khadija');
    const hana = await addChild(parent, { firstName: 'Hana', birth_year: 2020, gender: 2 });
    const father = await learner('Yusuf');
    const aunt = await learner('Maryam');
    await inviteGuardian(parent, hana.id, father.user.email);
    await inviteGuardian(parent, hana.id, aunt.user.email);
    await accepted(father, await invitationToken(father.user.email), { consent });
    expect(
      refused(await accept(aunt, await invitationToken(aunt.user.email), { consent }), 409),
    ).toBe(tooManyGuardians('Hana'));

    // A learner linked as a child is invited to be their own guardian, or their parent's.
    const teen = await learner('Bilal');
    await inviteChild(parent, teen.user.email);
    await accepted(teen, await invitationToken(teen.user.email));
    await inviteGuardian(parent, teen.user.id, teen.user.email);
    expect(
      refused(await accept(teen, await invitationToken(teen.user.email, 2), { consent }), 409),
    ).toBe('This invitation is your own: nobody can be their own guardian.');
    expect(await familyOf(aunt)).toEqual([]);
  });

  it('is refused for another family’s child (404), and to tutors, staff and nobody', async () => {
    const parent = await learner();
    const hana = await addChild(parent, { firstName: 'Hana', birth_year: 2020, gender: 2 });
    const other = await learner();
    const tutor = await world.tutor();
    const url = `/api/family/children/${hana.id}/guardians`;
    const body = { email: 'g@example.com' };
    expect((await other.send('POST', url, body)).statusCode).toBe(404);
    expect(
      (await other.send('POST', '/api/family/children/999999/guardians', body)).statusCode,
    ).toBe(404);
    expect((await tutor.send('POST', url, body)).statusCode).toBe(403);
    expect((await world.admin.send('POST', url, body)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    expect(fieldErrors(await parent.send('POST', url, { email: parent.user.email }))).toEqual({
      email: [INVITE_SELF],
    });
    expect(fieldErrors(await parent.send('POST', url, { email: '' }))).toEqual({
      email: ['The email field is required.'],
    });
    expect(await pendingOf(other)).toEqual([]);
    expect(await pendingOf(parent)).toEqual([]);
  });
});
