import { z } from 'zod';
import { text } from '../fields.ts';
import { amount } from './field-builders.ts';
import { adminPersonSchema } from './resources.ts';

// Money, mail and the audit log: records staff read but never edit.

export const PAYMENT_STATUSES = [
  'created',
  'capturing',
  'completed',
  'cancelled',
  'failed',
  'expired',
] as const;

/** The longest reason staff may give for a refund they record. */
export const REFUND_REASON_MAX = 500;

/**
 * Money given back on a completed payment (decision 045), in the payment's currency: told by
 * the provider (PayPal's notice: `provider_refund_id`) or recorded by staff by hand.
 */
export const adminRefundSchema = z.strictObject({
  id: z.number(),
  payment_id: z.string(),
  /** In the currency's major unit, as the payment's `amount`. */
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  /** When it was recorded, on the school's clock: the day the school's figures count it. */
  refunded_at: z.string(),
  /** The staff member who recorded it; null when the provider told of it. */
  recorded_by: adminPersonSchema.nullable(),
  /** The provider's id of the refund, when the provider told of it; null when staff recorded it. */
  provider_refund_id: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** Staff record a refund made outside the provider's notices (a bank transfer back, …). */
export const adminRefundCreateSchema = z.strictObject({
  /** In the payment's currency, e.g. `"12.50"`: more than 0 and at most what is left. */
  amount: amount(),
  reason: text('reason', { max: REFUND_REASON_MAX }),
});
export type AdminRefundCreateInput = z.infer<typeof adminRefundCreateSchema>;

export const adminPaymentSchema = z.strictObject({
  id: z.string(),
  user_id: z.number(),
  user: adminPersonSchema,
  kind: z.enum(['course', 'book']),
  item: z.string(),
  amount: z.number(),
  currency: z.string(),
  provider: z.string(),
  provider_order_id: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** What its refunds gave back, in the currency's major unit. */
  refunded: z.number(),
  /** What may still be refunded: the amount less `refunded` for a completed payment, else 0. */
  refundable: z.number(),
  /** Its refunds, earliest first. */
  refunds: z.array(adminRefundSchema),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export const adminOutboxSchema = z.strictObject({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string(),
});
export type AdminOutbox = z.infer<typeof adminOutboxSchema>;

export const adminAuditSchema = z.strictObject({
  id: z.number(),
  actor: z.strictObject({ id: z.number(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AdminAudit = z.infer<typeof adminAuditSchema>;
