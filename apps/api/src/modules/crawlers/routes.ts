import type { FastifyInstance } from 'fastify';
import { addressIn, CRAWLERS_KEEP_OUT, LANGUAGES, PUBLIC_PAGES } from '@iqra/contracts';
import { KeptValues } from '../../lib/cache.ts';
import { routeDoc } from '../../lib/route-docs.ts';
import { listCourseSlugs } from './service.ts';

/** Characters with a meaning in XML, as entities (a URL may hold `&`). */
const xmlText = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** `/robots.txt` and `/sitemap.xml`, every address on the site's public URL. */
export async function crawlerRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  const robots = [
    'User-agent: *',
    // The Arabic pages' twins too (decision 040); the API has no Arabic address.
    ...CRAWLERS_KEEP_OUT.flatMap((path) =>
      path.startsWith('/api/') ? [path] : [path, addressIn('ar', path)],
    ).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${options.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  /** The public pages, then each course's page, in English and in Arabic. */
  const sitemapOf = (courseSlugs: string[]) => {
    const paths = [
      ...PUBLIC_PAGES,
      ...courseSlugs.map((slug) => `/courses/${encodeURIComponent(slug)}`),
    ];
    // Each page in each language, naming its other-language twin (decision 040).
    const href = (path: string) => xmlText(new URL(path, options.publicUrl).href);
    const alternates = (path: string) =>
      LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${href(addressIn(language, path))}"/>`,
      ).join('');
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...paths.flatMap((path) =>
        LANGUAGES.map(
          (language) =>
            `  <url><loc>${href(addressIn(language, path))}</loc>${alternates(path)}</url>`,
        ),
      ),
      '</urlset>',
      '',
    ].join('\n');
  };
  // The courses come from the catalogue: made once, and again after an edit drops the cached
  // answers (here and on every instance), or after the response cache's 30 s should a word of
  // another instance's edit be lost.
  const kept = new KeptValues<string>(30_000, 1);
  app.cache.onInvalidate(() => kept.clear());
  const sitemap = () => kept.get('sitemap', async () => sitemapOf(await listCourseSlugs(app.db)));

  const robotsDoc = routeDoc({
    tag: 'crawlers',
    summary: 'Where crawlers may go',
    description:
      'Keeps crawlers out of the API, the back office and the pages behind sign-in (checkout among them).',
    answers: { 200: ['The robots.txt rules and where the sitemap is.', 'text/plain'] },
  });
  app.get('/robots.txt', { schema: robotsDoc }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
  const sitemapDoc = routeDoc({
    tag: 'crawlers',
    summary: 'The public pages, for search engines',
    description: "The site's public pages and every course's page.",
    answers: { 200: ['The sitemap of the public pages.', 'application/xml'] },
  });
  app.get('/sitemap.xml', { schema: sitemapDoc }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemap()),
  );
}
