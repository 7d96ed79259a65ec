import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';
import type { PaymentContext } from './payment-record.ts';
import { toCents } from './providers/types.ts';
import { keepRefund } from './refunds.ts';

// Money the provider gave back (decision 045): PayPal's PAYMENT.CAPTURE.REFUNDED carries the
// refund, which names its capture in its `up` link. Each refund is kept once, by its id, on the
// school's day it was told of; never more than what the payment took, in its currency
// (keepRefund, which staff's refunds by hand go through too); a notice it will not keep is
// dropped.

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
  const given = {
    amountCents: toCents(refund.amount.value),
    currency: refund.amount.currency_code,
    providerRefundId: refund.id,
  };
  await ctx.db.transaction((tx) =>
    keepRefund(tx, eq(payments.providerCaptureId, captureId), {
      ...given,
      reason: refund.note_to_payer ?? '',
      refundedAt: ctx.clock.now(),
      createdBy: null,
    }),
  );
}
