import type { I18n } from '@lingui/core';
import type { CatalogueName } from '../i18n/catalogues.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

/**
 * What a page's route hands the server in its `handle`: loads the data the page renders with
 * into the request's query client, so the HTML carries it and the browser does not ask again.
 * `params` are the matched route's (a course page's `slug`).
 */
export type Prefetch = (client: QueryClient, params: Params) => Promise<unknown>;

/** An image the page's head asks for at once (its largest paint, or one that may become it). */
export interface ImagePreload {
  type: string;
  srcSet: string;
  sizes: string;
  /** The screens it is asked for on (all when absent). */
  media?: string;
  /** High unless said: low waits for the stylesheet, the fonts and the scripts of the head. */
  priority?: 'high' | 'low';
}

export interface RouteHandle {
  /**
   * What a signed-in page shows before the session has answered, on the server too: its
   * frame and top (heading and what the page says of itself), which the page then fills in
   * the same place (components/page-frame.tsx).
   */
  Waiting?: ComponentType;
  /**
   * The page shows its own waiting view (it reads the session itself): its guard renders it
   * before the session has answered too, so that it stays in place when the session comes
   * (features/admin/admin-frame.tsx).
   */
  waitsInside?: boolean;
  preloadImage?: ImagePreload | ImagePreload[];
  /** Fonts only this page draws with on its first screen (every page's are in index.html). */
  preloadFonts?: string[];
  prefetch?: Prefetch;
  /** The catalogue of the part of the site the route's pages are in (decision 040). */
  catalogue?: CatalogueName;
  /**
   * schema.org objects (JSON-LD) the page's head carries, from the data prefetched, in the
   * page's language (`i18n`, the render's).
   */
  structuredData?: (client: QueryClient, siteUrl: string, i18n: I18n) => object[];
}
