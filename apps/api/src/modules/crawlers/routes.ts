import type { FastifyInstance } from 'fastify';
import { CRAWLERS_KEEP_OUT, PUBLIC_PAGES } from '@iqra/contracts';
import { routeDoc } from '../../lib/route-docs.ts';

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
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map(
      (path) => `  <url><loc>${xmlText(new URL(path, options.publicUrl).href)}</loc></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

  const robotsDoc = routeDoc({
    tag: 'crawlers',
    summary: 'Where crawlers may go',
    description: 'Keeps crawlers out of the API, the back office and the pages behind sign-in.',
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
    answers: { 200: ['The sitemap of the public pages.', 'application/xml'] },
  });
  app.get('/sitemap.xml', { schema: sitemapDoc }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
}
