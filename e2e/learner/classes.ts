import type {
  AdminSubscription,
  AdminTutor,
  ClassPeriod,
  MyClassesResponse,
  RegisterInput,
} from '@iqra/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { unique, type Learner } from '../support/index.ts';
import { siteApi } from '../support/site-api.ts';
import { userIdOf, type StaffApi } from '../support/staff.ts';

/** The Upcoming classes tab's list of classes, one item per class, soonest first. */
export const upcomingList = (page: Page) =>
  page.getByRole('tabpanel').getByRole('list', { name: 'Upcoming classes' }).getByRole('listitem');

/** `GET /api/my-classes` as a learner, what the tab shows. */
export async function classesOf(
  request: APIRequestContext,
  token: string,
  period: ClassPeriod = 'upcoming',
): Promise<MyClassesResponse> {
  const response = await request.get(`/api/my-classes?period=${period}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as MyClassesResponse;
}

/**
 * How an instant reads on a zone's clock, worked out here with Intl (not the app's code):
 * { weekday: 'Mon', day: '23', month: 'Nov', year: '2026', date: '2026-11-23', time: '18:30' }.
 */
export function clockOf(iso: string, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const numeric = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(iso));
  return {
    weekday: parts.weekday ?? '',
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: parts.year ?? '',
    date: numeric,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The ISO weekday (1 = Monday) of an instant on a zone's clock. */
function isoWeekday(at: Date, zone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' }).format(at);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1;
}

export const TUTOR_ZONE = 'Africa/Cairo';

/**
 * A new learner with Tajweed (60 minutes) and a weekly plan with a new tutor of their own in
 * Cairo: 10:00 Cairo time, three and five days from now, so every class can still be changed
 * and nobody else's classes are in the way.
 */
export async function learnerWithPlan(
  request: APIRequestContext,
  staffApi: StaffApi,
  createLearner: (overrides?: Partial<RegisterInput>) => Promise<Learner>,
  learnerZone: string,
) {
  const id = unique();
  const learner = await createLearner({ lastName: `Classes${id}`, time_zone: learnerZone });
  const tutor = (
    (await staffApi.send('post', 'tutors', {
      firstName: 'Bilal',
      lastName: `Tutor${id}`,
      email: `tutor.${id}@example.com`,
      phone: '+20 100 555 0100',
      gender: 1,
      time_zone: TUTOR_ZONE,
      languages: ['Arabic', 'English'],
      bio: '',
      meeting_link: `https://meet.jit.si/IqraAcademy-E2E-${id}`,
    })) as { data: AdminTutor }
  ).data;
  const site = siteApi(request);
  const tier = (await site.tierGroups())
    .flatMap((group) => group.tiers)
    .find((item) => item.slug === '60-standard');
  const subscription = (
    (await staffApi.send('post', 'subscriptions', {
      user_id: await userIdOf(request, learner),
      product_id: (await site.product('tajweed')).id,
      tier_id: tier?.id,
    })) as { data: AdminSubscription }
  ).data;
  const day = (days: number) => isoWeekday(new Date(Date.now() + days * 86_400_000), TUTOR_ZONE);
  await staffApi.send('put', `subscriptions/${subscription.id}/plan`, {
    tutor_id: tutor.id,
    weekdays: [day(3), day(5)],
    start_time: '10:00',
  });
  const { classes } = await classesOf(request, learner.token);
  expect(classes.length).toBeGreaterThan(0);
  return { learner, tutor, classes };
}
