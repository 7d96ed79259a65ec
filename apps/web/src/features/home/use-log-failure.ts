import { useEffect } from 'react';

/**
 * The spec's catalogue and content fetch failures are logged to the console and nothing is
 * shown to the visitor: the section simply stays empty. `what` names the data for the log
 * (`faqs`, `testimonials`).
 */
export function useLogFailure(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.error(`Could not load ${what}.`, error);
  }, [error, what]);
}
