import { useEffect } from 'react';
import { replayBeforeHydration } from '../../lib/before-hydration.ts';
import { hydrationEnds } from '../../lib/hydration.ts';

/**
 * Gives the page what the visitor typed and pressed before the app took it over. It sits inside
 * the page's Suspense boundary, which hydrates after the shell, so its effect runs once the
 * page's own fields and buttons are the app's. In a task of its own, what waited for hydration
 * renders (`useHydrated`: submit buttons and fields enabled); in the next, the events go to
 * the fields and buttons. The page is then marked as the app's (`<html data-hydrated>`), for
 * whatever must tell a page the server sent from one the app runs (browser tests that follow a
 * link in the app wait for it).
 */
export function ReplayBeforeHydration() {
  useEffect(() => {
    // Not called off: the page is the app's whatever this component's fate.
    setTimeout(hydrationEnds);
    const later = setTimeout(() => {
      replayBeforeHydration();
      document.documentElement.dataset.hydrated = '';
    });
    return () => clearTimeout(later);
  }, []);
  return null;
}
