import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  addressIn,
  cookieLanguage,
  localeOfPath,
  MESSAGES,
  preferredLanguage,
  PUBLIC_PAGES,
} from '@iqra/contracts';
import { acceptedEncoding } from '../lib/encoded-body.ts';
import { Unavailable } from '../lib/errors.ts';
import { PageRenderer, type Page } from './page-renderer.ts';

/** The page's body in the best encoding the browser takes, and its Content-Encoding. */
function encoded(page: Page, acceptEncoding: string | undefined) {
  const encoding = acceptedEncoding(acceptEncoding);
  return { encoding, body: encoding ? page[encoding] : page.html };
}

/** A browser that has not chosen a language, and asks for Arabic before English. */
function firstVisitInArabic(headers: { cookie?: string; 'accept-language'?: string }): boolean {
  return (
    cookieLanguage(headers.cookie) === undefined &&
    preferredLanguage(headers['accept-language']) === 'ar'
  );
}

/** Whether a request is for a page (a GET of a path outside the API, not a file). */
export function isPageRequest(method: string, url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return (
    (method === 'GET' || method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    !path.extname(pathname)
  );
}

export interface WebOptions {
  /** Folder of the built web app (index.html and assets), or of bare public files. */
  root: string;
  /** The built server renderer (apps/web/dist-server/entry-server.js), when there is one. */
  renderer?: string;
  /** The site's public address, for the canonical and sharing URLs of rendered pages. */
  publicUrl: string;
  /** Render the public pages before anyone asks (at start and after an edit). */
  renderAhead?: boolean;
}

/**
 * Serves the built React app: files as they are (hashed assets cached for a year), and for
 * any other path that is not an API call the page: rendered on the server when the build has
 * a renderer (with a 404 for an unknown address), else index.html, so deep links load.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebOptions) => {
  const indexPath = path.join(options.root, 'index.html');
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (scripts/compress-assets.mjs).
    preCompressed: true,
    // Cache-Control is ours (setHeaders below), not the plugin's blanket max-age.
    cacheControl: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else if (filePath.endsWith('.html')) {
        res.setHeader('cache-control', 'no-cache');
      } else {
        res.setHeader('cache-control', 'public, max-age=86400');
      }
    },
  });
  const hasIndex = existsSync(indexPath);
  const pages =
    hasIndex && options.renderer
      ? await PageRenderer.load(app, {
          module: options.renderer,
          root: options.root,
          publicUrl: options.publicUrl,
          ahead: options.renderAhead
            ? // Each page and then its Arabic twin: the most visited first, in both.
              [...PUBLIC_PAGES, '/*not-found'].flatMap((page) => [page, addressIn('ar', page)])
            : [],
        })
      : undefined;
  if (pages) {
    // A back-office edit drops the cached answers; the pages made from them go too.
    app.cache.onInvalidate(() => pages.clear());
    // Rendered once the server is ready, not before: rendering reads the API in-process.
    app.addHook('onReady', async () => {
      void pages.warm();
    });
    app.addHook('onClose', async () => pages.stop());
  }
  // A page that cannot be rendered (its data unreadable for a moment) is not an error page:
  // the bare app is sent, which renders in the browser and asks again. While the database is
  // away the browser could not either: the 503 page says so (plugins/errors.ts).
  const renderedPage = async (pathname: string) => {
    try {
      return await pages?.page(pathname);
    } catch (error) {
      if (error instanceof Unavailable) throw error;
      app.log.error({ err: error }, 'page render failed; the browser renders it');
      return undefined;
    }
  };
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = hasIndex && isPageRequest(request.method, request.url);
    const english = isPage && localeOfPath(pathname) === 'en';
    // A first visit goes to the page in the language the browser asks for; once a language has
    // been chosen (the cookie the switch sets), that one (decision 040).
    if (english && firstVisitInArabic(request.headers)) {
      return reply
        .header('vary', 'Accept-Language, Cookie')
        .header('cache-control', 'no-cache')
        .redirect(addressIn('ar', request.url), 302);
    }
    const page = isPage ? await renderedPage(pathname) : undefined;
    if (page) {
      if (page.location) {
        // Kept for the path; the query string goes on with the visitor.
        const query = request.url.slice(pathname.length);
        return reply.redirect(`${page.location}${query}`, page.status);
      }
      const { encoding, body } = encoded(page, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', english ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding')
        .send(body);
    }
    if (isPage) return reply.sendFile('index.html');
    return reply.status(404).send({ message: MESSAGES.notFound });
  });
});
