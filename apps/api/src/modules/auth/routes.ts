import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  forgotPasswordSchema,
  PASSWORD_RESET_DONE,
  RESET_LINK_SENT,
  resetPasswordSchema,
  type MessageResponse,
  loginSchema,
  registerSchema,
  updateUserSchema,
  type AuthResponse,
  type UserResponse,
} from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { loginUser, registerUser, revokeToken, toUser, updateUser } from './service.ts';

function emailKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `email:${email}`;
}

export async function authRoutes(app: FastifyInstance) {
  const limits = app.limits;
  const window = '15 minutes';
  const registerLimit = app.limitAttempts(
    { max: limits.registerPerIp, timeWindow: window },
    { max: limits.perEmail, timeWindow: window, key: emailKey },
  );
  const loginLimit = app.limitAttempts(
    { max: limits.loginPerIp, timeWindow: window },
    { max: limits.perEmail, timeWindow: window, key: emailKey },
  );

  app.post('/api/auth/register', { preHandler: registerLimit }, async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    const answer: AuthResponse = await registerUser(app.db, app.mailer, input);
    app.mailer.flushSoon();
    return reply.status(201).send(answer);
  });

  app.post('/api/auth/login', { preHandler: loginLimit }, async (request) => {
    const { email, password } = parseInput(loginSchema, request.body);
    const answer: AuthResponse = await loginUser(app.db, email, password);
    return answer;
  });

  app.get('/api/auth/user', { preHandler: app.authenticate }, async (request) => {
    const answer: UserResponse = { user: toUser(requireAuth(request).user) };
    return answer;
  });

  app.post('/api/auth/logout', { preHandler: app.authenticate }, async (request, reply) => {
    await revokeToken(app.db, requireAuth(request).tokenId);
    return reply.status(204).send();
  });

  const forgotLimit = app.limitAttempts(
    { max: limits.loginPerIp, timeWindow: window },
    { max: limits.perEmail, timeWindow: window, key: emailKey },
  );

  app.post('/api/auth/forgot-password', { preHandler: forgotLimit }, async (request, reply) => {
    const { email } = parseInput(forgotPasswordSchema, request.body);
    await requestPasswordReset(app.db, app.mailer, app.config.publicUrl, email);
    app.mailer.flushSoon();
    // The same answer whether or not the address has an account.
    const answer: MessageResponse = { message: RESET_LINK_SENT };
    return reply.status(202).send(answer);
  });

  // Following a link has its own count, per address only: the body names no e-mail, and a
  // guess at a 256-bit token gets nowhere, so one visitor's bad links must not block another.
  const resetLimit = app.limitAttempts({ max: limits.loginPerIp, timeWindow: window });

  app.post('/api/auth/reset-password', { preHandler: resetLimit }, async (request) => {
    const { token, password } = parseInput(resetPasswordSchema, request.body);
    await resetPassword(app.db, token, password);
    const answer: MessageResponse = { message: PASSWORD_RESET_DONE };
    return answer;
  });

  app.post('/update-user', { preHandler: app.authenticate }, async (request) => {
    const input = parseInput(updateUserSchema, request.body);
    const answer: UserResponse = { user: await updateUser(app.db, requireAuth(request), input) };
    return answer;
  });
}
