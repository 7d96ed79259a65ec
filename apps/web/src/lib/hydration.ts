import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on
 * (React renders once more when hydration ends). What only the browser knows (the token in
 * localStorage, the query string) waits for it, so the first render in the browser matches
 * the server's HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
