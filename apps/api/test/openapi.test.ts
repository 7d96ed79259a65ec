import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { mailSettingsOf } from '../src/modules/reminders/preferences.ts';
import { picture, SMALLEST_PDF } from './files.ts';
import {
  createTestApp,
  familyInvitationTokenFor,
  loginDemoAdmin,
  loginDemoStudent,
} from './helpers.ts';
import { DEMO_STUDENT } from '../src/db/seed/index.ts';
import { multipart } from './multipart.ts';
import { teachingWorld } from './teaching.ts';

// The OpenAPI document (/api/openapi.json) against the server itself: every route the server
// registers is in it, and what each GET answers on a seeded school is what it says.

const METRICS_TOKEN = 'openapi-test-metrics-token';
const routes: { method: string; url: string; hidden: boolean }[] = [];
const context = await createTestApp({
  env: { METRICS_TOKEN },
  onRoute: ({ method, url, hidden }) => {
    for (const one of [method].flat()) routes.push({ method: one, url, hidden });
  },
});
const { app } = context;
await app.ready();

type Operation = {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  'x-caller': string;
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const served = await app.inject('/api/openapi.json');
const document = served.json() as Document;

/** A pay statement's addresses: the present month's (the tutor's classes are planned in it). */
function payAddresses(tutorId: number): Record<string, () => string> {
  const month = `month=${new Date().toISOString().slice(0, 7)}`;
  return {
    ...Object.fromEntries(
      ['', '/csv', '/pdf'].flatMap((file) => [
        [`/api/teach/pay-statement${file}`, () => `/api/teach/pay-statement${file}?${month}`],
        [
          `/api/admin/tutors/{id}/pay-statement${file}`,
          () => `/api/admin/tutors/${tutorId}/pay-statement${file}?${month}`,
        ],
      ]),
    ),
    '/api/admin/pay/overview': () => `/api/admin/pay/overview?${month}`,
  };
}

/** Fastify's `/a/:id/b` as OpenAPI writes it, `/a/{id}/b`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
const operationOf = (method: string, url: string) =>
  document.paths[openapiPath(url)]?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('is served as a valid OpenAPI 3.1 document', async () => {
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route the server registers: its group, what it does and its answers', () => {
    const registered = routes.filter(
      ({ method, hidden }) => !hidden && method !== 'HEAD' && method !== 'OPTIONS',
    );
    expect(registered.length).toBeGreaterThan(150);
    const missing = registered.filter(({ method, url }) => !operationOf(method, url));
    expect(missing.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    for (const { method, url } of registered) {
      const operation = operationOf(method, url)!;
      const where = `${method} ${url}`;
      expect(operation.summary, where).toMatch(/\w/);
      expect(operation.tags, where).toHaveLength(1);
      const statuses = Object.keys(operation.responses).map(Number);
      expect(
        statuses.some((status) => status >= 200 && status < 400),
        `${where} names what it answers when it succeeds`,
      ).toBe(true);
      const needsToken = ['signed-in', 'tutor', 'admin', 'metrics'].includes(operation['x-caller']);
      expect(Boolean(operation.security), `${where} names its token`).toBe(needsToken);
      if (needsToken) expect(statuses, where).toContain(401);
    }
  });

  it('leaves out only the web files and the pages of these docs', () => {
    const hidden = routes
      .filter((route) => route.hidden && route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .map(({ url }) => url);
    // The web app's files (with a build, every one is a route) are not the API.
    const api =
      /^\/(api\/(?!docs\b)|update-user|pay\/|uploads\/|calendar\/|metrics|robots|sitemap)/;
    expect(hidden.filter((url) => api.test(url))).toEqual([]);
    expect(hidden).toContain('/api/docs');
  });

  it('can be browsed at /api/docs', async () => {
    const page = await app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    const script = await app.inject('/api/docs/static/swagger-ui-bundle.js');
    expect(script.statusCode).toBe(200);
  });
});

/** A parent's reads of one child, at that child's id. */
const childAddresses = (childId: number) =>
  Object.fromEntries(
    ['classes', 'progress', 'subscriptions', 'certificates', 'pauses', 'seasons'].map((what) => [
      `/api/family/children/{id}/${what}`,
      () => `/api/family/children/${childId}/${what}`,
    ]),
  );

/** The address of the demo student's first certificate (its code is random). */
async function demoCertificate(token: string | undefined) {
  const list = await app.inject({
    url: '/api/my-certificates',
    headers: { authorization: `Bearer ${token}` },
  });
  return `/api/certificates/${(list.json() as { data: { code: string }[] }).data[0]!.code}`;
}

/** A certificate's own addresses: what its page reads, its PDF and its credential. */
const certificateAddresses = (token: string | undefined) =>
  Object.fromEntries(
    ['', '/pdf', '/credential'].map((tail) => [
      `/api/certificates/{code}${tail}`,
      async () => `${await demoCertificate(token)}${tail}`,
    ]),
  );

describe('what every documented GET answers, on a seeded school', async () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);

  const world = await teachingWorld(context);
  const tutor = await world.tutor();
  const learner = await world.learner('America/New_York');
  const tokens: Record<string, string | undefined> = {
    anyone: undefined,
    link: undefined,
    'signed-in': await loginDemoStudent(app),
    tutor: tutor.headers.authorization.replace(/^Bearer /, ''),
    admin: await loginDemoAdmin(app),
    metrics: METRICS_TOKEN,
  };
  // The tutor teaches the learner, so that the tutor's lists have someone in them.
  const planned = await world.plan(learner.subscriptionId, {
    tutor_id: tutor.profile.id,
    weekdays: [2, 4, 6],
    start_time: '19:00',
  });
  expect(planned.statusCode, planned.body).toBe(200);

  const { checkout, uploaded } = await oneOfEverything(learner, tokens.admin!, tutor);
  // The demo student is a parent too, so that the family's routes have a child to read.
  const child = await app.inject({
    method: 'POST',
    url: '/api/family/children',
    headers: { authorization: `Bearer ${tokens['signed-in']}` },
    payload: { firstName: 'Zayd', birth_year: 2016, gender: 1, consent: true },
  });
  expect(child.statusCode, child.body).toBe(201);
  const childId = (child.json() as { data: { id: number } }).data.id;

  const DAY = 86_400_000;
  const range = () =>
    `from=${new Date(Date.now() - 7 * DAY).toISOString()}&to=${new Date(Date.now() + 14 * DAY).toISOString()}`;
  /** Addresses that no list names, or that need a query to answer. */
  const addresses: Record<string, () => Promise<string> | string> = {
    '/api/teach/classes': () => `/api/teach/classes?${range()}`,
    ...childAddresses(childId),
    // A certificate's address is its code: the demo student's first.
    ...certificateAddresses(tokens['signed-in']),
    // An invitation's link is mailed: another learner invites the demo student to be their child.
    '/api/family/invitations/received': async () => {
      const token = await familyInvitationTokenFor(
        context.database,
        learner.user.id,
        DEMO_STUDENT.email,
      );
      return `/api/family/invitations/received?token=${encodeURIComponent(token)}`;
    },
    // An-Naba's end and An-Nazi'at's start.
    '/api/quran/text': () => '/api/quran/text?from=78:38&to=79:3',
    '/api/admin/tutors/{id}/classes': () =>
      `/api/admin/tutors/${tutor.profile.id}/classes?${range()}`,
    ...payAddresses(tutor.profile.id),
    // A class's lesson: the first class of the caller's own list (its shape is not `data`).
    '/api/teach/classes/{id}/lesson': async () => {
      const list = await tutor.get(`/api/teach/classes?${range()}`);
      return `/api/teach/classes/${(list.json() as { classes: { id: number }[] }).classes[0]!.id}/lesson`;
    },
    '/api/my-classes/{id}/lesson': async () => {
      const list = await app.inject({
        url: '/api/my-classes',
        headers: { authorization: `Bearer ${tokens['signed-in']}` },
      });
      return `/api/my-classes/${(list.json() as { classes: { id: number }[] }).classes[0]!.id}/lesson`;
    },
    '/pay/demo/{orderId}': () =>
      new URL((checkout.json() as { approval_url: string }).approval_url, 'http://localhost')
        .pathname,
    '/uploads/{*}': () => (uploaded.json() as { url: string }).url,
    // A feed's address is a secret the learner asks for.
    '/calendar/{name}': async () => {
      const made = await app.inject({
        method: 'POST',
        url: '/api/calendar',
        headers: { authorization: `Bearer ${learner.token}` },
      });
      expect(made.statusCode, made.body).toBeLessThan(300);
      return new URL((made.json() as { data: { https_url: string } }).data.https_url).pathname;
    },
    '/api/admin/holidays/{id}/classes': () => closureClasses(tokens.admin!),
    // The link in every reminder mail carries the person's mail secret.
    '/api/unsubscribe/{token}': async () => {
      const settings = await mailSettingsOf(app.db, { type: 'user', id: learner.user.id });
      return `/api/unsubscribe/${settings!.token}?kind=class_24h`;
    },
  };

  const gets = Object.entries(document.paths).flatMap(([path, operations]) =>
    operations.get ? [{ path, operation: operations.get }] : [],
  );

  it.each(gets.map(({ path }) => path))('GET %s', async (path) => {
    const operation = document.paths[path]!.get!;
    const token = tokens[operation['x-caller']];
    const url = await addressFor(path, token, addresses);
    const response = await app.inject({
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const documented = operation.responses[String(response.statusCode)];
    expect(documented, `${url} answered ${response.statusCode}: ${response.body}`).toBeDefined();
    expect(response.statusCode, response.body).toBeLessThan(400);
    const type = String(response.headers['content-type'] ?? '').split(';')[0]!;
    const content = documented!.content;
    if (!content) {
      expect(response.body, `${url}: no body documented`).toBe('');
      return;
    }
    expect(Object.keys(content), `${url}: its content type`).toContain(type);
    if (type !== 'application/json') return;
    const validate = ajv.compile(content[type]!.schema);
    const valid = validate(response.json());
    expect(validate.errors ?? [], url).toEqual([]);
    expect(valid).toBe(true);
  });
});

/** The address of the classes a closure takes, a closure added by staff to read them. */
async function closureClasses(adminToken: string): Promise<string> {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const added = await app.inject({
    method: 'POST',
    url: '/api/admin/holidays',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { kind: 'closure', name_en: 'Open day', starts_on: day(20), ends_on: day(20) },
  });
  expect(added.statusCode, added.body).toBe(201);
  return `/api/admin/holidays/${added.json().data.holiday.id}/classes`;
}

/**
 * A real address for a documented path. A parameter is taken from the first item of the list
 * one level up (`/api/products/{slug}` from `GET /api/products`), read with the same token; the
 * few that cannot be are in ADDRESSES.
 */
async function addressFor(
  path: string,
  token: string | undefined,
  addresses: Record<string, () => Promise<string> | string>,
): Promise<string> {
  const special = addresses[path];
  if (special) return special();
  const match = /^(.*)\/\{(\w+)\}(.*)$/.exec(path);
  if (!match) return path;
  const [, parent, name, rest] = match as unknown as [string, string, string, string];
  const list = await app.inject({
    url: await addressFor(parent, token, addresses),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(list.statusCode, `${parent}: ${list.body}`).toBe(200);
  const first = (list.json() as { data: Record<string, unknown>[] }).data[0];
  expect(first, `${parent} lists something to read one of`).toBeDefined();
  const value = first![name] ?? first!.id;
  return `${parent}/${encodeURIComponent(String(value))}${rest}`;
}

/**
 * One of everything the back office lists that the seed has none of, sent as visitors,
 * learners and staff send them: a demo request, a subscriber, a message, a job application
 * with a resume, a checkout (its demo payment page), an uploaded image, a pause waiting for staff,
 * a day of the tutor's leave.
 */
async function oneOfEverything(
  learner: { token: string; subscriptionId: number },
  adminToken: string,
  tutor: { profile: { id: number } },
) {
  const learnerToken = learner.token;
  const leaveDay = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const leave = await app.inject({
    method: 'POST',
    url: '/api/admin/tutor-leaves',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { tutor_id: tutor.profile.id, starts_on: leaveDay, ends_on: leaveDay },
  });
  expect(leave.statusCode, leave.body).toBe(201);
  const asVisitor = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload }).then((answer) => {
      expect(answer.statusCode, `${url}: ${answer.body}`).toBeLessThan(300);
      return answer;
    });
  await asVisitor('/api/request-demo', { email: 'openapi.demo@example.com' });
  await asVisitor('/api/newsletter', { email: 'openapi.news@example.com' });
  await asVisitor('/api/contact', {
    firstName: 'Amina',
    lastName: 'Yusuf',
    email: 'openapi.contact@example.com',
    phone_prefix: 'CA',
    phone: '7700900123',
    message: 'When do classes start?',
    agree: true,
  });
  const resume = multipart({ email: 'openapi.job@example.com' }, [
    { field: 'file', filename: 'cv.pdf', type: 'application/pdf', content: SMALLEST_PDF },
  ]);
  const applied = await app.inject({ method: 'POST', url: '/api/request-job', ...resume });
  expect(applied.statusCode, applied.body).toBe(201);
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/payments/paypal',
    headers: { authorization: `Bearer ${learnerToken}` },
    payload: { product: 'hifz', tier: '60-standard' },
  });
  expect(checkout.statusCode, checkout.body).toBe(201);
  const image = multipart({}, [
    {
      field: 'file',
      filename: 'dot.png',
      type: 'image/png',
      content: await picture(8, 8).png().toBuffer(),
    },
  ]);
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload: image.payload,
    headers: { ...image.headers, authorization: `Bearer ${adminToken}` },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);

  // A pause longer than the school grants at once, so that staff's list has one waiting.
  const day = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 10);
  const paused = await app.inject({
    method: 'POST',
    url: `/api/my-subscriptions/${learner.subscriptionId}/pauses`,
    headers: { authorization: `Bearer ${learnerToken}` },
    payload: { starts_on: day(2 * 86_400_000), ends_on: day(60 * 86_400_000) },
  });
  expect(paused.statusCode, paused.body).toBe(201);

  return { checkout, uploaded };
}
