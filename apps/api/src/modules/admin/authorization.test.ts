import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES, MESSAGES } from '@iqra/contracts';
import { DEMO_TUTOR } from '../../db/seed/index.ts';
import { bearer, createTestApp, loginDemoAdmin, registerLearner } from '../../../test/helpers.ts';

// Every route the app registers is recorded, so a new admin route is walked without anyone
// remembering to add it here.
const routes: { method: string; url: string }[] = [];
const { app } = await createTestApp({
  onRoute: ({ method, url }) => {
    for (const one of [method].flat()) routes.push({ method: one, url });
  },
});
await app.ready();
const adminRoutes = routes.filter(
  (route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD',
);
const teachRoutes = routes.filter(
  (route) => route.url.startsWith('/api/teach') && route.method !== 'HEAD',
);
const learner = await registerLearner(app);
const adminToken = await loginDemoAdmin(app);
const tutorLogin = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: DEMO_TUTOR,
});
const tutorToken = tutorLogin.json().token as string;

// An id that names nothing: an allowed DELETE or PATCH must not change real data here.
const concrete = (url: string) =>
  url.replace(':id', url.startsWith('/api/admin/payments') ? crypto.randomUUID() : '999999');

const call = (method: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers,
    ...(method === 'POST' || method === 'PATCH' ? { payload: {} } : {}),
  });

describe('the back office authorization matrix', () => {
  it('registers the list, get and the writes each resource allows', () => {
    for (const resource of ADMIN_RESOURCES) {
      expect(adminRoutes).toContainEqual({ method: 'GET', url: `/api/admin/${resource}` });
      expect(adminRoutes).toContainEqual({ method: 'GET', url: `/api/admin/${resource}/:id` });
    }
    expect(adminRoutes).toContainEqual({ method: 'POST', url: '/api/admin/uploads' });
    // Money and the logs are read-only.
    for (const resource of ['payments', 'outbox', 'audit-log']) {
      for (const method of ['POST', 'PATCH', 'DELETE']) {
        expect(
          adminRoutes.filter(
            (route) =>
              route.method === method &&
              (route.url === `/api/admin/${resource}` ||
                route.url === `/api/admin/${resource}/:id`),
          ),
        ).toEqual([]);
      }
    }
    expect(adminRoutes.length).toBeGreaterThan(80);
  });

  it('answers 401 to anonymous callers on every admin route', async () => {
    for (const route of adminRoutes) {
      const response = await call(route.method, route.url);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
    }
  });

  it('answers 401 to a malformed or unknown token', async () => {
    for (const header of ['Bearer nope', 'Basic abc', `Bearer ${'x'.repeat(43)}`]) {
      const response = await call('GET', '/api/admin/users', { authorization: header });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 403 to a learner on every admin route', async () => {
    for (const route of adminRoutes) {
      const response = await call(route.method, route.url, bearer(learner.token));
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.forbidden });
    }
  });

  it('answers 403 to a tutor on every admin route', async () => {
    for (const route of adminRoutes) {
      const response = await call(route.method, route.url, bearer(tutorToken));
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('keeps everyone but tutors out of every tutor route: 401 signed out, 403 otherwise', async () => {
    expect(teachRoutes.length).toBeGreaterThanOrEqual(7);
    for (const route of teachRoutes) {
      const name = `${route.method} ${route.url}`;
      expect((await call(route.method, route.url)).statusCode, name).toBe(401);
      expect((await call(route.method, route.url, bearer(learner.token))).statusCode, name).toBe(
        403,
      );
      expect((await call(route.method, route.url, bearer(adminToken))).statusCode, name).toBe(403);
      // A tutor gets past the door (what is theirs is checked next: see teaching/access.test.ts).
      expect((await call(route.method, route.url, bearer(tutorToken))).statusCode, name).not.toBe(
        403,
      );
    }
  });

  it('lets an admin through on every admin route, never with a server error', async () => {
    for (const route of adminRoutes) {
      const response = await call(route.method, route.url, bearer(adminToken));
      const where = `${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect([401, 403], where).not.toContain(response.statusCode);
      expect(response.statusCode, where).toBeLessThan(500);
    }
  });

  it('keeps admin answers out of shared caches', async () => {
    const response = await call('GET', '/api/admin/users', bearer(adminToken));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('tells the web app who is staff through the signed-in user', async () => {
    const me = await app.inject({ url: '/api/auth/user', headers: bearer(adminToken) });
    expect(me.json()).toMatchObject({ user: { email: 'admin@example.com', role: 'admin' } });
    const learnerMe = await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) });
    expect(learnerMe.json()).toMatchObject({ user: { role: 'student' } });
  });
});
