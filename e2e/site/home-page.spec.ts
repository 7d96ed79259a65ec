import type { Faq, Product, Testimonial } from '@iqra/contracts';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshotBothWidths, test } from '../support/index.ts';
import { section } from './home.ts';

/**
 * Lazy images load when scrolled near; bring each into view once (on a phone's width, where
 * the page is longest) so the full-page screenshots show them, then go back to the top.
 */
async function loadLazyImages(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const image of await page.locator('main img[loading="lazy"]').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Landing header: welcome line, title, description, both calls to action, the hero image. */
async function expectLandingHeader(page: Page) {
  await expect(page.getByText('Welcome to Iqra Academy')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book a Free Demo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch the video' })).toBeVisible();
  const hero = page.locator('img[src="/images/home/header.jpg"]');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  // Where it stands beside the text, the head asks for it before anything else is read.
  await expect(
    page.locator('head link[rel="preload"][as="image"][media="(min-width: 768px)"]'),
  ).toHaveAttribute('fetchpriority', 'high');
  // On a phone, after what the first paint needs, so that it is there when it is shown.
  await expect(
    page.locator('head link[rel="preload"][as="image"][media="(max-width: 767px)"]'),
  ).toHaveAttribute('fetchpriority', 'low');
  await expect(hero).toHaveJSProperty('complete', true);
  // Nothing below the fold competes with it: every other lazy picture is fetched at low priority.
  const others = page.locator('main img[loading="lazy"]:not([src="/images/home/header.jpg"])');
  await expect(others.first()).toBeAttached();
  await expect(others.and(page.locator(':not([fetchpriority="low"])'))).toHaveCount(0);
  const heroBox = await hero.boundingBox();
  expect(heroBox!.width).toBeLessThanOrEqual(366);
  expect(heroBox!.height / heroBox!.width).toBeCloseTo(400 / 266, 1);
}

/** Featured courses: one card per featured course, each linking to its page, plus See More. */
async function expectFeaturedCourses(page: Page, featured: Product[]) {
  const courses = section(page, 'Courses to match your needs');
  await expect(courses.getByText(/beginners to advanced/)).toBeVisible();
  for (const product of featured) {
    const link = page.getByRole('link', { name: product.name, exact: true });
    await expect(courses.getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
      'href',
      `/courses/${product.slug}`,
    );
    const card = courses.getByRole('listitem').filter({ has: link });
    const previewText = `${product.description.slice(0, 70)}...`;
    await expect(card.getByText(previewText, { exact: true })).toBeVisible();
    expect(previewText).toHaveLength(73);
  }
  const seeMore = courses.getByRole('link', { name: 'See More courses', exact: true });
  // The spec's words are what shows; the name says where the link goes.
  await expect(seeMore).toHaveAttribute('href', '/courses');
  await expect(seeMore.locator('.sr-only')).toHaveText(' courses');
}

/** Why us (the spec's six features) and the stats, word for word. */
async function expectFeaturesAndStats(page: Page) {
  const features = section(page, 'Why us');
  for (const name of [
    'Native Arabic tutors',
    'Flexible scheduling',
    'Interactive learning',
    'Certified tutors',
    'Comprehensive curriculum',
    '24/7 support',
  ]) {
    await expect(features.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(features.getByText(/Al-Azhar certified/)).toBeVisible();

  const stats = section(page, 'Iqra in numbers');
  for (const [name, value] of [
    ['Students enrolled', '+ 1M'],
    ['Courses available', '+ 500'],
    ['Languages supported', '5'],
  ]) {
    await expect(stats.getByRole('term').filter({ hasText: name })).toBeVisible();
    await expect(stats.getByRole('definition').filter({ hasText: value }).first()).toBeVisible();
  }
}

/** Testimonials: all of them, two to a column, each with the default avatar. */
async function expectTestimonials(page: Page, testimonials: Testimonial[]) {
  const saying = page.locator('#testimonials');
  await expect(saying.getByRole('heading', { level: 2 })).toHaveText('What people are saying');
  await expect(saying.locator('blockquote')).toHaveCount(testimonials.length);
  for (const item of testimonials) {
    await expect(saying.getByText(item.testimonial)).toBeVisible();
  }
  const columns = saying.locator('ul');
  await expect(columns).toHaveCount(Math.ceil(testimonials.length / 2));
  await expect(columns.first().getByRole('listitem')).toHaveCount(2);
  await expect(saying.locator('img[src="/images/default-avatar.png"]')).toHaveCount(
    testimonials.length,
  );
}

/** FAQ block with its image and the job-application panel. */
async function expectFaq(page: Page, faqs: Faq[]) {
  const faq = section(page, 'Frequently asked questions');
  for (const item of faqs) {
    await expect(faq.getByRole('button', { name: item.question })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  }
  await expect(faq.locator('img[src="/images/home/faqs.jpg"]')).toBeVisible();
  await expect(faq.getByRole('heading', { name: 'Want to work with us?' })).toBeVisible();
}

test('the home page shows every section, in order, with the server’s data', async ({
  page,
  siteApi,
  consoleErrors,
}) => {
  const featured = await siteApi.featuredProducts();
  const testimonials = await siteApi.testimonials();
  const faqs = await siteApi.faqs();

  await page.goto('/');
  await expect(page).toHaveTitle('Learn Quran, Arabic and Islamic Studies Online | Iqra');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectLandingHeader(page);
  await expectFeaturedCourses(page, featured);
  await expectFeaturesAndStats(page);
  await expectTestimonials(page, testimonials);
  await expectFaq(page, faqs);

  // Pricing and contact follow.
  await expect(page.getByRole('tab', { name: '30 Minutes' })).toBeVisible();
  await expect(page.getByRole('button', { name: "Let's talk" })).toBeVisible();

  // The sections come in the spec's order.
  await expect(page.locator('main h2')).toHaveText([
    'Courses to match your needs',
    'Why us',
    'Iqra in numbers',
    'What people are saying',
    'Frequently asked questions',
    'Simple monthly plans',
    'Get in touch',
  ]);

  await expectAccessible(page);
  await loadLazyImages(page);
  await screenshotBothWidths(page, 'home');
  expect(consoleErrors).toEqual([]);
});

test('See More and the course cards lead a guest to the courses, no sign-in asked', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'See More' }).click();
  await expect(page).toHaveURL('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('link', { name: 'Tajweed', exact: true }).click();
  await expect(page).toHaveURL('/courses/tajweed');
  await expect(page.getByRole('heading', { level: 1, name: 'Tajweed' })).toBeVisible();
});

test('the logo link is named by the words it shows, then where it goes', async ({ page }) => {
  await page.goto('/about-us');
  const logo = page.getByRole('banner').getByRole('link').first();
  // The Arabic word shows from 640 px up; the name must contain whatever is visible.
  for (const [width, shown] of [
    [1440, 'Iqra اقرأ'],
    [375, 'Iqra'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect(logo).toHaveAccessibleName(new RegExp(`^${shown} ?, home$`));
  }
  await logo.click();
  await expect(page).toHaveURL('/');
});
