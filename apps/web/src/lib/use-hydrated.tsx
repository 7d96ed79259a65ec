import { useEffect, useSyncExternalStore } from 'react';
import { currentPhase, onPhaseChange, pageIsTheApps } from './start-up.ts';

/**
 * False on the server and while React takes over the server's HTML, true once the page is the
 * app's (lib/start-up.ts): what only the browser knows (the token in its storage, the query
 * string, its time zone) waits for it, so that the first render in the browser is the server's
 * HTML exactly. The components that asked render once more when it turns.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    onPhaseChange,
    () => currentPhase() === 'app',
    () => false,
  );
}

/**
 * Rendered with the page, inside its Suspense boundary: once the page has committed (its own
 * fields and buttons are React's), the page is the app's, in a task of its own so that what
 * renders then is not part of taking the page over.
 */
export function PageIsTheApps() {
  useEffect(() => {
    // Not called off: the page is the app's whatever this component's fate.
    setTimeout(pageIsTheApps);
  }, []);
  return null;
}
