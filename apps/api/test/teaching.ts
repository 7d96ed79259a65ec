import { afterAll, beforeEach, expect } from 'vitest';
import {
  adminScheduleSchema,
  adminTutorSchema,
  myClassesResponseSchema,
  tutorClassesResponseSchema,
  type AdminTutorCreateInput,
  type ClassPeriod,
  type WeeklyPlanInput,
} from '@iqra/contracts';
import type { TestContext } from './helpers.ts';
import {
  bearer,
  clientOf,
  createTestApp,
  loginDemoAdmin,
  registerLearner,
  resetTokenFor,
} from './helpers.ts';
import { latestMailTo } from './invitations.ts';
import { testClock, underClock } from './reminders.ts';
import { startSmtpStandIn } from './smtp-stand-in.ts';

let made = 0;

/**
 * Staff grant `userId` a month of a course (the first of the catalogue, or the one of slug
 * `course`; classes of `tierMinutes`). Answers the subscription's id.
 */
async function grantCourse(
  app: TestContext['app'],
  admin: ReturnType<typeof clientOf>,
  userId: number,
  tierMinutes: number,
  course?: string,
) {
  const tiers = (await app.inject({ url: '/api/tiers' })).json().data as {
    minutes: number;
    tiers: { id: number }[];
  }[];
  const tier = tiers.find((group) => group.minutes === tierMinutes)?.tiers[0];
  const products = (await app.inject({ url: '/api/products' })).json().data as {
    id: number;
    slug: string;
  }[];
  const product = course ? products.find((item) => item.slug === course) : products[0];
  if (!product) throw new Error(`No course ${course}`);
  const granted = await admin.send('POST', '/api/admin/subscriptions', {
    user_id: userId,
    product_id: product.id,
    tier_id: tier?.id,
  });
  expect(granted.statusCode, granted.body).toBe(201);
  return granted.json().data.id as number;
}

/**
 * The people of a class and the calls they make, through the HTTP API only: staff (the demo
 * admin), tutors created by staff, learners who register.
 */
export async function teachingWorld({ app, database }: Pick<TestContext, 'app' | 'database'>) {
  const admin = clientOf(app, await loginDemoAdmin(app));
  const put = (url: string, payload: unknown) =>
    app.inject({ method: 'PUT', url, headers: admin.headers, payload: payload as object });

  /** A tutor created by staff, who has chosen a password and signed in. */
  async function tutor(overrides: Partial<AdminTutorCreateInput> = {}) {
    made += 1;
    const created = await admin.send('POST', '/api/admin/tutors', {
      firstName: 'Khalid',
      lastName: `Tutor${made}`,
      email: `tutor${made}.${Math.random().toString(36).slice(2, 8)}@example.com`,
      phone: '+20 100 555 0100',
      gender: 1,
      time_zone: 'Africa/Cairo',
      languages: ['Arabic', 'English'],
      bio: 'Teaches Tajweed.',
      meeting_link: `https://meet.jit.si/iqra-test-${made}`,
      ...overrides,
    });
    expect(created.statusCode, created.body).toBe(201);
    const profile = adminTutorSchema.parse(created.json().data);
    const password = 'tutor correct horse battery';
    const token = await resetTokenFor(database, profile.id);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: profile.email, password },
    });
    return { profile, ...clientOf(app, login.json().token as string) };
  }

  const grant = (userId: number, tierMinutes = 30, course?: string) =>
    grantCourse(app, admin, userId, tierMinutes, course);

  /**
   * A new learner in `timeZone` (null: an account from before zones) with a month of a course
   * (the first of the catalogue, or the one of slug `course`; 30-minute classes) granted by staff.
   */
  async function learner(
    timeZone: string | null = 'Europe/London',
    tierMinutes = 30,
    course?: string,
  ) {
    const registered = await registerLearner(app, timeZone ? { time_zone: timeZone } : {});
    const subscriptionId = await grant(registered.user.id, tierMinutes, course);
    return {
      ...registered,
      ...clientOf(app, registered.token),
      subscriptionId,
      async classes(period: ClassPeriod = 'upcoming') {
        const response = await app.inject({
          url: `/api/my-classes?period=${period}`,
          headers: bearer(registered.token),
        });
        expect(response.statusCode, response.body).toBe(200);
        return myClassesResponseSchema.parse(response.json());
      },
    };
  }

  const plan = (subscriptionId: number, input: WeeklyPlanInput) =>
    put(`/api/admin/subscriptions/${subscriptionId}/plan`, input);

  /** The tutor's classes starting in [from, to). */
  async function week(
    tutorClient: Awaited<ReturnType<typeof tutor>>,
    from: Date,
    to = new Date(from.getTime() + 7 * 86_400_000),
  ) {
    const response = await tutorClient.get(
      `/api/teach/classes?from=${from.toISOString()}&to=${to.toISOString()}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return tutorClassesResponseSchema.parse(response.json());
  }

  /** Staff put a class at an exact start (a plan's times follow the clock of the day). */
  async function moveByStaff(classId: number, startsAt: Date) {
    const response = await admin.send('POST', `/api/admin/classes/${classId}/move`, {
      starts_at: startsAt.toISOString(),
    });
    expect(response.statusCode, response.body).toBe(204);
  }

  /** Staff add one class to a subscription (held already, when its start has passed). */
  async function addClass(subscriptionId: number, startsAt: Date, minutes = 30) {
    const response = await admin.send('POST', '/api/admin/schedules', {
      subscription_id: subscriptionId,
      title: 'Tajweed: an extra class',
      link: 'https://meet.jit.si/iqra-extra',
      started_at: startsAt.toISOString(),
      ended_at: new Date(startsAt.getTime() + minutes * 60_000).toISOString(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return adminScheduleSchema.parse(response.json().data);
  }

  return { admin, put, tutor, grant, learner, plan, week, moveByStaff, addClass };
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/**
 * A new tutor and learner (Toronto) on a daily plan made at `start`, then the clock moved to
 * `sinceLastEnd` after the end of the learner's `held`-th class: the first `held` are over.
 * The learner's course is the catalogue's first, or the one of slug `course`.
 */
export async function heldClasses(
  world: Awaited<ReturnType<typeof teachingWorld>>,
  clock: ReturnType<typeof testClock>,
  held: number,
  {
    sinceLastEnd = 2 * DAY,
    start = '2027-01-04T00:00:00Z',
    course,
  }: { sinceLastEnd?: number; start?: string; course?: string } = {},
) {
  clock.set(start);
  const tutor = await world.tutor();
  const learner = await world.learner('America/Toronto', 30, course);
  const planned = await world.plan(learner.subscriptionId, {
    tutor_id: tutor.profile.id,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    start_time: '08:00',
  });
  expect(planned.statusCode, planned.body).toBe(200);
  const classes = (await learner.classes()).classes.slice(0, held);
  const last = classes.at(-1);
  if (last) clock.set(new Date(Date.parse(last.ends_at) + sinceLastEnd));
  return { tutor, learner, classes };
}

/** A new tutor and learner on a daily plan, with the clock a day past their first class. */
export async function heldClass(
  world: Awaited<ReturnType<typeof teachingWorld>>,
  clock: ReturnType<typeof testClock>,
) {
  const { tutor, learner, classes } = await heldClasses(world, clock, 1, { sinceLastEnd: DAY });
  const [held] = classes;
  if (!held) throw new Error('The plan made no class');
  return { tutor, learner, classId: held.id };
}

/**
 * A school under a test's clock (set back to `start` before each test), mailing a real SMTP
 * server at https://school.example: the app, its people, and the latest mail of a kind.
 */
export async function schoolUnderClock(start: string) {
  const smtp = await startSmtpStandIn();
  afterAll(() => smtp.stop());
  const clock = testClock(start);
  beforeEach(() => clock.set(start));
  const context = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://school.example' },
    ...underClock(clock),
  });
  const world = await teachingWorld(context);
  return { smtp, clock, context, app: context.app, world, mailTo: latestMailTo(smtp) };
}
