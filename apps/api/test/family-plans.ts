import { expect } from 'vitest';
import { paymentStartedSchema } from '@iqra/contracts';
import { addChild } from './families.ts';
import { bearer, clientOf, registerLearner, type TestContext } from './helpers.ts';
import type { teachingWorld } from './teaching.ts';

type App = TestContext['app'];

/**
 * A parent in Amman with a child, Hana, in Toronto on a plan with Maryam, Mondays 16:00 Toronto
 * time (families/family-mail.test.ts, mail/arabic-mail.test.ts). `before` runs once the parent
 * has an account, before anything is mailed to them.
 */
export async function childWithPlan(
  app: App,
  world: Awaited<ReturnType<typeof teachingWorld>>,
  before?: (parent: { user: { email: string } }) => Promise<unknown>,
) {
  const parent = await registerLearner(app, { time_zone: 'Asia/Amman' });
  await before?.(parent);
  const asParent = clientOf(app, parent.token);
  const child = await addChild(asParent, {
    firstName: 'Hana',
    birth_year: 2020,
    gender: 2,
    time_zone: 'America/Toronto',
  });
  const tutor = await world.tutor({ firstName: 'Maryam' });
  const products = (await app.inject({ url: '/api/products' })).json().data as { id: number }[];
  const tiers = (await app.inject({ url: '/api/tiers' })).json().data as {
    tiers: { id: number }[];
  }[];
  const [product] = products;
  const [tier] = tiers[0]?.tiers ?? [];
  if (!product || !tier) throw new Error('the catalogue has no product or tier');
  const granted = await world.admin.send('POST', '/api/admin/subscriptions', {
    user_id: child.id,
    product_id: product.id,
    tier_id: tier.id,
  });
  expect(granted.statusCode, granted.body).toBe(201);
  const subscriptionId = granted.json().data.id as number;
  const planned = await world.plan(subscriptionId, {
    tutor_id: tutor.profile.id,
    weekdays: [1],
    start_time: '16:00',
    time_zone: 'America/Toronto',
  });
  expect(planned.statusCode, planned.body).toBe(200);
  const classes = (await asParent.get(`/api/family/children/${child.id}/classes`)).json()
    .classes as { id: number; starts_at: string }[];
  return { parent, child, tutor, subscriptionId, classes };
}

/** A learner buys a month of Tajweed (30-minute, basic) and PayPal's stand-in approves it. */
/** Buys a month of Tajweed for the learner, from a page in `language` when one is named. */
export async function buyTajweedMonth(app: App, token: string, language?: 'en' | 'ar') {
  const started = paymentStartedSchema.parse(
    (
      await app.inject({
        method: 'POST',
        url: '/api/payments/paypal',
        headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
        payload: { product: 'tajweed', tier: '30-basic' },
      })
    ).json(),
  );
  await app.inject({
    url: `/api/payments/return?token=${started.approval_url.split('/').pop()}`,
  });
}
