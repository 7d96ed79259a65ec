import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { RouterProvider } from 'react-router';
import { router } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Catalogue data changes rarely; the server revalidates with ETags anyway.
      staleTime: 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <PrimeReactProvider value={{ ripple: true, cssTransition: true }}>
        <RouterProvider router={router} />
      </PrimeReactProvider>
    </QueryClientProvider>
  );
}
