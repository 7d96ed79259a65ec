import type { I18n } from '@lingui/core';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { i18nFor, loadCatalogue } from './i18n/i18n.ts';
import { basenameOf, localeOfPath } from '@iqra/contracts';
import type { RouteHandle } from './lib/prefetch.ts';
import { routes } from './app/routes.tsx';
import { revived, SERVER_DATA_ID } from './lib/server-data.ts';
import { hydrating } from './lib/start-up.ts';
import './styles.css';

// Zod compiles object parsers with `new Function` when it may; first it tries, and the
// Content-Security-Policy (no eval) reports the try as a violation. Its plain parsers do.
// Set where zod reads its settings from (`config()` writes the same object), so that no page
// loads zod's code for this: its code loads with the forms that use it.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const client = createQueryClient();
// The page's language is in its address (decision 040): Arabic under /ar, whose routes are
// the same under a base path.
const locale = localeOfPath(window.location.pathname);
const basename = basenameOf(locale);
document.documentElement.lang = locale;
document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';

/**
 * The data the server rendered the page with, as fresh as the page: the server drops its
 * cached pages on every edit, so the browser does not ask for it again.
 */
const carried = document.getElementById(SERVER_DATA_ID)?.textContent;
if (carried) {
  hydrate(client, revived(JSON.parse(carried) as DehydratedState, Date.now()));
}

/**
 * The code of the page the server rendered, and the words of its part of the site, loaded
 * before hydrating so the first render matches.
 */
async function loadMatchedRoutes(i18n: I18n) {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const catalogue = (route.handle as RouteHandle | undefined)?.catalogue;
      if (catalogue) await loadCatalogue(i18n, catalogue);
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * On an Arabic page, PrimeReact's own words (close buttons, a gallery's arrows) in Arabic,
 * before anything renders: its code loads on those pages only.
 */
async function primeReactIn(i18n: I18n) {
  if (i18n.locale === 'en') return;
  const { speakPrimeReactIn } = await import('./lib/prime-locale.ts');
  speakPrimeReactIn(i18n);
}

/**
 * Lets the browser in between two pieces of start-up work: a visitor's tap or key is answered
 * between them rather than after all of it (the page's modules, the router, hydrating).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const app = (router: ReturnType<typeof createBrowserRouter>, i18n: I18n) => (
  <StrictMode>
    <AppProviders client={client} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (root.firstElementChild) {
  void (async () => {
    await nextTask();
    const i18n = await i18nFor(locale);
    await Promise.all([loadMatchedRoutes(i18n), primeReactIn(i18n)]);
    await nextTask();
    const router = createBrowserRouter(routes, { basename });
    await nextTask();
    hydrating();
    // A server's HTML that differs from the first render is reported by React (to the
    // console and as an uncaught error, which fails a browser test), and the page is rendered
    // afresh in the browser. Hydrating as a transition lets React yield to the browser every
    // few milliseconds (a plain hydrateRoot is one blocking render); a press on a part not yet
    // hydrated still has that part hydrated first.
    startTransition(() => {
      hydrateRoot(root, app(router, i18n));
    });
  })();
} else {
  void (async () => {
    const i18n = await i18nFor(locale);
    await primeReactIn(i18n);
    createRoot(root).render(app(createBrowserRouter(routes, { basename }), i18n));
  })();
}
