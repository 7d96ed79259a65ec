import {
  expect,
  expectAccessible,
  requestsTo,
  screenshotBothWidths,
  test,
  untilHydrated,
} from '../support/index.ts';

// The courses are open to everyone (decision 003): every test here is a guest's.

test.describe('a guest, not signed in', () => {
  test('the grid shows every course with its image, linking to its page', async ({
    page,
    siteApi,
  }) => {
    const products = await siteApi.products();
    const reads = requestsTo(page, '/api/');
    const response = await page.goto('/courses');
    // A page of its own, rendered on the server with its courses: no sign-in on the way.
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/courses');
    await expect(page).toHaveTitle('Courses | Iqra');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    const results = page.getByRole('region', { name: 'All courses' });
    await expect(results.getByRole('link')).toHaveCount(products.length);
    await expect(results.getByRole('status')).toHaveText(`${products.length} courses`);
    for (const product of products) {
      await expect(results.getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
        'href',
        `/courses/${product.slug}`,
      );
      const image = results.getByRole('img', { name: product.imageAlt, exact: true });
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
    const categories = page.getByRole('complementary', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'All courses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page);
    await untilHydrated(page);
    // The browser took the page over with the courses it came with, asking for none.
    expect(reads.filter((url) => /\/api\/(products|categories)\b/.test(url))).toEqual([]);
    await screenshotBothWidths(page, 'courses');
  });
  test('?category=arabic shows only the Arabic courses and marks Arabic as chosen', async ({
    page,
    siteApi,
  }) => {
    const products = await siteApi.products();
    const arabic = products.filter((product) => product.category.slug === 'arabic');
    expect(arabic.length).toBeGreaterThan(0);

    await page.goto('/courses?category=arabic');
    const results = page.getByRole('region', { name: 'Arabic' });
    await expect(results.getByRole('link')).toHaveText(arabic.map((product) => product.name));
    const categories = page.getByRole('complementary', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'Arabic' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(categories.getByRole('link', { name: 'All courses' })).not.toHaveAttribute(
      'aria-current',
    );
    await expectAccessible(page);
  });
  test('clicking a category filters the list without loading the courses again', async ({
    page,
    siteApi,
  }) => {
    const products = await siteApi.products();
    const islamic = products.filter((product) => product.category.slug === 'islamic-studies');

    await page.goto('/courses');
    await expect(page.getByRole('region', { name: 'All courses' }).getByRole('link')).toHaveCount(
      products.length,
    );
    let productLoads = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/products') productLoads += 1;
    });
    const categories = page.getByRole('complementary', { name: 'Categories' });
    await categories.getByRole('link', { name: 'Islamic Studies' }).click();
    await expect(page).toHaveURL('/courses?category=islamic-studies');
    const results = page.getByRole('region', { name: 'Islamic Studies' });
    await expect(results.getByRole('link')).toHaveText(islamic.map((product) => product.name));
    await expect(categories.getByRole('link', { name: 'Islamic Studies' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(productLoads).toBe(0);

    await categories.getByRole('link', { name: 'All courses' }).click();
    await expect(page).toHaveURL('/courses');
    await expect(page.getByRole('region', { name: 'All courses' }).getByRole('link')).toHaveCount(
      products.length,
    );
  });
  test('a category with no courses says so kindly', async ({ page }) => {
    await page.goto('/courses?category=no-such-category');
    await expect(page.getByText('There are no courses in this category yet.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'See all courses' }).click();
    await expect(page).toHaveURL('/courses');
  });
});
