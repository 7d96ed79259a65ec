import { CRAWLERS_KEEP_OUT, PUBLIC_PAGES } from '@iqra/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';

const PUBLIC_URL = 'https://school.example';
const { app } = await createTestApp({ env: { PUBLIC_URL } });

describe('what crawlers read', () => {
  it('robots.txt keeps them out of the API, the back office and private pages', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/admin', '/courses', '/learning']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    // No public page is kept out.
    for (const page of PUBLIC_PAGES.filter((path) => path !== '/')) {
      expect(
        CRAWLERS_KEEP_OUT.some((path) => page.startsWith(path)),
        page,
      ).toBe(false);
    }
  });

  it('the sitemap lists every public page on the public URL', async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(PUBLIC_PAGES.map((path) => new URL(path, PUBLIC_URL).href));
  });
});
