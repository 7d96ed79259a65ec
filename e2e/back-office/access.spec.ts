import { expect, expectAccessible, STAFF, submitSignIn, test } from '../support/index.ts';

test.describe('outsiders', () => {
  test('a learner is not let into the back office and sees no link to it', async ({
    page,
    learner,
    signIn,
  }) => {
    const adminChunks: string[] = [];
    page.on('request', (req) => {
      if (/\/assets\/admin-app-/.test(req.url())) adminChunks.push(req.url());
    });
    await signIn(learner);
    await page.goto('/');
    await page.getByRole('button', { name: /account menu/ }).click();
    await expect(page.getByRole('link', { name: 'Learning' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back office' })).toHaveCount(0);

    await page.goto('/admin/learners');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);
    // The back office's code never reached this browser.
    expect(adminChunks).toEqual([]);
  });

  test('a guest is asked to sign in, then taken to the back office', async ({ page }) => {
    await page.goto('/admin/faqs');
    await expect(page).toHaveURL('/login');
    await submitSignIn(page, STAFF);
    await expect(page).toHaveURL('/admin/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
    // Staff find the back office in their menu.
    await page.getByRole('button', { name: /account menu/ }).click();
    await expect(page.getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/admin');
  });
});
