import { z } from 'zod';
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
