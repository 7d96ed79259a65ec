import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentOutcome } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { fromNow } from '../../lib/db-time.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { completePayment } from './grant-purchase.ts';
import {
  cancelPayment,
  markFailed,
  ownsBook,
  PAYMENT_TIMINGS,
  type Payment,
  type PaymentContext,
} from './payment-record.ts';
import { ProviderUnavailable } from './providers/types.ts';

/**
 * The provider sent the browser back (or the reconciler found the order approved): capture
 * the order and grant what was bought. Safe to repeat: a completed payment answers success
 * again without a second capture or grant.
 */
export async function finishPayment(
  ctx: PaymentContext,
  payment: Payment,
): Promise<PaymentOutcome> {
  if (payment.status === 'completed') return 'success';
  if ((payment.status !== 'created' && payment.status !== 'capturing') || !payment.providerOrderId)
    return 'failed';
  const claim = await claimForCapture(ctx.db, payment);
  if (claim !== 'claimed') return claim;
  let capture;
  try {
    capture = await ctx.provider.captureOrder({
      orderId: payment.providerOrderId,
      paymentId: payment.id,
      amountCents: payment.amountCents,
      currency: payment.currency,
    });
  } catch (error) {
    // Left 'capturing' (the money may have moved): the return URL again, the webhook or
    // the reconciler finishes it once the provider answers.
    if (error instanceof ProviderUnavailable) return 'pending';
    throw error;
  }
  if (capture.status === 'pending') return 'pending';
  if (capture.status === 'declined') {
    await markFailed(ctx.db, payment.id);
    return 'failed';
  }
  return completePayment(ctx, payment.id, capture);
}

const ownsPaidBook = (db: Database, payment: Payment) =>
  ownsBook(db, payment.userId, payment.bookId ?? 0);

/**
 * Marks the payment 'capturing' before any capture, with a lease that keeps the
 * reconciler away while this capture runs. For a book, the partial unique index
 * payments_book_claim_unique lets only one payment per learner and book be capturing at a
 * time, and ownership is checked again once the claim is held, so a second checkout for a
 * book is never captured, however many returns arrive at once. No transaction stays open
 * across the provider's call.
 */
async function claimForCapture(
  db: Database,
  payment: Payment,
): Promise<'claimed' | 'success' | 'failed' | 'owned' | 'pending'> {
  const firstClaim = payment.status === 'created';
  if (payment.kind === 'book' && firstClaim && (await ownsPaidBook(db, payment))) {
    await cancelPayment(db, payment.id);
    return 'owned';
  }
  let claimed;
  try {
    [claimed] = await db
      .update(payments)
      .set({ status: 'capturing', checkAfter: fromNow(PAYMENT_TIMINGS.lease) })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'capturing'])))
      .returning({ id: payments.id });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another checkout of this book is being captured: this one waits, and the reconciler
    // settles it once the other is done (cancelled if it was paid, captured if it was not).
    await db
      .update(payments)
      .set({ checkAfter: fromNow(PAYMENT_TIMINGS.retry) })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'created')));
    return 'pending';
  }
  if (!claimed) {
    // Finished or closed by someone else since it was read.
    const [current] = await db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, payment.id));
    return current?.status === 'completed' ? 'success' : 'failed';
  }
  // A capture of this book that finished between the first look and the claim granted it
  // already; no other can start now. (A payment claimed before is past this check: its
  // money may have moved, so it is never cancelled here.)
  if (payment.kind === 'book' && firstClaim && (await ownsPaidBook(db, payment))) {
    await db
      .update(payments)
      .set({ status: 'cancelled', checkAfter: null })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'capturing')));
    return 'owned';
  }
  return 'claimed';
}
