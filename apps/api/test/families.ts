import { expect } from 'vitest';
import {
  adminAuditSchema,
  adminFamilySchema,
  adminListOf,
  childSchema,
  one,
  type AdminFamily,
  type ChildCreateInput,
} from '@iqra/contracts';
import { DEMO_TUTOR } from '../src/db/seed/index.ts';
import { clientOf, loginDemoAdmin, registerLearner, type TestContext } from './helpers.ts';

/** A parent adds a child through the API, consenting; the child as the API answers it. */
export async function addChild(
  asParent: ReturnType<typeof clientOf>,
  child: Partial<ChildCreateInput> & { firstName: string },
) {
  const added = await asParent.send('POST', '/api/family/children', {
    birth_year: 2018,
    gender: 1,
    consent: true,
    ...child,
  });
  expect(added.statusCode, added.body).toBe(201);
  return one(childSchema).parse(added.json()).data;
}

/**
 * The back office's families as staff call them (admin/families.test.ts and
 * admin/family-changes.test.ts): new learners and children, link, unlink, move, a family and
 * its audit entries; the demo tutor's and staff's ids, to be refused.
 */
export async function familiesWorld({ app }: Pick<TestContext, 'app'>) {
  const staff = clientOf(app, await loginDemoAdmin(app));
  const me = (await staff.get('/api/auth/user')).json().user as { id: number };
  const tutorLogin = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: DEMO_TUTOR,
  });
  const tutorToken = tutorLogin.json().token as string;
  const tutorId = tutorLogin.json().user.id as number;

  /** A learner with a sign-in, and their own client. */
  async function learner(firstName = 'Yusuf', lastName = 'Ali') {
    const registered = await registerLearner(app, { firstName, lastName });
    return { ...registered, id: registered.user.id, ...clientOf(app, registered.token) };
  }

  /** A child the parent adds themselves: a learner without a sign-in. */
  const childOf = (parent: Awaited<ReturnType<typeof learner>>, firstName = 'Maryam') =>
    addChild(parent, { firstName, lastName: parent.body.lastName as string, gender: 2 });

  const link = (guardianId: number, childId: number, consent: unknown = true) =>
    staff.send('POST', '/api/admin/families', {
      guardian_id: guardianId,
      child_id: childId,
      consent,
    });

  async function linked(guardianId: number, childId: number) {
    const response = await link(guardianId, childId);
    expect(response.statusCode, response.body).toBe(201);
    return one(adminFamilySchema).parse(response.json()).data;
  }

  const unlink = (guardianId: number, childId: number) =>
    staff.send('DELETE', `/api/admin/families/${guardianId}/children/${childId}`);

  const move = (fromId: number, childId: number, toId: number, consent: unknown = true) =>
    staff.send('POST', `/api/admin/families/${fromId}/children/${childId}/move`, {
      guardian_id: toId,
      consent,
    });

  async function family(id: number): Promise<AdminFamily> {
    const response = await staff.get(`/api/admin/families/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return one(adminFamilySchema).parse(response.json()).data;
  }

  const childIds = (of: AdminFamily) => of.children.map((child) => child.id);

  /** The audit entries of a family's links, newest first. */
  async function familyAudit(parentId: number) {
    const response = await staff.get(`/api/admin/audit-log?family=${parentId}`);
    expect(response.statusCode, response.body).toBe(200);
    return adminListOf(adminAuditSchema).parse(response.json()).data;
  }

  return {
    staff,
    me,
    tutorToken,
    tutorId,
    learner,
    childOf,
    link,
    linked,
    unlink,
    move,
    family,
    childIds,
    familyAudit,
  };
}
