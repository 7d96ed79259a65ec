import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden, Unauthenticated } from '../lib/errors.ts';
// The guard every module's routes use (admin's too), so it lives with the other app-wide
// plugins and asks the auth module, through its public file, only who a token belongs to.
import { getUserByToken, TokenView, type AuthenticatedUser } from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `app.authenticate`, read through `requireAuth`. */
    auth: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer token, or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler of the back office: an admin's bearer token; none → 401, a learner's → 403. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler of the tutor's routes: a tutor's bearer token; none → 401, anyone else's → 403. */
    requireTutor: (request: FastifyRequest) => Promise<void>;
  }
}

// Auth schemes are case-insensitive (RFC 9110, section 11.1): `bearer …` is as good as `Bearer …`.
const BEARER = /^Bearer\s+([A-Za-z0-9_-]{1,200})\s*$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function requireAuth(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw new Unauthenticated();
  return request.auth;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  // Recently seen tokens, dropped on every instance as the database announces a change to
  // their person, and wholly whenever an announcement may have been missed (token-view.ts).
  const notifications = app.database.notifications;
  const view = new TokenView(() => notifications.live);
  notifications.onMessage((channel, payload) => {
    if (channel === 'iqra_auth') view.dropUser(Number(payload));
  });
  notifications.onLiveChange(() => view.clear());

  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new Unauthenticated();
    const auth = await getUserByToken(app.db, token, view);
    if (!auth) throw new Unauthenticated();
    request.auth = auth;
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.auth?.user.role !== 'admin') throw new Forbidden();
  });
  app.decorate('requireTutor', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.auth?.user.role !== 'tutor') throw new Forbidden();
  });
});
