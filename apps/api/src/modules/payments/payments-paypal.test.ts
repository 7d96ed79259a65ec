import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { adminPaymentSchema, one, paymentStartedSchema } from '@iqra/contracts';
import { books, payments, refunds } from '../../db/schema.ts';
import {
  bearer,
  booksOf,
  clientOf,
  createTestApp,
  loginDemoAdmin,
  reconcilerOf,
  registerLearner,
  subscriptionsOf,
} from '../../../test/helpers.ts';
import { startPayPalStandIn } from '../../../test/paypal-stand-in.ts';

const paypal = await startPayPalStandIn();
afterAll(() => paypal.close());
const { app, database } = await createTestApp({
  env: {
    PAYMENT_PROVIDER: 'paypal',
    PAYPAL_API_BASE: paypal.url,
    PAYPAL_CLIENT_ID: paypal.credentials.id,
    PAYPAL_CLIENT_SECRET: paypal.credentials.secret,
    PAYPAL_WEBHOOK_ID: paypal.credentials.webhookId,
    PAYPAL_TIMEOUT_MS: '400',
    PUBLIC_URL: 'https://iqra.example',
  },
  // The app's own reconciler stays out of the way; tests run one when they need it.
  paymentCheckIntervalMs: 3_600_000,
});

beforeEach(() => {
  paypal.state.captureBehaviour = 'complete';
  paypal.state.orderReadBehaviour = 'answer';
});

async function startTajweed(token: string, tier = '30-standard') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/paypal',
    headers: bearer(token),
    payload: { product: 'tajweed', tier },
  });
  expect(response.statusCode, response.body).toBe(201);
  const started = paymentStartedSchema.parse(response.json());
  const orderId = new URL(started.approval_url).searchParams.get('token')!;
  return { ...started, orderId };
}

/** The payer approves on PayPal's page, and PayPal sends the browser back. */
const returnFrom = (orderId: string) => {
  paypal.approve(orderId);
  return app.inject({ url: `/api/payments/return?token=${orderId}&PayerID=PAYER1` });
};
const statusOf = async (paymentId: string) =>
  (await database.db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.status;

/** A new learner's Tajweed, paid through PayPal: its payment's row and PayPal's capture. */
async function paidThroughPayPal() {
  const learner = await registerLearner(app);
  const started = await startTajweed(learner.token);
  await returnFrom(started.orderId);
  const [payment] = await database.db
    .select()
    .from(payments)
    .where(eq(payments.id, started.payment_id));
  return { started, payment: payment!, captureId: payment!.providerCaptureId! };
}

const webhook = (event: unknown, signature = 'valid-signature') =>
  app.inject({
    method: 'POST',
    url: '/api/payments/paypal/webhook',
    headers: {
      'content-type': 'application/json',
      'paypal-transmission-id': 'tx-1',
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-transmission-sig': signature,
      'paypal-cert-url': 'https://api.sandbox.paypal.example/cert.pem',
      'paypal-auth-algo': 'SHA256withRSA',
    },
    payload: JSON.stringify(event),
  });

describe('PayPal Orders v2', () => {
  it('creates the order at the server price, with our ids and return URLs, and caches the token', async () => {
    const learner = await registerLearner(app);
    const tokensBefore = paypal.state.tokenRequests;
    const started = await startTajweed(learner.token);
    await startTajweed(learner.token, '60-basic');
    expect(paypal.state.tokenRequests - tokensBefore).toBeLessThanOrEqual(1);
    expect(started.approval_url).toMatch(
      /^https:\/\/www\.sandbox\.paypal\.example\/checkoutnow\?token=/,
    );
    const body = paypal.state.lastCreateBody as {
      intent: string;
      purchase_units: { custom_id: string; amount: { value: string; currency_code: string } }[];
      payment_source: {
        paypal: { experience_context: { return_url: string; cancel_url: string } };
      };
    };
    expect(body.intent).toBe('CAPTURE');
    const order = paypal.orders.get(started.orderId)!;
    expect(order).toMatchObject({
      customId: started.payment_id,
      value: '55.00',
      currency: 'USD',
      returnUrl: 'https://iqra.example/api/payments/return',
      cancelUrl: 'https://iqra.example/api/payments/cancel',
    });
  });

  it('captures on return, grants a month, and sends the browser to /learning', async () => {
    const learner = await registerLearner(app);
    const started = await startTajweed(learner.token);
    const response = await returnFrom(started.orderId);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/learning?payment=success');
    expect(paypal.state.lastCaptureHeaders['paypal-request-id']).toBe(started.payment_id);
    expect(await statusOf(started.payment_id)).toBe('completed');
    const [subscription] = await subscriptionsOf(app, learner.token);
    expect(subscription).toMatchObject({
      product: { slug: 'tajweed' },
      tier: { slug: '30-standard' },
      status: 'active',
    });
    const days =
      (Date.parse(subscription!.ended_at) - Date.parse(subscription!.started_at)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
  });

  it('grants once when the return URL is hit twice', async () => {
    const learner = await registerLearner(app);
    const started = await startTajweed(learner.token);
    const captures = paypal.state.captureRequests;
    await returnFrom(started.orderId);
    const second = await returnFrom(started.orderId);
    expect(second.headers.location).toBe('/learning?payment=success');
    expect(paypal.state.captureRequests - captures).toBe(1);
    const subs = await subscriptionsOf(app, learner.token);
    expect(subs).toHaveLength(1);
    const days = (Date.parse(subs[0]!.ended_at) - Date.parse(subs[0]!.started_at)) / 86_400_000;
    expect(days).toBeLessThanOrEqual(31);
  });

  it('grants once when the return URL and the webhook arrive together', async () => {
    const learner = await registerLearner(app);
    const started = await startTajweed(learner.token);
    const [returned, hooked] = await Promise.all([
      returnFrom(started.orderId),
      webhook(paypal.captureCompletedEvent(started.orderId)),
    ]);
    expect(returned.headers.location).toBe('/learning?payment=success');
    expect(hooked.statusCode).toBe(200);
    const subs = await subscriptionsOf(app, learner.token);
    expect(subs).toHaveLength(1);
    const days = (Date.parse(subs[0]!.ended_at) - Date.parse(subs[0]!.started_at)) / 86_400_000;
    expect(days).toBeLessThanOrEqual(31);
  });

  it('a second paid month of the same course and tier extends the first', async () => {
    const learner = await registerLearner(app);
    await returnFrom((await startTajweed(learner.token)).orderId);
    const [first] = await subscriptionsOf(app, learner.token);
    await returnFrom((await startTajweed(learner.token)).orderId);
    const subs = await subscriptionsOf(app, learner.token);
    expect(subs).toHaveLength(1);
    const added = (Date.parse(subs[0]!.ended_at) - Date.parse(first!.ended_at)) / 86_400_000;
    expect(added).toBeGreaterThanOrEqual(28);
    expect(added).toBeLessThanOrEqual(31);
  });
});

describe('PayPal Orders v2 when a payment goes wrong', () => {
  it('a declined capture grants nothing and sends the browser back to checkout', async () => {
    const learner = await registerLearner(app);
    const started = await startTajweed(learner.token);
    paypal.state.captureBehaviour = 'declined';
    const response = await returnFrom(started.orderId);
    expect(response.headers.location).toBe('/courses/tajweed/checkout?payment=failed');
    expect(await statusOf(started.payment_id)).toBe('failed');
    expect(await subscriptionsOf(app, learner.token)).toEqual([]);
  });

  it('a COMPLETED capture of another amount grants nothing', async () => {
    const learner = await registerLearner(app);
    const started = await startTajweed(learner.token);
    paypal.state.captureBehaviour = 'wrong-amount';
    const response = await returnFrom(started.orderId);
    expect(response.headers.location).toBe('/courses/tajweed/checkout?payment=failed');
    expect(await statusOf(started.payment_id)).toBe('failed');
    expect(await subscriptionsOf(app, learner.token)).toEqual([]);
  });

  it.each(['error', 'hang'] as const)(
    'when PayPal %s during capture, nothing is lost: a later return finishes the payment',
    async (behaviour) => {
      const learner = await registerLearner(app);
      const started = await startTajweed(learner.token);
      paypal.state.captureBehaviour = behaviour;
      const began = Date.now();
      const first = await returnFrom(started.orderId);
      expect(Date.now() - began).toBeLessThan(5_000);
      expect(first.headers.location).toBe('/courses/tajweed/checkout?payment=pending');
      expect(await statusOf(started.payment_id)).toBe('capturing');
      paypal.state.captureBehaviour = 'complete';
      const retry = await returnFrom(started.orderId);
      expect(retry.headers.location).toBe('/learning?payment=success');
      expect(await subscriptionsOf(app, learner.token)).toHaveLength(1);
    },
  );

  it('a stuck payment is finished by the webhook alone', async () => {
    const learner = await registerLearner(app);
    const started = await startTajweed(learner.token);
    const response = await webhook(paypal.captureCompletedEvent(started.orderId));
    expect(response.statusCode).toBe(200);
    expect(await statusOf(started.payment_id)).toBe('completed');
    expect(await subscriptionsOf(app, learner.token)).toHaveLength(1);
  });

  it('ignores a webhook with a bad signature (400) and one with another amount', async () => {
    const learner = await registerLearner(app);
    const started = await startTajweed(learner.token);
    const forged = await webhook(paypal.captureCompletedEvent(started.orderId), 'forged');
    expect(forged.statusCode).toBe(400);
    expect(await statusOf(started.payment_id)).toBe('created');
    const cheap = await webhook(paypal.captureCompletedEvent(started.orderId, { value: '0.01' }));
    expect(cheap.statusCode).toBe(200);
    expect(await subscriptionsOf(app, learner.token)).toEqual([]);
  });

  it('keeps a refund the provider tells of once, and never more than was paid', async () => {
    const { started, payment, captureId } = await paidThroughPayPal();
    const refundsOf = () =>
      database.db
        .select({ cents: refunds.amountCents, currency: refunds.currency })
        .from(refunds)
        .where(eq(refunds.paymentId, started.payment_id));
    const partial = paypal.captureRefundedEvent(captureId, '10.00');
    expect((await webhook(partial)).statusCode).toBe(200);
    // The same notice again (PayPal retries): kept once.
    expect((await webhook(partial)).statusCode).toBe(200);
    expect(await refundsOf()).toEqual([{ cents: 1000, currency: 'USD' }]);
    // More than is left of the payment, or in another currency: not kept.
    const tooMuch = (payment.amountCents - 1000 + 1) / 100;
    await webhook(paypal.captureRefundedEvent(captureId, tooMuch.toFixed(2)));
    await webhook(paypal.captureRefundedEvent(captureId, '1.00', 'EUR'));
    // Forged: not kept.
    expect(
      (await webhook(paypal.captureRefundedEvent(captureId, '1.00'), 'forged')).statusCode,
    ).toBe(400);
    expect(await refundsOf()).toEqual([{ cents: 1000, currency: 'USD' }]);
  });

  it('answers malformed webhook JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/paypal/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{"event_type":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('cancel marks the payment cancelled and returns to the checkout', async () => {
    const learner = await registerLearner(app);
    const started = await startTajweed(learner.token);
    const response = await app.inject({ url: `/api/payments/cancel?token=${started.orderId}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/courses/tajweed/checkout?payment=cancelled');
    expect(await statusOf(started.payment_id)).toBe('cancelled');
    const after = await returnFrom(started.orderId);
    expect(after.headers.location).toBe('/courses/tajweed/checkout?payment=failed');
    expect(await subscriptionsOf(app, learner.token)).toEqual([]);
  });
});

describe('two open checkouts for one book', async () => {
  const [book] = await database.db
    .select()
    .from(books)
    .where(eq(books.title, 'Tajweed Made Simple'));

  async function startBook(token: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/book',
      headers: bearer(token),
      payload: { book: book!.id },
    });
    expect(response.statusCode, response.body).toBe(201);
    const started = paymentStartedSchema.parse(response.json());
    return { ...started, orderId: new URL(started.approval_url).searchParams.get('token')! };
  }
  /** Another instance's reconciler, run once now over the learner's open payments. */
  async function reconcileNow(userId: number) {
    await database.db.execute(
      sql`update payments set check_after = now() - interval '1 second'
          where user_id = ${userId} and status in ('created', 'capturing')`,
    );
    await reconcilerOf({ app, database }).kick();
  }

  it('the second return does not capture: the learner is told the book is already theirs', async () => {
    const learner = await registerLearner(app);
    const first = await startBook(learner.token);
    const second = await startBook(learner.token);
    const captures = paypal.state.captureRequests;

    expect((await returnFrom(first.orderId)).headers.location).toBe(
      '/learning?tab=books&payment=success',
    );
    const again = await returnFrom(second.orderId);
    expect(again.headers.location).toBe('/learning?tab=books&payment=owned');

    expect(paypal.state.captureRequests - captures).toBe(1);
    expect(paypal.orders.get(second.orderId)?.status).toBe('APPROVED');
    expect(await statusOf(first.payment_id)).toBe('completed');
    expect(await statusOf(second.payment_id)).toBe('cancelled');
    expect(await booksOf(app, learner.token)).toHaveLength(1);
    // Nothing later takes it either.
    await reconcileNow(learner.user.id);
    expect(paypal.state.captureRequests - captures).toBe(1);
    expect(await statusOf(second.payment_id)).toBe('cancelled');
  });

  it('two returns at once capture one order; the other is never charged', async () => {
    const learner = await registerLearner(app);
    const orders = [await startBook(learner.token), await startBook(learner.token)];
    const captures = paypal.state.captureRequests;

    const returned = await Promise.all(orders.map((order) => returnFrom(order.orderId)));
    const locations = returned.map((response) => response.headers.location).sort();
    // The loser either saw the winner's purchase (owned) or its capture under way (pending).
    expect(locations[1]).toBe('/learning?tab=books&payment=success');
    expect([
      '/books/' + book!.id + '/checkout?payment=pending',
      '/learning?tab=books&payment=owned',
    ]).toContain(locations[0]);
    expect(paypal.state.captureRequests - captures).toBe(1);

    // Whatever was still open is settled by the reconciler without a second capture.
    await reconcileNow(learner.user.id);
    const statuses = await Promise.all(orders.map((order) => statusOf(order.payment_id)));
    expect(statuses.sort()).toEqual(['cancelled', 'completed']);
    expect(paypal.state.captureRequests - captures).toBe(1);
    expect(await booksOf(app, learner.token)).toHaveLength(1);
  });
});

describe('PayPal unreachable when starting', async () => {
  const { app: offline } = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_API_BASE: 'http://127.0.0.1:9',
      PAYPAL_CLIENT_ID: 'x',
      PAYPAL_CLIENT_SECRET: 'y',
      PAYPAL_TIMEOUT_MS: '400',
    },
  });

  it('answers 502 with a message and leaves a failed payment, not a half-made one', async () => {
    const learner = await registerLearner(offline);
    const response = await offline.inject({
      method: 'POST',
      url: '/api/payments/paypal',
      headers: bearer(learner.token),
      payload: { product: 'tajweed', tier: '30-basic' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: 'The payment provider is not answering. Please try again.',
    });
  });
});

describe("refunds PayPal tells of, and staff's by hand", () => {
  it('are read on the payment, and count against the same payment', async () => {
    const { started, payment, captureId } = await paidThroughPayPal();
    const told = paypal.captureRefundedEvent(captureId, '10.00');
    expect((await webhook(told)).statusCode).toBe(200);
    const staff = clientOf(app, await loginDemoAdmin(app));
    const url = `/api/admin/payments/${started.payment_id}`;
    const byHand = await staff.send('POST', `${url}/refunds`, { amount: '1', reason: 'Bank.' });
    expect(byHand.statusCode, byHand.body).toBe(201);
    // PayPal's notice of all the rest is now more than is left: not kept.
    const rest = ((payment.amountCents - 1000) / 100).toFixed(2);
    await webhook(paypal.captureRefundedEvent(captureId, rest));
    const read = one(adminPaymentSchema).parse((await staff.get(url)).json()).data;
    expect(read.refunds).toMatchObject([
      { amount: 10, recorded_by: null, provider_refund_id: told.resource.id },
      { amount: 1, recorded_by: { email: 'admin@example.com' }, provider_refund_id: null },
    ]);
    expect(read.refundable).toBe((payment.amountCents - 1100) / 100);
  });
});
