import { expect, expectAccessible, screenshotBothWidths, test } from '../support/index.ts';

test.describe('signed in', () => {
  test.use({ signedInAs: 'a new learner' });

  test('a course card leads to the course page, and Enroll now to its checkout', async ({
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
});

test('a guest visiting a course is sent to sign in', async ({ page }) => {
  await page.goto('/courses/tajweed');
  await expect(page).toHaveURL('/login');
});
