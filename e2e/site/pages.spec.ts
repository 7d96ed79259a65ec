import {
  expect,
  expectAccessible,
  holdRequests,
  screenshotBothWidths,
  untilHydrated,
  test,
} from '../support/index.ts';

const PAGES = [
  { path: '/about-us', title: 'About Us', text: /tutor/i },
  { path: '/privacy-policy', title: 'Privacy Policy', text: /PayPal/ },
  { path: '/contact-us', title: 'Contact Us', text: /hello@iqra\.example/ },
];

for (const item of PAGES) {
  test(`${item.path} shows its breadcrumb, title, image and the server's HTML`, async ({
    page,
  }) => {
    await page.goto(item.path);
    await expect(page).toHaveTitle(`${item.title} | Iqra`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);
    await expect(page.locator('article')).toContainText(item.text);
    await expectAccessible(page);
    await screenshotBothWidths(page, item.path.slice(1));
  });
}

test("shows '...' until the page's content arrives", async ({ page }) => {
  // Opened from another page (the server sends the content with a page loaded directly).
  await page.goto('/');
  await untilHydrated(page);
  const release = await holdRequests(page, '**/api/about-us');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About Us' })
    .click();
  await expect(page.locator('article')).toHaveText('...');
  release();
  await expect(page.locator('article h2').first()).toBeVisible();
});

test('an unknown address shows a friendly not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expectAccessible(page);
});
