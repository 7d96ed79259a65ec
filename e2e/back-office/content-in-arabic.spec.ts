import type { AdminPage } from '@iqra/contracts';
import { expect, expectAccessible, test, unique } from '../support/index.ts';
import { status } from '../support/staff.ts';

// Staff write the Arabic of what they write beside its English (decision 043): the Arabic
// pages show it, and where there is none yet they show the English, marked as English.

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('a FAQ with an Arabic answer and no Arabic question: the Arabic home shows the answer in Arabic and the question in English, marked', async ({
    page,
    staffApi,
  }) => {
    const mark = unique();
    const question = `(${mark}) Can we learn on Fridays?`;
    const answer = 'Yes, on any day of the week you choose.';
    const arabicAnswer = `نعم، في أي يوم تختاره من أيام الأسبوع. ${mark}`;
    try {
      await page.goto('/admin/faqs');
      await page.getByRole('button', { name: 'New FAQ' }).click();
      const dialog = page.getByRole('dialog', { name: 'New FAQ' });
      await dialog.getByLabel('Question', { exact: true }).fill(question);
      await dialog.getByLabel('Answer', { exact: true }).fill(answer);
      // The Arabic is typed right to left, in a field of its own.
      const arabic = dialog.getByLabel('Answer in Arabic');
      await expect(arabic).toHaveAttribute('dir', 'rtl');
      await expect(arabic).toHaveAttribute('lang', 'ar');
      await arabic.fill(arabicAnswer);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Create FAQ' }).click();
      await expect(status(page, /created/)).toBeVisible();

      await page.goto('/ar/');
      const faq = page.locator('section[aria-labelledby="faq-title"]');
      const button = faq.getByRole('button', { name: question });
      await button.scrollIntoViewIfNeeded();
      // The question has no Arabic: it is shown in English, marked so, and read left to right,
      // its question mark at its right end.
      const english = button.locator('bdi');
      await expect(english).toHaveAttribute('lang', 'en');
      await expect(english).toHaveAttribute('dir', 'ltr');
      const [first, last] = await english.evaluate((bdi) => {
        const text = bdi.firstChild!;
        const at = (offset: number) => {
          const range = document.createRange();
          range.setStart(text, offset);
          range.setEnd(text, offset + 1);
          return range.getBoundingClientRect().left;
        };
        return [at(0), at(text.textContent!.length - 1)];
      });
      expect(last).toBeGreaterThan(first!);
      await button.click();
      const shown = faq.getByText(arabicAnswer);
      await expect(shown).toBeVisible();
      await expect(shown).not.toHaveAttribute('lang', 'en');
      await expectAccessible(page);

      // The English home is as staff wrote it.
      await page.goto('/');
      const englishFaq = page.locator('section[aria-labelledby="faq-title"]');
      await englishFaq.getByRole('button', { name: question }).click();
      await expect(englishFaq.getByText(answer)).toBeVisible();
      await expect(englishFaq.getByText(arabicAnswer)).toHaveCount(0);
    } finally {
      await staffApi.deleteFound('faqs', mark);
    }
  });

  test('the Contact us page gets its Arabic version, which the Arabic page shows', async ({
    page,
    staffApi,
  }) => {
    const original = await staffApi.get<{ data: AdminPage }>('pages/contact-us');
    const mark = unique();
    try {
      await page.goto('/admin/pages/contact-us');
      await page.getByRole('radio', { name: 'Arabic' }).check();
      await page.getByLabel('Edit the HTML').check();
      const source = page.getByRole('textbox', { name: 'Content in Arabic' });
      await expect(source).toHaveAttribute('dir', 'rtl');
      await source.fill(`<h2>تواصل معنا</h2><p>نرد خلال يوم واحد. ${mark}</p>`);
      // The preview is the Arabic page's: right to left.
      const preview = page.getByRole('region', { name: 'Preview' });
      await expect(preview.getByText(`نرد خلال يوم واحد. ${mark}`)).toBeVisible();
      await expect(preview.locator('[dir="rtl"]')).toHaveCount(1);
      await page.getByRole('button', { name: 'Save page' }).click();
      await expect(status(page, /^Saved at/)).toBeVisible();

      await page.goto('/ar/contact-us');
      const article = page.locator('article');
      await expect(article).toContainText(mark);
      await expect(article).not.toHaveAttribute('lang', 'en');
      await page.goto('/contact-us');
      const heading = /<h2>([^<]+)<\/h2>/.exec(original.data.content)?.[1] ?? '';
      await expect(page.locator('article').getByRole('heading', { level: 2 }).first()).toHaveText(
        heading,
      );
      await expect(page.locator('article')).not.toContainText(mark);
    } finally {
      await staffApi.send('patch', 'pages/contact-us', {
        content: original.data.content,
        content_ar: original.data.content_ar ?? '',
      });
    }
  });
});

test('the demo courses are in Arabic on the Arabic site', async ({ page }) => {
  await page.goto('/ar/courses/tajweed');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/[\u0600-\u06FF]/);
  await expect(heading).not.toHaveAttribute('lang', 'en');
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
});
