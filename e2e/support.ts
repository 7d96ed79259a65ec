import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export { expect };

export const DEMO_STUDENT = { email: 'student@example.com', password: 'student-password' };

let registered = 0;

export interface Learner {
  token: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A new learner made through the API (not the UI), as the model suites sign in. */
export async function createLearner(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<Learner> {
  registered += 1;
  const countries = (await (await request.get('/api/countries')).json()) as {
    data: { id: number; name: string }[];
  };
  const country = countries.data.find((item) => item.name === 'Egypt') ?? countries.data[0]!;
  const body = {
    firstName: 'Khadija',
    lastName: 'Noor',
    gender: 2,
    phone: '+44 20 7946 0000',
    whatsapp: '+44 7700 900000',
    country_id: country.id,
    age: 29,
    email: `e2e.${Date.now().toString(36)}.${registered}.${Math.random().toString(36).slice(2, 7)}@example.com`,
    password: 'a strong enough password',
    ...overrides,
  };
  const response = await request.post('/api/auth/register', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return {
    token,
    email: body.email as string,
    password: body.password as string,
    firstName: body.firstName as string,
    lastName: body.lastName as string,
  };
}

/** Signs the browser in with a token, as the app stores it (localStorage `token`). */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/**
 * Signs the browser in once: the token is stored now (from a light page of the same origin),
 * not on every load as `useToken` does, so a page that forgets it really is signed out.
 */
export async function storeTokenOnce(page: Page, token: string) {
  await page.goto('/api/health');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
}

/** The token the app keeps in localStorage, or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('token'));
}

export async function signInAsDemoStudent(page: Page, request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: DEMO_STUDENT });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await useToken(page, token);
  return token;
}

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
  let builder = new AxeBuilder({ page }).withTags([...WCAG_TAGS, 'experimental']);
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

const SCREENSHOTS = path.resolve('artifacts/screenshots');

/**
 * Full-page screenshots at 375 px and 1440 px into artifacts/screenshots (git-ignored), and
 * no horizontal overflow on the phone width.
 */
export async function screenshotBothWidths(page: Page, name: string) {
  await mkdir(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(150);
    if (width === 375) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} overflows horizontally at 375 px`).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Every test fails on an uncaught exception in the page; `consoleErrors` collects console
 * errors for the tests that assert on them (failed loads log there, as the spec says).
 */
export const test = base.extend<{ consoleErrors: string[]; pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(errors);
  },
});

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Waits for a mail to `to` whose subject matches, as received by the test SMTP server. */
export async function waitForMail(to: string, subject: RegExp | string): Promise<ReceivedMail> {
  const { readdir, readFile } = await import('node:fs/promises');
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (see playwright.config.ts)');
  const matches = (mail: ReceivedMail) =>
    mail.to.includes(to) &&
    (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files.sort()) {
      const mail = JSON.parse(await readFile(`${dir}/${file}`, 'utf8')) as ReceivedMail;
      if (matches(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with subject ${subject} within 15 s`);
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting ${prefix} in:\n${mail.text}`);
  return found;
}
