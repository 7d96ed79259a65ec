import { CRAWLERS_KEEP_OUT, PUBLIC_PAGES } from '@iqra/contracts';
import { describe, expect, it, onTestFinished } from 'vitest';
import { clientOf, createTestApp, loginDemoAdmin } from '../../../test/helpers.ts';

const PUBLIC_URL = 'https://school.example';
const { app } = await createTestApp({ env: { PUBLIC_URL } });
const staff = clientOf(app, await loginDemoAdmin(app));

/** Whether a robots.txt `Disallow` rule covers `path` (`*` is any run of characters). */
const covers = (rule: string, path: string) =>
  new RegExp(
    `^${rule
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('.*')}`,
  ).test(path);

/** The addresses the sitemap lists, in order. */
async function sitemapLocations() {
  const response = await app.inject({ url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}

/** The courses' slugs, as the public API lists them (in staff order). */
async function courseSlugs(): Promise<string[]> {
  const answer = (await app.inject({ url: '/api/products' })).json() as {
    data: { slug: string }[];
  };
  return answer.data.map((course) => course.slug);
}

describe('what crawlers read', () => {
  it('robots.txt keeps them out of the API, the back office, private pages and checkout', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/admin', '/learning', '/courses/*/checkout']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const rules = lines
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    const keptOut = (path: string) => rules.some((rule) => covers(rule, path));
    // No public page is kept out, nor a course's page; checkout is.
    for (const page of [...PUBLIC_PAGES.filter((path) => path !== '/'), '/courses/tajweed']) {
      expect(keptOut(page), page).toBe(false);
    }
    for (const path of ['/courses/tajweed/checkout', '/books/3/checkout', '/learning', '/api/x']) {
      expect(keptOut(path), path).toBe(true);
    }
    // The Arabic twins of the same pages are kept out too; the API has none.
    for (const path of ['/ar/learning', '/ar/courses/tajweed/checkout', '/ar/admin/learners']) {
      expect(keptOut(path), path).toBe(true);
    }
    for (const page of ['/ar/', '/ar/about-us', '/ar/courses/tajweed']) {
      expect(keptOut(page), page).toBe(false);
    }
    expect(rules.filter((rule) => !rule.startsWith('/ar/'))).toEqual([...CRAWLERS_KEEP_OUT]);
  });

  it("the sitemap lists every public page and every course's page on the public URL, in English and Arabic", async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
    );
    const slugs = await courseSlugs();
    expect(slugs).toContain('tajweed');
    const locations = await sitemapLocations();
    expect(locations).toEqual(
      [...PUBLIC_PAGES, ...slugs.map((slug) => `/courses/${slug}`)]
        .flatMap((path) => [path, path === '/' ? '/ar/' : `/ar${path}`])
        .map((path) => new URL(path, PUBLIC_URL).href),
    );
    // Each names its twin in the other language.
    expect(response.body).toContain(
      `<url><loc>${PUBLIC_URL}/ar/about-us</loc><xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/about-us"/><xhtml:link rel="alternate" hreflang="ar" href="${PUBLIC_URL}/ar/about-us"/></url>`,
    );
    expect(locations).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/courses`, `${PUBLIC_URL}/books`]),
    );
  });

  it('lists a course staff add at once, and no longer one they delete', async () => {
    const page = `${PUBLIC_URL}/courses/sitemap-newcomer`;
    // Made once and kept: the sitemap read before the edit does not hide it.
    expect(await sitemapLocations()).not.toContain(page);
    const category = (await app.inject({ url: '/api/categories' })).json().data[0];
    const created = await staff.send('POST', '/api/admin/products', {
      name: 'Sitemap newcomer',
      slug: 'sitemap-newcomer',
      description: 'A course added after the sitemap was first read.',
      image: '/images/courses/tajweed.jpg',
      imageAlt: 'A page of the Quran',
      category_id: category.id,
      featured: false,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    onTestFinished(async () => {
      await staff.send('DELETE', `/api/admin/products/${id}`);
    });
    expect(await sitemapLocations()).toContain(page);
    expect((await staff.send('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(204);
    expect(await sitemapLocations()).not.toContain(page);
  });
});
