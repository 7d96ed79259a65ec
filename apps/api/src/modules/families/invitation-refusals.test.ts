import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyInvitationSchema, INVITATION_EXPIRED, NO_INVITATION, one } from '@iqra/contracts';
import { guardianships } from '../../db/schema.ts';
import { fieldErrors } from '../../../test/helpers.ts';
import { DAY } from '../../../test/teaching.ts';
import {
  consent,
  familyInvitationsSchool,
  refused,
  START,
} from '../../../test/family-invitations.ts';

// What an invitation refuses, by caller: a wrong address, an old link, a family that cannot
// hold it, tutors, staff and nobody (decision 034).

const school = await familyInvitationsSchool();
const { clock, app, world, context } = school;
const { learner, inviteChild, invitationToken } = school;
const { received, accept, accepted, familyOf, pendingOf } = school;
const { database } = context;
type Caller = { headers: Record<string, string> } | null;

describe('an invitation’s link', () => {
  it('opens only for the address it was sent to, and says so alike for a wrong address and an unknown link', async () => {
    const parent = await learner();
    const invitee = await learner('Bilal');
    const stranger = await learner('Omar');
    await inviteChild(parent, invitee.user.email);
    const token = await invitationToken(invitee.user.email);
    for (const call of [received, accept]) {
      expect(refused(await call(stranger, token), 404)).toBe(NO_INVITATION);
      expect(refused(await call(stranger, 'no-such-token'), 404)).toBe(NO_INVITATION);
      expect(refused(await call(invitee, 'no-such-token'), 404)).toBe(NO_INVITATION);
      // Tutors and staff sign in for work; nobody is asked to sign in.
      expect((await call(await world.tutor(), token)).statusCode).toBe(403);
      expect((await call(world.admin, token)).statusCode).toBe(403);
      expect((await call(null, token)).statusCode).toBe(401);
    }
    // A missing token is bad input.
    expect(fieldErrors(await accept(invitee, ''))).toEqual({ token: [NO_INVITATION] });
    expect(await familyOf(parent)).toEqual([]);
    // The right person still may.
    await accepted(invitee, token);
  });

  it('expires after 14 days on the school’s clock; sent again, only the new link works, and a cancelled one none', async () => {
    const parent = await learner();
    const invitee = await learner('Bilal');
    const sent = await inviteChild(parent, invitee.user.email);
    const first = await invitationToken(invitee.user.email);

    clock.set(new Date(Date.parse(START) + 14 * DAY));
    expect(refused(await received(invitee, first), 410)).toBe(INVITATION_EXPIRED);
    expect(refused(await accept(invitee, first), 410)).toBe(INVITATION_EXPIRED);
    expect((await pendingOf(parent))[0]).toMatchObject({ id: sent.id, expired: true });

    const again = await parent.send('POST', `/api/family/invitations/${sent.id}/resend`);
    expect(again.statusCode, again.body).toBe(200);
    expect(one(familyInvitationSchema).parse(again.json()).data).toMatchObject({
      expires_at: '2027-03-29T09:00:00.000Z',
      expired: false,
    });
    const second = await invitationToken(invitee.user.email, 2);
    expect(second).not.toBe(first);
    expect(refused(await accept(invitee, first), 404)).toBe(NO_INVITATION);
    expect((await received(invitee, second)).statusCode).toBe(200);

    const cancelled = await parent.send('DELETE', `/api/family/invitations/${sent.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(refused(await accept(invitee, second), 404)).toBe(NO_INVITATION);
    expect(await pendingOf(parent)).toEqual([]);
    expect(await familyOf(parent)).toEqual([]);
  });
});

describe('a family that cannot hold it', () => {
  it('refuses a learner already in the family, a parent’s own guardian (no cycles), and a third guardian', async () => {
    const parent = await learner('Khadija');
    const teen = await learner('Bilal');
    await inviteChild(parent, teen.user.email);
    await accepted(teen, await invitationToken(teen.user.email));

    // Invited again once linked: the learner is told, nothing changes.
    await inviteChild(parent, teen.user.email);
    expect(refused(await accept(teen, await invitationToken(teen.user.email, 2)), 409)).toMatch(
      /^You are already in Khadija .+’s family\.$/,
    );

    // The child invites their own parent to be their child: the parent refuses to be both.
    await inviteChild(teen, parent.user.email);
    expect(refused(await accept(parent, await invitationToken(parent.user.email)), 409)).toMatch(
      /^You are Bilal .+’s guardian: you cannot be their child as well\.$/,
    );

    // A second parent may; a third may not.
    const second = await learner('Yusuf');
    await inviteChild(second, teen.user.email);
    await accepted(teen, await invitationToken(teen.user.email, 3));
    const third = await learner('Zaid');
    await inviteChild(third, teen.user.email);
    expect(refused(await accept(teen, await invitationToken(teen.user.email, 4)), 409)).toBe(
      'You already have 2 guardians.',
    );
    const links = await database.db
      .select({ guardianId: guardianships.guardianId })
      .from(guardianships)
      .where(eq(guardianships.childId, teen.user.id));
    expect(links.map((link) => link.guardianId).sort((a, b) => a - b)).toEqual(
      [parent.user.id, second.user.id].sort((a, b) => a - b),
    );
    expect(await familyOf(parent)).toHaveLength(1);
  });

  it('is refused to tutors, staff and nobody on every route of the parent’s, and another parent’s invitation is not there', async () => {
    const parent = await learner();
    const sent = await inviteChild(parent, 'someone.else@example.com');
    const other = await learner();
    const tutor = await world.tutor();
    const routes: [string, string, object?][] = [
      ['GET', '/api/family/invitations'],
      ['POST', '/api/family/invitations', { email: 'x@example.com', consent }],
      ['POST', `/api/family/invitations/${sent.id}/resend`],
      ['DELETE', `/api/family/invitations/${sent.id}`],
    ];
    for (const [method, url, payload] of routes) {
      const call = (who: Caller) =>
        app.inject({
          method: method as 'GET',
          url,
          headers: who?.headers ?? {},
          ...(payload ? { payload } : {}),
        });
      expect((await call(tutor)).statusCode).toBe(403);
      expect((await call(world.admin)).statusCode).toBe(403);
      expect((await call(null)).statusCode).toBe(401);
    }
    expect((await other.send('POST', `/api/family/invitations/${sent.id}/resend`)).statusCode).toBe(
      404,
    );
    expect((await other.send('DELETE', `/api/family/invitations/${sent.id}`)).statusCode).toBe(404);
    expect((await other.send('DELETE', '/api/family/invitations/nope')).statusCode).toBe(404);
    expect(await pendingOf(other)).toEqual([]);
    expect(await pendingOf(parent)).toEqual([sent]);
  });
});
