import type { FastifyInstance } from 'fastify';
import {
  CONTACT_RECEIVED,
  contactSchema,
  NEWSLETTER_CHECK_INBOX,
  newsletterSchema,
  type MessageResponse,
} from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { applyNewsletterToken, createContactMessage, subscribeToNewsletter } from './engagement.ts';

const tokenOf = (query: unknown) => {
  const token = (query as { token?: unknown }).token;
  return typeof token === 'string' && /^[A-Za-z0-9_-]{10,100}$/.test(token) ? token : null;
};

/** The contact form and the newsletter (docs/api.md, Public). */
export async function engagementRoutes(app: FastifyInstance) {
  const limit = app.limitAttempts({
    name: 'engagement',
    max: app.limits.leadsPerIp,
    timeWindow: '15 minutes',
  });

  app.post('/api/contact', { preHandler: limit }, async (request, reply) => {
    const input = parseInput(contactSchema, request.body);
    await createContactMessage(app.db, app.mailer, input);
    app.mailer.flushSoon();
    const answer: MessageResponse = { message: CONTACT_RECEIVED };
    return reply.status(201).send(answer);
  });

  app.post('/api/newsletter', { preHandler: limit }, async (request, reply) => {
    const { email } = parseInput(newsletterSchema, request.body);
    await subscribeToNewsletter(app.db, app.mailer, app.config.publicUrl, email);
    app.mailer.flushSoon();
    const answer: MessageResponse = { message: NEWSLETTER_CHECK_INBOX };
    return reply.status(202).send(answer);
  });

  for (const action of ['confirm', 'unsubscribe'] as const) {
    app.get(`/api/newsletter/${action}`, async (request, reply) => {
      const token = tokenOf(request.query);
      const done = token !== null && (await applyNewsletterToken(app.db, token, action));
      const notice = done ? (action === 'confirm' ? 'confirmed' : 'unsubscribed') : 'invalid';
      return reply.redirect(`/?newsletter=${notice}`, 303);
    });
  }
}
