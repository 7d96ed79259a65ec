import { describe, expect, it } from 'vitest';
import {
  adminAuditSchema,
  adminFamilySchema,
  adminListOf,
  FAMILY_MESSAGES,
  familySchema,
  MAX_CHILDREN,
  MESSAGES,
  STAFF_CONSENT_REQUIRED,
} from '@iqra/contracts';
import { DEMO_PARENT } from '../../db/seed/index.ts';
import { familiesWorld } from '../../../test/families.ts';
import { bearer, createTestApp, fieldErrors } from '../../../test/helpers.ts';
import { testClock, underClock } from '../../../test/reminders.ts';

// Staff see families whole and link a learner to a parent (family-changes.test.ts: unlink and
// move); every change is audited. The school's clock is the test's.
const clock = testClock('2027-03-01T09:00:00Z');
const context = await createTestApp(underClock(clock));
const { app } = context;
const { staff, me, tutorToken, tutorId, learner, childOf, link, linked, family, familyAudit } =
  await familiesWorld(context);

describe('the families list and a family', () => {
  it('finds the demo family by the parent or a child, whole: children, ages, sign-ins, subscriptions', async () => {
    const byParent = adminListOf(adminFamilySchema).parse(
      (await staff.get(`/api/admin/families?q=${DEMO_PARENT.email}`)).json(),
    );
    expect(byParent.meta).toEqual({ total: 1, page: 1, per_page: 25 });
    const [demo] = byParent.data;
    expect(demo!.guardian.email).toBe(DEMO_PARENT.email);
    expect(demo!.children.map((child) => child.firstName)).toEqual(['Zayd', 'Hana']);
    for (const child of demo!.children) {
      expect(child).toMatchObject({ has_sign_in: false, email: null });
      expect(child.age).toBe(2027 - child.birth_year!);
      expect(child.guardians.map((one) => one.id)).toEqual([demo!.id]);
      expect(child.subscriptions.length).toBeGreaterThanOrEqual(1);
    }
    const [hifz] = demo!.children[0]!.subscriptions;
    expect(hifz).toMatchObject({ product: { slug: 'hifz' } });
    expect(['active', 'expired', 'cancelled']).toContain(hifz!.status);

    // By a child's name, with the parent's family.
    const byChild = adminListOf(adminFamilySchema).parse(
      (await staff.get('/api/admin/families?q=hana%20haddad')).json(),
    );
    expect(byChild.data.map((row) => row.id)).toEqual([demo!.id]);
    expect(await family(demo!.id)).toEqual(demo);
  });

  it('lists only parents, a page at a time, and reads any learner as a family (404 for staff and tutors)', async () => {
    const parents = [await learner('Paged', 'Parent'), await learner('Paged', 'Parent')];
    const alone = await learner('Paged', 'Parent');
    for (const parent of parents) await childOf(parent);
    const first = adminListOf(adminFamilySchema).parse(
      (await staff.get('/api/admin/families?q=paged%20parent&per_page=1')).json(),
    );
    expect(first.meta).toEqual({ total: 2, page: 1, per_page: 1 });
    const second = adminListOf(adminFamilySchema).parse(
      (await staff.get('/api/admin/families?q=paged%20parent&per_page=1&page=2')).json(),
    );
    expect([first.data[0]!.id, second.data[0]!.id].sort()).toEqual(
      parents.map((parent) => parent.id).sort(),
    );
    expect((await staff.get('/api/admin/families?sort=nope')).statusCode).toBe(422);

    // A learner who is nobody's parent yet has a family of one, so staff can link a child.
    expect(await family(alone.id)).toEqual({
      id: alone.id,
      guardian: { id: alone.id, firstName: 'Paged', lastName: 'Parent', email: alone.user.email },
      children: [],
      parents: [],
    });
    for (const id of [me.id, tutorId, 999_999]) {
      expect((await staff.get(`/api/admin/families/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('linking a learner to a parent', () => {
  it('links an existing learner, consent dated now by the school’s clock, seen by the parent, audited', async () => {
    clock.set('2027-03-02T10:00:00Z');
    const parent = await learner('Aisha', 'Rahman');
    const child = await learner('Omar', 'Rahman');
    const data = await linked(parent.id, child.id);
    expect(data.id).toBe(parent.id);
    expect(data.children).toEqual([
      expect.objectContaining({
        id: child.id,
        has_sign_in: true,
        consent_at: '2027-03-02T10:00:00.000Z',
        guardians: [data.guardian],
      }),
    ]);
    // The parent sees the child on their own family page.
    const own = familySchema.parse((await parent.get('/api/family')).json().data);
    expect(own.children.map((one) => one.id)).toEqual([child.id]);
    // And the child's family shows the parent among theirs.
    expect((await family(child.id)).parents).toEqual([data.guardian]);

    const [entry] = await familyAudit(parent.id);
    expect(entry).toMatchObject({
      actor: { id: me.id, email: 'admin@example.com' },
      action: 'link',
      entity: 'guardianships',
      entity_id: String(child.id),
      before: { child_id: child.id, guardian_ids: [], guardians: [] },
      after: {
        child_id: child.id,
        guardian_ids: [parent.id],
        guardians: [
          { id: parent.id, name: 'Aisha Rahman', consent_at: '2027-03-02T10:00:00.000Z' },
        ],
      },
    });
    const all = await staff.get('/api/admin/audit-log?entity=guardianships');
    expect(adminListOf(adminAuditSchema).parse(all.json()).data[0]).toEqual(entry);
  });

  it('gives a child two parents, and no third', async () => {
    const [mother, father, third] = [await learner(), await learner(), await learner()];
    const child = await childOf(mother, 'Sara');
    const data = await linked(father.id, child.id);
    expect(data.children[0]!.guardians.map((one) => one.id)).toEqual([father.id, mother.id]);
    expect((await family(mother.id)).children[0]!.guardians.map((one) => one.id)).toEqual([
      mother.id,
      father.id,
    ]);
    expect(fieldErrors(await link(third.id, child.id))).toEqual({
      child_id: [FAMILY_MESSAGES.tooManyGuardians],
    });
  });

  it('refuses per field: no consent, oneself, tutors and staff, a link that exists, unknown people', async () => {
    const [parent, child] = [await learner(), await learner()];
    expect(fieldErrors(await link(parent.id, child.id, false))).toEqual({
      consent: [STAFF_CONSENT_REQUIRED],
    });
    expect(
      fieldErrors(await staff.send('POST', '/api/admin/families', { guardian_id: parent.id })),
    ).toEqual({ child_id: ['The child field is required.'], consent: [STAFF_CONSENT_REQUIRED] });
    expect(fieldErrors(await link(parent.id, parent.id))).toEqual({
      child_id: [FAMILY_MESSAGES.self],
    });
    expect(fieldErrors(await link(tutorId, child.id))).toEqual({
      guardian_id: [FAMILY_MESSAGES.parentNotLearner],
    });
    expect(fieldErrors(await link(parent.id, me.id))).toEqual({
      child_id: [FAMILY_MESSAGES.childNotLearner],
    });
    expect(fieldErrors(await link(me.id, tutorId))).toEqual({
      guardian_id: [FAMILY_MESSAGES.parentNotLearner],
      child_id: [FAMILY_MESSAGES.childNotLearner],
    });
    expect(fieldErrors(await link(999_999, 999_998))).toEqual({
      guardian_id: ['The selected parent is invalid.'],
      child_id: ['The selected child is invalid.'],
    });
    await linked(parent.id, child.id);
    expect(fieldErrors(await link(parent.id, child.id))).toEqual({
      child_id: [FAMILY_MESSAGES.alreadyLinked],
    });
    // Nothing refused was written, or audited.
    expect((await familyAudit(parent.id)).map((entry) => entry.action)).toEqual(['link']);
  });

  it('refuses a cycle: a parent’s parent or grandparent as their child', async () => {
    const [grandparent, parent, child] = [await learner(), await learner(), await learner()];
    await linked(grandparent.id, parent.id);
    await linked(parent.id, child.id);
    expect(fieldErrors(await link(parent.id, grandparent.id))).toEqual({
      child_id: [FAMILY_MESSAGES.cycle],
    });
    expect(fieldErrors(await link(child.id, grandparent.id))).toEqual({
      child_id: [FAMILY_MESSAGES.cycle],
    });
  });

  it(`refuses a ${MAX_CHILDREN + 1}th child`, async () => {
    const parent = await learner();
    for (let n = 0; n < MAX_CHILDREN; n += 1) await childOf(parent, `Child${n}`);
    const other = await learner();
    expect(fieldErrors(await link(parent.id, other.id))).toEqual({
      guardian_id: [FAMILY_MESSAGES.tooManyChildren],
    });
  });
});

describe('who may', () => {
  const routes = [
    { method: 'GET', url: '/api/admin/families' },
    { method: 'GET', url: '/api/admin/families/1' },
    { method: 'POST', url: '/api/admin/families' },
    { method: 'DELETE', url: '/api/admin/families/1/children/2' },
    { method: 'POST', url: '/api/admin/families/1/children/2/move' },
  ] as const;

  it('keeps out nobody (401), learners, parents and tutors (403), on every families route', async () => {
    const parent = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO_PARENT,
    });
    const callers = [
      { headers: {}, status: 401, message: MESSAGES.unauthenticated },
      { headers: bearer(parent.json().token), status: 403, message: MESSAGES.forbidden },
      { headers: bearer((await learner()).token), status: 403, message: MESSAGES.forbidden },
      { headers: bearer(tutorToken), status: 403, message: MESSAGES.forbidden },
    ];
    for (const route of routes) {
      for (const caller of callers) {
        const response = await app.inject({
          ...route,
          headers: caller.headers,
          ...(route.method === 'POST'
            ? { payload: { guardian_id: 1, child_id: 2, consent: true } }
            : {}),
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(caller.status);
        expect(response.json()).toEqual({ message: caller.message });
      }
    }
  });
});
