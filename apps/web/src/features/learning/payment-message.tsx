import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { useSides } from '../../lib/direction.ts';

export interface PaymentMessage {
  severity: 'success' | 'info' | 'error';
  summary: string;
  detail: string;
}

/** The toast that tells how a payment went (payment-toast.tsx decides which, and when). */
export function PaymentMessageToast({ message }: { message: PaymentMessage }) {
  const toast = useRef<Toast>(null);
  // At the top of the side the page's text ends on: the right in English, the left in Arabic.
  const sides = useSides();
  useEffect(() => {
    toast.current?.show({ ...message, life: 8000 });
  }, [message]);
  return (
    <Toast
      ref={toast}
      position={sides.end === 'right' ? 'top-right' : 'top-left'}
      // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS sizes
      style={{ width: '25rem', maxWidth: 'calc(100vw - 2rem)' }}
    />
  );
}
