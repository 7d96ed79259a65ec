import { eq, sql } from 'drizzle-orm';
import { payments, refunds } from '../../db/schema.ts';
import type { PaymentContext } from './payment-record.ts';
import { toCents } from './providers/types.ts';

// Money the provider gave back (decision 045): PayPal's PAYMENT.CAPTURE.REFUNDED carries the
// refund, which names its capture in its `up` link. Each refund is kept once, by its id, on the
// school's day it was told of; never more than what the payment took, in its currency.

export interface CaptureRefundedEvent {
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    amount?: { value?: string; currency_code?: string };
    note_to_payer?: string;
    links?: { rel?: string; href?: string }[];
  };
}

/** The capture a refund belongs to, from its `up` link (…/v2/payments/captures/<id>). */
const captureOf = (links: { rel?: string; href?: string }[] | undefined) =>
  links
    ?.filter((link) => link.rel === 'up')
    .map((link) => /\/captures\/([A-Za-z0-9-]+)$/.exec(link.href ?? '')?.[1])
    .find(Boolean);

/** PAYMENT.CAPTURE.REFUNDED: keeps the refund against its payment, once. */
export async function refundFromWebhook(
  ctx: Pick<PaymentContext, 'db' | 'clock'>,
  event: CaptureRefundedEvent,
): Promise<void> {
  const refund = event.resource;
  if (event.event_type !== 'PAYMENT.CAPTURE.REFUNDED' || refund?.status !== 'COMPLETED') return;
  const captureId = captureOf(refund.links);
  if (!refund.id || !captureId || !refund.amount?.value || !refund.amount.currency_code) return;
  const amountCents = toCents(refund.amount.value);
  const refundId = refund.id;
  const currency = refund.amount.currency_code;
  await ctx.db.transaction(async (tx) => {
    // The payment's row is held while its refunds are summed: two notices at once add up.
    const [payment] = await tx
      .select({ id: payments.id, amountCents: payments.amountCents, currency: payments.currency })
      .from(payments)
      .where(eq(payments.providerCaptureId, captureId))
      .for('update');
    if (!payment || payment.currency !== currency || amountCents <= 0) return;
    const [given] = await tx
      .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(eq(refunds.paymentId, payment.id));
    if ((given?.cents ?? 0) + amountCents > payment.amountCents) return;
    await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amountCents,
        currency,
        providerRefundId: refundId,
        reason: refund.note_to_payer ?? '',
        refundedAt: ctx.clock.now(),
      })
      .onConflictDoNothing({ target: refunds.providerRefundId });
  });
}
