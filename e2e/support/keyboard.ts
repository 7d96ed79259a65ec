import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus, as someone at the keyboard gets there. */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs to a field and types into it (a select takes the typed text as its choice). */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a button or link and presses Enter. */
export async function press(page: Page, target: Locator) {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}
