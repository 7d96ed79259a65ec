import type { PageContent } from '@iqra/contracts';
import { formatPrice } from '../../apps/web/src/lib/format.ts';
import { expect, test } from '../support/index.ts';

// What a visitor whose browser runs no JavaScript (a search engine, a link preview) gets: the
// public pages rendered on the server, and a 404 for an address that is not a page.

const PUBLIC_PAGES = [
  { path: '/', h1: /Quran/ },
  { path: '/about-us', h1: 'About Us' },
  { path: '/privacy-policy', h1: 'Privacy Policy' },
  { path: '/contact-us', h1: 'Contact Us' },
  { path: '/login', h1: 'Sign in to your account' },
  { path: '/register', h1: 'Sign up' },
  { path: '/forgot-password', h1: 'Forgot your password?' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page carries its courses, FAQs and the prices of the plans shown', async ({
    page,
    siteApi,
  }) => {
    const [courses, faqs, groups] = await Promise.all([
      siteApi.featuredProducts(),
      siteApi.faqs(),
      siteApi.tierGroups(),
    ]);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const course of courses) await expect(main).toContainText(course.name);
    for (const faq of faqs) await expect(main).toContainText(faq.question);
    // The first tab's plans (30 minutes), as a visitor sees them first.
    const pricing = page.getByRole('region', { name: 'Simple monthly plans' });
    for (const tier of groups[0]?.tiers ?? []) {
      await expect(pricing, tier.name).toContainText(`${formatPrice(tier.price)}/month`);
    }
  });

  test("a content page carries the school's own text", async ({ page, request }) => {
    const answer = (await (await request.get('/api/about-us')).json()) as { data: PageContent };
    const firstHeading = /<h2[^>]*>([^<]+)<\/h2>/.exec(answer.data.content)?.[1];
    expect(firstHeading).toBeTruthy();
    await page.goto('/about-us');
    await expect(page.locator('article')).toContainText(firstHeading ?? '');
  });

  test('every public page has its own title, one h1 and one canonical address', async ({
    page,
    baseURL,
  }) => {
    const titles = new Set<string>();
    for (const { path, h1 } of PUBLIC_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical, path).toHaveCount(1);
      await expect(canonical, path).toHaveAttribute('href', `${baseURL}${path}`);
      await expect(page.locator('meta[name="description"]'), path).toHaveCount(1);
      await expect(page.locator('meta[property="og:title"]'), path).toHaveCount(1);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
  });

  test('an unknown address answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a page behind sign-in sends the header and a loading state, not a 404', async ({
    page,
  }) => {
    const response = await page.goto('/courses');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('link', { name: /home/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(1);
  });
});

test('each public page hydrates without a warning and asks for none of the data it carries', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(request.url());
  });
  for (const { path } of PUBLIC_PAGES) {
    await page.goto(path);
    // Hydrated: React has attached its handlers (the Programs menu opens on a click).
    const programs = page.getByRole('button', { name: 'Programs' });
    await programs.click();
    await expect(programs).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    expect(messages, path).toEqual([]);
    expect(reads, path).toEqual([]);
  }
});
