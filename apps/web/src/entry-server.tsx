import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { msg } from '@lingui/core/macro';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { CATALOGUES } from './i18n/catalogues.ts';
import { directionOf, i18nFor, loadCatalogue, type Locale } from './i18n/i18n.ts';
import {
  addressIn,
  ARABIC_BASE,
  basenameOf,
  hasUnstorableCharacters,
  localeOfPath,
} from '@iqra/contracts';
import arabicTextFont from './fonts/generated/noto-sans-arabic-wght.woff2?url';
import { routes } from './app/routes.tsx';
import { readThrough } from './lib/api-client.ts';
import { documentTitle, PageMetaSink, siteNameIn, type PageMeta } from './lib/page-meta.ts';
import type { ImagePreload, RouteHandle } from './lib/prefetch.ts';
import { isNotFound } from './lib/catalog.ts';
import { carried, SERVER_DATA_ID } from './lib/server-data.ts';

// The server's side of the web app: renders a page's HTML from the same routes and components
// the browser hydrates (docs/decisions/014). The API server imports the built file.

/** What a page is to the server: public (indexed, cached), a shell for the browser, or none. */
type PageKind = 'page' | 'shell' | 'not-found';

export interface RenderedPage {
  status: number;
  /** The page's language and the direction its text runs, for `<html lang dir>`. */
  lang: Locale;
  dir: 'ltr' | 'rtl';
  /** Title, description, canonical address and sharing tags, for the document's head. */
  head: string;
  /** The app's HTML, for inside `#root`. */
  body: string;
  /** The query data the page was rendered with, as a JSON script element. */
  data: string;
}

export interface RenderOptions {
  /** The page's path, without its query string: the same HTML serves every visitor. */
  path: string;
  /** The site's public address (`PUBLIC_URL`), for canonical and sharing URLs. */
  publicUrl: string;
  /** How the page's data is read: the server's own API, in-process. */
  fetch: typeof fetch;
}

const DEFAULT_DESCRIPTION = msg`One-to-one online Quran, Arabic and Islamic studies classes with native Arabic tutors who speak English. Book a free demo class.`;
const SHARE_IMAGE = '/images/home/header.jpg';

// The same routes in each language, Arabic's under its base path (decision 040).
const handlers = {
  en: createStaticHandler(routes),
  ar: createStaticHandler(routes, { basename: basenameOf('ar') }),
} satisfies Record<Locale, unknown>;

/** Routes the server renders as a loading state (guards, pages that need the browser). */
const SHELLS = new Set(['browser-only', 'require-auth', 'require-tutor', 'require-admin']);

/**
 * The path every address that names no page is rendered from, and its page kept under: one in
 * each language.
 */
const notFoundPath = (locale: Locale) =>
  locale === 'ar' ? `${ARABIC_BASE}/*not-found` : '/*not-found';

/**
 * Whether `path` can name a page: read on the site's own origin it is itself (not `//host/`,
 * an absolute URL, or `..` and `\` that the URL parser folds away), it decodes, and it holds no
 * text a database refuses (no slug has it).
 */
function canNameAPage(path: string): boolean {
  try {
    const asRead = new URL(path, 'http://site.invalid').pathname;
    return asRead === path && !hasUnstorableCharacters(decodeURIComponent(path));
  } catch {
    // Not a URL at all (`///`, `//[/`), or a percent escape that decodes to nothing.
    return false;
  }
}

function kindOf(context: StaticHandlerContext): PageKind {
  const ids = context.matches.map((match) => match.route.id);
  if (ids.includes('not-found')) return 'not-found';
  return ids.some((id) => SHELLS.has(id)) ? 'shell' : 'page';
}

function Head({
  locale,
  meta,
  kind,
  url,
  alternates,
  defaultDescription,
  structuredData,
  preloadImages,
  preloadFonts,
}: {
  locale: Locale;
  meta: PageMeta;
  kind: PageKind;
  url: string;
  /** The page's address in each language. */
  alternates: Record<Locale, string>;
  defaultDescription: string;
  structuredData: object[];
  preloadImages: ImagePreload[];
  preloadFonts: string[];
}) {
  const site = siteNameIn(locale);
  const title = meta.title ? documentTitle(meta.title, locale) : site;
  const description = meta.description ?? defaultDescription;
  const image = new URL(SHARE_IMAGE, url).href;
  return (
    <>
      {preloadImages.map((image) => (
        <link
          key={`${image.srcSet} ${image.media ?? ''}`}
          rel="preload"
          as="image"
          type={image.type}
          imageSrcSet={image.srcSet}
          imageSizes={image.sizes}
          media={image.media}
          fetchPriority={image.priority ?? 'high'}
        />
      ))}
      {preloadFonts.map((href) => (
        <link key={href} rel="preload" as="font" type="font/woff2" crossOrigin="" href={href} />
      ))}
      <title>{title}</title>
      <meta name="description" content={description} />
      {kind === 'page' ? (
        <>
          <link rel="canonical" href={url} />
          {/* The page in each language, English the one for any other. */}
          <link rel="alternate" hrefLang="en" href={alternates.en} />
          <link rel="alternate" hrefLang="ar" href={alternates.ar} />
          <link rel="alternate" hrefLang="x-default" href={alternates.en} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {/* One not-found page answers every unknown address: it has none of its own. */}
      {kind === 'not-found' ? null : <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {structuredData.map((item, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(item) }}
        />
      ))}
    </>
  );
}

/** The JSON of the query data, safe inside a script element (no `</script>` can end it). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export async function renderPage(options: RenderOptions): Promise<RenderedPage | Response> {
  // Rendered from its key, so that what is kept under a key is that key's page: an odd
  // address rendered as itself once put another page, with another host's canonical address,
  // where every unknown address is answered.
  const path = cacheKeyOf(options.path);
  const locale = localeOfPath(path);
  // One address for each page: `/about-us/` is sent on to `/about-us` for good, so that search
  // engines find one page with one canonical address, not two. Each language's home ends in
  // its slash: `/` and `/ar/`.
  const home = locale === 'ar' ? `${ARABIC_BASE}/` : '/';
  if (path === ARABIC_BASE) {
    return new Response(null, { status: 301, headers: { location: home } });
  }
  if (path !== home && path.endsWith('/')) {
    return new Response(null, { status: 301, headers: { location: path.replace(/\/+$/, '') } });
  }
  const url = new URL(path, options.publicUrl);
  const context = await handlers[locale].query(new Request(url));
  if (context instanceof Response) return context;

  // The render's own client, reading its own app's API: nothing of it outlives the render.
  // The page's reads ask for its language, as the browser's do: staff's texts come in it.
  const client = readThrough(createQueryClient(), (input, init) => {
    const headers = new Headers(init?.headers);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header
    headers.set('Accept-Language', locale);
    return options.fetch(input, { ...init, headers });
  });
  const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  await Promise.all(
    context.matches.map((match, index) => handles[index]?.prefetch?.(client, match.params)),
  );
  // Only what was loaded for the page goes to the browser: the render also makes queries of
  // its own (the session, "nobody" on the server), which the browser must work out itself.
  const loaded = new Set(
    client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryHash),
  );
  const meta: PageMeta = {};
  const router = createStaticRouter(handlers[locale].dataRoutes, context);
  // The page's language, with the words of every part of the site: a page that the browser
  // fills in (the learner's, the tutor's, the back office's) shows its part's frame here.
  const i18n = await i18nFor(locale);
  await Promise.all(CATALOGUES.map(({ name }) => loadCatalogue(i18n, name)));
  // React's static prerender waits for every Suspense boundary and lazy route. An error fails
  // the whole page: the server logs it and sends the bare app for the browser to render, rather
  // than keep a page with a part left to the browser.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <PageMetaSink.Provider value={meta}>
        <AppProviders client={client} i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageMetaSink.Provider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary in place: React moves a large one to the end of the page, to be put in
      // place by an inline script, which the Content-Security-Policy (no inline scripts) stops.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw errors[0];
  const body = await new Response(prelude).text();
  // A page whose own data does not exist (a course's slug that names none) is a not-found page.
  const missing = client
    .getQueryCache()
    .getAll()
    .some((query) => loaded.has(query.queryHash) && isNotFound(query.state.error));
  const kind = missing ? 'not-found' : kindOf(context);
  const state = carried(
    dehydrate(client, { shouldDehydrateQuery: (query) => loaded.has(query.queryHash) }),
  );
  return {
    status: kind === 'not-found' ? 404 : context.statusCode,
    lang: locale,
    dir: directionOf(locale),
    head: renderToStaticMarkup(
      <Head
        locale={locale}
        meta={meta}
        kind={kind}
        url={url.href}
        alternates={{
          en: new URL(addressIn('en', path), options.publicUrl).href,
          ar: new URL(addressIn('ar', path), options.publicUrl).href,
        }}
        defaultDescription={i18n._(DEFAULT_DESCRIPTION)}
        structuredData={handles.flatMap(
          (handle) => handle.structuredData?.(client, options.publicUrl, i18n) ?? [],
        )}
        preloadImages={handles.flatMap((handle) => handle.preloadImage ?? [])}
        preloadFonts={[
          // An Arabic page's text face, asked for at once: it is used only if it comes in time.
          ...(locale === 'ar' ? [arabicTextFont] : []),
          ...handles.flatMap((handle) => handle.preloadFonts ?? []),
        ]}
      />,
    ),
    body,
    data:
      state.queries.length > 0
        ? `<script type="application/json" id="${SERVER_DATA_ID}">${scriptJson(state)}</script>`
        : '',
  };
}

/** Keys of paths seen lately: matching a path against the route table costs ~0.1 ms. */
const keys = new Map<string, string>();
/** Paths come from strangers; past this many the memo starts over. */
const MAX_KEYS = 2000;

/**
 * The key the server keeps a page's HTML under, which is also the path it is rendered from:
 * its path, except that every address that names no page shares the one not-found page.
 */
export function cacheKeyOf(path: string): string {
  let key = keys.get(path);
  if (key === undefined) {
    const locale = localeOfPath(path);
    const matches = canNameAPage(path) ? (matchRoutes(routes, path, basenameOf(locale)) ?? []) : [];
    const found =
      path === ARABIC_BASE ||
      (matches.length > 0 && !matches.some((match) => match.route.id === 'not-found'));
    key = found ? path : notFoundPath(locale);
    if (keys.size >= MAX_KEYS) keys.clear();
    keys.set(path, key);
  }
  return key;
}
