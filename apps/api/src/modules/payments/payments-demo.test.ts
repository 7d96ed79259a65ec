import { eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { paymentStartedSchema } from '@iqra/contracts';
import { loadConfig } from '../../config.ts';
import { books, payments, subscriptionPayments, users } from '../../db/schema.ts';
import { newSigningKey } from '../../lib/signing-key.ts';
import {
  bearer,
  booksOf,
  createTestApp,
  loginDemoStudent,
  registerLearner,
  subscriptionsOf,
} from '../../../test/helpers.ts';

const { app, database } = await createTestApp();

const pay = (token: string | null, url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

async function approve(approvalUrl: string) {
  const page = await app.inject({ url: approvalUrl });
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  return app.inject({ url: `/api/payments/return?token=${token}` });
}

describe('the demo provider', () => {
  it('shows a test page with what is bought and the amount, then grants the course', async () => {
    const learner = await registerLearner(app);
    const response = await pay(learner.token, '/api/payments/paypal', {
      product: 'hifz',
      tier: '60-standard',
    });
    expect(response.statusCode).toBe(201);
    const started = paymentStartedSchema.parse(response.json());
    expect(started.approval_url).toMatch(/^\/pay\/demo\/DEMO-[0-9A-F]+$/);

    const page = await app.inject({ url: started.approval_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>Test payment — no money is taken</title>');
    expect(page.body).toContain(
      'Hifz (Quran Memorization) — Standard (60-minute classes), one month',
    );
    expect(page.body).toContain('$99.00');
    expect(page.body).toMatch(/<button[^>]*>Approve<\/button>/);
    expect(page.body).toMatch(/<button[^>]*>Cancel<\/button>/);

    const returned = await approve(started.approval_url);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe('/learning?payment=success');
    const subs = await subscriptionsOf(app, learner.token);
    expect(subs).toMatchObject([
      { product: { slug: 'hifz' }, tier: { slug: '60-standard' }, status: 'active' },
    ]);
  });

  it('grants a book with its gallery, and refuses to sell it twice', async () => {
    const learner = await registerLearner(app);
    const [book] = await database.db
      .select()
      .from(books)
      .where(eq(books.title, 'Tajweed Made Simple'));
    const started = paymentStartedSchema.parse(
      (await pay(learner.token, '/api/payments/book', { book: book!.id })).json(),
    );
    const returned = await approve(started.approval_url);
    expect(returned.headers.location).toBe('/learning?tab=books&payment=success');
    const owned = await booksOf(app, learner.token);
    expect(owned).toHaveLength(1);
    expect(owned[0]!.media.length).toBeGreaterThanOrEqual(4);
    const again = await pay(learner.token, '/api/payments/book', { book: book!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You already own this book.' });
  });

  it('charges the server price whatever the client sends', async () => {
    const learner = await registerLearner(app);
    const response = await pay(learner.token, '/api/payments/paypal', {
      product: 'tajweed',
      tier: '30-basic',
      amount: 0.01,
      price: 0,
      amount_cents: 1,
    });
    const { payment_id } = paymentStartedSchema.parse(response.json());
    const [row] = await database.db.select().from(payments).where(eq(payments.id, payment_id));
    expect(row).toMatchObject({ amountCents: 3900, currency: 'USD', status: 'created' });
  });

  it('pays only for the signed-in learner: another learner cannot take or finish the order', async () => {
    const owner = await registerLearner(app);
    const other = await registerLearner(app);
    const started = paymentStartedSchema.parse(
      (
        await pay(owner.token, '/api/payments/paypal', {
          product: 'fiqh',
          tier: '30-basic',
          user_id: other.user.id,
        })
      ).json(),
    );
    // Whoever follows the return link, the month goes to the learner who paid.
    await approve(started.approval_url);
    const ownerSubs = (
      await app.inject({ url: '/api/my-subscriptions', headers: bearer(owner.token) })
    ).json();
    const otherSubs = (
      await app.inject({ url: '/api/my-subscriptions', headers: bearer(other.token) })
    ).json();
    expect(ownerSubs.data).toHaveLength(1);
    expect(otherSubs.data).toEqual([]);
  });
});

describe('the way back from the provider, in the payer’s language', () => {
  it('returns the payer to the page in their language: the account’s, else the browser’s choice', async () => {
    const start = async (token: string) =>
      paymentStartedSchema.parse(
        (await pay(token, '/api/payments/paypal', { product: 'hifz', tier: '60-standard' })).json(),
      ).approval_url;
    const returnFrom = async (approvalUrl: string, cookie?: string) => {
      const page = await app.inject({ url: approvalUrl });
      const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
      return app.inject({
        url: `/api/payments/return?token=${token}`,
        headers: cookie ? { cookie } : {},
      });
    };
    // Chose Arabic in this browser (the language switch's cookie), none on the account.
    const browser = await registerLearner(app);
    const fromBrowser = await returnFrom(await start(browser.token), 'theme=x; lang=ar');
    expect(fromBrowser.headers.location).toBe('/ar/learning?payment=success');
    // Arabic kept on the account wins over a browser that says nothing, and over its cookie.
    const account = await registerLearner(app);
    await database.db.update(users).set({ language: 'ar' }).where(eq(users.id, account.user.id));
    expect((await returnFrom(await start(account.token))).headers.location).toBe(
      '/ar/learning?payment=success',
    );
    await database.db.update(users).set({ language: 'en' }).where(eq(users.id, account.user.id));
    expect((await returnFrom(await start(account.token), 'lang=ar')).headers.location).toBe(
      '/learning?payment=success',
    );
  });

  it('returns the payer to the language of the page they paid from, before any other', async () => {
    const learner = await registerLearner(app);
    const startFrom = async (language: string) =>
      paymentStartedSchema.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/api/payments/paypal',
            headers: { ...bearer(learner.token), 'accept-language': language },
            payload: { product: 'hifz', tier: '60-standard' },
          })
        ).json(),
      ).approval_url;
    // An account that reads English, and a browser that chose nothing, paying from /ar/…
    await database.db.update(users).set({ language: 'en' }).where(eq(users.id, learner.user.id));
    expect((await approve(await startFrom('ar'))).headers.location).toBe(
      '/ar/learning?payment=success',
    );
    // … and one that reads Arabic, in a browser that chose Arabic, paying from an English page.
    await database.db.update(users).set({ language: 'ar' }).where(eq(users.id, learner.user.id));
    const cancelled = await app.inject({
      url: `/api/payments/cancel?token=${(await startFrom('en')).split('/').pop()}`,
      headers: { cookie: 'lang=ar' },
    });
    expect(cancelled.headers.location).toBe('/courses/hifz/checkout?payment=cancelled');
  });
});

describe('the demo provider refusing, and cancelling', () => {
  it('needs a signed-in learner to start a payment', async () => {
    expect(
      (await pay(null, '/api/payments/paypal', { product: 'tajweed', tier: '30-basic' }))
        .statusCode,
    ).toBe(401);
    expect((await pay(null, '/api/payments/book', { book: 1 })).statusCode).toBe(401);
  });

  it('answers unknown products, tiers and books with 422 on the field', async () => {
    const token = await loginDemoStudent(app);
    const course = await pay(token, '/api/payments/paypal', {
      product: 'nope',
      tier: "' OR 1=1 --",
    });
    expect(course.statusCode).toBe(422);
    expect(Object.keys(course.json().errors).sort()).toEqual(['product', 'tier']);
    const book = await pay(token, '/api/payments/book', { book: 999_999 });
    expect(book.json()).toEqual({
      message: 'The selected book is invalid.',
      errors: { book: ['The selected book is invalid.'] },
    });
    const missing = await pay(token, '/api/payments/book', {});
    expect(missing.json().errors.book).toEqual(['The book field is required.']);
  });

  it('sends an unknown or malformed order back with a failure, and 404s its page', async () => {
    expect((await app.inject({ url: '/api/payments/return?token=NOPE' })).headers.location).toBe(
      '/learning?payment=failed',
    );
    expect(
      (await app.inject({ url: "/api/payments/return?token=' OR 1=1" })).headers.location,
    ).toBe('/learning?payment=failed');
    expect((await app.inject({ url: '/pay/demo/NOPE' })).statusCode).toBe(404);
  });

  it('the cancel button cancels, and the page then offers no Approve', async () => {
    const learner = await registerLearner(app);
    const started = paymentStartedSchema.parse(
      (
        await pay(learner.token, '/api/payments/paypal', { product: 'seerah', tier: '30-basic' })
      ).json(),
    );
    const token = started.approval_url.split('/').pop();
    const cancelled = await app.inject({ url: `/api/payments/cancel?token=${token}` });
    expect(cancelled.headers.location).toBe('/courses/seerah/checkout?payment=cancelled');
    const page = await app.inject({ url: started.approval_url });
    expect(page.body).not.toContain('>Approve<');
    expect(page.body).toContain('already cancelled');
  });
});

describe('paid months of one course', () => {
  it('ten payments completing at once extend one subscription by exactly ten months', async () => {
    const learner = await registerLearner(app);
    const started = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await pay(learner.token, '/api/payments/paypal', {
        product: 'quranic-arabic',
        tier: '30-standard',
      });
      started.push(paymentStartedSchema.parse(response.json()));
    }
    // All ten returns at once: on PostgreSQL they run on several connections in parallel.
    const returns = await Promise.all(
      started.map(({ approval_url }) =>
        app.inject({ url: `/api/payments/return?token=${approval_url.split('/').pop()}` }),
      ),
    );
    expect(returns.map((response) => response.headers.location)).toEqual(
      Array(10).fill('/learning?payment=success'),
    );

    const subs = await subscriptionsOf(app, learner.token);
    expect(subs).toHaveLength(1);
    const [subscription] = subs;
    const start = DateTime.fromISO(subscription!.started_at, { zone: 'utc' });
    expect(Date.parse(subscription!.ended_at)).toBe(start.plus({ months: 10 }).toMillis());

    const grants = await database.db
      .select()
      .from(subscriptionPayments)
      .where(
        inArray(
          subscriptionPayments.paymentId,
          started.map((payment) => payment.payment_id),
        ),
      );
    expect(grants).toHaveLength(10);
    expect(new Set(grants.map((grant) => grant.subscriptionId)).size).toBe(1);
  });
});

describe('demo payments in production', () => {
  it('refuses to start unless explicitly allowed', () => {
    // Production needs the certificates' signing key as well (decision 038).
    const production = {
      NODE_ENV: 'production',
      CERTIFICATE_SIGNING_KEY: JSON.stringify(newSigningKey()),
    } as const;
    expect(() => loadConfig(production)).toThrow(/ALLOW_DEMO_PAYMENTS/);
    expect(loadConfig({ ...production, ALLOW_DEMO_PAYMENTS: 'true' }).paymentProvider).toBe('demo');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYPAL_CLIENT_ID/);
  });
});
