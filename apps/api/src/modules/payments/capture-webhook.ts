import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';
import { UUID_PATTERN } from '../../lib/params.ts';
import { completePayment } from './grant-purchase.ts';
import { findPaymentByOrderId, type Payment, type PaymentContext } from './payment-record.ts';
import { toCents } from './providers/types.ts';

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
  ctx: Pick<PaymentContext, 'db' | 'mailer' | 'clock'>,
  event: CaptureCompletedEvent,
) {
  const { db } = ctx;
  const capture = event.resource;
  if (event.event_type !== 'PAYMENT.CAPTURE.COMPLETED' || capture?.status !== 'COMPLETED') return;
  if (!capture.id || !capture.amount?.value || !capture.amount.currency_code) return;
  let payment: Payment | undefined;
  if (capture.custom_id && UUID_PATTERN.test(capture.custom_id)) {
    [payment] = await db.select().from(payments).where(eq(payments.id, capture.custom_id)).limit(1);
  }
  const orderId = capture.supplementary_data?.related_ids?.order_id;
  if (!payment && orderId) payment = await findPaymentByOrderId(db, orderId);
  if (!payment) return;
  await completePayment(ctx, payment.id, {
    captureId: capture.id,
    amountCents: toCents(capture.amount.value),
    currency: capture.amount.currency_code,
  });
}
