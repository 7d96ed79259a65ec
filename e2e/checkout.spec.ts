import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import {
  createLearner,
  expect,
  expectAccessible,
  screenshotBothWidths,
  test,
  useToken,
} from './support.ts';

interface Tier {
  slug: string;
  name: string;
  price: number;
  description: string;
}

const dollars = (price: number) => `$${Number.isInteger(price) ? price : price.toFixed(2)}`;

/** Holds the real request until `release()`, so the page can be seen while it is in flight. */
async function holdRequests(page: Page, url: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** After the answer: the browser goes on to the provider's approval page (the demo one here). */
async function expectAnswerHandled(page: Page, response: Response) {
  expect(response.status()).toBe(201);
  await expect(page).toHaveURL(/\/pay\/demo\/DEMO-[0-9A-F]+$/);
  await expect(page).toHaveTitle('Test payment — no money is taken');
}

/** The Total line of the order summary, label and amount. */
const totalOf = (summary: Locator) => summary.getByText('Total', { exact: true }).locator('..');

const signIn = async ({ page, request }: { page: Page; request: APIRequestContext }) => {
  const learner = await createLearner(request);
  await useToken(page, learner.token);
};

test.describe('course checkout', () => {
  test.beforeEach(signIn);

  test('offers both plan groups, and sums up the chosen plan', async ({ page, request }) => {
    const { data: groups } = (await (await request.get('/api/tiers')).json()) as {
      data: { tiers: Tier[] }[];
    };
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

test.describe('book checkout', () => {
  test.beforeEach(signIn);

  test('shows the one book chosen, its price and Total, and Pay now sends it', async ({
    page,
    request,
  }) => {
    const { data: book } = (await (await request.get('/api/books/2')).json()) as {
      data: { id: number; title: string; price: number; description: string };
    };
    await page.goto(`/books/${book.id}/checkout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Books' }),
    ).toHaveAttribute('href', '/books');

    const option = page.getByRole('group', { name: 'Book' }).getByRole('radio');
    await expect(option).toHaveCount(1);
    await expect(option).toHaveAccessibleName(`${book.title} ${dollars(book.price)}`);
    await expect(option).toBeChecked();
    await expect(page.getByRole('radio', { name: /PayPal/ })).toBeChecked();

    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText(book.title);
    await expect(summary).toContainText(book.description);
    await expect(totalOf(summary)).toHaveText(`Total${dollars(book.price)}`);
    await expect(summary).toContainText(
      'By clicking "Pay now", you agree to our terms and conditions.',
    );
    await expectAccessible(page);
    await screenshotBothWidths(page, 'checkout-book');

    const release = await holdRequests(page, '**/api/payments/book');
    const payNow = page.getByRole('button', { name: 'Pay now' });
    await expect(payNow).toBeEnabled();
    const sent = page.waitForRequest(
      (req) => req.url().endsWith('/api/payments/book') && req.method() === 'POST',
    );
    await payNow.click();
    expect((await sent).postDataJSON()).toEqual({ book: book.id });
    await expect(payNow).toBeDisabled();
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/payments/book'));
    release();
    await expectAnswerHandled(page, await answered);
  });

  test('explains a cancelled return from the provider', async ({ page }) => {
    await page.goto('/books/1/checkout?payment=cancelled');
    await expect(
      page.getByRole('status').filter({ hasText: 'Your payment was cancelled.' }),
    ).toBeVisible();
  });

  test('an unknown book says so', async ({ page }) => {
    await page.goto('/books/999999/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Book not found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'See all books' }).click();
    await expect(page).toHaveURL('/books');
  });
});

test('a guest is sent to sign in', async ({ page }) => {
  await page.goto('/courses/tajweed/checkout');
  await expect(page).toHaveURL('/login');
});
