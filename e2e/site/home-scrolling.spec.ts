import type { Page } from '@playwright/test';
import { expect, holdRequests, test } from '../support/index.ts';
import { section } from './home.ts';

/**
 * Keeps a list of every position the page scrolls to, from before the app's first script runs
 * (read it with `scrollsSoFar`).
 */
async function recordScrolls(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = [];
    Object.assign(window, { iqraScrolls: seen });
    window.addEventListener('scroll', () => seen.push(Math.round(window.scrollY)), {
      passive: true,
    });
  });
}

const scrollsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { iqraScrolls: number[] }).iqraScrolls);

test.describe('the home page stays where the visitor is', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    test(`nothing scrolls it in the 4 s after load, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await recordScrolls(page);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/');
      // Every section has arrived, the pricing tabs (which used to pull the page down to
      // themselves once their plans loaded) included.
      await expect(page.getByRole('tab', { name: '30 Minutes' })).toBeVisible();
      await expect(page.getByRole('button', { name: "Let's talk" })).toBeAttached();
      // Watching for a while is the point here: nothing may move the page on its own.
      await page.waitForTimeout(4_000);
      expect(await scrollsSoFar(page)).toEqual([]);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      if (viewport.width === 375) {
        // Pictures far below the fold wait until the visitor comes near them.
        expect(requested).not.toContain('/images/home/faqs.jpg');
      }
    });
  }
});

/**
 * Every animation frame from now until the pricing tabs and the contact form are on the
 * page and one more second has passed: the frames in which the heading was out of view.
 */
const framesOutOfView = (page: Page) =>
  page.evaluate(async () => {
    const heading = document.getElementById('testimonials-title');
    const out: { scrollY: number; top: number }[] = [];
    const arrived = () =>
      document.querySelector('[role="tab"]') !== null &&
      Array.from(document.querySelectorAll('button')).some(
        (button) => button.textContent === "Let's talk",
      );
    let until = Number.POSITIVE_INFINITY;
    while (performance.now() < until) {
      const box = heading?.getBoundingClientRect();
      if (!box || box.top < 0 || box.bottom > window.innerHeight) {
        out.push({ scrollY: Math.round(window.scrollY), top: Math.round(box?.top ?? NaN) });
      }
      if (until === Number.POSITIVE_INFINITY && arrived()) until = performance.now() + 1_000;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return out;
  });

/** Holds the sections below the testimonials (FAQ, pricing) until `release` is called. */
const holdSectionsBelow = (page: Page) => holdRequests(page, /\/api\/(faqs|tiers)(\?.*)?$/);

/**
 * The visitor has landed on the testimonials: the sections above them (course cards, the
 * testimonials themselves) are in, and the page has brought the heading into view.
 * (The page scrolls smoothly, and starts before the course cards arrive: until they are in
 * and it has scrolled again, it has not landed, and the heading may still be on its way.)
 */
async function expectLandedOnTestimonials(page: Page) {
  await expect(
    section(page, 'Courses to match your needs').getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.locator('#testimonials blockquote').first()).toBeVisible();
  const heading = page.getByRole('heading', { name: 'What people are saying' });
  await expect(heading).toBeInViewport({ ratio: 1 });
}

test.describe('/#testimonials', () => {
  test('opening the address scrolls the testimonials into view, and they stay', async ({
    page,
  }) => {
    const release = await holdSectionsBelow(page);
    await page.goto('/#testimonials');
    await expectLandedOnTestimonials(page);
    const watching = framesOutOfView(page);
    release();
    expect(await watching).toEqual([]);
  });

  test('the header’s Testimonial link scrolls there from another page, and it stays', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const release = await holdSectionsBelow(page);
    await page.goto('/about-us');
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Testimonial' })
      .click();
    await expect(page).toHaveURL('/#testimonials');
    // Landed, while the sections below are still on their way, as on a slow connection.
    await expectLandedOnTestimonials(page);
    const watching = framesOutOfView(page);
    release();
    expect(await watching).toEqual([]);
  });

  test('the header marks Testimonial as where the visitor is only while the address names it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const testimonial = nav.getByRole('link', { name: 'Testimonial' });
    const aboutUs = nav.getByRole('link', { name: 'About Us' });
    await page.goto('/about-us');
    await expect(aboutUs).toHaveAttribute('aria-current', 'page');
    await testimonial.click();
    await expect(page).toHaveURL('/#testimonials');
    await expect(testimonial).toHaveAttribute('aria-current', 'location');
    await expect(aboutUs).not.toHaveAttribute('aria-current');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(testimonial).not.toHaveAttribute('aria-current');
  });
});
