import { z } from 'zod';
import { integer, text } from './fields.ts';

export const coursePaymentSchema = z.object({
  product: text('product', { max: 200 }),
  tier: text('tier', { max: 200 }),
  /** Whom the course is for, when not the payer: the id of one of the payer's children. */
  learner: integer('learner', { min: 1 }).optional(),
});

export const LEARNER_INVALID = 'The selected learner is invalid.';
export type CoursePaymentInput = z.input<typeof coursePaymentSchema>;

export const bookPaymentSchema = z.object({ book: integer('book', { min: 1 }) });
export type BookPaymentInput = z.input<typeof bookPaymentSchema>;

export const paymentStartedSchema = z.strictObject({
  approval_url: z.string(),
  payment_id: z.string(),
});
export type PaymentStarted = z.infer<typeof paymentStartedSchema>;

/**
 * What `?payment=` on /learning and the checkout pages can say after the provider;
 * 'pending': approved, but the provider could not confirm yet (it is finished later);
 * 'owned': a book the learner already owns, so this payment was not taken.
 */
export const PAYMENT_OUTCOMES = ['success', 'cancelled', 'failed', 'pending', 'owned'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const BOOK_ALREADY_OWNED = 'You already own this book.';
export const PAYMENT_PROVIDER_DOWN = 'The payment provider is not answering. Please try again.';
