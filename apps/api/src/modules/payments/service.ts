import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { Duration } from 'luxon';
import {
  BOOK_ALREADY_OWNED,
  PAYMENT_PROVIDER_DOWN,
  type PaymentOutcome,
  type PaymentStarted,
} from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import {
  books,
  payments,
  products,
  subscriptionPayments,
  subscriptions,
  tiers,
  userBooks,
  users,
} from '../../db/schema.ts';
import { addMonths } from '../../lib/dates.ts';
import { fromNow } from '../../lib/db-time.ts';
import { Conflict, HttpError, ValidationFailed } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { Mailer } from '../mail/index.ts';
import { nextMonthEnd } from './months.ts';
import type { PaymentProvider } from './providers/types.ts';
import { ProviderUnavailable, toCents } from './providers/types.ts';

export type Payment = typeof payments.$inferSelect;

/** How long payments wait for their provider (the reconciler and decision 006). */
export const PAYMENT_TIMINGS = {
  /** A payment whose return has not come by then is asked about at the provider. */
  firstCheck: Duration.fromObject({ minutes: 5 }),
  /** A payer who has not approved by then never will: the payment expires. */
  approvalWindow: Duration.fromObject({ hours: 3 }),
  /** A claimed payment is left alone by other instances (and the reconciler) this long. */
  lease: Duration.fromObject({ minutes: 5 }),
  /** A payment that waits for another checkout of the same book is looked at again after. */
  retry: Duration.fromObject({ minutes: 1 }),
  /** The longest wait between two questions about one payment. */
  maxBackoff: Duration.fromObject({ minutes: 30 }),
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface PaymentContext {
  db: Database;
  mailer: Mailer;
  provider: PaymentProvider;
  /** Absolute base for the return and cancel URLs the provider sends the browser to. */
  publicUrl: string;
}

/** Starts paying for one month of a course at a tier; the price is the server's, always. */
export async function startCoursePayment(
  ctx: PaymentContext,
  userId: number,
  input: { product: string; tier: string },
): Promise<PaymentStarted> {
  const [product] = await ctx.db
    .select()
    .from(products)
    .where(eq(products.slug, input.product))
    .limit(1);
  const [tier] = await ctx.db.select().from(tiers).where(eq(tiers.slug, input.tier)).limit(1);
  const errors: Record<string, string[]> = {};
  if (!product) errors.product = ['The selected product is invalid.'];
  if (!tier) errors.tier = ['The selected tier is invalid.'];
  if (!product || !tier) throw new ValidationFailed(errors);
  return startPayment(ctx, {
    userId,
    kind: 'course',
    productId: product.id,
    tierId: tier.id,
    amountCents: tier.priceCents,
    description: `${product.name} — ${tier.name}, one month`,
  });
}

/** Starts paying for a book the learner does not own yet. */
export async function startBookPayment(
  ctx: PaymentContext,
  userId: number,
  bookId: number,
): Promise<PaymentStarted> {
  const [book] = await ctx.db.select().from(books).where(eq(books.id, bookId)).limit(1);
  if (!book) throw ValidationFailed.field('book', 'The selected book is invalid.');
  const [owned] = await ctx.db
    .select({ bookId: userBooks.bookId })
    .from(userBooks)
    .where(and(eq(userBooks.userId, userId), eq(userBooks.bookId, bookId)))
    .limit(1);
  if (owned) throw new Conflict(BOOK_ALREADY_OWNED);
  return startPayment(ctx, {
    userId,
    kind: 'book',
    bookId: book.id,
    amountCents: book.priceCents,
    description: `${book.title} (book)`,
  });
}

async function startPayment(
  ctx: PaymentContext,
  row: {
    userId: number;
    kind: 'course' | 'book';
    productId?: number;
    tierId?: number;
    bookId?: number;
    amountCents: number;
    description: string;
  },
): Promise<PaymentStarted> {
  // The row exists before the provider hears of it, so no order can lack its payment.
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      userId: row.userId,
      kind: row.kind,
      productId: row.productId,
      tierId: row.tierId,
      bookId: row.bookId,
      amountCents: row.amountCents,
      currency: 'USD',
      provider: ctx.provider.name,
      // If the return never comes, the reconciler asks the provider about it from then on.
      checkAfter: fromNow(PAYMENT_TIMINGS.firstCheck),
    })
    .returning();
  const paymentId = (payment as Payment).id;
  try {
    const order = await ctx.provider.createOrder({
      paymentId,
      amountCents: row.amountCents,
      currency: 'USD',
      description: row.description,
      returnUrl: `${ctx.publicUrl}/api/payments/return`,
      cancelUrl: `${ctx.publicUrl}/api/payments/cancel`,
    });
    await ctx.db
      .update(payments)
      .set({ providerOrderId: order.orderId })
      .where(eq(payments.id, paymentId));
    return { approval_url: order.approvalUrl, payment_id: paymentId };
  } catch (error) {
    await ctx.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, paymentId));
    if (error instanceof ProviderUnavailable) {
      throw new HttpError(502, PAYMENT_PROVIDER_DOWN);
    }
    throw error;
  }
}

export async function findPaymentByOrderId(
  db: Database,
  orderId: string,
): Promise<Payment | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, orderId))
    .limit(1);
  return payment;
}

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
  return completePayment(ctx.db, ctx.mailer, payment.id, capture);
}

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
  if (payment.kind === 'book' && firstClaim && (await ownsBook(db, payment))) {
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
  if (payment.kind === 'book' && firstClaim && (await ownsBook(db, payment))) {
    await db
      .update(payments)
      .set({ status: 'cancelled', checkAfter: null })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'capturing')));
    return 'owned';
  }
  return 'claimed';
}

async function ownsBook(db: Database, payment: Payment): Promise<boolean> {
  const [owned] = await db
    .select({ bookId: userBooks.bookId })
    .from(userBooks)
    .where(and(eq(userBooks.userId, payment.userId), eq(userBooks.bookId, payment.bookId ?? 0)))
    .limit(1);
  return owned !== undefined;
}

/**
 * Completes a payment and grants what it bought, in one transaction. Only the first caller
 * wins the status change; the others find it done. A capture that does not match the
 * payment's amount and currency grants nothing.
 */
export async function completePayment(
  db: Database,
  mailer: Mailer,
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
    const now = new Date();
    await tx
      .update(payments)
      .set({
        status: 'completed',
        providerCaptureId: capture.captureId,
        completedAt: now,
        checkAfter: null,
      })
      .where(eq(payments.id, paymentId));
    const months = await grant(tx, payment, now);
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
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, payment.userId));
  if (!user) return;
  const day = (date: Date) =>
    date.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  await mailer.queue(tx, {
    to: user.email,
    ...mailer.templates.paymentReceipt({
      firstName: user.firstName,
      what: await describePayment(tx as unknown as Database, payment),
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
async function grant(tx: Tx, payment: Payment, now: Date) {
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
  // The learner's row exists before any subscription does, so locking it makes payments
  // of one learner finishing at once take turns: each sees the month the previous one
  // added, and every paid month extends the same subscription. (Locking the subscription
  // alone locks nothing while there is none yet.) NO KEY UPDATE leaves inserts that only
  // reference the learner, such as a new session, free to run meanwhile.
  await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, payment.userId))
    .for('no key update');
  // Paying again while a month of the same course and tier runs adds a month to it.
  const [active] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, payment.userId),
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
        userId: payment.userId,
        productId: payment.productId,
        tierId: payment.tierId,
        paymentId: payment.id,
        ...months,
      })
      .returning({ id: subscriptions.id });
    subscriptionId = (created as { id: number }).id;
  }
  await tx.insert(subscriptionPayments).values({ paymentId: payment.id, subscriptionId });
  return months;
}

export async function markFailed(db: Database, paymentId: string) {
  await db
    .update(payments)
    .set({ status: 'failed', checkAfter: null })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['created', 'capturing'])));
}

/** The payer turned back at the provider: the payment is cancelled unless already paid. */
export async function cancelPayment(db: Database, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled', checkAfter: null })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')));
}

/**
 * Where the browser goes after the provider: /learning on success (and to My Books for a
 * book already owned, saying it was not charged), else back to checkout.
 */
export async function redirectFor(db: Database, payment: Payment, outcome: PaymentOutcome) {
  if (outcome === 'success' || outcome === 'owned') {
    return payment.kind === 'book'
      ? `/learning?tab=books&payment=${outcome}`
      : `/learning?payment=${outcome}`;
  }
  const query = `?payment=${outcome}`;
  if (payment.kind === 'book') return `/books/${payment.bookId}/checkout${query}`;
  const [product] = await db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.id, payment.productId ?? 0))
    .limit(1);
  return product ? `/courses/${product.slug}/checkout${query}` : `/learning${query}`;
}

/** What the demo provider's page shows: what is bought, and for how much. */
export async function describePayment(db: Database, payment: Payment): Promise<string> {
  if (payment.kind === 'book') {
    const [book] = await db
      .select({ title: books.title })
      .from(books)
      .where(eq(books.id, payment.bookId ?? 0));
    return book ? `${book.title} (book)` : 'A book';
  }
  const [row] = await db
    .select({
      product: products.name,
      tier: tiers.name,
      minutes: sql<number>`(select minutes from tier_groups where id = ${tiers.groupId})`,
    })
    .from(products)
    .innerJoin(tiers, eq(tiers.id, payment.tierId ?? 0))
    .where(eq(products.id, payment.productId ?? 0));
  return row
    ? `${row.product} — ${row.tier} (${row.minutes}-minute classes), one month`
    : 'A course';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CaptureCompletedEvent {
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    custom_id?: string;
    amount?: { value?: string; currency_code?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

/** PAYMENT.CAPTURE.COMPLETED: grants what the payment bought, if not yet granted. */
export async function completeFromWebhook(
  db: Database,
  mailer: Mailer,
  event: CaptureCompletedEvent,
) {
  const capture = event.resource;
  if (event.event_type !== 'PAYMENT.CAPTURE.COMPLETED' || capture?.status !== 'COMPLETED') return;
  if (!capture.id || !capture.amount?.value || !capture.amount.currency_code) return;
  let payment: Payment | undefined;
  if (capture.custom_id && UUID.test(capture.custom_id)) {
    [payment] = await db.select().from(payments).where(eq(payments.id, capture.custom_id)).limit(1);
  }
  const orderId = capture.supplementary_data?.related_ids?.order_id;
  if (!payment && orderId) payment = await findPaymentByOrderId(db, orderId);
  if (!payment) return;
  await completePayment(db, mailer, payment.id, {
    captureId: capture.id,
    amountCents: toCents(capture.amount.value),
    currency: capture.amount.currency_code,
  });
}
