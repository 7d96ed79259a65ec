import type { PageContent } from '@iqra/contracts';
import { formatPrice } from '../../apps/web/src/lib/format.ts';
import { expect, test } from '../support/index.ts';

// What a visitor whose browser runs no JavaScript (a search engine, a link preview) gets: the
// public pages rendered on the server, and a 404 for an address that is not a page.

const RENDERED_PAGES = [
  { path: '/', h1: /Quran/ },
  { path: '/about-us', h1: 'About Us' },
  { path: '/privacy-policy', h1: 'Privacy Policy' },
  { path: '/contact-us', h1: 'Contact Us' },
  { path: '/courses', h1: 'Courses' },
  { path: '/courses/tajweed', h1: 'Tajweed' },
  { path: '/books', h1: 'Books' },
  { path: '/login', h1: 'Sign in to your account' },
  { path: '/register', h1: 'Sign up' },
  { path: '/forgot-password', h1: 'Forgot your password?' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page carries its courses, FAQs, every plan price and the JSON-LD', async ({
    page,
    siteApi,
    baseURL,
  }) => {
    const [courses, faqs, groups] = await Promise.all([
      siteApi.featuredProducts(),
      siteApi.faqs(),
      siteApi.tierGroups(),
    ]);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    // Compressed once when rendered: brotli for a browser that takes it.
    expect(response?.headers()['content-encoding']).toBe('br');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const course of courses) await expect(main).toContainText(course.name);
    for (const faq of faqs) await expect(main).toContainText(faq.question);
    // Both tabs' plans: the 60-minute ones are in the page, in their hidden panel.
    const pricing = page.getByRole('region', { name: 'Simple monthly plans' });
    const tiers = groups.flatMap((group) => group.tiers);
    const prices = await pricing.locator('[role="tabpanel"]').allTextContents();
    for (const tier of tiers) {
      expect(prices.join(' '), tier.name).toContain(`${formatPrice(tier.price)}/month`);
    }

    // What search engines read beside the words: the school, its FAQs, its courses and prices.
    const objects = (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    ).map((text) => JSON.parse(text) as Record<string, unknown>);
    const ofType = (type: string) => objects.filter((item) => item['@type'] === type);
    expect(ofType('EducationalOrganization')).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        name: 'Iqra',
        url: `${baseURL}/`,
      }),
    ]);
    const [faqPage] = ofType('FAQPage') as { mainEntity: { name: string }[] }[];
    expect(faqPage?.mainEntity.map((question) => question.name)).toEqual(
      faqs.map((faq) => faq.question),
    );
    const listed = ofType('Course') as { name: string; offers: { price: number }[] }[];
    expect(listed.map((course) => course.name)).toEqual(courses.map((course) => course.name));
    for (const course of listed) {
      expect(course.offers.map((offer) => offer.price).sort()).toEqual(
        tiers.map((tier) => tier.price).sort(),
      );
    }
  });

  test('on a phone the pictures held back for the first paint show all the same', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const hero = page.locator('img[src="/images/home/header.jpg"]');
    const firstCourse = page
      .locator('section[aria-labelledby="courses-title"] picture img')
      .first();
    await expect(hero).toBeVisible();
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await firstCourse.scrollIntoViewIfNeeded();
    await expect(firstCourse).toBeVisible();
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
    for (const { path, h1 } of RENDERED_PAGES) {
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
    expect(titles.size).toBe(RENDERED_PAGES.length);
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
    const response = await page.goto('/courses/tajweed/checkout');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('link', { name: /home/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(1);
  });
});

test("a phone gets the courses' pictures in a modern format, at its width", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const cards = page.locator('section[aria-labelledby="courses-title"] picture');
  await expect(cards.first()).toBeAttached();
  const sources = await cards.evaluateAll((pictures) =>
    pictures.map((picture) =>
      Array.from(picture.querySelectorAll('source'), (source) => ({
        type: source.type,
        srcset: source.srcset,
      })),
    ),
  );
  expect(sources.length).toBeGreaterThan(0);
  // What a 375 px phone (one pixel per CSS pixel) loads: the narrowest AVIF, not the JPEG.
  const first = cards.first().locator('img');
  await first.scrollIntoViewIfNeeded();
  await expect
    .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
    .toMatch(/\/images\/generated\/courses\/[\w-]+-400\.avif$/);
  for (const [avif, webp] of sources) {
    expect(avif?.type).toBe('image/avif');
    expect(webp?.type).toBe('image/webp');
    // Every width offered exists, in its format, and is far smaller than the JPEG.
    for (const { type, srcset } of [avif!, webp!]) {
      for (const candidate of srcset.split(',').map((item) => item.trim().split(' ')[0]!)) {
        const answer = await request.get(candidate);
        expect(answer.status(), candidate).toBe(200);
        expect(answer.headers()['content-type']).toBe(type);
        expect((await answer.body()).length).toBeLessThan(40_000);
      }
    }
  }
});

test("a phone gets a content page's banner in a modern format, at its width", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/about-us');
  const banner = page.getByRole('img', { name: /Geometric star pattern/ });
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
    .toMatch(/\/images\/generated\/pages\/about-us-400\.avif$/);
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
});

test.describe('on a phone of 412 px at 1.75 device pixels to the CSS pixel', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  // The card is 380 CSS pixels (665 device pixels) wide: 700 is the nearest width, not 800.
  test("a course's picture comes 700 pixels wide, near its card's width", async ({ page }) => {
    await page.goto('/');
    const first = page.locator('section[aria-labelledby="courses-title"] picture img').first();
    await first.scrollIntoViewIfNeeded();
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
      .toMatch(/\/images\/generated\/courses\/[\w-]+-700\.avif$/);
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
  for (const { path } of RENDERED_PAGES) {
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

test('the sitemap parses, and each page it lists answers 200 with itself as canonical', async ({
  page,
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  await page.goto('/about-us');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.namespaceURI,
      locations: Array.from(doc.getElementsByTagName('loc'), (loc) => loc.textContent ?? ''),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(parsed.locations).toContain(`${baseURL}/`);
  for (const location of parsed.locations) {
    const html = await (await request.get(location)).text();
    expect(html, location).toContain(`<link rel="canonical" href="${location}"/>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /api/');
});

test.describe("the home page's first screen", () => {
  // The faces drawn with at each width (the logo's Arabic shows from 640 px up): each is asked
  // for by the page's head, so it downloads beside the stylesheet, once.
  for (const { width, faces } of [
    { width: 375, faces: ['Amiri 700', 'Inter Variable U+20-7E', 'primeicons'] },
    { width: 1440, faces: ['Amiri 400', 'Amiri 700', 'Inter Variable U+20-7E', 'primeicons'] },
  ]) {
    test(`at ${width} px its fonts come with the page, once each, and the app's code after the first paint`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => /\/main-/.test(entry.name)),
      );
      const seen = await page.evaluate(async () => {
        await document.fonts.ready;
        const preloaded = Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]'),
        ).filter((link) => !link.media || matchMedia(link.media).matches);
        const name = (face: FontFace) =>
          face.family === 'Inter Variable'
            ? `${face.family} ${face.unicodeRange.split(',')[0]}`
            : face.family === 'Amiri'
              ? `Amiri ${face.weight}`
              : face.family;
        const started = (pattern: RegExp) =>
          performance.getEntriesByType('resource').find((entry) => pattern.test(entry.name))!
            .startTime;
        const all: FontFace[] = [];
        document.fonts.forEach((face) => all.push(face));
        return {
          drawnWith: all
            .filter((face) => face.status === 'loaded' && face.family !== 'Inter Fallback')
            .map(name)
            .sort(),
          preloaded: preloaded.length,
          fetches: preloaded.map((link) => performance.getEntriesByName(link.href).length),
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
          appStarted: started(/\/main-[\w-]+\.js$/),
        };
      });
      expect(seen.drawnWith).toEqual(faces);
      expect(seen.preloaded).toBe(faces.length);
      expect(seen.fetches).toEqual(faces.map(() => 1));
      expect(seen.appStarted).toBeGreaterThan(seen.firstPaint);
    });
  }

  // Where the hero stands beside the text it is the largest paint, and the head asks for it at
  // once. On a phone it stands below the text and is shown after the first paint; the head asks
  // for it there too, at low priority (behind the stylesheet and the fonts), so that it is there
  // when it is shown and does not become a late largest paint. The course pictures wait for the
  // first paint at every width.
  for (const { width, heroBefore } of [
    { width: 375, heroBefore: 'app' },
    { width: 1440, heroBefore: 'firstPaint' },
  ] as const) {
    test(`at ${width} px the hero is asked for before the ${heroBefore === 'app' ? "app's code" : 'first paint'}, the course pictures after the first paint`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const hero = page.locator('img[src="/images/home/header.jpg"]');
      const firstCourse = page
        .locator('section[aria-labelledby="courses-title"] picture img')
        .first();
      await expect
        .poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await firstCourse.scrollIntoViewIfNeeded();
      await expect
        .poll(() => firstCourse.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      const started = await page.evaluate(() => {
        const startOf = (selector: string) =>
          performance.getEntriesByName(
            document.querySelector<HTMLImageElement>(selector)!.currentSrc,
          )[0]!.startTime;
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
          app: performance
            .getEntriesByType('resource')
            .find((entry) => /\/main-[^/]*\.js$/.test(entry.name))!.startTime,
          hero: startOf('img[src="/images/home/header.jpg"]'),
          course: startOf('section[aria-labelledby="courses-title"] picture img'),
        };
      });
      // The app's code is asked for only once the page has painted (boot.ts).
      expect(started.app).toBeGreaterThan(started.firstPaint);
      expect(started.hero).toBeLessThan(started[heroBefore]);
      expect(started.course).toBeGreaterThan(started.firstPaint);
    });
  }
});
