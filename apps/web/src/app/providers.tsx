import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loadSessionEarly } from '../lib/session.ts';

/**
 * The query client of a page in the browser or of one render on the server. In the browser it
 * starts loading the session at once (`loadSessionEarly`), while the page's code downloads.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue data changes rarely; the server revalidates with ETags anyway.
        staleTime: 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
  if (typeof window !== 'undefined') loadSessionEarly(client);
  return client;
}

/** What every page renders inside, in the browser and on the server alike. */
export function AppProviders({
  client,
  i18n,
  children,
}: {
  client: QueryClient;
  /** The page's language and its messages (decision 040). */
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    // No PrimeReact provider: its defaults serve, and the shell of every page stays free of
    // PrimeReact, which only the pages and dialogs that use its widgets load.
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}
