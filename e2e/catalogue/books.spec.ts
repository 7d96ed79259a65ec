import { dollars, expect, expectAccessible, screenshotBothWidths, test } from '../support/index.ts';

test('lists every book with its cover, description, $ price and Buy Now', async ({
  page,
  siteApi,
  learner,
  signIn,
}) => {
  await signIn(learner);
  const books = await siteApi.books();
  expect(books).toHaveLength(5);

  await page.goto('/books');
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

  const second = books[1]!;
  await page.getByRole('link', { name: `Buy Now, ${second.title}` }).click();
  await expect(page).toHaveURL(`/books/${second.id}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
});

test('a guest is sent to sign in', async ({ page }) => {
  await page.goto('/books');
  await expect(page).toHaveURL('/login');
});
