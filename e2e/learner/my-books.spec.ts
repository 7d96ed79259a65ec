import { expect, expectAccessible, screenshotBothWidths, test } from '../support/index.ts';
import { panel, tab } from './learning.ts';

test.describe('the demo student', () => {
  test.use({ signedInAs: 'the demo student' });

  test('the Books tab shows both books; a book opens its full-screen gallery', async ({ page }) => {
    await page.goto('/learning');
    await tab(page, 'Books').click();
    await expect(page).toHaveURL('/learning?tab=books');
    await expect(tab(page, 'Books')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('My Books');
    const books = panel(page).getByRole('listitem');
    await expect(books).toHaveCount(2);
    // Thumbnails are decorative next to the title (alt=""), so they have no img role.
    await expect(books.locator('img')).toHaveCount(2);
    for (const image of await books.locator('img').all()) {
      await expect(image).toHaveJSProperty('complete', true);
    }
    await expectAccessible(page);
    await screenshotBothWidths(page, 'learning-books');

    const opener = page.getByRole('button', { name: /Tajweed Made Simple/ });
    await opener.click();
    const gallery = page.getByRole('dialog', { name: 'Tajweed Made Simple: pages' });
    await expect(gallery).toBeVisible();
    await expect(gallery.getByRole('img', { name: 'Cover' }).first()).toBeVisible();
    const thumbnails = gallery.getByRole('tab');
    await expect(thumbnails).toHaveCount(5);
    await expect(thumbnails.getByRole('img')).toHaveCount(5);
    await expect(gallery).toContainText('Cover');
    // Full screen: the mask covers the whole window.
    const box = await gallery.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    expect(box?.height).toBe(viewport?.height);
    await expect(gallery.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'learning-gallery');
    // Keyboard focus stays inside the gallery.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press(step % 2 ? 'Shift+Tab' : 'Tab');
      await expect(gallery.locator(':focus')).toHaveCount(1);
    }

    // Circular: back from the first page is the last.
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await expect(gallery.locator('.p-galleria-item img')).toHaveAttribute(
      'alt',
      'Practice: spotting madd in Surah Al-Fatihah',
    );
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(gallery.locator('.p-galleria-item img')).toHaveAttribute('alt', 'Cover');

    await page.keyboard.press('Escape');
    await expect(gallery).toHaveCount(0);
    await expect(opener).toBeFocused();

    // The close button closes it too, and the gallery opens on the book asked for.
    await page.getByRole('button', { name: /Noorani Qaida Workbook/ }).click();
    const second = page.getByRole('dialog', { name: 'Noorani Qaida Workbook: pages' });
    await expect(
      second.getByRole('img', { name: 'Lesson 1: The letters alif to tha' }),
    ).toHaveCount(1);
    await second.getByRole('button', { name: 'Close' }).click();
    await expect(second).toHaveCount(0);
  });
  test('?tab=books opens the Books tab', async ({ page }) => {
    await page.goto('/learning?tab=books');
    await expect(tab(page, 'Books')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('My Books');
    await expect(panel(page).getByRole('listitem')).toHaveCount(2);
  });
});
