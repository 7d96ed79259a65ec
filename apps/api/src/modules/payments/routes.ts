import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  bookPaymentSchema,
  coursePaymentSchema,
  messageSchema,
  paymentStartedSchema,
} from '@iqra/contracts';
import { HttpError, NotFound, parseInput } from '../../lib/errors.ts';
import { routeDoc } from '../../lib/route-docs.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { namedLanguage } from '../../plugins/language.ts';
import { finishPayment } from './capture-payment.ts';
import { completeFromWebhook, type CaptureCompletedEvent } from './capture-webhook.ts';
import { refundFromWebhook, type CaptureRefundedEvent } from './refund-webhook.ts';
import { renderDemoPage } from './demo-page.ts';
import { describePayment, redirectFor } from './describe-payment.ts';
import { cancelPayment, findPaymentByOrderId, type PaymentContext } from './payment-record.ts';
import { createPaymentProvider } from './providers/index.ts';
import { PaymentReconciler } from './reconciler.ts';
import { startBookPayment, startCoursePayment } from './start-checkout.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

// Provider order ids (PayPal's and the demo provider's): letters, digits and dashes.
const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

const orderToken = (query: unknown) => {
  const token = (query as { token?: unknown }).token;
  return typeof token === 'string' && ORDER_ID.test(token) ? token : null;
};

// Where the provider sends the learner back: named beside routeDoc's `query`, which would also
// promise a 422 (a missing or unknown order is a `failed` or `cancelled` notice, never a refusal).
const backFromProvider = z.object({
  token: z.string().regex(ORDER_ID).meta({ description: "The provider's order id." }),
});

const providerDown = [
  'The payment provider is not answering; nothing was taken. Try again.',
  messageSchema,
] as const;

const courseDoc = routeDoc({
  tag: 'payments',
  summary: 'Start paying for a month of a course',
  description:
    "`product` and `tier` are slugs; the price is the tier's. Send the learner to `approval_url` to approve the payment at the provider, which then sends them back to `/api/payments/return` (or `/cancel`), and from there to a page in the language `Accept-Language` named here (else the account's).",
  caller: 'signed-in',
  body: coursePaymentSchema,
  answers: {
    201: ['The payment is opened at the provider.', paymentStartedSchema],
    502: providerDown,
  },
});

const bookDoc = routeDoc({
  tag: 'payments',
  summary: 'Start paying for a book',
  description:
    "`book` is its id. Send the learner to `approval_url` to approve the payment at the provider, which then sends them back to `/api/payments/return` (or `/cancel`), and from there to a page in the language `Accept-Language` named here (else the account's).",
  caller: 'signed-in',
  body: bookPaymentSchema,
  answers: {
    201: ['The payment is opened at the provider.', paymentStartedSchema],
    409: ['The learner already owns this book.', messageSchema],
    502: providerDown,
  },
});

const returnDoc = routeDoc({
  tag: 'payments',
  summary: 'Back from approving a payment',
  description:
    "Where the payment provider sends the learner after they approve (`token` is the provider's order id). Takes the payment, grants what it bought, and redirects with the outcome in `?payment=`: to `/learning` on `success` or `owned` (a book already owned: not taken), else back to its checkout page on `pending` (approved, confirmed later) or `failed`. An unknown order goes to `/learning?payment=failed`.",
  query: backFromProvider,
  queryNeverRefused: true,
  answers: { 303: ['To the learning page or the checkout page, with `?payment=`.'] },
});

const cancelDoc = routeDoc({
  tag: 'payments',
  summary: 'Back from cancelling a payment',
  description:
    "Where the payment provider sends the learner when they cancel (`token` is the provider's order id). Cancels the payment and redirects back to its checkout page with `?payment=cancelled` (an unknown order to `/learning?payment=cancelled`).",
  query: backFromProvider,
  queryNeverRefused: true,
  answers: { 303: ['Back to the checkout page, with `?payment=cancelled`.'] },
});

const webhookDoc = routeDoc({
  tag: 'payments',
  summary: "The payment provider's notice of a payment",
  description:
    'Called by the payment provider (PayPal), not by browsers: anyone may call it, but only a notice whose signature the provider confirms is acted on. A `PAYMENT.CAPTURE.COMPLETED` event grants what its payment bought, if not yet granted; a `PAYMENT.CAPTURE.REFUNDED` event keeps the refund against its payment once (never more than the payment, in its currency) for the figures; other events are received and ignored.',
  answers: {
    200: ['Received.', messageSchema],
    400: ['The body is not JSON, or its signature is not valid.', messageSchema],
  },
});

const demoDoc = routeDoc({
  tag: 'payments',
  summary: "The demo provider's payment page",
  description:
    'Only with the built-in demo provider (`PAYMENT_PROVIDER` is not `paypal`): the page `approval_url` opens, where a tester approves or cancels without paying anything.',
  params: z.object({ orderId: z.string().regex(ORDER_ID) }),
  answers: { 200: ['The page.', 'text/html'] },
});

export async function paymentsRoutes(
  app: FastifyInstance,
  options: { checkIntervalMs?: number | undefined },
) {
  const ctx: PaymentContext = {
    db: app.db,
    mailer: app.mailer,
    provider: createPaymentProvider(app.config),
    publicUrl: app.config.publicUrl,
    clock: app.clock,
  };

  // Finishes or expires payments whose return was lost (decision 006).
  const reconciler = new PaymentReconciler({
    ctx,
    log: app.log,
    outage: app.databaseOutage,
    ...(options.checkIntervalMs === undefined ? {} : { intervalMs: options.checkIntervalMs }),
  });
  app.addHook('onReady', async () => reconciler.start());
  app.addHook('onClose', async () => reconciler.stop());

  app.post(
    '/api/payments/paypal',
    { preHandler: app.authenticate, schema: courseDoc },
    async (request, reply) => {
      const input = parseInput(coursePaymentSchema, request.body);
      return reply
        .status(201)
        .send(
          await startCoursePayment(
            ctx,
            requireAuth(request).user.id,
            input,
            namedLanguage(request),
          ),
        );
    },
  );

  app.post(
    '/api/payments/book',
    { preHandler: app.authenticate, schema: bookDoc },
    async (request, reply) => {
      const { book } = parseInput(bookPaymentSchema, request.body);
      return reply
        .status(201)
        .send(
          await startBookPayment(ctx, requireAuth(request).user.id, book, namedLanguage(request)),
        );
    },
  );

  // The provider sends the browser here after approval (token = the provider's order id).
  app.get('/api/payments/return', { schema: returnDoc }, async (request, reply) => {
    const token = orderToken(request.query);
    const payment = token ? await findPaymentByOrderId(app.db, token) : undefined;
    if (!payment) return reply.redirect('/learning?payment=failed', 303);
    const outcome = await finishPayment(ctx, payment);
    app.mailer.flushSoon();
    return reply.redirect(await redirectFor(app.db, payment, outcome, request.headers.cookie), 303);
  });

  app.get('/api/payments/cancel', { schema: cancelDoc }, async (request, reply) => {
    const token = orderToken(request.query);
    const payment = token ? await findPaymentByOrderId(app.db, token) : undefined;
    if (!payment) return reply.redirect('/learning?payment=cancelled', 303);
    await cancelPayment(app.db, payment.id);
    return reply.redirect(
      await redirectFor(app.db, payment, 'cancelled', request.headers.cookie),
      303,
    );
  });

  await webhookRoute(app, ctx);

  if (ctx.provider.name === 'demo') demoPageRoute(app);
}

/**
 * The provider's notices (webhooks): checked against the exact bytes received, so their scope
 * keeps them.
 */
async function webhookRoute(app: FastifyInstance, ctx: PaymentContext) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new HttpError(400, 'The request could not be read.'), undefined);
      }
    });
    scope.post('/api/payments/paypal/webhook', { schema: webhookDoc }, async (request, reply) => {
      const verified = await ctx.provider
        .verifyWebhook(request.headers, request.rawBody ?? '')
        .catch(() => false);
      if (!verified)
        return reply.status(400).send({ message: 'The webhook signature is not valid.' });
      await completeFromWebhook(ctx, request.body as CaptureCompletedEvent);
      await refundFromWebhook(ctx, request.body as CaptureRefundedEvent);
      app.mailer.flushSoon();
      return { message: 'Received.' };
    });
  });
}

/** The demo provider's "hosted" page, where a tester approves or cancels. */
function demoPageRoute(app: FastifyInstance) {
  app.get<{ Params: { orderId: string } }>(
    '/pay/demo/:orderId',
    { schema: demoDoc },
    async (request, reply) => {
      const { orderId } = request.params;
      const payment = ORDER_ID.test(orderId)
        ? await findPaymentByOrderId(app.db, orderId)
        : undefined;
      if (!payment) throw new NotFound();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          renderDemoPage({
            orderId,
            what: await describePayment(app.db, payment, 'en'),
            amountCents: payment.amountCents,
            status: payment.status,
          }),
        );
    },
  );
}
