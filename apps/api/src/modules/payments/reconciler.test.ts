import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentStartedSchema } from '@iqra/contracts';
import { outbox, payments, subscriptionPayments } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  reconcilerOf,
  registerLearner,
  subscriptionsOf,
  type TestContext,
} from '../../../test/helpers.ts';
import { startPayPalStandIn } from '../../../test/paypal-stand-in.ts';

const paypal = await startPayPalStandIn();
afterAll(() => paypal.close());
const paypalEnv = {
  PAYMENT_PROVIDER: 'paypal',
  PAYPAL_API_BASE: paypal.url,
  PAYPAL_CLIENT_ID: paypal.credentials.id,
  PAYPAL_CLIENT_SECRET: paypal.credentials.secret,
  PAYPAL_TIMEOUT_MS: '400',
  PUBLIC_URL: 'https://iqra.example',
};
// The app's own reconciler runs once at start and then not for an hour: each test runs
// reconcilers of its own, as other instances would, when it wants one.
const main = await createTestApp({ env: paypalEnv, paymentCheckIntervalMs: 3_600_000 });
const demo = await createTestApp({ paymentCheckIntervalMs: 3_600_000 });

beforeEach(() => {
  paypal.state.captureBehaviour = 'complete';
  paypal.state.orderReadBehaviour = 'answer';
});

async function startCourse({ app }: TestContext, token: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/paypal',
    headers: bearer(token),
    payload: { product: 'tajweed', tier: '30-standard' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const started = paymentStartedSchema.parse(response.json());
  const orderId = started.approval_url.startsWith('/pay/demo/')
    ? started.approval_url.split('/').pop()!
    : new URL(started.approval_url).searchParams.get('token')!;
  return { ...started, orderId };
}

/** The payment was made `minutes` ago and is due a check now. */
async function age({ database }: TestContext, paymentId: string, minutes: number) {
  await database.db.execute(
    sql`update payments
        set created_at = now() - make_interval(mins => ${minutes}),
            check_after = now() - interval '1 second'
        where id = ${paymentId}`,
  );
}

async function paymentOf({ database }: TestContext, paymentId: string) {
  const [row] = await database.db
    .select({
      status: payments.status,
      captureId: payments.providerCaptureId,
      checkedLater: sql<boolean>`${payments.checkAfter} > now()`,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row!;
}

async function grantsOf({ database }: TestContext, paymentId: string) {
  return database.db
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.paymentId, paymentId));
}

async function monthsOf({ app }: TestContext, token: string) {
  const subs = await subscriptionsOf(app, token);
  return subs.map(
    (sub) => (Date.parse(sub.ended_at) - Date.parse(sub.started_at)) / (86_400_000 * 28),
  );
}

/**
 * An unapproved payment: one reconciler checks it at ten minutes (it waits for a later round),
 * then past the three-hour approval window (it expires).
 */
async function expectWaitsThenExpires(context: TestContext, paymentId: string) {
  const job = reconcilerOf(context);

  await age(context, paymentId, 10);
  await job.kick();
  expect(await paymentOf(context, paymentId)).toMatchObject({
    status: 'created',
    checkedLater: true,
  });

  await age(context, paymentId, 3 * 60 + 1);
  await job.kick();
  expect((await paymentOf(context, paymentId)).status).toBe('expired');
}

const receiptsTo = async ({ database }: TestContext, email: string) =>
  (await database.db.select().from(outbox).where(eq(outbox.to, email))).filter((mail) =>
    /receipt/i.test(mail.subject),
  );

describe('the payment reconciler with PayPal', () => {
  it('captures and grants an approved order whose return was lost, once, however many jobs run', async () => {
    const learner = await registerLearner(main.app);
    const started = await startCourse(main, learner.token);
    paypal.approve(started.orderId);
    await age(main, started.payment_id, 10);
    const reads = paypal.state.orderReads;
    const captures = paypal.state.captureRequests;

    // Two instances at once, then one of them again.
    const [first, second] = [reconcilerOf(main), reconcilerOf(main)];
    await Promise.all([first.kick(), second.kick()]);
    await first.kick();

    expect(paypal.state.orderReads - reads).toBe(1);
    expect(paypal.state.captureRequests - captures).toBe(1);
    expect((await paymentOf(main, started.payment_id)).status).toBe('completed');
    expect(await grantsOf(main, started.payment_id)).toHaveLength(1);
    const [months] = await monthsOf(main, learner.token);
    expect(months).toBeGreaterThanOrEqual(1);
    expect(months).toBeLessThanOrEqual(31 / 28);
    expect(await receiptsTo(main, learner.user.email)).toHaveLength(1);

    // The browser's return arrives after all: the learner still lands on success.
    const late = await main.app.inject({
      url: `/api/payments/return?token=${started.orderId}&PayerID=PAYER1`,
    });
    expect(late.headers.location).toBe('/learning?payment=success');
    expect(paypal.state.captureRequests - captures).toBe(1);
    expect(await grantsOf(main, started.payment_id)).toHaveLength(1);
  });

  it('completes a payment whose capture went through but whose answer was lost, without capturing again', async () => {
    const learner = await registerLearner(main.app);
    const started = await startCourse(main, learner.token);
    paypal.approve(started.orderId);
    paypal.state.captureBehaviour = 'lost';
    const returned = await main.app.inject({
      url: `/api/payments/return?token=${started.orderId}&PayerID=PAYER1`,
    });
    expect(returned.headers.location).toBe('/courses/tajweed/checkout?payment=pending');
    expect((await paymentOf(main, started.payment_id)).status).toBe('capturing');
    const captures = paypal.state.captureRequests;

    await age(main, started.payment_id, 10);
    await reconcilerOf(main).kick();

    expect(paypal.state.captureRequests - captures).toBe(0);
    expect(await paymentOf(main, started.payment_id)).toMatchObject({
      status: 'completed',
      captureId: paypal.orders.get(started.orderId)?.capture?.id,
    });
    expect(await monthsOf(main, learner.token)).toHaveLength(1);
  });

  it('leaves an order the payer has not approved for later, and expires it after three hours', async () => {
    const learner = await registerLearner(main.app);
    const started = await startCourse(main, learner.token);
    await expectWaitsThenExpires(main, started.payment_id);

    // Approving so late at PayPal takes no money: the return fails without a capture.
    const captures = paypal.state.captureRequests;
    paypal.approve(started.orderId);
    const late = await main.app.inject({ url: `/api/payments/return?token=${started.orderId}` });
    expect(late.headers.location).toBe('/courses/tajweed/checkout?payment=failed');
    expect(paypal.state.captureRequests - captures).toBe(0);
    expect(await monthsOf(main, learner.token)).toEqual([]);
  });

  it('expires an order PayPal voided, however young', async () => {
    const learner = await registerLearner(main.app);
    const started = await startCourse(main, learner.token);
    paypal.void(started.orderId);
    await age(main, started.payment_id, 10);
    await reconcilerOf(main).kick();
    expect((await paymentOf(main, started.payment_id)).status).toBe('expired');
  });
});

describe('the payment reconciler while PayPal is down', () => {
  it.each(['error', 'hang'] as const)(
    'when PayPal %s, the payments wait for a later round, which finishes them',
    async (behaviour) => {
      const learner = await registerLearner(main.app);
      const lost = [await startCourse(main, learner.token), await startCourse(main, learner.token)];
      for (const payment of lost) {
        paypal.approve(payment.orderId);
        await age(main, payment.payment_id, 10);
      }
      paypal.state.orderReadBehaviour = behaviour;
      const reads = paypal.state.orderReads;
      const job = reconcilerOf(main);
      await job.kick();

      // One question was enough to learn PayPal is down; both wait, no capture was tried.
      expect(paypal.state.orderReads - reads).toBe(1);
      for (const payment of lost) {
        expect(await paymentOf(main, payment.payment_id)).toMatchObject({
          status: 'created',
          checkedLater: true,
        });
      }

      paypal.state.orderReadBehaviour = 'answer';
      for (const payment of lost) await age(main, payment.payment_id, 20);
      await job.kick();
      for (const payment of lost) {
        expect((await paymentOf(main, payment.payment_id)).status).toBe('completed');
      }
      expect(await monthsOf(main, learner.token)).toHaveLength(1);
    },
  );
});

describe('the payment reconciler with the demo provider', () => {
  it('expires open payments after the approval window, since the provider cannot tell', async () => {
    const learner = await registerLearner(demo.app);
    const started = await startCourse(demo, learner.token);
    await expectWaitsThenExpires(demo, started.payment_id);
    expect(await monthsOf(demo, learner.token)).toEqual([]);
  });

  it('finishes a payment whose capture was under way when the process died', async () => {
    const learner = await registerLearner(demo.app);
    const started = await startCourse(demo, learner.token);
    // What a return leaves behind when the process is killed between claim and grant.
    await demo.database.db
      .update(payments)
      .set({ status: 'capturing' })
      .where(eq(payments.id, started.payment_id));
    await age(demo, started.payment_id, 10);
    await reconcilerOf(demo).kick();
    expect((await paymentOf(demo, started.payment_id)).status).toBe('completed');
    expect(await monthsOf(demo, learner.token)).toHaveLength(1);
  });
});

describe('the reconciler started with the app', async () => {
  const running = await createTestApp({ env: paypalEnv, paymentCheckIntervalMs: 50 });

  it('finishes a lost return on its own', async () => {
    const learner = await registerLearner(running.app);
    const started = await startCourse(running, learner.token);
    paypal.approve(started.orderId);
    await age(running, started.payment_id, 10);
    await expect
      .poll(async () => (await paymentOf(running, started.payment_id)).status, { timeout: 5_000 })
      .toBe('completed');
    expect(await grantsOf(running, started.payment_id)).toHaveLength(1);
  });
});
