import type { FastifyInstance } from 'fastify';
import {
  forgotPasswordSchema,
  PASSWORD_RESET_DONE,
  RESET_LINK_SENT,
  resetPasswordSchema,
  type MessageResponse,
  changesSignIn,
  loginSchema,
  onlyPreferences,
  preferencesSchema,
  passwordResetNotRestored,
  passwordResetRestored,
  signInReady,
  registerSchema,
  updateUserSchemaFor,
  type AuthResponse,
  type UserResponse,
  authResponseSchema,
  messageSchema,
  userResponseSchema,
} from '@iqra/contracts';
import { parseInput, ValidationFailed } from '../../lib/errors.ts';
import { routeDoc } from '../../lib/route-docs.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { EmailAttempts, MemoryCounterStore, SharedCounterStore } from './attempts.ts';
import {
  PASSWORD_RESET_MAIL,
  passwordResetComposer,
  requestPasswordReset,
  resetPassword,
} from './password-reset.ts';
import {
  confirmCurrentPassword,
  loginUser,
  registerUser,
  revokeToken,
  toUser,
  updatePreferences,
  updateUser,
} from './service.ts';

// Failures at one e-mail from all addresses together may reach this many times the limit for
// one address before the addresses that failed are made to wait.
const ALL_ADDRESSES_FACTOR = 10;

const registerDoc = routeDoc({
  tag: 'auth',
  summary: 'Register a learner account',
  description:
    'Creates a learner account and signs it in: the answer carries its bearer token. An e-mail already taken is refused (422) and counts toward the limit.',
  body: registerSchema,
  limited: true,
  answers: { 201: ['Registered and signed in.', authResponseSchema] },
});

const loginDoc = routeDoc({
  tag: 'auth',
  summary: 'Sign in',
  description:
    'Answers a new bearer token. Wrong credentials are a 422 on `email`; repeated failures at one e-mail make this address wait (429).',
  body: loginSchema,
  limited: true,
  answers: { 200: ['Signed in.', authResponseSchema] },
});

const userDoc = routeDoc({
  tag: 'auth',
  summary: 'The signed-in person',
  caller: 'signed-in',
  answers: { 200: ["The token's account.", userResponseSchema] },
});

const logoutDoc = routeDoc({
  tag: 'auth',
  summary: 'Sign out',
  description: 'Revokes the bearer token sent; other sessions stay signed in.',
  caller: 'signed-in',
  answers: { 204: ['Signed out: the token no longer works.'] },
});

const forgotDoc = routeDoc({
  tag: 'auth',
  summary: 'Ask for a password reset link',
  description:
    'Mails a reset link if the address has an account. The answer is the same either way, so it tells nobody who has an account.',
  body: forgotPasswordSchema,
  limited: true,
  answers: { 202: ['Taken in; a link is mailed if the account exists.', messageSchema] },
});

const resetDoc = routeDoc({
  tag: 'auth',
  summary: 'Set a new password with a mailed link',
  description:
    'The `token` is the one in the mailed link. Signs out every session of the account. A restore link (mailed to the old address after an e-mail change) also puts that address back when no other account holds it; the message says what happened. A child’s first sign-in link (sent by a parent) sets its address with the password, and is a 422 on `token` when another account has taken the address. An unknown or expired token is a 422 on `token`.',
  body: resetPasswordSchema,
  limited: true,
  answers: { 200: ['The password is reset.', messageSchema] },
});

const updateUserDoc = routeDoc({
  tag: 'auth',
  summary: 'Change my account',
  description:
    "Outside `/api`, where the web app has always called it. Changing the e-mail or the password needs `current_password`; a wrong one counts as a failed sign-in at the account's e-mail (429 when too many). A new e-mail mails the old address a link that takes the account back; a new password signs out the other sessions. `language`, `digits` and `hijri` are the person's reading settings, each left out unchanged; a body with only these changes only them (the language switch sends that).",
  caller: 'signed-in',
  // The rules depend on the account's e-mail (`updateUserSchemaFor`); any one shows them.
  body: updateUserSchemaFor('learner@example.com'),
  limited: true,
  answers: { 200: ['The account as it is now.', userResponseSchema] },
});

export async function authRoutes(app: FastifyInstance) {
  const limits = app.limits;
  const window = '15 minutes';
  // Per e-mail, counted per (e-mail, address) pair and loosely over all addresses, so that
  // nobody can lock an account's owner out (see EmailAttempts). In Redis for all instances
  // when there is one, else in memory, per instance.
  const counters = app.redis ? new SharedCounterStore(app.redis) : new MemoryCounterStore();
  const emailLimits = {
    perPair: limits.perEmail,
    allAddresses: limits.perEmail * ALL_ADDRESSES_FACTOR,
    windowMs: 15 * 60_000,
  };
  const signIns = new EmailAttempts(counters, 'login', emailLimits);
  const resetMails = new EmailAttempts(counters, 'forgot', emailLimits);
  const signUps = new EmailAttempts(counters, 'register', emailLimits);
  const registerLimit = app.limitAttempts({
    name: 'register',
    max: limits.registerPerIp,
    timeWindow: window,
  });
  const loginLimit = app.limitAttempts({
    name: 'login',
    max: limits.loginPerIp,
    timeWindow: window,
  });

  app.post(
    '/api/auth/register',
    { preHandler: registerLimit, schema: registerDoc },
    async (request, reply) => {
      const input = parseInput(registerSchema, request.body);
      // Every try counts: a refusal tells whether the address has an account.
      await signUps.take(input.email, request.ip);
      const answer: AuthResponse = await registerUser(app.db, app.mailer, input, request.locale);
      app.mailer.flushSoon();
      return reply.status(201).send(answer);
    },
  );

  app.post('/api/auth/login', { preHandler: loginLimit, schema: loginDoc }, async (request) => {
    const { email, password, time_zone: timeZone } = parseInput(loginSchema, request.body);
    await signIns.begin(email, request.ip);
    let answer: AuthResponse;
    try {
      answer = await loginUser(app.db, email, password, timeZone);
    } catch (error) {
      if (error instanceof ValidationFailed) await signIns.failed(email);
      throw error;
    }
    await signIns.succeeded(email, request.ip);
    return answer;
  });

  app.get('/api/auth/user', { preHandler: app.authenticate, schema: userDoc }, async (request) => {
    const answer: UserResponse = { user: toUser(requireAuth(request).user) };
    return answer;
  });

  app.post(
    '/api/auth/logout',
    { preHandler: app.authenticate, schema: logoutDoc },
    async (request, reply) => {
      await revokeToken(app.db, requireAuth(request).tokenId);
      return reply.status(204).send();
    },
  );

  passwordResetRoutes(app, resetMails, window);

  app.post(
    '/update-user',
    { preHandler: app.authenticate, schema: updateUserDoc },
    async (request) => {
      const auth = requireAuth(request);
      if (onlyPreferences(request.body)) {
        const settings = parseInput(preferencesSchema, request.body);
        const answer: UserResponse = {
          user: await updatePreferences(app.db, auth, settings, app.clock.now()),
        };
        return answer;
      }
      const input = parseInput(updateUserSchemaFor(auth.user.email), request.body);
      if (changesSignIn(auth.user.email, input)) {
        await confirmCurrentPassword(auth.user, input.current_password, signIns, request.ip);
      }
      const user = await updateUser(
        app.db,
        app.mailer,
        app.config.publicUrl,
        auth,
        input,
        app.clock.now(),
      );
      app.mailer.flushSoon();
      const answer: UserResponse = { user };
      return answer;
    },
  );
}

/** Forgetting a password: the mailed link, and a new password set with it. */
function passwordResetRoutes(app: FastifyInstance, resetMails: EmailAttempts, window: string) {
  const limits = app.limits;
  app.mailer.composeWith(
    PASSWORD_RESET_MAIL,
    passwordResetComposer(app.db, app.mailer.templates, app.config.publicUrl),
  );
  const forgotLimit = app.limitAttempts({
    name: 'forgot',
    max: limits.loginPerIp,
    timeWindow: window,
  });

  app.post(
    '/api/auth/forgot-password',
    { preHandler: forgotLimit, schema: forgotDoc },
    async (request, reply) => {
      const { email } = parseInput(forgotPasswordSchema, request.body);
      // Every request counts: the limit protects the inbox.
      await resetMails.take(email, request.ip);
      // The same single write, the same answer and the same time whether or not the address has
      // an account. The worker is not woken: what it does next for an account (a link, SMTP)
      // would then follow this request; at its next round it follows no request in particular.
      await requestPasswordReset(app.db, app.mailer, email, request.locale);
      const answer: MessageResponse = { message: RESET_LINK_SENT };
      return reply.status(202).send(answer);
    },
  );

  // Following a link has its own count, per address only: the body names no e-mail, and a
  // guess at a 256-bit token gets nowhere, so one visitor's bad links must not block another.
  const resetLimit = app.limitAttempts({
    name: 'reset',
    max: limits.loginPerIp,
    timeWindow: window,
  });

  app.post(
    '/api/auth/reset-password',
    { preHandler: resetLimit, schema: resetDoc },
    async (request) => {
      const { token, password } = parseInput(resetPasswordSchema, request.body);
      const outcome = await resetPassword(app.db, token, password);
      const answer: MessageResponse = {
        message:
          outcome.restore === 'first'
            ? signInReady(outcome.email)
            : outcome.restore === 'restored'
              ? passwordResetRestored(outcome.email)
              : outcome.restore === 'taken'
                ? passwordResetNotRestored(outcome.email, outcome.accountEmail)
                : PASSWORD_RESET_DONE,
      };
      return answer;
    },
  );
}
