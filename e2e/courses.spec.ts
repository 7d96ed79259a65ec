import {
  createLearner,
  expect,
  expectAccessible,
  screenshotBothWidths,
  test,
  useToken,
} from './support.ts';

interface Product {
  slug: string;
  name: string;
  imageAlt: string;
  description: string;
  category: { name: string; slug: string };
}

test.describe('signed in', () => {
  test.beforeEach(async ({ page, request }) => {
    const learner = await createLearner(request);
    await useToken(page, learner.token);
  });

  test('the grid shows every course with its image, linking to its page', async ({
    page,
    request,
  }) => {
    const { data: products } = (await (await request.get('/api/products')).json()) as {
      data: Product[];
    };
    await page.goto('/courses');
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
    await screenshotBothWidths(page, 'courses');
  });

  test('?category=arabic shows only the Arabic courses and marks Arabic as chosen', async ({
    page,
    request,
  }) => {
    const { data: products } = (await (await request.get('/api/products')).json()) as {
      data: Product[];
    };
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
    request,
  }) => {
    const { data: products } = (await (await request.get('/api/products')).json()) as {
      data: Product[];
    };
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

  test('the sort menu reorders the courses and the address keeps the sort', async ({
    page,
    request,
  }) => {
    const firstOf = async (sort: string) =>
      ((await (await request.get(`/api/products?sort=${sort}`)).json()) as { data: Product[] })
        .data[0]!.name;
    const popularFirst = await firstOf('popular');
    const newestFirst = await firstOf('newest');
    expect(popularFirst).not.toBe(newestFirst);

    await page.goto('/courses');
    const cards = page.getByRole('region', { name: 'All courses' }).getByRole('link');
    await expect(cards.first()).toBeVisible();

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

  test('a course card leads to the course page, and Enroll now to its checkout', async ({
    page,
    request,
  }) => {
    const { data: course } = (await (await request.get('/api/products/tajweed')).json()) as {
      data: Product;
    };
    await page.goto('/courses');
    await page.getByRole('link', { name: course.name, exact: true }).click();
    await expect(page).toHaveURL('/courses/tajweed');
    await expect(page).toHaveTitle(`${course.name} | Iqra`);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    await expect(breadcrumb.getByText(course.name)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await expect(page.getByRole('img', { name: course.imageAlt })).toBeVisible();
    await expect(page.getByText(course.description)).toBeVisible();

    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews).toContainText('No reviews yet');
    await expect(reviews).toContainText('0 reviews');
    await expect(reviews).toContainText('0 out of 5 stars');
    await expect(reviews.locator('.pi-star-fill')).toHaveCount(0);

    await expectAccessible(page);
    await screenshotBothWidths(page, 'course');

    await page.getByRole('link', { name: 'Enroll now' }).click();
    await expect(page).toHaveURL('/courses/tajweed/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
  });

  test('an unknown course says so and leads back to the courses', async ({ page }) => {
    await page.goto('/courses/no-such-course');
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
    await expect(page).toHaveTitle('Course not found | Iqra');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Browse all courses' }).click();
    await expect(page).toHaveURL('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  });

  test('a category with no courses says so kindly', async ({ page }) => {
    await page.goto('/courses?category=no-such-category');
    await expect(page.getByText('There are no courses in this category yet.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'See all courses' }).click();
    await expect(page).toHaveURL('/courses');
  });

  test('on a phone the filter drawer opens and filters', async ({ page, request }) => {
    const { data: products } = (await (await request.get('/api/products')).json()) as {
      data: Product[];
    };
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

test('a guest visiting a course is sent to sign in', async ({ page }) => {
  await page.goto('/courses/tajweed');
  await expect(page).toHaveURL('/login');
});
