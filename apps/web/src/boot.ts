import { pageShown } from './lib/start-up.ts';
import { getStoredToken } from './lib/token-storage.ts';

// The page's first script, small on purpose: the server's HTML paints before the app's code is
// even fetched, then the app starts. Until the first paint the stylesheet, the fonts and the
// hero picture have the connection to themselves; the app's modules then download together
// (the build's import helper preloads them all at once). What the visitor types or presses in
// between is kept (lib/start-up.ts); links work as plain links meanwhile.

pageShown();

// A signed-in visitor's pages show times: the browser's date data is loaded off the main thread
// while the page waits for its data (lib/intl-warm-up.worker.ts).
if (typeof Worker === 'function' && getStoredToken()) {
  try {
    new Worker(new URL('./lib/intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // no worker: the first format loads the data itself, as it always could
  }
}

let started = false;
const start = () => {
  if (started) return;
  started = true;
  // Pictures held back until the first paint may load now (lib/below-the-fold.ts).
  document.documentElement.dataset.painted = '';
  void import('./main.tsx');
};
const nextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));

if (document.visibilityState !== 'visible') {
  // A hidden tab paints nothing.
  start();
} else if (
  typeof PerformanceObserver === 'undefined' ||
  !PerformanceObserver.supportedEntryTypes?.includes('paint')
) {
  nextFrame();
} else {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    nextFrame();
  }).observe({ type: 'paint', buffered: true });
  // Hidden before it painted, or a paint the browser does not report: start anyway.
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
}
