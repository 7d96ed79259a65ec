import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

/**
 * What a page's route hands the server in its `handle`: loads the data the page renders with
 * into the request's query client, so the HTML carries it and the browser does not ask again.
 * `params` are the matched route's (a course page's `slug`).
 */
export type Prefetch = (client: QueryClient, params: Params) => Promise<unknown>;

/** An image the page's head asks for at once, with high priority (its largest paint). */
export interface ImagePreload {
  type: string;
  srcSet: string;
  sizes: string;
  /** The screens it is asked for on (all when absent). */
  media?: string;
}

export interface RouteHandle {
  /**
   * A signed-in page's top (heading and what the page says of itself), which its guard shows
   * before the session has answered, on the server too (components/page-frame.tsx).
   */
  Top?: ComponentType;
  preloadImage?: ImagePreload;
  /** Fonts only this page draws with on its first screen (every page's are in index.html). */
  preloadFonts?: string[];
  prefetch?: Prefetch;
  /** schema.org objects (JSON-LD) the page's head carries, from the data prefetched. */
  structuredData?: (client: QueryClient, siteUrl: string) => object[];
}
