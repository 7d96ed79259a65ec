import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectLanguageAndDirection, test } from '../support/index.ts';

// The whole purchase in Arabic, with the built-in demo provider: no money, every real part.

test.use({ signedInAs: 'a new learner' });

/** From the English home, the learner switches to Arabic, chooses a 60-minute plan and pays. */
async function payInArabic(page: Page) {
  await page.goto('/courses/tajweed/checkout');
  await page.getByRole('link', { name: 'العربية' }).first().click();
  await expect(page).toHaveURL('/ar/courses/tajweed/checkout');
  await expectLanguageAndDirection(page, 'ar');
  const summary = page.getByRole('complementary', { name: 'ملخّص الطلب' });
  await page.getByRole('group', { name: 'باقات 60 دقيقة' }).getByRole('radio').nth(1).check();
  await expect(summary.getByText('الإجمالي', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'ادفع الآن' }).click();
  // The provider's page (the demo stand-in for PayPal) is its own, in English.
  await expect(page).toHaveURL(/\/pay\/demo\/DEMO-/);
  await page.getByRole('button', { name: 'Approve' }).click();
}

test('a learner pays from the Arabic checkout, comes back to /ar/learning told in Arabic, and finds Tajweed active', async ({
  page,
}) => {
  // The provider's return (/api/payments/return) follows the language of the page paid from.
  await payInArabic(page);
  await expect(page).toHaveURL('/ar/learning');
  await expect(page.getByText('تم استلام الدفعة')).toBeVisible();
  await expectLanguageAndDirection(page, 'ar');
  const row = page.getByRole('row', { name: /Tajweed|التجويد/ });
  await expect(row).toContainText('نشط');
  await expectAccessible(page);
});
