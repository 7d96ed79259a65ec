import type {
  AdminSubscription,
  AdminTutor,
  RegisterInput,
  TutorClassesResponse,
} from '@iqra/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { tokenFor, type Learner } from '../support/accounts.ts';
import { uniqueEmail } from '../support/data.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { userIdOf, type StaffApi } from '../support/staff.ts';

export const INVITATION_SUBJECT = 'You are invited to teach at Iqra Academy';

export interface Tutor {
  id: number;
  email: string;
  password: string;
  token: string;
  firstName: string;
  lastName: string;
  timeZone: string;
}

/** Staff add a tutor through the back office's API; they are mailed an invitation. */
export async function inviteTutor(
  staffApi: StaffApi,
  profile: { firstName: string; lastName: string; timeZone: string },
): Promise<AdminTutor> {
  const created = (await staffApi.send('post', 'tutors', {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: uniqueEmail('tutor'),
    phone: '+20 100 555 0100',
    gender: 1,
    time_zone: profile.timeZone,
    languages: ['Arabic', 'English'],
    bio: 'Teaches Tajweed to adults.',
    meeting_link: 'https://meet.jit.si/IqraAcademy-e2e',
  })) as { data: AdminTutor };
  return created.data;
}

/** The invitation's one-time link to choose a password (`/reset-password?token=…&welcome=1`). */
export async function invitationLink(baseURL: string, email: string): Promise<string> {
  const mail = await waitForMail(email, INVITATION_SUBJECT);
  return linkIn(mail, `${baseURL}/reset-password?token=`);
}

/**
 * A new tutor who has chosen a password from their invitation (through the API), signed in,
 * and has chosen English (a tutor who never chose reads /teach in Arabic).
 */
export async function createTutor(
  request: APIRequestContext,
  staffApi: StaffApi,
  baseURL: string,
  profile = { firstName: 'Bilal', lastName: 'Saeed', timeZone: 'Asia/Karachi' },
): Promise<Tutor> {
  const tutor = await inviteTutor(staffApi, profile);
  const link = new URL(await invitationLink(baseURL, tutor.email));
  const password = 'a tutor passphrase for the tests';
  const reset = await request.post('/api/auth/reset-password', {
    data: { token: link.searchParams.get('token'), password },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  const token = await tokenFor(request, { email: tutor.email, password });
  const chosen = await request.post('/update-user', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language: 'en' },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  return { ...profile, id: tutor.id, email: tutor.email, password, token };
}

/**
 * Staff give a learner a month of a course (Tajweed unless told, 30 minutes) with the tutor,
 * every day at `startTime` on the tutor's clock. Answers the subscription's id.
 */
export async function teachEveryDay(
  request: APIRequestContext,
  staffApi: StaffApi,
  tutor: Tutor,
  learner: Learner,
  startTime = '06:00',
  courseSlug = 'tajweed',
): Promise<number> {
  const course = (await (await request.get(`/api/products/${courseSlug}`)).json()) as {
    data: { id: number };
  };
  const groups = (await (await request.get('/api/tiers')).json()) as {
    data: { tiers: { id: number; slug: string }[] }[];
  };
  const tier = groups.data.flatMap((group) => group.tiers).find((row) => row.slug === '30-basic');
  const subscription = (await staffApi.send('post', 'subscriptions', {
    user_id: await userIdOf(request, learner),
    product_id: course.data.id,
    tier_id: tier!.id,
  })) as { data: AdminSubscription };
  await staffApi.send('put', `subscriptions/${subscription.data.id}/plan`, {
    tutor_id: tutor.id,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    start_time: startTime,
  });
  return subscription.data.id;
}

/** The tutor's classes in the next `days` days, as `/api/teach/classes` answers them. */
export async function classesAhead(request: APIRequestContext, tutor: Tutor, days = 14) {
  const from = new Date();
  const to = new Date(from.getTime() + days * 86_400_000);
  const response = await request.get(
    `/api/teach/classes?from=${from.toISOString()}&to=${to.toISOString()}`,
    { headers: { Authorization: `Bearer ${tutor.token}` } },
  );
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as TutorClassesResponse).classes;
}

/** "19:00" on a zone's clock, as the dashboard writes times. */
export const clockTime = (iso: string | number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );

/** "Tuesday 24 November", as the dashboard names days. */
export const dayName = (iso: string | number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(new Date(iso));

/** A section of /teach, by its heading. */
export const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

/** "2026-11-24": the date on a zone's calendar, as a date field takes it. */
export const clockDate = (iso: string | number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(iso));

const ZONES = [
  'Asia/Karachi',
  'Europe/London',
  'America/Toronto',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Pacific/Auckland',
];

/**
 * A zone where it is now between 06:00 and 18:00, so that the next few hours fall on today
 * there (a class moved to start soon is in "Today" and in this week, whatever time it is).
 */
export function daytimeZone(): string {
  const hourIn = (timeZone: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(
        new Date(),
      ),
    );
  const zone = ZONES.find((candidate) => hourIn(candidate) >= 6 && hourIn(candidate) < 18);
  if (!zone) throw new Error('no zone in daylight hours');
  return zone;
}

/** What a journey with a class of its own needs from the test's fixtures. */
interface ClassFixtures {
  request: APIRequestContext;
  staffApi: StaffApi;
  baseURL: string | undefined;
  createLearner: (overrides?: Partial<RegisterInput>) => Promise<Learner>;
}

/**
 * A new tutor, in a zone where it is daytime, teaching a new learner every day (Tajweed unless
 * told), their first class moved by staff to start `startsIn` ms from now. Answers the tutor,
 * the learner, the class's id, when it starts and the tutor's zone.
 */
export async function classStartingSoon(
  { request, staffApi, baseURL, createLearner }: ClassFixtures,
  people: { tutor: { firstName: string; lastName: string }; learner: Partial<RegisterInput> },
  { startsIn = 15_000, courseSlug = 'tajweed' } = {},
) {
  const zone = daytimeZone();
  const tutor = await createTutor(request, staffApi, baseURL!, { ...people.tutor, timeZone: zone });
  const learner = await createLearner(people.learner);
  await teachEveryDay(request, staffApi, tutor, learner, '06:00', courseSlug);
  const [first] = await classesAhead(request, tutor);
  const startsAt = Date.now() + startsIn;
  await staffApi.send('post', `classes/${first!.id}/move`, {
    starts_at: new Date(startsAt).toISOString(),
  });
  return { zone, tutor, learner, classId: first!.id, startsAt };
}

/** Resolves a second after `startsAt`: the class has started, for the server too. */
export const untilStarted = (startsAt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt + 1_000 - Date.now())));
