import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminRefund } from '@iqra/contracts';
import { payments, refunds, users } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { centsToDollars } from '../../lib/money.ts';

// Money given back on a completed payment (decision 045): told by the provider (PayPal's
// PAYMENT.CAPTURE.REFUNDED, refund-webhook.ts) or recorded by staff by hand (staff-refund.ts).
// Either way never more than what the payment took, in its currency.

export interface RefundInput {
  amountCents: number;
  /** The currency the refund was made in; the payment's own when unsaid. */
  currency?: string;
  reason: string;
  /** On the school's clock: the day the school's figures count it on. */
  refundedAt: Date;
  /** The provider's id of the refund: a refund it tells of twice is kept once. */
  providerRefundId: string | null;
  /** The staff member who recorded it by hand. */
  createdBy: number | null;
}

/** What became of a refund: kept (its id), or why not. */
export type RefundOutcome =
  | { kept: true; id: number }
  | { kept: false; why: 'no payment' | 'not completed' | 'other currency' | 'told already' }
  | { kept: false; why: 'not within what is left'; leftCents: number; currency: string };

/**
 * Keeps a refund against the payment `which` finds, in the caller's transaction. The payment's
 * row is held (FOR UPDATE) while its refunds are summed, so two refunds at once (two notices,
 * two staff members) add up, and together never pass the payment's amount.
 */
export async function keepRefund(tx: Tx, which: SQL, refund: RefundInput): Promise<RefundOutcome> {
  const [payment] = await tx
    .select({
      id: payments.id,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
    })
    .from(payments)
    .where(which)
    .for('update');
  if (!payment) return { kept: false, why: 'no payment' };
  if (payment.status !== 'completed') return { kept: false, why: 'not completed' };
  const currency = refund.currency ?? payment.currency;
  if (currency !== payment.currency) return { kept: false, why: 'other currency' };
  const [given] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.paymentId, payment.id));
  const leftCents = payment.amountCents - (given?.cents ?? 0);
  if (refund.amountCents <= 0 || refund.amountCents > leftCents) {
    return { kept: false, why: 'not within what is left', leftCents, currency };
  }
  const [kept] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      amountCents: refund.amountCents,
      currency,
      providerRefundId: refund.providerRefundId,
      reason: refund.reason,
      refundedAt: refund.refundedAt,
      createdBy: refund.createdBy,
    })
    .onConflictDoNothing({ target: refunds.providerRefundId })
    .returning({ id: refunds.id });
  return kept ? { kept: true, id: kept.id } : { kept: false, why: 'told already' };
}

/** A payment's refunds as staff read them, earliest first, and what they gave back in all. */
export interface PaymentRefunds {
  refundedCents: number;
  refunds: AdminRefund[];
}

/** The refunds of these payments (one query for all of them), by payment id. */
export async function refundsOf(
  db: Tx,
  paymentIds: readonly string[],
): Promise<Map<string, PaymentRefunds>> {
  const found = new Map<string, PaymentRefunds>();
  if (paymentIds.length === 0) return found;
  const rows = await db
    .select({
      id: refunds.id,
      paymentId: refunds.paymentId,
      amountCents: refunds.amountCents,
      currency: refunds.currency,
      reason: refunds.reason,
      refundedAt: refunds.refundedAt,
      providerRefundId: refunds.providerRefundId,
      staffId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.createdBy))
    .where(inArray(refunds.paymentId, [...paymentIds]))
    .orderBy(asc(refunds.refundedAt), asc(refunds.id));
  for (const row of rows) {
    const payment = found.get(row.paymentId) ?? { refundedCents: 0, refunds: [] };
    payment.refundedCents += row.amountCents;
    payment.refunds.push({
      id: row.id,
      payment_id: row.paymentId,
      amount: centsToDollars(row.amountCents),
      currency: row.currency,
      reason: row.reason,
      refunded_at: row.refundedAt.toISOString(),
      recorded_by:
        row.staffId === null
          ? null
          : { firstName: row.firstName ?? '', lastName: row.lastName ?? '', email: row.email },
      provider_refund_id: row.providerRefundId,
    });
    found.set(row.paymentId, payment);
  }
  return found;
}
