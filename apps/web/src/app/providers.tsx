import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue data changes rarely; the server revalidates with ETags anyway.
        staleTime: 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** What every page renders inside, in the browser and on the server alike. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    // No PrimeReact provider: its defaults serve, and the shell of every page stays free of
    // PrimeReact, which only the pages and dialogs that use its widgets load.
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}
