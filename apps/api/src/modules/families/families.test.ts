import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminAuditSchema,
  adminListOf,
  CHILD_TOO_YOUNG_FOR_SIGN_IN,
  CONSENT_REQUIRED,
  childSchema,
  familySchema,
  learnerProgressSchema,
  listOf,
  MAX_CHILDREN,
  myClassesResponseSchema,
  one,
  subscriptionSchema,
  TOO_MANY_CHILDREN,
  tutorLearnerSchema,
} from '@iqra/contracts';
import { guardianships, users } from '../../db/schema.ts';
import { clientOf, createTestApp, fieldErrors, registerLearner } from '../../../test/helpers.ts';
import { testClock, underClock } from '../../../test/reminders.ts';
import { teachingWorld } from '../../../test/teaching.ts';
import {
  SIGN_IN_NEEDS_EMAIL,
  SIGN_IN_NEEDS_PASSWORD,
  STAFF_NEED_SIGN_IN,
} from '../admin/resources/users.ts';
import { maySeeLearner } from './access.ts';

// A parent adds children (learners without a sign-in) and follows their classes and progress;
// nobody else reads them. The school's clock is the test's: "this year" is 2027.
const clock = testClock('2027-03-01T09:00:00Z');
const context = await createTestApp(underClock(clock));
const { app, database } = context;
const world = await teachingWorld(context);

/** A parent: a learner's account, in Amman unless told otherwise. */
async function newParent(timeZone = 'Asia/Amman') {
  const registered = await registerLearner(app, { time_zone: timeZone });
  return { ...registered, ...clientOf(app, registered.token) };
}
type Parent = Awaited<ReturnType<typeof newParent>>;

const zayd = { firstName: 'Zayd', lastName: 'Haddad', birth_year: 2017, gender: 1, consent: true };
const hana = { firstName: 'Hana', birth_year: 2020, gender: 2, consent: true };

async function addChild(parent: Parent, child: Record<string, unknown>) {
  const response = await parent.send('POST', '/api/family/children', child);
  expect(response.statusCode, response.body).toBe(201);
  return one(childSchema).parse(response.json()).data;
}

describe('a parent’s children', () => {
  it('are added without a sign-in, with the consent’s date, on the parent’s clock, and listed eldest first', async () => {
    const parent = await newParent();
    const youngest = await addChild(parent, { ...hana, time_zone: 'europe/london' });
    const eldest = await addChild(parent, zayd);
    expect(eldest).toEqual({
      id: eldest.id,
      firstName: 'Zayd',
      lastName: 'Haddad',
      birth_year: 2017,
      age: 10,
      gender: 1,
      same_gender_tutor: false,
      time_zone: 'Asia/Amman',
      consent_at: '2027-03-01T09:00:00.000Z',
      has_sign_in: false,
    });
    expect(youngest).toMatchObject({ lastName: '', age: 7, time_zone: 'Europe/London' });

    const family = one(familySchema).parse((await parent.get('/api/family')).json()).data;
    expect(family.children.map((child) => child.firstName)).toEqual(['Zayd', 'Hana']);

    // Stored as a learner with neither address nor password, linked with the day of consent.
    const [row] = await database.db.select().from(users).where(eq(users.id, eldest.id));
    expect(row).toMatchObject({
      email: null,
      passwordHash: null,
      role: 'student',
      birthYear: 2017,
    });
    const links = await database.db
      .select()
      .from(guardianships)
      .where(eq(guardianships.childId, eldest.id));
    expect(links).toEqual([
      expect.objectContaining({
        guardianId: parent.user.id,
        consentAt: new Date('2027-03-01T09:00:00Z'),
      }),
    ]);

    // Staff read who added whom in the audit log.
    const log = adminListOf(adminAuditSchema).parse(
      (await world.admin.get(`/api/admin/audit-log?entity=users&entity_id=${eldest.id}`)).json(),
    );
    expect(log.data).toEqual([
      expect.objectContaining({
        action: 'create',
        actor: expect.objectContaining({ id: parent.user.id }),
        after: expect.objectContaining({ firstName: 'Zayd', consent_at: eldest.consent_at }),
      }),
    ]);
  });

  it('change as the parent says, and what is left out stays', async () => {
    const parent = await newParent();
    const child = await addChild(parent, zayd);
    const changed = await parent.send('PATCH', `/api/family/children/${child.id}`, {
      lastName: '',
      time_zone: 'America/Toronto',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(one(childSchema).parse(changed.json()).data).toMatchObject({
      firstName: 'Zayd',
      lastName: '',
      birth_year: 2017,
      time_zone: 'America/Toronto',
    });
  });

  it('refuse a child without consent, born in the future or long ago, with a message per field, and keep nothing', async () => {
    const parent = await newParent();
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...zayd, consent: undefined }, { consent: [CONSENT_REQUIRED] }],
      [{ ...zayd, consent: false }, { consent: [CONSENT_REQUIRED] }],
      [
        { ...zayd, birth_year: 2028 },
        { birth_year: ['The year of birth field must not be greater than 2027.'] },
      ],
      [
        { ...zayd, birth_year: 1920 },
        { birth_year: ['The year of birth field must be at least 1927.'] },
      ],
      [
        { ...zayd, firstName: ' ', time_zone: 'Mars/Olympus' },
        {
          firstName: ['The first name field is required.'],
          time_zone: ['The time zone field must be a valid time zone.'],
        },
      ],
    ];
    for (const [body, errors] of refusals) {
      expect(fieldErrors(await parent.send('POST', '/api/family/children', body))).toEqual(errors);
    }
    const family = one(familySchema).parse((await parent.get('/api/family')).json()).data;
    expect(family.children).toEqual([]);
  });

  it(`are at most ${MAX_CHILDREN} in a family`, async () => {
    const parent = await newParent();
    for (let n = 0; n < MAX_CHILDREN; n += 1)
      await addChild(parent, { ...hana, firstName: `C${n}` });
    expect(fieldErrors(await parent.send('POST', '/api/family/children', hana))).toEqual({
      firstName: [TOO_MANY_CHILDREN],
    });
  });
});

describe('a child’s classes and progress', () => {
  it('are the parent’s to read, on the child’s clock, as the learner would read their own', async () => {
    const parent = await newParent();
    const child = await addChild(parent, { ...zayd, time_zone: 'America/Toronto' });
    const tutor = await world.tutor();
    const granted = await world.admin.send('POST', '/api/admin/subscriptions', {
      user_id: child.id,
      product_id: (await app.inject({ url: '/api/products' })).json().data[0].id,
      tier_id: (await app.inject({ url: '/api/tiers' })).json().data[0].tiers[0].id,
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const planned = await world.plan(granted.json().data.id, {
      tutor_id: tutor.profile.id,
      weekdays: [6],
      start_time: '10:00',
      time_zone: 'America/Toronto',
    });
    expect(planned.statusCode, planned.body).toBe(200);

    const classes = myClassesResponseSchema.parse(
      (await parent.get(`/api/family/children/${child.id}/classes`)).json(),
    );
    expect(classes.classes.length).toBeGreaterThan(0);
    // Saturdays at 10:00 in Toronto, where the child lives, whatever the parent's clock says.
    for (const item of classes.classes) {
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/Toronto',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(item.starts_at));
      expect(local).toBe('Sat 10:00');
    }
    // Their course, as the child's own My Courses would list it.
    const courses = listOf(subscriptionSchema).parse(
      (await parent.get(`/api/family/children/${child.id}/subscriptions`)).json(),
    ).data;
    expect(courses).toEqual([
      expect.objectContaining({ id: granted.json().data.id, status: 'active' }),
    ]);
    expect(courses[0]!.schedules.length).toBe(classes.classes.length);
    const progress = await parent.get(`/api/family/children/${child.id}/progress`);
    expect(progress.statusCode, progress.body).toBe(200);
    expect(one(learnerProgressSchema).parse(progress.json()).data.learner).toMatchObject({
      id: child.id,
      name: 'Zayd',
    });

    // The rule every reader of a learner's data asks.
    const other = await newParent();
    const otherTutor = await world.tutor();
    const staff = { id: 0, role: 'admin' as const };
    const db = database.db;
    expect(await maySeeLearner(db, { id: parent.user.id, role: 'student' }, child.id)).toBe(true);
    expect(await maySeeLearner(db, { id: tutor.profile.id, role: 'tutor' }, child.id)).toBe(true);
    expect(await maySeeLearner(db, staff, child.id)).toBe(true);
    expect(await maySeeLearner(db, { id: other.user.id, role: 'student' }, child.id)).toBe(false);
    expect(await maySeeLearner(db, { id: otherTutor.profile.id, role: 'tutor' }, child.id)).toBe(
      false,
    );
    // The tutor reads what teaching the child needs: the first name and the age.
    const learners = tutorLearnerSchema
      .array()
      .parse((await tutor.get('/api/teach/learners')).json().data);
    expect(learners.find((learner) => learner.id === child.id)).toMatchObject({
      name: 'Zayd',
      age: 10,
    });
    const week = await world.week(tutor, new Date(classes.classes[0]!.starts_at));
    expect(week.classes[0]?.learner).toMatchObject({ id: child.id, name: 'Zayd' });
    // A tutor who does not teach the child reads nothing of them.
    expect((await otherTutor.get(`/api/teach/learners/${child.id}/progress`)).statusCode).toBe(404);
    expect((await tutor.get(`/api/teach/learners/${child.id}/progress`)).statusCode).toBe(200);
  });

  it('are refused to anyone but the child’s parent, route by route', async () => {
    const parent = await newParent();
    const child = await addChild(parent, zayd);
    const other = await newParent();
    const tutor = await world.tutor();
    const routes = [
      ['GET', `/api/family/children/${child.id}/classes`],
      ['GET', `/api/family/children/${child.id}/progress`],
      ['GET', `/api/family/children/${child.id}/subscriptions`],
      ['PATCH', `/api/family/children/${child.id}`],
    ] as const;
    const call = (
      who: { headers: Record<string, string> } | null,
      [method, url]: (typeof routes)[number],
    ) =>
      app.inject({
        method,
        url,
        headers: who?.headers ?? {},
        ...(method === 'PATCH' ? { payload: { firstName: 'X' } } : {}),
      });
    for (const route of routes) {
      // Another family's parent: as if there were no such child.
      expect((await call(other, route)).statusCode).toBe(404);
      // Tutors and staff sign in for work, not as a family.
      expect((await call(tutor, route)).statusCode).toBe(403);
      expect((await call(world.admin, route)).statusCode).toBe(403);
      expect((await call(null, route)).statusCode).toBe(401);
    }
    // Nor may they add a child or list a family.
    expect((await tutor.send('POST', '/api/family/children', zayd)).statusCode).toBe(403);
    expect((await world.admin.get('/api/family')).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/family' })).statusCode).toBe(401);
    // Nothing was changed by the refused calls.
    const family = one(familySchema).parse((await parent.get('/api/family')).json()).data;
    expect(family.children[0]?.firstName).toBe('Zayd');
  });
});

describe('a child’s classes changed by the parent', () => {
  it('are cancelled and moved as the child could, audited as the parent’s, and by nobody else', async () => {
    const parent = await newParent('America/Toronto');
    const child = await addChild(parent, { ...zayd, time_zone: 'America/Toronto' });
    const sibling = await addChild(parent, hana);
    const tutor = await world.tutor();
    const granted = await world.admin.send('POST', '/api/admin/subscriptions', {
      user_id: child.id,
      product_id: (await app.inject({ url: '/api/products' })).json().data[0].id,
      tier_id: (await app.inject({ url: '/api/tiers' })).json().data[0].tiers[0].id,
    });
    const planned = await world.plan(granted.json().data.id, {
      tutor_id: tutor.profile.id,
      weekdays: [6],
      start_time: '10:00',
      time_zone: 'America/Toronto',
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const list = async () =>
      myClassesResponseSchema.parse(
        (await parent.get(`/api/family/children/${child.id}/classes`)).json(),
      ).classes;
    const [first, second] = await list();
    const cancelUrl = `/api/family/children/${child.id}/classes/${first!.id}/cancel`;
    const moveUrl = `/api/family/children/${child.id}/classes/${second!.id}/move`;
    const later = new Date(Date.parse(second!.starts_at) + 3_600_000).toISOString();

    // Nobody else: another family's parent (as if there were no such class), the parent
    // through their other child, tutors and staff (403), nobody signed in (401).
    const other = await newParent();
    const refusals: [{ headers: Record<string, string> } | null, string, number][] = [
      [other, cancelUrl, 404],
      [parent, `/api/family/children/${sibling.id}/classes/${first!.id}/cancel`, 404],
      [tutor, cancelUrl, 403],
      [world.admin, cancelUrl, 403],
      [null, cancelUrl, 401],
      [other, moveUrl, 404],
      [tutor, moveUrl, 403],
      [null, moveUrl, 401],
    ];
    for (const [who, url, status] of refusals) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: who?.headers ?? {},
        payload: { starts_at: later },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    }
    expect((await list()).map((item) => [item.status, item.starts_at]).slice(0, 2)).toEqual([
      [first!.status, first!.starts_at],
      [second!.status, second!.starts_at],
    ]);

    const cancelled = await parent.send('POST', cancelUrl);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const moved = await parent.send('POST', moveUrl, { starts_at: later });
    expect(moved.statusCode, moved.body).toBe(204);
    const [afterFirst, afterSecond] = await list();
    expect(afterFirst).toMatchObject({
      id: first!.id,
      status: 'cancelled',
      cancelled_by: 'learner',
    });
    expect(afterSecond).toMatchObject({ id: second!.id, starts_at: later });
    // A bad time is a 422 on the field, as for the child's own move.
    expect(
      Object.keys(fieldErrors(await parent.send('POST', moveUrl, { starts_at: 'soon' }))),
    ).toEqual(['starts_at']);

    // Staff read that the parent did it.
    for (const id of [first!.id, second!.id]) {
      const log = adminListOf(adminAuditSchema).parse(
        (await world.admin.get(`/api/admin/audit-log?entity=classes&entity_id=${id}`)).json(),
      );
      expect(log.data[0]).toMatchObject({ actor: expect.objectContaining({ id: parent.user.id }) });
    }
  });
});

describe('a child’s own sign-in, given by staff', () => {
  it('needs an address and a password together, only from the year the child turns 14, and never makes them staff', async () => {
    const parent = await newParent();
    const young = await addChild(parent, zayd);
    const older = await addChild(parent, { ...zayd, firstName: 'Maryam', birth_year: 2012 });
    const patch = (id: number, body: object) =>
      world.admin.send('PATCH', `/api/admin/users/${id}`, body);
    const password = 'a long passphrase of her own';
    expect(fieldErrors(await patch(older.id, { email: 'maryam.h@example.com' }))).toEqual({
      password: [SIGN_IN_NEEDS_PASSWORD],
    });
    expect(fieldErrors(await patch(older.id, { password }))).toEqual({
      email: [SIGN_IN_NEEDS_EMAIL],
    });
    expect(fieldErrors(await patch(older.id, { role: 'admin' }))).toEqual({
      role: [STAFF_NEED_SIGN_IN],
    });
    // Zayd is 10: his parents are mailed, never he.
    expect(fieldErrors(await patch(young.id, { email: 'zayd.h@example.com', password }))).toEqual({
      email: [CHILD_TOO_YOUNG_FOR_SIGN_IN],
    });

    // Maryam is 15: she may sign in, and then reads her own classes.
    const given = await patch(older.id, { email: 'maryam.h@example.com', password });
    expect(given.statusCode, given.body).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'maryam.h@example.com', password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const family = one(familySchema).parse((await parent.get('/api/family')).json()).data;
    expect(family.children.map((child) => [child.firstName, child.has_sign_in])).toEqual([
      ['Maryam', true],
      ['Zayd', false],
    ]);
  });
});
