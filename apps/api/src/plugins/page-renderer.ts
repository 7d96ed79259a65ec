import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { KeptValues } from '../lib/cache.ts';
import { Unavailable } from '../lib/errors.ts';

// The server's side of the web app's rendering (docs/decisions/014): the built renderer
// (apps/web/dist-server/entry-server.js) renders a page from the same React routes the
// browser hydrates; this fills the built index.html with it and keeps the result.

/** What the built renderer exports (apps/web/src/entry-server.tsx). */
interface Renderer {
  cacheKeyOf(path: string): string;
  renderPage(options: {
    path: string;
    publicUrl: string;
    fetch: typeof fetch;
  }): Promise<
    | { status: number; lang: string; dir: string; head: string; body: string; data: string }
    | Response
  >;
}

export interface Page {
  status: number;
  /** The HTML as UTF-8, encoded once rather than on every answer that is not compressed. */
  html: Buffer;
  /** The HTML compressed once, as it is kept: brotli and gzip. */
  br: Buffer;
  gzip: Buffer;
  /** Set when the route answers with a redirect rather than a page. */
  location?: string;
}

/** Past this, a kept page is made again (while it is still served): another instance's edit. */
const TTL_MS = 30_000;
/** Edits come in bursts (a list reordered); the pages are made again once it has passed. */
const REWARM_DELAY_MS = 250;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Paths come from strangers (any course slug): the bound keeps memory in check. */
const MAX_PAGES = 500;

/** The root element of the built index.html, whose language each page sets. */
const HTML_ROOT = /<html[^>]*>/;

/** Where the built index.html takes the page's parts, in the order they stand in it. */
const MARKS = ['<!--app-head-->', '<!--app-body-->', '<!--app-data-->'] as const;

/**
 * The template cut at its marks, so that a page is the pieces and the parts joined. Filling it
 * with `String.replace` read `$'`, `$&` and the like in staff's words as patterns: a FAQ could
 * put the rest of the document into the page, again and again.
 */
function cutAtMarks(template: string): string[] {
  const pieces: string[] = [];
  let rest = template;
  for (const mark of MARKS) {
    const at = rest.indexOf(mark);
    if (at < 0) throw new Error(`index.html has no ${mark} after the marks before it`);
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + mark.length);
  }
  return [...pieces, rest];
}

/**
 * The API answering the renderer's reads in-process, as a browser's fetch would see it: in the
 * language the read asks for (the page's), so that staff's texts come in it (decision 043).
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const language = new Headers(init?.headers).get('accept-language');
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      headers: { accept: 'application/json', ...(language ? { 'accept-language': language } : {}) },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

export class PageRenderer {
  private readonly pages = new KeptValues<Page>(TTL_MS, MAX_PAGES, { serveStale: true });
  private readonly fetch: typeof fetch;
  private readonly template: string[];
  private rewarm: NodeJS.Timeout | undefined;
  /** The rounds of pages being made ahead now, and whether to stop (the app is closing). */
  private readonly warming = new Set<Promise<void>>();
  private stopped = false;

  private constructor(
    private readonly renderer: Renderer,
    template: string,
    private readonly options: { root: string; publicUrl: string; ahead: readonly string[] },
    private readonly app: FastifyInstance,
  ) {
    this.fetch = inProcessFetch(app);
    this.template = cutAtMarks(template);
  }

  static async load(
    app: FastifyInstance,
    options: { module: string; root: string; publicUrl: string; ahead: readonly string[] },
  ): Promise<PageRenderer> {
    const renderer = (await import(pathToFileURL(options.module).href)) as Renderer;
    const template = await readFile(join(options.root, 'index.html'), 'utf8');
    return new PageRenderer(renderer, template, options, app);
  }

  /**
   * Renders the public pages ahead of their first visitor, so no visitor waits for a render
   * (at start, and shortly after an edit dropped them). A page that fails is made on demand.
   * One page at a time: each render and its compression at the best ratio hold their working
   * memory only while they run, and a visitor's request never waits behind all of them.
   */
  async warm(): Promise<void> {
    const round = this.warmEach();
    this.warming.add(round);
    try {
      await round;
    } finally {
      this.warming.delete(round);
    }
  }

  private async warmEach(): Promise<void> {
    for (const pathname of this.options.ahead) {
      if (this.stopped) return;
      try {
        await this.page(pathname);
      } catch (error) {
        // The database is away: the outage is logged once, not once per page.
        if (error instanceof Unavailable) continue;
        this.app.log.warn({ err: error, path: pathname }, 'page not rendered ahead');
      }
    }
  }

  /** Every kept page goes (the data they were rendered with has changed), to be made again. */
  clear(): void {
    this.pages.clear();
    if (this.options.ahead.length === 0) return;
    clearTimeout(this.rewarm);
    this.rewarm = setTimeout(() => void this.warm(), REWARM_DELAY_MS);
    this.rewarm.unref();
  }

  /**
   * Stops making pages ahead (the server is closing); resolves once the page being made is
   * done, so that nothing reads the database after it has closed.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.rewarm);
    await Promise.all(this.warming);
  }

  /** The page at `path` (no query string), rendered once and kept until its data changes. */
  page(path: string): Page | Promise<Page> {
    return this.pages.get(this.renderer.cacheKeyOf(path), () => this.render(path));
  }

  private async render(path: string): Promise<Page> {
    // A read answered 503 means the database is away: whether the render then fails or shows
    // the data as missing, the visitor gets the 503 page (plugins/errors.ts), not the bare
    // app, which could read nothing either, and nothing is kept.
    let unavailable = false;
    const rendered = await this.renderer
      .renderPage({
        path,
        publicUrl: this.options.publicUrl,
        fetch: async (input, init) => {
          const answer = await this.fetch(input, init);
          if (answer.status === 503) unavailable = true;
          return answer;
        },
      })
      .catch((error: unknown) => {
        throw unavailable ? new Unavailable() : error;
      });
    if (unavailable) throw new Unavailable();
    if (rendered instanceof Response) {
      const empty = Buffer.alloc(0);
      const location = rendered.headers.get('location') ?? '/';
      return { status: rendered.status, html: empty, br: empty, gzip: empty, location };
    }
    const [beforeHead = '', beforeBody, beforeData, end] = this.template;
    // The page's language and direction on its root element (index.html says English).
    const root = `<html lang="${rendered.lang}" dir="${rendered.dir}">`;
    const html = Buffer.from(
      `${beforeHead.replace(HTML_ROOT, root)}${rendered.head}${beforeBody}${rendered.body}${beforeData}${rendered.data}${end}`,
    );
    // Made once per page and kept, so the best ratio is worth its time.
    const [br, gzip] = await Promise.all([
      brotli(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      }),
      gzipped(html, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    return { status: rendered.status, html, br, gzip };
  }
}
