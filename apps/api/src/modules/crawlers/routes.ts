import type { FastifyInstance } from 'fastify';
import { CRAWLERS_KEEP_OUT, PUBLIC_PAGES } from '@iqra/contracts';
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
    ...CRAWLERS_KEEP_OUT.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${options.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  /** The public pages, then each course's page. */
  const sitemapOf = (courseSlugs: string[]) => {
    const paths = [
      ...PUBLIC_PAGES,
      ...courseSlugs.map((slug) => `/courses/${encodeURIComponent(slug)}`),
    ];
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map(
        (path) => `  <url><loc>${xmlText(new URL(path, options.publicUrl).href)}</loc></url>`,
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
