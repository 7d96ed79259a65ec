import { useMutation } from '@tanstack/react-query';
import type { BookPaymentInput, CoursePaymentInput, PaymentStarted } from '@iqra/contracts';
import { apiRequest } from '../../lib/api-client.ts';

/** POST /api/payments/paypal: a course at one tier, by their slugs. */
export type CoursePaymentRequest = CoursePaymentInput;

/** POST /api/payments/book: one book by its id. */
export type BookPaymentRequest = BookPaymentInput;

/**
 * Where the provider wants the learner to approve the payment (docs/api.md, Payments). Read as
 * partial: the spec's screens must cope with an answer that lacks approval_url.
 */
export type PaymentStart = { [K in keyof PaymentStarted]?: PaymentStarted[K] | null };

export const startCoursePayment = (body: CoursePaymentRequest) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
  apiRequest<PaymentStart>('/api/payments/paypal', { method: 'POST', body });

export const startBookPayment = (body: BookPaymentRequest) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
  apiRequest<PaymentStart>('/api/payments/book', { method: 'POST', body });

// The spec: a failed start is logged and stays an error (the mutation's), with no message.
const logFailure = (error: Error) => console.error('Payment could not be started', error);

export const useStartCoursePayment = () =>
  useMutation({ mutationFn: startCoursePayment, onError: logFailure });

export const useStartBookPayment = () =>
  useMutation({ mutationFn: startBookPayment, onError: logFailure });
