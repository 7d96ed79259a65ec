import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { config as zodConfig } from 'zod/v4/core';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { takingOverThePage } from './lib/before-hydration.ts';
import { effectsRightAfterRender } from './lib/effect-timing.ts';
import { afterHydration, firstRenderDone, hydrationStarts } from './lib/hydration.ts';
import { SERVER_DATA_ID } from './lib/server-data.ts';
import './styles.css';

// Zod compiles object parsers with `new Function` when it may; first it tries, and the
// Content-Security-Policy (no eval) reports the try as a violation. Its plain parsers do.
// (zod's core alone: the schemas' code loads with the forms that use them.)
zodConfig({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const client = createQueryClient();

/**
 * The data the server rendered the page with, as fresh as the page: the server drops its
 * cached pages on every edit, so the browser does not ask for it again.
 */
const carried = document.getElementById(SERVER_DATA_ID)?.textContent;
if (carried) {
  const state = JSON.parse(carried) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  hydrate(client, state);
}

/** The code of the page the server rendered, loaded before hydrating so the first render matches. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Lets the browser in between two pieces of start-up work: a visitor's tap or key is answered
 * between them rather than after all of it (the page's modules, the router, hydrating).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (root.firstElementChild) {
  void (async () => {
    await nextTask();
    await loadMatchedRoutes();
    await nextTask();
    const router = createBrowserRouter(routes);
    await nextTask();
    takingOverThePage();
    hydrationStarts();
    hydrateRoot(root, app(router));
    firstRenderDone();
    afterHydration(effectsRightAfterRender);
  })();
} else {
  firstRenderDone();
  effectsRightAfterRender();
  createRoot(root).render(app(createBrowserRouter(routes)));
}
