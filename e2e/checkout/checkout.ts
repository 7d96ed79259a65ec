import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** After the answer: the browser goes on to the provider's approval page (the demo one here). */
export async function expectAnswerHandled(page: Page, response: Response) {
  expect(response.status()).toBe(201);
  await expect(page).toHaveURL(/\/pay\/demo\/DEMO-[0-9A-F]+$/);
  await expect(page).toHaveTitle('Test payment — no money is taken');
}

/** The Total line of the order summary, label and amount. */
export const totalOf = (summary: Locator) =>
  summary.getByText('Total', { exact: true }).locator('..');
