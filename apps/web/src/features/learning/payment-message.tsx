import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';

export interface PaymentMessage {
  severity: 'success' | 'info' | 'error';
  summary: string;
  detail: string;
}

/** The toast that tells how a payment went (payment-toast.tsx decides which, and when). */
export function PaymentMessageToast({ message }: { message: PaymentMessage }) {
  const toast = useRef<Toast>(null);
  useEffect(() => {
    toast.current?.show({ ...message, life: 8000 });
  }, [message]);
  return (
    <Toast
      ref={toast}
      position="top-right"
      // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS sizes
      style={{ width: '25rem', maxWidth: 'calc(100vw - 2rem)' }}
    />
  );
}
