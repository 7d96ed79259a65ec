import { z } from 'zod';
import { patchOf } from './admin-fields.ts';

// ---------- money and mail (read-only) ----------

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
  user: z.strictObject({ firstName: z.string(), lastName: z.string(), email: z.string() }),
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

// ---------- leads ----------

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const adminLeadUpdateSchema = patchOf({
  status: z.enum(LEAD_STATUSES, { error: 'The selected status is invalid.' }),
  notes: z
    .string({ error: 'The notes field must be a string.' })
    .trim()
    .max(5000, { error: 'The notes field must not be greater than 5000 characters.' }),
});
const leadFields = {
  id: z.number(),
  email: z.string(),
  status: z.enum(LEAD_STATUSES),
  notes: z.string(),
  created_at: z.string(),
};
export const adminDemoRequestSchema = z.strictObject(leadFields);
export type AdminDemoRequest = z.infer<typeof adminDemoRequestSchema>;
export const adminJobApplicationSchema = z.strictObject({
  ...leadFields,
  resume: z
    .strictObject({ name: z.string(), type: z.string(), size: z.number(), url: z.string() })
    .nullable(),
});
export type AdminJobApplication = z.infer<typeof adminJobApplicationSchema>;
export const adminContactMessageSchema = z.strictObject({
  ...leadFields,
  firstName: z.string(),
  lastName: z.string(),
  phone_prefix: z.string(),
  phone: z.string(),
  message: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const adminNewsletterUpdateSchema = z.strictObject({
  status: z.enum(['unsubscribed'], { error: 'Staff can only unsubscribe an address.' }),
});
export const adminNewsletterSchema = z.strictObject({
  id: z.number(),
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type AdminNewsletterSubscriber = z.infer<typeof adminNewsletterSchema>;

// ---------- uploads ----------

export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const uploadedImageSchema = z.strictObject({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** 409 answers when a record is still needed elsewhere. */
export const IN_USE = {
  category: 'This category still has courses. Move or delete them first.',
  product: 'Learners have subscriptions or payments for this course, so it cannot be deleted.',
  tierGroup: 'This group still has tiers. Move or delete them first.',
  tier: 'Learners have subscriptions or payments for this tier, so it cannot be deleted.',
  book: 'Learners own or have paid for this book, so it cannot be deleted.',
  page: 'The site needs this page; edit it instead.',
  user: 'This account has payments on record, so it cannot be deleted.',
  self: 'You cannot delete or demote your own account.',
  paidSubscription: 'This subscription was paid for; cancel it instead of deleting it.',
  pageExists: 'This page already exists; edit it instead.',
} as const;
