import { expect, expectAccessible, test } from '../support/index.ts';
import { panel } from './learning.ts';

test.describe('the demo student', () => {
  test.use({ signedInAs: 'the demo student' });

  test('the sort menu reorders the books by price, from the keyboard too', async ({ page }) => {
    await page.goto('/learning?tab=books');
    const titles = panel(page).getByRole('listitem').locator('.text-lg');
    await expect(titles).toHaveText(['Tajweed Made Simple', 'Noorani Qaida Workbook']);

    const sort = page.getByRole('button', { name: 'Sort: Most Popular' });
    await sort.click();
    const menu = page.getByRole('menu', { name: 'Sort books' });
    await expect(menu.getByRole('menuitemradio')).toHaveText([
      'Most Popular',
      'Best Rating',
      'Newest',
      'Price: Low to High',
      'Price: High to Low',
    ]);
    await expect(menu.getByRole('menuitemradio', { name: 'Most Popular' })).toBeFocused();
    await expectAccessible(page);
    await menu.getByRole('menuitemradio', { name: 'Price: Low to High' }).click();
    await expect(titles).toHaveText(['Noorani Qaida Workbook', 'Tajweed Made Simple']);
    await expect(menu).toBeHidden();

    const sorted = page.getByRole('button', { name: 'Sort: Price: Low to High' });
    await expect(sorted).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitemradio', { name: 'Price: Low to High' })).toBeFocused();
    await expect(menu.getByRole('menuitemradio', { name: 'Price: Low to High' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(titles).toHaveText(['Tajweed Made Simple', 'Noorani Qaida Workbook']);
    await expect(page.getByRole('button', { name: 'Sort: Price: High to Low' })).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
  test('on a phone, the filter drawer lists Category and Level', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/learning?tab=books');
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('complementary').filter({ hasText: 'Filters' });
    await expect(drawer.getByRole('group', { name: 'Category' }).getByRole('checkbox')).toHaveCount(
      4,
    );
    for (const name of ['All', 'Language', 'Culture', 'History']) {
      await expect(drawer.getByRole('checkbox', { name })).toBeVisible();
    }
    for (const name of ['Beginner', 'Intermediate', 'Advanced']) {
      await expect(
        drawer.getByRole('group', { name: 'Level' }).getByRole('checkbox', { name }),
      ).toBeVisible();
    }
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(drawer).toBeHidden();
  });
});
