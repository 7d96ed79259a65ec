import {
  expect,
  expectAccessible,
  screenshotBothWidths,
  submitSignIn,
  test,
  untilHydrated,
} from '../support/index.ts';

// A course's page is open to everyone (decision 003); its checkout asks a guest to sign in and
// then carries on there.

test.describe('a guest, not signed in', () => {
  test('a course card leads to the course page, readable without signing in', async ({
    page,
    siteApi,
  }) => {
    const course = await siteApi.product('tajweed');
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
    await expect(reviews.locator('.frame-icon-star-fill')).toHaveCount(0);
    // The header offers a guest sign-in: nobody is signed in on this page.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    await expectAccessible(page);
    await screenshotBothWidths(page, 'course');
  });

  test('opened from its address, the course page answers 200 with its JSON-LD', async ({
    page,
    siteApi,
    baseURL,
  }) => {
    const course = await siteApi.product('seerah');
    const response = await page.goto('/courses/seerah');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/courses/seerah');
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/courses/seerah`,
    );
    const described = (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    ).map((text) => JSON.parse(text) as { '@type': string; name: string });
    expect(described.filter((item) => item['@type'] === 'Course')).toEqual([
      expect.objectContaining({
        name: course.name,
        provider: expect.objectContaining({ name: 'Iqra', url: `${baseURL}/` }),
      }),
    ]);
  });

  test('Enroll now asks a guest to sign in, then goes on to that course’s checkout', async ({
    page,
    siteApi,
    learner,
  }) => {
    const course = await siteApi.product('fiqh');
    await page.goto('/courses/fiqh');
    await page.getByRole('link', { name: 'Enroll now' }).click();
    await expect(page).toHaveURL('/login');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();

    await submitSignIn(page, learner);
    await expect(page).toHaveURL('/courses/fiqh/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: course.name }),
    ).toHaveAttribute('href', '/courses/fiqh');
  });

  test('an unknown course says so and leads back to the courses', async ({ page }) => {
    const response = await page.goto('/courses/no-such-course');
    expect(response?.status()).toBe(404);
    // Said by the server's page already, and still said once the page is the app's.
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
    await untilHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
    await expect(page).toHaveTitle('Course not found | Iqra');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Browse all courses' }).click();
    await expect(page).toHaveURL('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  });
});

test.describe('signed in', () => {
  test.use({ signedInAs: 'a new learner' });

  test('Enroll now goes straight to the course’s checkout', async ({ page }) => {
    await page.goto('/courses/tajweed');
    await page.getByRole('link', { name: 'Enroll now' }).click();
    await expect(page).toHaveURL('/courses/tajweed/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
  });
});
