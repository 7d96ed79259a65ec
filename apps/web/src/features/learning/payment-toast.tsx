import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

const MESSAGES = {
  success: {
    severity: 'success',
    summary: 'Payment received',
    detail: 'Thank you! What you bought is listed below.',
  },
  pending: {
    severity: 'info',
    summary: 'Payment being confirmed',
    detail: 'It will appear here as soon as PayPal confirms it. You will not be charged twice.',
  },
  failed: {
    severity: 'error',
    summary: 'Payment not completed',
    detail: 'Your payment could not be completed. Please try again.',
  },
  cancelled: {
    severity: 'info',
    summary: 'Payment cancelled',
    detail: 'You have not been charged.',
  },
  // A second checkout for a book the learner had bought meanwhile: it was never captured.
  owned: {
    severity: 'info',
    summary: 'You already own this book',
    detail: 'We did not take this payment, so you have not been charged. Your book is below.',
  },
} as const;

/** After the payment provider: `?payment=` becomes a toast, then leaves the address. */
export function PaymentToast() {
  const toast = useRef<Toast>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get('payment');

  useEffect(() => {
    const message = outcome ? MESSAGES[outcome as keyof typeof MESSAGES] : undefined;
    if (!message) return;
    toast.current?.show({ ...message, life: 8000 });
    // A reload or a shared link should not announce the payment again.
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
  }, [outcome, setSearchParams]);

  return (
    <Toast
      ref={toast}
      position="top-right"
      style={{ width: '25rem', maxWidth: 'calc(100vw - 2rem)' }}
    />
  );
}
