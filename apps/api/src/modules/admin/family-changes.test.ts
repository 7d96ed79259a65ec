import { describe, expect, it } from 'vitest';
import {
  adminFamilySchema,
  FAMILY_MESSAGES,
  familySchema,
  one,
  STAFF_CONSENT_REQUIRED,
} from '@iqra/contracts';
import { familiesWorld } from '../../../test/families.ts';
import { createTestApp, fieldErrors } from '../../../test/helpers.ts';
import { testClock, underClock } from '../../../test/reminders.ts';

// Staff unlink a parent from a child and move a child to another parent (families.test.ts:
// the list, a family, linking); every change is audited. The school's clock is the test's.
const clock = testClock('2027-03-01T09:00:00Z');
const context = await createTestApp(underClock(clock));
const { staff, tutorId, learner, childOf, linked, unlink, move, family, childIds, familyAudit } =
  await familiesWorld(context);

describe('unlinking a parent', () => {
  it('unlinks a child with a sign-in of their own from their only parent, audited', async () => {
    const [parent, child] = [await learner(), await learner()];
    await linked(parent.id, child.id);
    const response = await unlink(parent.id, child.id);
    expect(response.statusCode, response.body).toBe(204);
    expect((await family(parent.id)).children).toEqual([]);
    const own = familySchema.parse((await parent.get('/api/family')).json().data);
    expect(own.children).toEqual([]);
    const [entry] = await familyAudit(parent.id);
    expect(entry).toMatchObject({
      action: 'unlink',
      entity_id: String(child.id),
      before: { guardian_ids: [parent.id] },
      after: { guardian_ids: [], guardians: [] },
    });
    expect((await unlink(parent.id, child.id)).statusCode).toBe(404);
  });

  it('refuses to leave a child without a sign-in with no parent (409), but unlinks one of two', async () => {
    const [mother, father] = [await learner(), await learner()];
    const child = await childOf(mother, 'Yahya');
    const refused = await unlink(mother.id, child.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: FAMILY_MESSAGES.orphan });
    expect(childIds(await family(mother.id))).toEqual([child.id]);

    await linked(father.id, child.id);
    expect((await unlink(mother.id, child.id)).statusCode).toBe(204);
    expect((await family(father.id)).children[0]!.guardians.map((one) => one.id)).toEqual([
      father.id,
    ]);
    expect((await unlink(father.id, child.id)).statusCode).toBe(409);
    expect((await familyAudit(mother.id)).map((entry) => entry.action)).toEqual(['unlink', 'link']);
  });

  it('answers 404 for addresses that name no link', async () => {
    const parent = await learner();
    for (const url of [
      `/api/admin/families/${parent.id}/children/999999`,
      `/api/admin/families/nope/children/1`,
      `/api/admin/families/${parent.id}/children/0`,
    ]) {
      expect((await staff.send('DELETE', url)).statusCode, url).toBe(404);
    }
  });
});

describe('moving a child to another parent', () => {
  it('replaces the parent in one go, keeps the other parent, dates the new consent now, audited', async () => {
    clock.set('2027-03-01T09:00:00Z');
    const [from, to, other] = [await learner(), await learner(), await learner()];
    const child = await childOf(from, 'Bilal');
    await linked(other.id, child.id);
    clock.set('2027-04-05T12:30:00Z');
    const response = await move(from.id, child.id, to.id);
    expect(response.statusCode, response.body).toBe(200);
    const data = one(adminFamilySchema).parse(response.json()).data;
    expect(data.id).toBe(to.id);
    expect(data.children).toEqual([
      expect.objectContaining({
        id: child.id,
        consent_at: '2027-04-05T12:30:00.000Z',
        guardians: [
          expect.objectContaining({ id: to.id }),
          expect.objectContaining({ id: other.id }),
        ],
      }),
    ]);
    expect((await family(from.id)).children).toEqual([]);
    expect((await from.get(`/api/family/children/${child.id}/classes`)).statusCode).toBe(404);
    expect((await to.get(`/api/family/children/${child.id}/classes`)).statusCode).toBe(200);

    // Both parents' histories show the move.
    const [entry] = await familyAudit(from.id);
    expect(entry).toMatchObject({
      action: 'move',
      entity: 'guardianships',
      entity_id: String(child.id),
      before: { guardian_ids: [from.id, other.id] },
      after: { guardian_ids: [other.id, to.id] },
    });
    expect((await familyAudit(to.id))[0]).toEqual(entry);
  });

  it('refuses per field: no consent, the same parent, a tutor, a parent already theirs, a cycle', async () => {
    const [from, coParent, descendant] = [await learner(), await learner(), await learner()];
    const child = await childOf(from, 'Idris');
    await linked(coParent.id, child.id);
    const grown = await learner();
    await linked(from.id, grown.id);
    await linked(grown.id, descendant.id);

    expect(fieldErrors(await move(from.id, child.id, coParent.id, false))).toEqual({
      consent: [STAFF_CONSENT_REQUIRED],
    });
    expect(fieldErrors(await move(from.id, child.id, from.id))).toEqual({
      guardian_id: [FAMILY_MESSAGES.sameParent],
    });
    expect(fieldErrors(await move(from.id, child.id, child.id))).toEqual({
      guardian_id: [FAMILY_MESSAGES.self],
    });
    expect(fieldErrors(await move(from.id, child.id, tutorId))).toEqual({
      guardian_id: [FAMILY_MESSAGES.parentNotLearner],
    });
    expect(fieldErrors(await move(from.id, child.id, coParent.id))).toEqual({
      guardian_id: [FAMILY_MESSAGES.alreadyParent],
    });
    // `grown` is moved from `from` to their own child: a cycle.
    expect(fieldErrors(await move(from.id, grown.id, descendant.id))).toEqual({
      guardian_id: [FAMILY_MESSAGES.cycle],
    });
    expect(childIds(await family(from.id)).sort()).toEqual([child.id, grown.id].sort());
    // Not the child's parent: nothing to move.
    expect((await move(coParent.id, grown.id, descendant.id)).statusCode).toBe(404);
  });
});
