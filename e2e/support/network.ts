import type { Page } from '@playwright/test';

/**
 * Holds the real requests to `url` until the returned `release()`, so the page can be seen
 * while they are in flight; then they reach the server.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/**
 * Holds back the app's code (its `main` chunk): the server's page is there, can be typed into
 * and pressed, and is not yet the app's until `release()`.
 */
export function holdTheApp(page: Page): Promise<() => void> {
  return holdRequests(page, /\/assets\/main-[\w-]+\.js$/);
}

/**
 * Until the page is the app's: a link followed before then loads the next page from the
 * server, as it does without JavaScript.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.locator('html[data-phase="app"]').waitFor({ state: 'attached' });
}

/** The text of the next browser alert, which is accepted. */
export function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      const message = dialog.message();
      await dialog.accept();
      resolve(message);
    });
  });
}

/** Every request the page makes whose address contains `part`, as they go. */
export function requestsTo(page: Page, part: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) sent.push(request.url());
  });
  return sent;
}

/** Each answer of the API a moment late, as on a slow connection: the page has time to move. */
export async function slowApi(page: Page) {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}
