import { addressIn, LANGUAGES, type Language } from '@iqra/contracts';
import type { Page } from '@playwright/test';
import {
  clippedText,
  expect,
  expectAccessible,
  expectHeaderTabbedTheReadingWay,
  expectIconsPointTheReadingWay,
  expectLanguageAndDirection,
  expectNothingPastTheEdge,
  holdTheApp,
  screenshotBothWidths,
  test,
  type SignedInAs,
} from '../support/index.ts';

// Every page of the site, in English and in Arabic (right to left, at /ar/…): axe finds no
// serious fault (a missing or wrong lang among them), <html> says the language and direction,
// nothing passes the edge of a phone's window, no Arabic heading or button is cut off, and the
// icons that point along the reading direction point the Arabic way.

/** The pages, by who sees them. Read-only: the back office's screens are only looked at. */
const PAGES: { who: SignedInAs; paths: string[] }[] = [
  {
    who: null,
    paths: [
      '/',
      '/courses',
      '/courses/tajweed',
      '/books',
      '/about-us',
      '/contact-us',
      '/privacy-policy',
      '/certificates',
      '/login',
      '/register',
      '/forgot-password',
      '/no-such-page',
    ],
  },
  {
    who: 'the demo student',
    paths: [
      '/account',
      '/learning',
      '/learning?tab=classes',
      '/learning?tab=books',
      '/family',
      '/courses/tajweed/checkout',
    ],
  },
  { who: 'the demo tutor', paths: ['/teach'] },
  {
    who: 'staff',
    paths: ['/admin', '/admin/learners', '/admin/subscriptions', '/admin/payments'],
  },
];

/** The Arabic pages kept as screenshots at 375 and 1440 px (artifacts/screenshots, not in git). */
const PICTURED = ['/', '/courses', '/login', '/learning', '/teach', '/admin/learners'];

/** Waits for the page the visitor came for: its title heading, and nothing still loading. */
async function expectArrived(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^(Loading…|جارٍ التحميل…)$/)).toHaveCount(0);
}

async function expectPageFits(page: Page, language: Language, path: string) {
  const where = `${addressIn(language, path)}`;
  await page.goto(where);
  await expectArrived(page);
  await expectLanguageAndDirection(page, language);
  const icons = await expectIconsPointTheReadingWay(page, language);
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNothingPastTheEdge(page, where);
  if (language === 'ar') expect(await clippedText(page), `${where}: text cut off`).toEqual([]);
  if (language === 'ar' && PICTURED.includes(path)) {
    await screenshotBothWidths(page, `ar${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  return icons;
}

// Each test on a worker of its own: together they are the file's minutes.
test.describe.configure({ mode: 'parallel' });

for (const { who, paths } of PAGES) {
  for (const language of LANGUAGES) {
    test.describe(`${who ?? 'a guest'} in ${language}`, () => {
      test.use({ signedInAs: who });

      test(`${paths.join(', ')}: axe, lang and dir, fit a phone, mirrored icons`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        let icons = 0;
        for (const path of paths) icons += await expectPageFits(page, language, path);
        // The pages show arrows and chevrons to check (the breadcrumbs', the menus').
        if (who === null) expect(icons).toBeGreaterThan(0);
      });
    });
  }
}

for (const language of LANGUAGES) {
  test(`tabbing through the header follows the reading direction in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(addressIn(language, '/'));
    await expectArrived(page);
    await expectHeaderTabbedTheReadingWay(page, language);
  });
}

test.describe('a browser that asks for Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('is sent to the Arabic site, and once English is chosen, even before the page is the app’s, it stays English', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/courses', { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveURL('/ar/courses');
    // The switch is a plain link until the app is there: pressed then, it is remembered all the same.
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL('/courses');
    release();
    await expectLanguageAndDirection(page, 'en');
    await page.goto('/books');
    await expect(page).toHaveURL('/books');
    await expectLanguageAndDirection(page, 'en');
  });
});
