import type { ProductSort } from '@iqra/contracts';
import { expect, expectAccessible, test, untilHydrated } from '../support/index.ts';

// As a guest: the courses are open to everyone (decision 003).
test.describe('a guest, not signed in', () => {
  test('the sort menu reorders the courses and the address keeps the sort', async ({
    page,
    siteApi,
  }) => {
    const firstOf = async (sort: ProductSort) => (await siteApi.products(sort))[0]!.name;
    const popularFirst = await firstOf('popular');
    const newestFirst = await firstOf('newest');
    expect(popularFirst).not.toBe(newestFirst);

    await page.goto('/courses');
    const cards = page.getByRole('region', { name: 'All courses' }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    // Pressed before the page is the app's, the menu opens once it is, but placed outside the
    // screen (PrimeReact's popup, opened by the replayed press): an open bug, not this test's.
    await untilHydrated(page);

    const sortButton = page.getByRole('button', { name: 'Sort' });
    await sortButton.click();
    const menu = page.getByRole('menu', { name: 'Sort courses' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Most Popular', 'Best Rating', 'Newest']);
    await expectAccessible(page);
    const popularLoad = page.waitForRequest((req) =>
      req.url().endsWith('/api/products?sort=popular'),
    );
    await menu.getByRole('menuitem', { name: 'Most Popular' }).click();
    await popularLoad;
    await expect(page).toHaveURL('/courses?sort=popular');
    await expect(cards.first()).toHaveText(popularFirst);

    // By keyboard: open the menu, move down to Newest, choose it.
    await page.getByRole('button', { name: 'Sort: Most Popular' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/courses?sort=newest');
    await expect(cards.first()).toHaveText(newestFirst);
    await expect(page.getByRole('button', { name: 'Sort: Newest' })).toBeFocused();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Sort: Newest' })).toBeVisible();
    await expect(cards.first()).toHaveText(newestFirst);

    // A category link keeps the chosen sort.
    await page
      .getByRole('complementary', { name: 'Categories' })
      .getByRole('link', { name: 'Quran' })
      .click();
    await expect(page).toHaveURL('/courses?category=quran&sort=newest');
  });
  test('on a phone the filter drawer opens and filters', async ({ page, siteApi }) => {
    const products = await siteApi.products();
    const quran = products.filter((product) => product.category.slug === 'quran');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/courses');
    await expect(page.getByRole('complementary', { name: 'Categories' })).toBeHidden();

    const filter = page.getByRole('button', { name: 'Filter' });
    await filter.click();
    const drawer = page.getByRole('complementary', { name: 'Filter courses' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'All courses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page);

    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(filter).toBeFocused();

    await filter.click();
    await drawer.getByRole('link', { name: 'Quran' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/courses?category=quran');
    await expect(page.getByRole('region', { name: 'Quran' }).getByRole('link')).toHaveText(
      quran.map((product) => product.name),
    );
  });
});
