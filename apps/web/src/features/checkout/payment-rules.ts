import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-client.ts';
import type { PaymentStart } from './api.ts';

export const NO_PLAN_MESSAGE = msg`Please select a plan to proceed with the payment.`;
export const START_FAILED_MESSAGE = msg`Payment initiation failed. Please try again.`;

/**
 * The address to send the browser to, or null when the answer has none we would follow:
 * only web addresses, so a bad answer can never run script through `location.assign`.
 */
export function approvalUrlOf(answer: PaymentStart | undefined, base: string): string | null {
  const value = answer?.approval_url;
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface PaymentNotice {
  tone: 'info' | 'error';
  text: MessageDescriptor;
}

/** What ?payment= says when the provider sends the learner back without a finished payment. */
export function paymentNoticeFor(value: string | null): PaymentNotice | null {
  if (value === 'cancelled') {
    return { tone: 'info', text: msg`Your payment was cancelled. You have not been charged.` };
  }
  if (value === 'failed') {
    return { tone: 'error', text: msg`Your payment could not be completed. Please try again.` };
  }
  if (value === 'pending') {
    return {
      tone: 'info',
      text: msg`We are still confirming your payment with PayPal. It will appear on your Learning page as soon as it is confirmed; you will not be charged twice.`,
    };
  }
  return null;
}

/** The server's 409 for a book the learner already has (docs/api.md, Payments). */
export const isAlreadyOwned = (error: unknown) => error instanceof ApiError && error.status === 409;
