import type { Language } from '@iqra/contracts';
import { expect, type Page } from '@playwright/test';

/** The page says its language and its direction on <html>: `lang="ar" dir="rtl"` in Arabic. */
export async function expectLanguageAndDirection(page: Page, language: Language) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', language);
  if (language === 'ar') await expect(html).toHaveAttribute('dir', 'rtl');
  else expect(await html.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
}

/**
 * The elements that pass the window's edge, left or right (a page in Arabic overflows to the
 * left), described as `tag.class "text"`: none means nothing needs a sideways scroll. Left out:
 * what nobody sees (hidden, or no size), and what a scrolling or clipping box of its own keeps
 * inside the window (a carousel's next slide, a closed drawer's links).
 */
export function elementsPastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const classes = Array.from(element.classList).slice(0, 4).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text}"`;
    };
    const clippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === document.documentElement) return false;
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible') {
          const box = parent.getBoundingClientRect();
          if (box.left >= -1 && box.right <= width + 1) return true;
        }
        if (style.position === 'fixed') return false;
      }
      return false;
    };
    const past: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= width + 1 && box.left >= -1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // The visually hidden text of screen readers: clipped to nothing.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue;
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      if (clippedByAncestor(element)) continue;
      past.push(`${describe(element)} (${Math.round(box.left)}…${Math.round(box.right)})`);
    }
    return past;
  });
}

/** Nothing wider than the window: no sideways scroll, no element past its edge. */
export async function expectNothingPastTheEdge(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${where}: the page is wider than the window`).toBeLessThanOrEqual(0);
  expect(await elementsPastTheEdge(page), `${where}: elements past the window's edge`).toEqual([]);
}

/**
 * Headings and buttons whose text is cut off: taller than their box while the box hides what
 * overflows (Arabic's marks above and below the letters need the room). An ellipsis or a
 * line clamp, cut off on purpose, is left out.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    const selector = 'h1, h2, h3, h4, h5, h6, button, .btn, [role="tab"], summary';
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (!element.checkVisibility()) continue;
      // A heading only screen readers read: clipped to a pixel on purpose.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const style = getComputedStyle(element);
      if (!/hidden|clip/.test(style.overflowY) && !/hidden|clip/.test(style.overflow)) continue;
      if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') continue;
      if (style.textOverflow === 'ellipsis') continue;
      if (element.scrollHeight > element.clientHeight + 1) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        clipped.push(
          `${element.tagName.toLowerCase()} "${text}" (${element.scrollHeight} > ${element.clientHeight})`,
        );
      }
    }
    return clipped;
  });
}

/** The icons that point along the reading direction (styles.css turns them round in Arabic). */
const DIRECTIONAL_ICONS = [
  'pi-chevron-right',
  'pi-chevron-left',
  'pi-angle-right',
  'pi-angle-left',
  'pi-angle-double-right',
  'pi-angle-double-left',
  'pi-arrow-right',
  'pi-arrow-left',
  'pi-send',
  'pi-sign-in',
  'pi-sign-out',
  'pi-reply',
]
  .map((name) => `.${name}`)
  .join(', ');

/** Each directional icon the page shows, and its computed transform. */
export function directionalIcons(page: Page) {
  return page
    .locator(DIRECTIONAL_ICONS)
    .evaluateAll((icons) =>
      icons
        .filter((icon) => icon.checkVisibility())
        .map((icon) => ({ icon: icon.className, transform: getComputedStyle(icon).transform })),
    );
}

/** A horizontal mirror, as the browser computes `scaleX(-1)`. */
export const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

/** Directional icons are mirrored in Arabic and drawn as they are in English. */
export async function expectIconsPointTheReadingWay(page: Page, language: Language) {
  const icons = await directionalIcons(page);
  for (const { icon, transform } of icons) {
    expect(transform, `${icon} in ${language}`).toBe(language === 'ar' ? MIRRORED : 'none');
  }
  return icons.length;
}

/**
 * Where the focus goes, pressing Tab from the page's start through its header: each focused
 * element's horizontal middle and its top, in the order reached.
 */
export async function headerFocusOrder(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator('body').focus();
  const stops: { name: string; x: number; y: number }[] = [];
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || !element.closest('header')) return null;
      const box = element.getBoundingClientRect();
      if (box.width === 0) return { name: '', x: Number.NaN, y: Number.NaN };
      return {
        name: (element.textContent ?? '').trim() || (element.getAttribute('aria-label') ?? ''),
        x: box.left + box.width / 2,
        y: box.top,
      };
    });
    if (stop === null) {
      if (stops.length > 0) break;
      continue;
    }
    if (!Number.isNaN(stop.x)) stops.push(stop);
  }
  return stops;
}

/**
 * Tabbing through the header follows the reading direction: in a row, each next focus sits
 * to the left of the one before in Arabic, to the right in English.
 */
export async function expectHeaderTabbedTheReadingWay(page: Page, language: Language) {
  const stops = await headerFocusOrder(page);
  expect(stops.length, 'focusable elements in the header').toBeGreaterThan(3);
  let compared = 0;
  for (let index = 1; index < stops.length; index += 1) {
    const [before, after] = [stops[index - 1]!, stops[index]!];
    if (Math.abs(before.y - after.y) > 8) continue;
    compared += 1;
    const order = `${before.name} (${Math.round(before.x)}) then ${after.name} (${Math.round(after.x)})`;
    if (language === 'ar') expect(after.x, order).toBeLessThan(before.x);
    else expect(after.x, order).toBeGreaterThan(before.x);
  }
  expect(compared, 'pairs of stops in one row').toBeGreaterThan(2);
}
