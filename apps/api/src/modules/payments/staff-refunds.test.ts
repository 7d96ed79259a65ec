import { describe, expect, it } from 'vitest';
import {
  adminAuditSchema,
  adminListOf,
  adminPaymentSchema,
  adminRefundSchema,
  one,
} from '@iqra/contracts';
import { bearer, fieldErrors, registerLearner } from '../../../test/helpers.ts';
import { smallSchool } from '../../../test/reports.ts';

// Staff record a refund by hand (POST /api/admin/payments/:id/refunds): a completed payment's
// money given back outside the provider's notices, never more than is left, audited, and
// counted by the school's figures on the school's day it was recorded. The small school of
// the figures' tests keeps New York's clock; its clock stands at 5 April 2030, 12:00 UTC.

const { app, world, clock, report, paid, tiers, learners } = await smallSchool();

/** A new completed payment of $50 (or as said), paid on 2 April. */
const payment = (options: Parameters<typeof paid>[4] = {}) =>
  paid(learners.l2.id, tiers.a, 5000, '2030-04-02T12:00:00Z', options);

const refund = (paymentId: string, body: unknown) =>
  world.admin.send('POST', `/api/admin/payments/${paymentId}/refunds`, body);

async function paymentRead(paymentId: string) {
  const response = await world.admin.get(`/api/admin/payments/${paymentId}`);
  expect(response.statusCode, response.body).toBe(200);
  return one(adminPaymentSchema).parse(response.json()).data;
}

describe('a refund staff record by hand', () => {
  it('takes part of a payment, then the rest, and shows each on the payment', async () => {
    const id = await payment();
    const first = await refund(id, { amount: '20.00', reason: ' Moved away after two classes. ' });
    expect(first.statusCode, first.body).toBe(201);
    const kept = one(adminRefundSchema).parse(first.json()).data;
    expect(kept).toMatchObject({
      payment_id: id,
      amount: 20,
      currency: 'USD',
      reason: 'Moved away after two classes.',
      refunded_at: '2030-04-05T12:00:00.000Z',
      recorded_by: { email: 'admin@example.com' },
      provider_refund_id: null,
    });
    expect(await paymentRead(id)).toMatchObject({
      amount: 50,
      refunded: 20,
      refundable: 30,
      refunds: [kept],
    });

    const rest = await refund(id, { amount: '30', reason: 'The rest, by bank transfer.' });
    expect(rest.statusCode, rest.body).toBe(201);
    const read = await paymentRead(id);
    expect(read).toMatchObject({ refunded: 50, refundable: 0 });
    expect(read.refunds.map((row) => row.amount)).toEqual([20, 30]);
    // Nothing is left: not a cent more.
    expect(fieldErrors(await refund(id, { amount: '0.01', reason: 'Once more.' }))).toEqual({
      amount: ['The amount must not be greater than what is left to refund: 0.00 USD.'],
    });
    // The list shows the same, its refunds read with the page.
    const list = await world.admin.get('/api/admin/payments?status=completed&per_page=100');
    const row = adminListOf(adminPaymentSchema)
      .parse(list.json())
      .data.find((listed) => listed.id === id);
    expect(row).toEqual(read);
  });

  it('refuses more than what is left, on the amount (422), and keeps nothing', async () => {
    const id = await payment({ currency: 'EUR' });
    expect((await refund(id, { amount: '10.00', reason: 'Part of it.' })).statusCode).toBe(201);
    expect(fieldErrors(await refund(id, { amount: '40.01', reason: 'Too much.' }))).toEqual({
      amount: ['The amount must not be greater than what is left to refund: 40.00 EUR.'],
    });
    expect(await paymentRead(id)).toMatchObject({ refunded: 10, refundable: 40 });
  });

  it('lets two staff members at once give back no more than the payment', async () => {
    const id = await payment();
    const answers = await Promise.all([
      refund(id, { amount: '30', reason: 'First desk.' }),
      refund(id, { amount: '30', reason: 'Second desk.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await paymentRead(id)).toMatchObject({ refunded: 30, refundable: 20 });
  });

  it('refunds only a completed payment (409)', async () => {
    for (const status of ['failed', 'capturing'] as const) {
      const id = await payment({ status });
      const answer = await refund(id, { amount: '5', reason: 'Refund it.' });
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toEqual({ message: 'Only a completed payment can be refunded.' });
      expect(await paymentRead(id)).toMatchObject({ refunded: 0, refundable: 0, refunds: [] });
    }
    expect((await refund(crypto.randomUUID(), { amount: '5', reason: 'R.' })).statusCode).toBe(404);
    expect((await refund('not-an-id', { amount: '5', reason: 'R.' })).statusCode).toBe(404);
  });
});

describe('what staff send', () => {
  it('needs an amount of money and a reason, each refused on its field (422)', async () => {
    const id = await payment();
    const errors = async (body: unknown) => fieldErrors(await refund(id, body));
    expect(await errors({ amount: '5' })).toEqual({ reason: ['The reason field is required.'] });
    expect(await errors({ amount: '5', reason: '   ' })).toEqual({
      reason: ['The reason field is required.'],
    });
    expect(await errors({ amount: '5', reason: 'x'.repeat(501) })).toEqual({
      reason: ['The reason field must not be greater than 500 characters.'],
    });
    const amount = async (value: unknown) =>
      (await errors({ amount: value, reason: 'A reason.' })).amount;
    expect(await amount(undefined)).toEqual(['The amount field is required.']);
    expect(await amount(' ')).toEqual(['The amount field is required.']);
    expect(await amount('0.00')).toEqual(['The amount field must be greater than 0.']);
    expect(await amount('-5')).toEqual(['The amount field must be greater than 0.']);
    expect(await amount('12,50')).toEqual(['The amount field must be a number.']);
    expect(await amount('1.234')).toEqual([
      'The amount field must have at most two decimal places.',
    ]);
    expect(await amount(12.5)).toEqual(['The amount field must be a string.']);
    expect(await paymentRead(id)).toMatchObject({ refunds: [] });
  });

  it('says why in Arabic to an Arabic page', async () => {
    const id = await payment();
    const answer = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${id}/refunds`,
      headers: { ...world.admin.headers, 'accept-language': 'ar' },
      payload: { amount: '60', reason: 'سبب' },
    });
    expect(fieldErrors(answer)).toEqual({
      amount: ['يجب ألا يزيد المبلغ على ما بقي قابلًا للاسترداد: \u200e50.00 USD\u200e.'],
    });
  });
});

describe('who records a refund, and where it shows', () => {
  it('is for staff only: 401 signed out, 403 to a learner and a tutor', async () => {
    const id = await payment();
    const url = `/api/admin/payments/${id}/refunds`;
    const body = { amount: '5', reason: 'Not theirs to give.' };
    const guest = await app.inject({ method: 'POST', url, payload: body });
    expect(guest.statusCode).toBe(401);
    const learner = await registerLearner(app);
    const asLearner = await app.inject({
      method: 'POST',
      url,
      headers: bearer(learner.token),
      payload: body,
    });
    expect(asLearner.statusCode).toBe(403);
    const tutor = await world.tutor();
    expect((await tutor.send('POST', url, body)).statusCode).toBe(403);
    expect(await paymentRead(id)).toMatchObject({ refunds: [] });
  });

  it('is written to the audit log: who, which payment, how much and why', async () => {
    const id = await payment();
    const made = await refund(id, { amount: '7.25', reason: 'Charged twice for one month.' });
    const kept = one(adminRefundSchema).parse(made.json()).data;
    const log = adminListOf(adminAuditSchema).parse(
      (await world.admin.get(`/api/admin/audit-log?entity=refunds&entity_id=${kept.id}`)).json(),
    );
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({
      actor: { email: 'admin@example.com' },
      action: 'create',
      entity: 'refunds',
      entity_id: String(kept.id),
      after: {
        payment_id: id,
        amount: 7.25,
        currency: 'USD',
        reason: 'Charged twice for one month.',
        refunded_at: '2030-04-05T12:00:00.000Z',
      },
    });
  });

  it("comes off the revenue on the school's day it was recorded", async () => {
    // 8 April 03:30 UTC is still 7 April (23:30) on the school's clock in New York.
    const id = await payment();
    expect((await report('from=2030-04-07&to=2030-04-08')).figures.refunded).toEqual([]);
    clock.set('2030-04-08T03:30:00Z');
    expect((await refund(id, { amount: '12.50', reason: 'Late notice.' })).statusCode).toBe(201);
    const day = await report('from=2030-04-07&to=2030-04-07');
    expect(day.figures.refunded).toEqual([{ currency: 'USD', amount_minor: 1250 }]);
    expect(day.figures.revenue).toEqual([{ currency: 'USD', amount_minor: -1250 }]);
    expect((await report('from=2030-04-08&to=2030-04-08')).figures.refunded).toEqual([]);
  });
});
