import { eq } from 'drizzle-orm';
import {
  BOOK_ALREADY_OWNED,
  LEARNER_INVALID,
  PAYMENT_PROVIDER_DOWN,
  type Language,
  type PaymentStarted,
} from '@iqra/contracts';
import { books, payments, products, tiers } from '../../db/schema.ts';
import { fromNow } from '../../lib/db-time.ts';
import { Conflict, HttpError, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { ownsBook, PAYMENT_TIMINGS, type Payment, type PaymentContext } from './payment-record.ts';
import { ProviderUnavailable } from './providers/types.ts';
import { childOf } from '../families/index.ts';

/** The child a parent pays a course for (422 for anyone who is not their child); null: the payer. */
async function learnerFor(ctx: PaymentContext, userId: number, learner: number | undefined) {
  if (learner === undefined || learner === userId) return null;
  try {
    return await childOf(ctx.db, userId, learner, ctx.clock.now());
  } catch (error) {
    if (error instanceof NotFound) throw ValidationFailed.field('learner', LEARNER_INVALID);
    throw error;
  }
}

/**
 * Starts paying for one month of a course at a tier, for the payer or one of their children;
 * the price is the server's, always.
 */
export async function startCoursePayment(
  ctx: PaymentContext,
  userId: number,
  input: { product: string; tier: string; learner?: number | undefined },
  language: Language | null,
): Promise<PaymentStarted> {
  const child = await learnerFor(ctx, userId, input.learner);
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
    learnerId: child?.id ?? null,
    kind: 'course',
    productId: product.id,
    tierId: tier.id,
    amountCents: tier.priceCents,
    language,
    description: `${product.name} — ${tier.name}, one month${child ? `, for ${child.firstName}` : ''}`,
  });
}

/** Starts paying for a book the learner does not own yet. */
export async function startBookPayment(
  ctx: PaymentContext,
  userId: number,
  bookId: number,
  language: Language | null,
): Promise<PaymentStarted> {
  const [book] = await ctx.db.select().from(books).where(eq(books.id, bookId)).limit(1);
  if (!book) throw ValidationFailed.field('book', 'The selected book is invalid.');
  if (await ownsBook(ctx.db, userId, bookId)) throw new Conflict(BOOK_ALREADY_OWNED);
  return startPayment(ctx, {
    userId,
    kind: 'book',
    bookId: book.id,
    amountCents: book.priceCents,
    language,
    description: `${book.title} (book)`,
  });
}

/** Records the payment, then opens its order at the provider; the payer approves it there. */
async function startPayment(
  ctx: PaymentContext,
  row: {
    userId: number;
    learnerId?: number | null;
    kind: 'course' | 'book';
    productId?: number;
    tierId?: number;
    bookId?: number;
    amountCents: number;
    /** The language of the page it was started from, if the request named one. */
    language: Language | null;
    description: string;
  },
): Promise<PaymentStarted> {
  // The row exists before the provider hears of it, so no order can lack its payment.
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      userId: row.userId,
      learnerId: row.learnerId ?? null,
      kind: row.kind,
      productId: row.productId,
      tierId: row.tierId,
      bookId: row.bookId,
      amountCents: row.amountCents,
      currency: 'USD',
      provider: ctx.provider.name,
      language: row.language,
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
