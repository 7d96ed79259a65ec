import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/** The WCAG 2.1 levels the site is held to, as axe tags its rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * No serious or critical violations of a WCAG 2.1 A or AA rule on the page as it is now.
 * axe leaves its experimental rules out unless asked, among them some that test a WCAG
 * criterion (label-content-name-mismatch for 2.5.3, p-as-heading, css-orientation-lock, two
 * table rules): asking for the `experimental` tag runs them, and the experimental
 * best-practice rules it runs as well are set aside by their tags.
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  // Run in the page itself (legacy mode) and keep only the violations: the default opens a
  // blank page to finish each run and lists every node that passed, which took 2–3 times as
  // long (home page: 2.8 s against 0.9 s). The site has no iframes, the one thing legacy
  // mode checks less well.
  let builder = new AxeBuilder({ page })
    .withTags([...WCAG_TAGS, 'experimental'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((violation) => violation.tags.some((tag) => WCAG_TAGS.includes(tag)))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}

/** How far the page is wider than the window (0 or less: no horizontal scrolling). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Resolves once the browser has drawn a frame at the page's current size. */
const nextFrameDrawn = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

const SCREENSHOTS = path.resolve('artifacts/screenshots');
/** Screenshots are for people to open: CI, where nobody does, checks the phone width only. */
const KEEP_SCREENSHOTS = !process.env.CI;

/**
 * No horizontal overflow at 375 px, and full-page screenshots at 375 px and 1440 px into
 * artifacts/screenshots (git-ignored) outside CI.
 */
export async function screenshotBothWidths(page: Page, name: string) {
  if (KEEP_SCREENSHOTS) await mkdir(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const width of KEEP_SCREENSHOTS ? [375, 1440] : [375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await nextFrameDrawn(page);
    if (width === 375) {
      expect(
        await horizontalOverflow(page),
        `${name} overflows horizontally at 375 px`,
      ).toBeLessThanOrEqual(0);
    }
    if (KEEP_SCREENSHOTS) {
      await page.screenshot({
        path: path.join(SCREENSHOTS, `${name}-${width}.png`),
        fullPage: true,
      });
    }
  }
  if (original) await page.setViewportSize(original);
}

/** No serious or critical accessibility violation at a phone's width (375 px) nor at 1440 px. */
export async function expectAccessibleAtBothWidths(page: Page) {
  const original = page.viewportSize();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await nextFrameDrawn(page);
    await expectAccessible(page);
  }
  if (original) await page.setViewportSize(original);
}

/** From the page's start, the layout shifts no input caused, summed (Cumulative Layout Shift). */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const seen = { shift: 0 };
    (window as unknown as { __shifts: typeof seen }).__shifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __shifts: { shift: number } }).__shifts.shift);
}
