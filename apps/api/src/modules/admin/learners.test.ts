import { describe, expect, it } from 'vitest';
import {
  adminListOf,
  adminSubscriptionSchema,
  adminUserSchema,
  EMAIL_TAKEN,
  IN_USE,
  listOf,
  subscriptionSchema,
} from '@iqra/contracts';
import {
  bearer,
  clientOf,
  createTestApp,
  loginDemoAdmin,
  registerLearner,
  someCountryId,
} from '../../../test/helpers.ts';

const { app } = await createTestApp();
const adminToken = await loginDemoAdmin(app);
const { headers: admin, get, send } = clientOf(app, adminToken);
const mySubscriptions = async (token: string) =>
  listOf(subscriptionSchema).parse(
    (await app.inject({ url: '/api/my-subscriptions', headers: bearer(token) })).json(),
  ).data;

async function firstCourseAndTier() {
  const product = (await get('/api/admin/products?per_page=1')).json().data[0];
  const tier = (await get('/api/admin/tiers?per_page=1')).json().data[0];
  return { product, tier };
}

async function someCourseAndTier() {
  const { product, tier } = await firstCourseAndTier();
  return { product_id: product.id as number, tier_id: tier.id as number };
}

/** A new learner who has started paying for a course month (the payment is `created`). */
async function learnerPaying() {
  const learner = await registerLearner(app);
  const { product, tier } = await firstCourseAndTier();
  const started = await app.inject({
    method: 'POST',
    url: '/api/payments/paypal',
    headers: bearer(learner.token),
    payload: { product: product.slug, tier: tier.slug },
  });
  return { learner, tier, started };
}

/** A learner who paid for a course month through the demo provider (a real, granted payment). */
async function learnerWithPaidCourse() {
  const { learner, started } = await learnerPaying();
  const order = (started.json().approval_url as string).split('/').pop();
  const returned = await app.inject({ url: `/api/payments/return?token=${order}` });
  expect(returned.headers.location).toBe('/learning?payment=success');
  return { learner, paymentId: started.json().payment_id as string };
}

describe('learners (users)', () => {
  it('finds a learner and shows their details and books', async () => {
    const list = adminListOf(adminUserSchema).parse(
      (await get('/api/admin/users?q=student@example&role=student')).json(),
    );
    expect(list.data).toHaveLength(1);
    const student = (await get(`/api/admin/users/${list.data[0]!.id}`)).json().data;
    expect(adminUserSchema.parse(student).books.length).toBeGreaterThanOrEqual(2);
    expect(student).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(student)).not.toMatch(/argon2/);
  });

  it('creates an account staff can sign in with, refusing a taken e-mail per field', async () => {
    const body = {
      firstName: 'Amina',
      lastName: 'Saleh',
      gender: 2,
      phone: '+20 100 000 0000',
      whatsapp: '+20 100 000 0001',
      country_id: await someCountryId(app),
      age: 12,
      email: 'Amina.Saleh@Example.com',
      password: 'a long family password',
    };
    const created = await send('POST', '/api/admin/users', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      email: 'amina.saleh@example.com',
      role: 'student',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'amina.saleh@example.com', password: body.password },
    });
    expect(login.statusCode).toBe(200);
    const again = await send('POST', '/api/admin/users', {
      ...body,
      email: 'AMINA.saleh@example.com',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: [EMAIL_TAKEN] });
  });

  it('promotes a learner to staff, and a new password signs them out everywhere', async () => {
    const learner = await registerLearner(app);
    const promoted = await send('PATCH', `/api/admin/users/${learner.user.id}`, { role: 'admin' });
    expect(promoted.json().data.role).toBe('admin');
    expect(
      (await app.inject({ url: '/api/admin/users', headers: bearer(learner.token) })).statusCode,
    ).toBe(200);
    await send('PATCH', `/api/admin/users/${learner.user.id}`, {
      password: 'a brand new password',
    });
    expect(
      (await app.inject({ url: '/api/auth/user', headers: bearer(learner.token) })).statusCode,
    ).toBe(401);
  });

  it('keeps staff from demoting or deleting themselves', async () => {
    const me = (await app.inject({ url: '/api/auth/user', headers: admin })).json().user;
    const demote = await send('PATCH', `/api/admin/users/${me.id}`, { role: 'student' });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors).toEqual({ role: [IN_USE.self] });
    expect((await send('DELETE', `/api/admin/users/${me.id}`)).statusCode).toBe(409);
  });

  it('refuses to delete an account with payments on record (409), but deletes one without', async () => {
    const { learner } = await learnerWithPaidCourse();
    const response = await send('DELETE', `/api/admin/users/${learner.user.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(IN_USE.user);
    expect((await get(`/api/admin/users/${learner.user.id}`)).statusCode).toBe(200);

    const unpaid = await registerLearner(app);
    expect((await send('DELETE', `/api/admin/users/${unpaid.user.id}`)).statusCode).toBe(204);
    expect(
      (await app.inject({ url: '/api/auth/user', headers: bearer(unpaid.token) })).statusCode,
    ).toBe(401);
  });
});

describe('subscriptions', () => {
  it('grants a month by hand that the learner sees, then cancels and restores it', async () => {
    const learner = await registerLearner(app);
    const granted = await send('POST', '/api/admin/subscriptions', {
      user_id: learner.user.id,
      ...(await someCourseAndTier()),
    });
    expect(granted.statusCode).toBe(201);
    const subscription = adminSubscriptionSchema.parse(granted.json().data);
    expect(subscription.status).toBe('active');
    const days =
      (Date.parse(subscription.ended_at) - Date.parse(subscription.started_at)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect((await mySubscriptions(learner.token)).map((item) => item.id)).toEqual([
      subscription.id,
    ]);

    // Progress is read from the learner's record (nothing yet: 0 of the Qaida's lessons); staff
    // never type it.
    expect(subscription.progress).toBe(0);
    const typed = await send('PATCH', `/api/admin/subscriptions/${subscription.id}`, {
      cancelled: true,
      progress: 40,
    });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors).toEqual({ body: ['Unknown fields.'] });
    const cancelled = await send('PATCH', `/api/admin/subscriptions/${subscription.id}`, {
      cancelled: true,
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', progress: 0 });
    expect((await mySubscriptions(learner.token))[0]).toMatchObject({
      status: 'cancelled',
      progress: 0,
    });
    const filtered = (
      await get(`/api/admin/subscriptions?status=cancelled&user_id=${learner.user.id}`)
    ).json();
    expect(filtered.meta.total).toBe(1);
    const restored = await send('PATCH', `/api/admin/subscriptions/${subscription.id}`, {
      cancelled: false,
    });
    expect(restored.json().data.status).toBe('active');
  });

  it('answers 422 for an unknown learner or dates out of order', async () => {
    const { product_id, tier_id } = await someCourseAndTier();
    const unknown = await send('POST', '/api/admin/subscriptions', {
      user_id: 999_999,
      product_id,
      tier_id,
    });
    expect(unknown.json().errors).toEqual({ user_id: ['The selected learner is invalid.'] });
    const learner = await registerLearner(app);
    const backwards = await send('POST', '/api/admin/subscriptions', {
      user_id: learner.user.id,
      product_id,
      tier_id,
      started_at: '2026-12-01T00:00:00.000Z',
      ended_at: '2026-11-01T00:00:00.000Z',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ ended_at: ['The end must be after the start.'] });
    expect(await mySubscriptions(learner.token)).toEqual([]);
  });
});

describe('subscriptions: refusals', () => {
  it('refuses to delete a paid subscription (cancel it instead), deletes a granted one', async () => {
    const { learner, paymentId } = await learnerWithPaidCourse();
    const { data } = (await get(`/api/admin/subscriptions?user_id=${learner.user.id}`)).json();
    expect(data).toHaveLength(1);
    expect(data[0].payment_id).toBe(paymentId);
    const response = await send('DELETE', `/api/admin/subscriptions/${data[0].id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(IN_USE.paidSubscription);

    const granted = (
      await send('POST', '/api/admin/subscriptions', {
        user_id: learner.user.id,
        ...(await someCourseAndTier()),
      })
    ).json().data;
    expect((await send('DELETE', `/api/admin/subscriptions/${granted.id}`)).statusCode).toBe(204);
    expect(await mySubscriptions(learner.token)).toHaveLength(1);
  });
});

describe('payments', () => {
  it('lists payments read-only, filtered by status', async () => {
    const { learner, tier, started } = await learnerPaying();
    const { payment_id } = started.json();
    const created = (await get('/api/admin/payments?status=created')).json();
    expect(created.data.map((row: { id: string }) => row.id)).toContain(payment_id);
    for (const row of created.data) expect(row.status).toBe('created');
    expect(
      (await get('/api/admin/payments?status=completed'))
        .json()
        .data.map((row: { id: string }) => row.id),
    ).not.toContain(payment_id);
    const one = (await get(`/api/admin/payments/${payment_id}`)).json().data;
    expect(one).toMatchObject({ amount: tier.price, user: { email: learner.user.email } });
    expect((await get('/api/admin/payments?status=refunded')).statusCode).toBe(422);
    expect((await send('DELETE', `/api/admin/payments/${payment_id}`)).statusCode).toBe(404);
    expect(
      (await send('PATCH', `/api/admin/payments/${payment_id}`, { status: 'completed' }))
        .statusCode,
    ).toBe(404);
  });
});
