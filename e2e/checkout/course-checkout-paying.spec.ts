import { expect, holdRequests, test } from '../support/index.ts';
import { expectAnswerHandled } from './checkout.ts';

test.describe('course checkout', () => {
  test.use({ signedInAs: 'a new learner' });

  test('Pay now sends the course and plan, is disabled while in flight, then leaves for the provider', async ({
    page,
  }) => {
    await page.goto('/courses/tajweed/checkout');
    await page
      .getByRole('group', { name: '60 Minute Plans' })
      .getByRole('radio', { name: /^Standard/ })
      .check();
    const release = await holdRequests(page, '**/api/payments/paypal');
    const payNow = page.getByRole('button', { name: 'Pay now' });
    const sent = page.waitForRequest(
      (req) => req.url().endsWith('/api/payments/paypal') && req.method() === 'POST',
    );
    await payNow.click();
    const request = await sent;
    expect(request.postDataJSON()).toEqual({ product: 'tajweed', tier: '60-standard' });
    expect(await request.headerValue('authorization')).toMatch(/^Bearer /);
    await expect(payNow).toBeDisabled();
    await expect(
      page.getByRole('status').filter({ hasText: 'Starting your payment' }),
    ).toBeAttached();

    const answered = page.waitForResponse((res) => res.url().endsWith('/api/payments/paypal'));
    release();
    await expectAnswerHandled(page, await answered);
  });
  test('a plan can be chosen and paid for with the keyboard alone', async ({ page }) => {
    await page.goto('/courses/tajweed/checkout');
    const group30 = page.getByRole('group', { name: '30 Minute Plans' });
    const group60 = page.getByRole('group', { name: '60 Minute Plans' });
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Tajweed' })
      .focus();

    await page.keyboard.press('Tab');
    const first = group30.getByRole('radio').first();
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(group30.getByRole('radio').nth(1)).toBeChecked();
    // One choice across both groups: the arrows carry on into the 60-minute plans.
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    const basic60 = group60.getByRole('radio').first();
    await expect(basic60).toBeChecked();
    await expect(basic60).toBeFocused();
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
      '60 minutes',
    );

    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: /PayPal/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeFocused();
    const sent = page.waitForRequest((req) => req.url().endsWith('/api/payments/paypal'));
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toEqual({ product: 'tajweed', tier: '60-basic' });
    // The learner arrives at the provider's page. (Waiting for it also keeps the test from
    // ending mid-navigation, where closing the browser context could hang past the timeout.)
    await expect(
      page.getByRole('heading', { name: 'Test payment — no money is taken' }),
    ).toBeVisible();
    await expect(page.getByText('Tajweed — Basic (60-minute classes), one month')).toBeVisible();
  });
});
