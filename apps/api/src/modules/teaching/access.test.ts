import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { DAY, teachingWorld } from '../../../test/teaching.ts';

const context = await createTestApp();
const world = await teachingWorld(context);

// Two tutors, each with a learner on a plan; one class of each held an hour ago (staff added it,
// so it can be recorded) and one cancelled by the tutor (so there is a make-up credit).
const tutorA = await world.tutor();
const tutorB = await world.tutor();
const learnerA = await world.learner();
const learnerB = await world.learner();
for (const [learner, tutor] of [
  [learnerA, tutorA],
  [learnerB, tutorB],
] as const) {
  const planned = await world.plan(learner.subscriptionId, {
    tutor_id: tutor.profile.id,
    weekdays: [2, 4, 6],
    start_time: '19:00',
  });
  expect(planned.statusCode).toBe(200);
}
async function setUp(learner: typeof learnerA, tutor: typeof tutorA) {
  const [cancelled, upcoming] = (await learner.classes()).classes;
  const past = await world.addClass(learner.subscriptionId, new Date(Date.now() - 90 * 60_000));
  await tutor.send('POST', `/api/teach/classes/${cancelled!.id}/cancel`);
  const credit = (await learner.classes()).makeup_credits[0]!;
  return { past: past!.id, upcoming: upcoming!.id, credit: credit.id };
}
const ofA = await setUp(learnerA, tutorA);
const ofB = await setUp(learnerB, tutorB);

const later = () => ({ starts_at: new Date(Date.now() + 2 * DAY).toISOString() });

/** Every route of a learner's or a tutor's classes, aimed at what belongs to A. */
const learnerRoutes = [
  { method: 'POST' as const, url: `/api/my-classes/${ofA.upcoming}/cancel` },
  { method: 'POST' as const, url: `/api/my-classes/${ofA.upcoming}/move`, body: later() },
];
const tutorRoutes = [
  {
    method: 'POST' as const,
    url: `/api/teach/classes/${ofA.past}/record`,
    body: { attendance: 'present' },
  },
  { method: 'POST' as const, url: `/api/teach/classes/${ofA.upcoming}/cancel` },
  { method: 'GET' as const, url: `/api/teach/learners/${learnerA.user.id}/notes` },
  { method: 'POST' as const, url: `/api/teach/makeup-credits/${ofA.credit}/book`, body: later() },
];
const tutorLists = [
  '/api/teach/learners',
  '/api/teach/classes?from=2027-01-01T00:00:00Z&to=2027-01-08T00:00:00Z',
  '/api/teach/to-record',
  '/api/teach/makeup-credits',
];

const call = (
  client: { headers?: Record<string, string> } | null,
  route: { method: 'GET' | 'POST'; url: string; body?: object },
) =>
  context.app.inject({
    method: route.method,
    url: route.url,
    ...(client?.headers ? { headers: client.headers } : {}),
    ...(route.body ? { payload: route.body } : {}),
  });

describe('who may see and change a class', () => {
  it('asks everyone who is not signed in to sign in (401)', async () => {
    for (const route of [
      ...learnerRoutes,
      ...tutorRoutes,
      ...tutorLists.map((url) => ({ method: 'GET' as const, url })),
      { method: 'GET' as const, url: '/api/my-classes' },
    ]) {
      expect((await call(null, route)).statusCode, route.url).toBe(401);
    }
  });

  it('shows a learner another learner’s class as not there (404)', async () => {
    for (const route of learnerRoutes) {
      expect((await call(learnerB, route)).statusCode, route.url).toBe(404);
    }
    const theirs = (await learnerB.classes()).classes.map((item) => item.id);
    expect(theirs).not.toContain(ofA.upcoming);
    expect((await learnerB.classes()).makeup_credits.map((item) => item.id)).toEqual([ofB.credit]);
  });

  it('keeps learners and staff out of the tutor’s routes (403)', async () => {
    for (const route of [
      ...tutorRoutes,
      ...tutorLists.map((url) => ({ method: 'GET' as const, url })),
    ]) {
      expect((await call(learnerA, route)).statusCode, route.url).toBe(403);
      expect((await call(world.admin, route)).statusCode, route.url).toBe(403);
    }
  });

  it('shows a tutor another tutor’s class, learner and credit as not there (404)', async () => {
    for (const route of tutorRoutes) {
      expect((await call(tutorB, route)).statusCode, route.url).toBe(404);
    }
    const week = await world.week(
      tutorB,
      new Date(Date.now() - DAY),
      new Date(Date.now() + 40 * DAY),
    );
    expect(week.classes.map((item) => item.learner?.id)).not.toContain(learnerA.user.id);
    const credits = (await tutorB.get('/api/teach/makeup-credits')).json().data;
    expect(credits.map((item: { id: number }) => item.id)).toEqual([ofB.credit]);
    const learners = (await tutorB.get('/api/teach/learners')).json().data;
    expect(learners.map((item: { id: number }) => item.id)).toEqual([learnerB.user.id]);
    // A's own calls work: the refusals above are about whose it is.
    expect((await call(tutorA, tutorRoutes[2]!)).statusCode).toBe(200);
  });

  it('keeps tutors out of the back office (403)', async () => {
    for (const url of [
      '/api/admin/tutors',
      '/api/admin/makeup-credits',
      '/api/admin/classes/to-record',
    ]) {
      expect((await tutorA.get(url)).statusCode, url).toBe(403);
    }
    const plan = await context.app.inject({
      method: 'PUT',
      url: `/api/admin/subscriptions/${learnerA.subscriptionId}/plan`,
      headers: tutorA.headers,
      payload: { tutor_id: tutorA.profile.id, weekdays: [1], start_time: '10:00' },
    });
    expect(plan.statusCode).toBe(403);
  });
});
