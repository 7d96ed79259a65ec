import type { AdminTier } from '@iqra/contracts';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, unique } from '../support/index.ts';
import { expectRows, pngImage, status } from '../support/staff.ts';

/** Staff make a course in the New course dialog: the schema's and the server's refusals first. */
async function createCourse(page: Page, id: string, courseName: string) {
  await page.goto('/admin/courses');
  await expect(page).toHaveTitle('Courses · Back office | Iqra');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expectRows(page);

  // Cancel gives the focus back to the button that opened the dialog.
  const newCourse = page.getByRole('button', { name: 'New course' });
  await newCourse.click();
  const dialog = page.getByRole('dialog', { name: 'New course' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(newCourse).toBeFocused();

  await newCourse.click();
  // The shared schema speaks first, under each field.
  await dialog.getByRole('button', { name: 'Create course' }).click();
  await expect(dialog.getByText('The name field is required.')).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();

  await dialog.getByLabel('Name', { exact: true }).fill(courseName);
  await expect(dialog.getByLabel('Slug')).toHaveValue(`e2e-course-${id}`);
  // A slug already taken: the server's 422 lands under the field.
  await dialog.getByLabel('Slug').fill('tajweed');
  await dialog.getByLabel('Category').selectOption({ label: 'Quran' });
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('A course made by the end-to-end tests.');
  await dialog.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'course.png',
    mimeType: 'image/png',
    buffer: await pngImage(),
  });
  const preview = dialog.getByRole('img', { name: 'Preview of the chosen image' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^\/uploads\//);
  await expect(preview).toHaveJSProperty('complete', true);
  await dialog.getByLabel('Image description', { exact: true }).fill('A green square');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create course' }).click();
  await expect(dialog.getByText('The slug has already been taken.')).toBeVisible();
  await dialog.getByLabel('Slug').fill(`e2e-course-${id}`);
  await dialog.getByRole('button', { name: 'Create course' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page, 'Course created.')).toBeVisible();

  await page.getByLabel('Search courses').fill(id);
  await expect(page).toHaveURL(new RegExp(`q=${id}`));
  const courseRow = page.locator('tbody tr').filter({ hasText: courseName });
  await expect(courseRow).toHaveCount(1);
  await expect(courseRow.locator('img')).toHaveAttribute('src', /^\/uploads\//);
}

/** Staff make a 30-minute tier at $77 with two feature lines, the second moved up. */
async function createTier(page: Page, tierName: string) {
  await page.goto('/admin/tiers');
  await page.getByRole('button', { name: 'New tier' }).click();
  const tierDialog = page.getByRole('dialog', { name: 'New tier' });
  await tierDialog.getByLabel('Tier group').selectOption({ label: '30 Minutes' });
  await tierDialog.getByLabel('Name', { exact: true }).fill(tierName);
  await tierDialog.getByLabel('Price per month (USD)').fill('77');
  await tierDialog.getByLabel('Description', { exact: true }).fill('Made by the end-to-end tests.');
  await tierDialog.getByRole('button', { name: 'Add a line to Features', exact: true }).click();
  await tierDialog.getByLabel('Features, line 1').fill('Second feature');
  await tierDialog.getByRole('button', { name: 'Add a line to Features', exact: true }).click();
  await tierDialog.getByLabel('Features, line 2').fill('First feature');
  await tierDialog.getByRole('button', { name: 'Move line 2 up' }).click();
  await expect(tierDialog.getByLabel('Features, line 1')).toHaveValue('First feature');
  await tierDialog.getByRole('button', { name: 'Create tier' }).click();
  await expect(tierDialog).toBeHidden();
  await expect(status(page, 'Tier created.')).toBeVisible();
}

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('an admin adds a course with an uploaded image and a tier; learners see both', async ({
    page,
    staffApi,
    learner,
    pageOf,
  }) => {
    test.setTimeout(90_000);
    const id = unique();
    const courseName = `E2E Course ${id}`;
    const tierName = `E2E Plan ${id}`;
    try {
      await createCourse(page, id, courseName);
      await createTier(page, tierName);
      const tiers = await staffApi.list<AdminTier>('tiers', `q=${id}`);
      expect(tiers[0]?.features).toEqual(['First feature', 'Second feature']);

      const learnerPage = await pageOf(learner);
      await learnerPage.goto('/courses');
      await expect(
        learnerPage
          .getByRole('region', { name: 'All courses' })
          .getByRole('link', { name: courseName, exact: true }),
      ).toBeVisible();
      await learnerPage.goto('/');
      const pricing = learnerPage.getByRole('region', { name: 'Simple monthly plans' });
      await pricing.scrollIntoViewIfNeeded();
      const card = pricing.getByRole('listitem').filter({
        has: learnerPage.getByRole('heading', { name: tierName }),
      });
      await expect(card).toContainText('$77');
      await expect(card.getByRole('listitem')).toHaveText(['First feature', 'Second feature']);
    } finally {
      await staffApi.deleteFound('products', id);
      await staffApi.deleteFound('tiers', id);
    }
  });

  test('deleting a category that still has courses says why', async ({ page }) => {
    await page.goto('/admin/categories');
    const opener = page.getByRole('button', { name: 'Delete Quran' });
    await opener.click();
    const confirm = page.getByRole('dialog', { name: 'Delete this category?' });
    await expect(confirm).toContainText('“Quran” will be deleted for good.');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This category still has courses. Move or delete them first.',
    );
    await expect(page.locator('tbody tr').filter({ hasText: 'Quran' }).first()).toBeVisible();
  });
});
