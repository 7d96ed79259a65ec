import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { UNEXPECTED_ERROR } from '../../lib/server-errors.ts';

/** The server's reason a change was refused (409, 422), else the general message. */
export function changeErrorMessage(error: unknown, fallback: string = UNEXPECTED_ERROR): string {
  if (!(error instanceof ApiError)) return fallback;
  const [fieldMessage] = Object.values(error.errors).flat();
  return fieldMessage ?? (error.message || fallback);
}

/**
 * A dialog about one class, mounted to open. `finish` closes it with what to announce; once it
 * has faded out and PrimeReact has put focus back on the button that opened it, `onClosed`
 * hears the outcome (null when nothing changed), so the caller can move focus and announce.
 */
export function useClassDialog(onClosed: (outcome: string | null) => void) {
  const [visible, setVisible] = useState(true);
  const outcome = useRef<string | null>(null);
  return {
    finish: (message: string) => {
      outcome.current = message;
      setVisible(false);
    },
    dialogProps: {
      visible,
      onHide: () => setVisible(false),
      // PrimeReact's own timing for a centred dialog; its focus return runs first.
      transitionOptions: { timeout: 150, onExited: () => onClosed(outcome.current) },
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
      style: { width: '34rem' },
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
      breakpoints: { '640px': 'calc(100vw - 1.5rem)' },
      draggable: false,
      resizable: false,
    },
  };
}
