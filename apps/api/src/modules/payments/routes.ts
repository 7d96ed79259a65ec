import type { FastifyInstance } from 'fastify';
import { bookPaymentSchema, coursePaymentSchema } from '@iqra/contracts';
import { HttpError, NotFound, parseInput } from '../../lib/errors.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { finishPayment } from './capture-payment.ts';
import { completeFromWebhook, type CaptureCompletedEvent } from './capture-webhook.ts';
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

export async function paymentsRoutes(
  app: FastifyInstance,
  options: { checkIntervalMs?: number | undefined },
) {
  const ctx: PaymentContext = {
    db: app.db,
    mailer: app.mailer,
    provider: createPaymentProvider(app.config),
    publicUrl: app.config.publicUrl,
  };

  // Finishes or expires payments whose return was lost (decision 006).
  const reconciler = new PaymentReconciler({
    ctx,
    log: app.log,
    ...(options.checkIntervalMs === undefined ? {} : { intervalMs: options.checkIntervalMs }),
  });
  app.addHook('onReady', async () => reconciler.start());
  app.addHook('onClose', async () => reconciler.stop());

  app.post('/api/payments/paypal', { preHandler: app.authenticate }, async (request, reply) => {
    const input = parseInput(coursePaymentSchema, request.body);
    return reply
      .status(201)
      .send(await startCoursePayment(ctx, requireAuth(request).user.id, input));
  });

  app.post('/api/payments/book', { preHandler: app.authenticate }, async (request, reply) => {
    const { book } = parseInput(bookPaymentSchema, request.body);
    return reply.status(201).send(await startBookPayment(ctx, requireAuth(request).user.id, book));
  });

  // The provider sends the browser here after approval (token = the provider's order id).
  app.get('/api/payments/return', async (request, reply) => {
    const token = orderToken(request.query);
    const payment = token ? await findPaymentByOrderId(app.db, token) : undefined;
    if (!payment) return reply.redirect('/learning?payment=failed', 303);
    const outcome = await finishPayment(ctx, payment);
    app.mailer.flushSoon();
    return reply.redirect(await redirectFor(app.db, payment, outcome), 303);
  });

  app.get('/api/payments/cancel', async (request, reply) => {
    const token = orderToken(request.query);
    const payment = token ? await findPaymentByOrderId(app.db, token) : undefined;
    if (!payment) return reply.redirect('/learning?payment=cancelled', 303);
    await cancelPayment(app.db, payment.id);
    return reply.redirect(await redirectFor(app.db, payment, 'cancelled'), 303);
  });

  // Webhooks are checked against the exact bytes received, so this scope keeps them.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new HttpError(400, 'The request could not be read.'), undefined);
      }
    });
    scope.post('/api/payments/paypal/webhook', async (request, reply) => {
      const verified = await ctx.provider
        .verifyWebhook(request.headers, request.rawBody ?? '')
        .catch(() => false);
      if (!verified)
        return reply.status(400).send({ message: 'The webhook signature is not valid.' });
      await completeFromWebhook(app.db, app.mailer, request.body as CaptureCompletedEvent);
      app.mailer.flushSoon();
      return { message: 'Received.' };
    });
  });

  if (ctx.provider.name === 'demo') {
    app.get<{ Params: { orderId: string } }>('/pay/demo/:orderId', async (request, reply) => {
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
            what: await describePayment(app.db, payment),
            amountCents: payment.amountCents,
            status: payment.status,
          }),
        );
    });
  }
}
