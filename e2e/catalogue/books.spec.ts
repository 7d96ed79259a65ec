import {
  dollars,
  expect,
  expectAccessible,
  screenshotBothWidths,
  submitSignIn,
  test,
} from '../support/index.ts';

// The books are open to everyone (decision 003); buying one asks a guest to sign in first.

test('a guest sees every book with its cover, description, $ price and Buy Now', async ({
  page,
  siteApi,
}) => {
  const books = await siteApi.books();
  expect(books).toHaveLength(5);

  const response = await page.goto('/books');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/books');
  await expect(page).toHaveTitle('Books | Iqra');
  await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(books.length);

  for (const [index, book] of books.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(book.title);
    await expect(card).toContainText(book.description);
    await expect(card).toContainText(dollars(book.price));
    const cover = card.getByRole('img', { name: `Cover of ${book.title}` });
    await expect
      .poll(() => cover.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByRole('link', { name: /^Buy Now/ })).toHaveAttribute(
      'href',
      `/books/${book.id}/checkout`,
    );
  }
  await expectAccessible(page);
  await screenshotBothWidths(page, 'books');
});

test('Buy Now asks a guest to sign in, then goes on to that book’s checkout', async ({
  page,
  siteApi,
  learner,
}) => {
  const second = (await siteApi.books())[1]!;
  await page.goto('/books');
  await page.getByRole('link', { name: `Buy Now, ${second.title}` }).click();
  await expect(page).toHaveURL('/login');
  await submitSignIn(page, learner);
  await expect(page).toHaveURL(`/books/${second.id}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Book' })).toContainText(second.title);
});

test.describe('signed in', () => {
  test.use({ signedInAs: 'a new learner' });

  test('Buy Now goes straight to the book’s checkout', async ({ page, siteApi }) => {
    const second = (await siteApi.books())[1]!;
    await page.goto('/books');
    await page.getByRole('link', { name: `Buy Now, ${second.title}` }).click();
    await expect(page).toHaveURL(`/books/${second.id}/checkout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
  });
});
