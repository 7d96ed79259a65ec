import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PaymentMessage } from './payment-message.tsx';

// PrimeReact's Toast loads only when there is a payment to tell about, not with every visit.
const Message = lazy(() =>
  import('./payment-message.tsx').then((module) => ({ default: module.PaymentMessageToast })),
);

/** A toast's words, read in the page's language when it is shown. */
type PaymentWords = Omit<PaymentMessage, 'summary' | 'detail'> & {
  summary: MessageDescriptor;
  detail: MessageDescriptor;
};

const MESSAGES: Record<string, PaymentWords> = {
  success: {
    severity: 'success',
    summary: msg`Payment received`,
    detail: msg`Thank you! What you bought is listed below.`,
  },
  pending: {
    severity: 'info',
    summary: msg`Payment being confirmed`,
    detail: msg`It will appear here as soon as PayPal confirms it. You will not be charged twice.`,
  },
  failed: {
    severity: 'error',
    summary: msg`Payment not completed`,
    detail: msg`Your payment could not be completed. Please try again.`,
  },
  cancelled: {
    severity: 'info',
    summary: msg`Payment cancelled`,
    detail: msg`You have not been charged.`,
  },
  // A second checkout for a book the learner had bought meanwhile: it was never captured.
  owned: {
    severity: 'info',
    summary: msg`You already own this book`,
    detail: msg`We did not take this payment, so you have not been charged. Your book is below.`,
  },
};

/** After the payment provider: `?payment=` becomes a toast, then leaves the address. */
export function PaymentToast() {
  const { i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get('payment');
  // Each outcome told is a toast of its own (the count), also the same outcome once more.
  const [told, setTold] = useState<{ message: PaymentMessage; count: number } | null>(null);

  useEffect(() => {
    const words = outcome && Object.hasOwn(MESSAGES, outcome) ? MESSAGES[outcome] : undefined;
    if (!words) return;
    const message: PaymentMessage = {
      severity: words.severity,
      summary: i18n._(words.summary),
      detail: i18n._(words.detail),
    };
    setTold((before) => ({ message, count: (before?.count ?? 0) + 1 }));
    // A reload or a shared link should not announce the payment again.
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
  }, [outcome, setSearchParams, i18n]);

  if (!told) return null;
  return (
    <Suspense fallback={null}>
      <Message key={told.count} message={told.message} />
    </Suspense>
  );
}
