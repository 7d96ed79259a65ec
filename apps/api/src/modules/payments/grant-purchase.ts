import { and, desc, eq, gt } from 'drizzle-orm';
import { syncWeeklyPlan } from '../teaching/index.ts';
import type { Database, Transaction as Tx } from '../../db/client.ts';
import {
  payments,
  signInEmail,
  subscriptionPayments,
  subscriptions,
  userBooks,
  users,
} from '../../db/schema.ts';
import { addMonths } from '../../lib/dates.ts';
import type { Mailer } from '../mail/index.ts';
import { describePayment } from './describe-payment.ts';
import { nextMonthEnd } from './months.ts';
import type { Payment, PaymentContext } from './payment-record.ts';

/**
 * Completes a payment and grants what it bought, in one transaction. Only the first caller
 * wins the status change; the others find it done. A capture that does not match the
 * payment's amount and currency grants nothing.
 */
export async function completePayment(
  { db, mailer, clock }: Pick<PaymentContext, 'db' | 'mailer' | 'clock'>,
  paymentId: string,
  capture: { captureId: string; amountCents: number; currency: string },
): Promise<'success' | 'failed'> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update')
      .limit(1);
    if (!payment) return 'failed';
    if (payment.status === 'completed') return 'success';
    if (capture.amountCents !== payment.amountCents || capture.currency !== payment.currency) {
      await tx
        .update(payments)
        .set({ status: 'failed', checkAfter: null })
        .where(eq(payments.id, paymentId));
      return 'failed';
    }
    const now = clock.now();
    await tx
      .update(payments)
      .set({
        status: 'completed',
        providerCaptureId: capture.captureId,
        completedAt: now,
        checkAfter: null,
      })
      .where(eq(payments.id, paymentId));
    const months = await grantPurchase(tx, payment, now);
    await queueReceipt(tx, mailer, payment, capture.captureId, months);
    return 'success';
  });
}

async function queueReceipt(
  tx: Tx,
  mailer: Mailer,
  payment: Payment,
  reference: string,
  months: { startedAt: Date; endedAt: Date } | null,
) {
  const [user] = await tx
    .select({
      email: signInEmail,
      firstName: users.firstName,
      language: users.language,
      digits: users.digits,
    })
    .from(users)
    .where(eq(users.id, payment.userId));
  if (!user) return;
  // The account's language, else that of the page they paid from.
  const locale = user.language ?? payment.language ?? 'en';
  const day = (date: Date) =>
    date.toLocaleDateString(locale === 'en' ? 'en-GB' : `ar-u-nu-${user.digits ?? 'latn'}`, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  await mailer.queue(tx, {
    to: user.email,
    ...mailer.templates.in(locale).paymentReceipt({
      firstName: user.firstName,
      what: await describePayment(tx as unknown as Database, payment, locale),
      amount: new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: payment.currency,
      }).format(payment.amountCents / 100),
      ...(months ? { period: `${day(months.startedAt)} – ${day(months.endedAt)}` } : {}),
      reference,
    }),
  });
}

/** Grants what the payment bought; for a course, the dates the paid month covers. */
async function grantPurchase(tx: Tx, payment: Payment, now: Date) {
  if (payment.kind === 'book' && payment.bookId !== null) {
    await tx
      .insert(userBooks)
      .values({
        userId: payment.userId,
        bookId: payment.bookId,
        paymentId: payment.id,
        acquiredAt: now,
      })
      .onConflictDoNothing({ target: [userBooks.userId, userBooks.bookId] });
    return null;
  }
  if (payment.productId === null || payment.tierId === null) return null;
  // A course is the learner's: the payer's own, or the child's they paid for.
  const learnerId = payment.learnerId ?? payment.userId;
  // The learner's row exists before any subscription does, so locking it makes payments
  // of one learner finishing at once take turns: each sees the month the previous one
  // added, and every paid month extends the same subscription. (Locking the subscription
  // alone locks nothing while there is none yet.) NO KEY UPDATE leaves inserts that only
  // reference the learner, such as a new session, free to run meanwhile.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, learnerId)).for('no key update');
  // Paying again while a month of the same course and tier runs adds a month to it.
  const [active] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, learnerId),
        eq(subscriptions.productId, payment.productId),
        eq(subscriptions.tierId, payment.tierId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.endedAt, now),
      ),
    )
    .orderBy(desc(subscriptions.endedAt))
    .for('update')
    .limit(1);
  let subscriptionId: number;
  let months: { startedAt: Date; endedAt: Date };
  if (active) {
    months = { startedAt: active.endedAt, endedAt: nextMonthEnd(active.startedAt, active.endedAt) };
    await tx
      .update(subscriptions)
      .set({ endedAt: months.endedAt })
      .where(eq(subscriptions.id, active.id));
    subscriptionId = active.id;
  } else {
    months = { startedAt: now, endedAt: addMonths(now, 1) };
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId: learnerId,
        productId: payment.productId,
        tierId: payment.tierId,
        paymentId: payment.id,
        ...months,
        createdAt: now,
      })
      .returning({ id: subscriptions.id });
    subscriptionId = (created as { id: number }).id;
  }
  await tx.insert(subscriptionPayments).values({ paymentId: payment.id, subscriptionId });
  // A month added to a subscription with a weekly plan gets its classes now.
  if (active) await syncWeeklyPlan(tx, subscriptionId, now);
  return months;
}
