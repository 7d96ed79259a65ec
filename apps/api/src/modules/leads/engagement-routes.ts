import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CONTACT_RECEIVED,
  contactSchema,
  messageSchema,
  NEWSLETTER_CHECK_INBOX,
  newsletterSchema,
  type MessageResponse,
} from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { routeDoc } from '../../lib/route-docs.ts';
import { applyNewsletterToken, createContactMessage, subscribeToNewsletter } from './engagement.ts';

const TOKEN = /^[A-Za-z0-9_-]{10,100}$/;

const tokenOf = (query: unknown) => {
  const token = (query as { token?: unknown }).token;
  return typeof token === 'string' && TOKEN.test(token) ? token : null;
};

const newsletterLinkQuery = z.object({
  token: z.string().regex(TOKEN).meta({ description: 'The token in the mailed link.' }),
});

const LINKS = {
  confirm: { summary: 'Confirm a newsletter subscription', notice: 'confirmed' },
  unsubscribe: { summary: 'Unsubscribe from the newsletter', notice: 'unsubscribed' },
} as const;

/** The contact form and the newsletter (docs/api.md, Public). */
export async function engagementRoutes(app: FastifyInstance) {
  const limit = app.limitAttempts({
    name: 'engagement',
    max: app.limits.leadsPerIp,
    timeWindow: '15 minutes',
  });

  const contactDoc = routeDoc({
    tag: 'leads',
    summary: 'Write to us',
    description: 'Stores the message and mails it to staff.',
    body: contactSchema,
    limited: true,
    answers: { 201: ['The message is received.', messageSchema] },
  });
  app.post('/api/contact', { preHandler: limit, schema: contactDoc }, async (request, reply) => {
    const input = parseInput(contactSchema, request.body);
    await createContactMessage(app.db, app.mailer, input);
    app.mailer.flushSoon();
    const answer: MessageResponse = { message: CONTACT_RECEIVED };
    return reply.status(201).send(answer);
  });

  const newsletterDoc = routeDoc({
    tag: 'leads',
    summary: 'Subscribe to the newsletter',
    description:
      'Double opt-in: an address not yet confirmed is mailed a confirmation link (and an unsubscribe link). The answer is the same for every address, so it tells nobody who subscribes.',
    body: newsletterSchema,
    limited: true,
    answers: { 202: ['Taken in; the confirmation is mailed if needed.', messageSchema] },
  });
  app.post(
    '/api/newsletter',
    { preHandler: limit, schema: newsletterDoc },
    async (request, reply) => {
      const { email } = parseInput(newsletterSchema, request.body);
      await subscribeToNewsletter(app.db, app.mailer, app.config.publicUrl, email, request.locale);
      app.mailer.flushSoon();
      const answer: MessageResponse = { message: NEWSLETTER_CHECK_INBOX };
      return reply.status(202).send(answer);
    },
  );

  for (const action of ['confirm', 'unsubscribe'] as const) {
    const linkDoc = routeDoc({
      tag: 'leads',
      summary: LINKS[action].summary,
      description: `Opened from a link in the newsletter's confirmation mail. Redirects to the home page with \`?newsletter=${LINKS[action].notice}\`, or \`invalid\` for a missing or unknown token.`,
      caller: 'link',
      // A missing or unknown token is an `invalid` notice on the page, never a refusal.
      query: newsletterLinkQuery,
      queryNeverRefused: true,
      answers: { 303: ['To the home page, with the outcome in `?newsletter=`.'] },
    });
    app.get(`/api/newsletter/${action}`, { schema: linkDoc }, async (request, reply) => {
      const token = tokenOf(request.query);
      const done =
        token !== null && (await applyNewsletterToken(app.db, token, action, app.clock.now()));
      const notice = done ? (action === 'confirm' ? 'confirmed' : 'unsubscribed') : 'invalid';
      return reply.redirect(`/?newsletter=${notice}`, 303);
    });
  }
}
