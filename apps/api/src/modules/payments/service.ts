import { and, desc, eq, gt, sql } from 'drizzle-orm';
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
import { Conflict, HttpError, ValidationFailed } from '../../lib/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { firstMonthEnd, nextMonthEnd } from './months.ts';
import type { PaymentProvider } from './providers/types.ts';
import { ProviderUnavailable, toCents } from './providers/types.ts';

type Payment = typeof payments.$inferSelect;
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
 * The provider sent the browser back: capture the order and grant what was bought. Safe to
 * repeat: a completed payment answers success again without a second capture or grant.
 */
export async function finishPayment(
  ctx: PaymentContext,
  payment: Payment,
): Promise<PaymentOutcome> {
  if (payment.status === 'completed') return 'success';
  if (payment.status !== 'created' || !payment.providerOrderId) return 'failed';
  let capture;
  try {
    capture = await ctx.provider.captureOrder({
      orderId: payment.providerOrderId,
      paymentId: payment.id,
      amountCents: payment.amountCents,
      currency: payment.currency,
    });
  } catch (error) {
    // Left as 'created': the return URL again, or the webhook, finishes it later.
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
      await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, paymentId));
      return 'failed';
    }
    const now = new Date();
    await tx
      .update(payments)
      .set({ status: 'completed', providerCaptureId: capture.captureId, completedAt: now })
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
    months = { startedAt: now, endedAt: firstMonthEnd(now) };
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

async function markFailed(db: Database, paymentId: string) {
  await db
    .update(payments)
    .set({ status: 'failed' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')));
}

/** The payer turned back at the provider: the payment is cancelled unless already paid. */
export async function cancelPayment(db: Database, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')));
}

/** Where the browser goes after the provider: /learning on success, else back to checkout. */
export async function redirectFor(db: Database, payment: Payment, outcome: PaymentOutcome) {
  if (outcome === 'success') {
    return payment.kind === 'book'
      ? '/learning?tab=books&payment=success'
      : '/learning?payment=success';
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
