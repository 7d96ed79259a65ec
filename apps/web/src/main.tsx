import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { config as zodConfig } from 'zod/v4/core';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
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

const app = () => (
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>
);

if (root.firstElementChild) {
  void loadMatchedRoutes().then(() => hydrateRoot(root, app()));
} else {
  createRoot(root).render(app());
}
