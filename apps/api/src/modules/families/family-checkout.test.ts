import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { childSchema, LEARNER_INVALID, one, paymentStartedSchema } from '@iqra/contracts';
import { payments, subscriptions } from '../../db/schema.ts';
import { clientOf, fieldErrors, registerLearner, subscriptionsOf } from '../../../test/helpers.ts';
import { schoolUnderClock } from '../../../test/teaching.ts';

// A parent pays for a child's course: the course is the child's, the payment and its receipt
// the parent's. A learner who is not the payer's child cannot be paid for.
const { smtp, context, app } = await schoolUnderClock('2027-01-04T00:00:00Z');

async function parentWithChild(firstName = 'Hana') {
  const parent = await registerLearner(app, { time_zone: 'Asia/Amman' });
  const client = clientOf(app, parent.token);
  const added = await client.send('POST', '/api/family/children', {
    firstName,
    birth_year: 2018,
    gender: 2,
    consent: true,
  });
  expect(added.statusCode, added.body).toBe(201);
  return { parent, client, child: one(childSchema).parse(added.json()).data };
}

/** The demo provider's page approved, as the payer's browser does. */
async function approve(approvalUrl: string) {
  const page = await app.inject({ url: approvalUrl });
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  return { page, returned: await app.inject({ url: `/api/payments/return?token=${token}` }) };
}

describe('paying for a child', () => {
  it('gives the child the course, the parent the payment and the receipt, and a second month extends it', async () => {
    const { parent, client, child } = await parentWithChild();
    const course = { product: 'hifz', tier: '60-standard', learner: child.id };
    const started = paymentStartedSchema.parse(
      (await client.send('POST', '/api/payments/paypal', course)).json(),
    );
    const { page, returned } = await approve(started.approval_url);
    expect(page.body).toContain(
      'Hifz (Quran Memorization) — Standard (60-minute classes), one month, for Hana',
    );
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/family?child=${child.id}&payment=success`);

    // The child's course; the parent's own courses are untouched.
    const childs = await context.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, child.id));
    expect(childs).toHaveLength(1);
    expect(await subscriptionsOf(app, parent.token)).toEqual([]);
    const [paid] = await context.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.payment_id));
    expect(paid).toMatchObject({
      userId: parent.user.id,
      learnerId: child.id,
      status: 'completed',
    });
    const [receipt] = await smtp.waitFor(
      (mail) => mail.to.includes(parent.user.email) && /receipt/i.test(mail.subject),
    );
    expect(receipt!.text).toContain('for Hana');

    // A second month for her extends the same course.
    const again = paymentStartedSchema.parse(
      (await client.send('POST', '/api/payments/paypal', course)).json(),
    );
    await approve(again.approval_url);
    const extended = await context.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, child.id));
    expect(extended).toHaveLength(1);
    expect(extended[0]!.endedAt.getTime()).toBeGreaterThan(childs[0]!.endedAt.getTime());
  });

  it('refuses a learner who is not the payer’s child, and starts no payment', async () => {
    const { client, parent } = await parentWithChild();
    const other = await parentWithChild('Zayd');
    const strangers = [other.child.id, other.parent.user.id, 999_999];
    for (const learner of strangers) {
      const refused = await client.send('POST', '/api/payments/paypal', {
        product: 'hifz',
        tier: '60-standard',
        learner,
      });
      expect(fieldErrors(refused)).toEqual({ learner: [LEARNER_INVALID] });
    }
    const started = await context.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, parent.user.id));
    expect(started).toEqual([]);
  });
});
