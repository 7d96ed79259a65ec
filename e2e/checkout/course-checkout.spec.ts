import { dollars, expect, expectAccessible, screenshotBothWidths, test } from '../support/index.ts';
import { totalOf } from './checkout.ts';

test.describe('course checkout', () => {
  test.use({ signedInAs: 'a new learner' });

  test('offers both plan groups, and sums up the chosen plan', async ({ page, siteApi }) => {
    const groups = await siteApi.tierGroups();
    const [thirty, sixty] = [groups[0]!.tiers, groups[1]!.tiers];

    await page.goto('/courses/tajweed/checkout');
    await expect(page).toHaveTitle('Make a payment | Iqra');
    await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Tajweed' })).toHaveAttribute(
      'href',
      '/courses/tajweed',
    );
    await expect(page.getByText('Complete your payment process to get the course.')).toBeVisible();

    const group30 = page.getByRole('group', { name: '30 Minute Plans' });
    const group60 = page.getByRole('group', { name: '60 Minute Plans' });
    await expect(group30.getByRole('radio')).toHaveCount(4);
    await expect(group60.getByRole('radio')).toHaveCount(4);
    for (const [group, tiers] of [
      [group30, thirty],
      [group60, sixty],
    ] as const) {
      for (const tier of tiers) {
        const radio = group.getByRole('radio', {
          name: `${tier.name} ${dollars(tier.price)}/month`,
        });
        await expect(radio).not.toBeChecked();
        await expect(radio).toHaveAccessibleDescription(tier.description);
      }
    }

    const paypal = page.getByRole('group', { name: 'Payment method' }).getByRole('radio');
    await expect(paypal).toHaveCount(1);
    await expect(paypal).toHaveAccessibleName(/PayPal/);
    await expect(paypal).toBeChecked();

    const payNow = page.getByRole('button', { name: 'Pay now' });
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(payNow).toBeDisabled();
    await expect(summary).toContainText(
      'By clicking "Pay now", you agree to our terms and conditions.',
    );
    await expectAccessible(page);

    const standard30 = thirty.find((tier) => tier.slug === '30-standard')!;
    await group30.getByRole('radio', { name: /^Standard/ }).check();
    await expect(payNow).toBeEnabled();
    await expect(summary).toContainText('Tajweed');
    await expect(summary).toContainText(standard30.name);
    await expect(summary).toContainText(standard30.description);
    await expect(summary).toContainText('30 minutes');
    await expect(totalOf(summary)).toHaveText(`Total${dollars(standard30.price)}`);

    const intensive60 = sixty.find((tier) => tier.slug === '60-intensive')!;
    await group60.getByRole('radio', { name: /^Intensive/ }).check();
    await expect(group30.getByRole('radio', { name: /^Standard/ })).not.toBeChecked();
    await expect(summary).toContainText(intensive60.description);
    await expect(summary).toContainText('60 minutes');
    await expect(totalOf(summary)).toHaveText(`Total${dollars(intensive60.price)}`);
    await expect(summary).not.toContainText(standard30.description);

    await expectAccessible(page);
    // Choosing a plan scrolled the page; the sticky header would show mid-page in the picture.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await screenshotBothWidths(page, 'checkout-course');
  });
  test('explains a cancelled or failed return from the provider', async ({ page }) => {
    await page.goto('/courses/tajweed/checkout?payment=cancelled');
    await expect(
      page.getByRole('status').filter({ hasText: 'Your payment was cancelled.' }),
    ).toHaveText('Your payment was cancelled. You have not been charged.');
    await expectAccessible(page);

    await page.goto('/courses/tajweed/checkout?payment=failed');
    await expect(page.getByRole('alert')).toHaveText(
      'Your payment could not be completed. Please try again.',
    );
    await expectAccessible(page);
  });
  test('an unknown course says so', async ({ page }) => {
    await page.goto('/courses/no-such-course/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse all courses' }).click();
    await expect(page).toHaveURL('/courses');
  });
});

test('a guest is sent to sign in', async ({ page }) => {
  await page.goto('/courses/tajweed/checkout');
  await expect(page).toHaveURL('/login');
});
