import {
  dollars,
  expect,
  expectAccessible,
  holdRequests,
  screenshotBothWidths,
  test,
} from '../support/index.ts';
import { expectAnswerHandled, totalOf } from './checkout.ts';

test.describe('book checkout', () => {
  test.use({ signedInAs: 'a new learner' });

  test('shows the one book chosen, its price and Total, and Pay now sends it', async ({
    page,
    siteApi,
  }) => {
    const book = await siteApi.book(2);
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
