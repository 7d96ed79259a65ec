import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page's route hands the server in its `handle`: loads the data the page renders with
 * into the request's query client, so the HTML carries it and the browser does not ask again.
 */
export type Prefetch = (client: QueryClient) => Promise<unknown>;

export interface RouteHandle {
  prefetch?: Prefetch;
  /** schema.org objects (JSON-LD) the page's head carries, from the data prefetched. */
  structuredData?: (client: QueryClient, siteUrl: string) => object[];
}
