import type { Page } from '@playwright/test';
import {
  DEMO_STUDENT,
  expect,
  expectAccessible,
  expectIconsPointTheReadingWay,
  expectLanguageAndDirection,
  expectNothingPastTheEdge,
  test,
  uniqueEmail,
} from '../support/index.ts';

/** Fills the Arabic sign-up form, by its Arabic labels; `email` as given. */
async function fillInArabic(page: Page, email: string) {
  const values = {
    'الاسم الأول': 'يوسف',
    'اسم العائلة': 'حداد',
    الهاتف: '+20 100 555 0142',
    واتساب: '+20 100 555 0143',
    العمر: '34',
    'البريد الإلكتروني': email,
    'كلمة المرور': 'a long enough password',
  };
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel('الجنس').selectOption({ label: 'ذكر' });
  const country = page.getByLabel('الدولة');
  const egypt = await country.locator('option', { hasText: /مصر|Egypt/ }).getAttribute('value');
  await country.selectOption(egypt!);
}

test('a visitor signs up in Arabic at /ar/register, is told in Arabic the email is taken, and lands on the Arabic home signed in', async ({
  page,
}) => {
  await page.goto('/ar/register');
  await expectLanguageAndDirection(page, 'ar');
  const signUp = page.getByRole('button', { name: 'إنشاء حساب' });
  await expect(page.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeVisible();
  await expect(page.getByLabel('الجنس').locator('option').first()).toHaveText('اختر الجنس');
  await expect(page.getByLabel('المنطقة الزمنية')).toBeVisible();

  // The server's answer is said in the page's language (decision 041), under its field.
  await fillInArabic(page, DEMO_STUDENT.email);
  await signUp.click();
  const email = page.getByLabel('البريد الإلكتروني', { exact: true });
  await expect(email).toHaveAccessibleDescription('البريد الإلكتروني مستخدَم من قبل.');
  await expect(page).toHaveURL('/ar/register');
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNothingPastTheEdge(page, '/ar/register with an error');

  await email.fill(uniqueEmail('register-ar'));
  await signUp.click();
  await expect(page).toHaveURL('/ar/');
  await expectLanguageAndDirection(page, 'ar');
  const menu = page.getByRole('button', { name: /^يوسف\s*،\s*قائمة الحساب$/ });
  await expect(menu).toBeVisible();
  await menu.click();
  // Logout's arrow points out of the page the Arabic way.
  expect(await expectIconsPointTheReadingWay(page, 'ar')).toBeGreaterThan(0);
  for (const item of ['الحساب', 'التعلّم', 'تسجيل الخروج']) {
    await expect(page.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'الحساب', exact: true })).toHaveAttribute(
    'href',
    '/ar/account',
  );
});
