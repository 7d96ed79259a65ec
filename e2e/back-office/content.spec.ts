import type { Page } from '@playwright/test';
import type { AdminFaq, AdminPage } from '@iqra/contracts';
import { expect, expectAccessible, screenshotBothWidths, test, unique } from '../support/index.ts';
import { untilHydrated } from '../support/network.ts';
import { status } from '../support/staff.ts';

/**
 * A page rendered again (its sections' code long loaded) is taken over section by section as
 * the first one was: each section once, in its place, and working.
 */
async function expectHomeTakenOverWhole(page: Page, question: string) {
  await page.goto('/');
  await untilHydrated(page);
  for (const [labelledBy, title] of [
    ['testimonials-title', 'What people are saying'],
    ['faq-title', 'Frequently asked questions'],
    ['pricing-title', 'Simple monthly plans'],
  ] as const) {
    const section = page.locator(`section[aria-labelledby="${labelledBy}"]`);
    await expect(section).toHaveCount(1);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(1);
  }
  const edited = page.getByRole('button', { name: question });
  await expect(edited).toHaveCount(1);
  await edited.click();
  await expect(edited).toHaveAttribute('aria-expanded', 'true');
}

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('the About Us page is edited; scripts and event handlers never reach the site', async ({
    page,
    staffApi,
  }) => {
    test.setTimeout(60_000);
    const original = await staffApi.get<{ data: AdminPage }>('pages/about-us');
    const marker = `Written by the tests ${unique()}`;
    try {
      await page.goto('/admin/pages');
      await page.getByRole('link', { name: 'Edit About Us' }).click();
      await expect(page).toHaveURL('/admin/pages/about-us');
      await expect(page.getByRole('heading', { level: 1, name: 'Edit About Us' })).toBeVisible();
      // The rich-text editor loads with the page's text, and has a name.
      const editor = page.getByRole('textbox', { name: 'Content' });
      await expect(editor).toContainText('About Iqra');
      await expectAccessible(page);
      await screenshotBothWidths(page, 'admin-page-editor');

      await page.getByLabel('Edit the HTML').check();
      await page
        .getByRole('textbox', { name: 'Content' })
        .fill(
          `<h2>Our story</h2><p>${marker}: our tutors teach one-to-one.</p>` +
            `<script>window.__owned = 1</script>` +
            `<img src="/nope.png" onerror="window.__owned = 2" alt="">`,
        );
      // The preview is cleaned the same way the site is.
      const preview = page.getByRole('region', { name: 'Preview' });
      await expect(preview).toContainText(marker);
      await expect(preview.locator('script, img[onerror]')).toHaveCount(0);
      await page.getByRole('button', { name: 'Save page' }).click();
      await expect(status(page, /^Saved at/)).toBeVisible();

      const saved = await staffApi.get<{ data: AdminPage }>('pages/about-us');
      expect(saved.data.content).toContain(marker);
      expect(saved.data.content).not.toMatch(/<script|onerror/i);

      await page.goto('/about-us');
      const article = page.locator('article');
      await expect(article).toContainText(marker);
      await expect(article.getByRole('heading', { name: 'Our story' })).toBeVisible();
      await expect(article.locator('script, [onerror]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
    } finally {
      await staffApi.send('patch', 'pages/about-us', { content: original.data.content });
    }
  });

  test('FAQ order set in the back office is the order on the home page', async ({
    page,
    staffApi,
  }) => {
    const before = await staffApi.list<AdminFaq>('faqs', 'sort=position&per_page=100');
    const [first, second] = [before[0]!, before[1]!];
    try {
      await page.goto('/admin/faqs');
      const questions = page.locator('.admin-table tbody tr td:nth-child(2)');
      await expect(questions.first()).toHaveText(first.question);
      const moveUp = page.getByRole('button', { name: `Move ${second.question} up` });
      await moveUp.click();
      await expect(status(page, 'The new order is saved.')).toBeVisible();
      await expect(questions.nth(0)).toHaveText(second.question);
      await expect(questions.nth(1)).toHaveText(first.question);
      // The first row cannot go further up; keyboard users can move it back down.
      await expect(page.getByRole('button', { name: `Move ${second.question} up` })).toBeDisabled();
      await expectAccessible(page);

      // Dragging a row by its handle saves the order too: the third goes to the top.
      const third = before[2]!;
      await page
        .locator('.admin-table tbody tr')
        .nth(2)
        .getByTitle('Drag to move')
        .dragTo(page.locator('.admin-table tbody tr').nth(0));
      await expect(questions.nth(0)).toHaveText(third.question);
      await expect(questions.nth(1)).toHaveText(second.question);
      await expect(status(page, 'The new order is saved.')).toBeVisible();

      await page.goto('/');
      const faq = page.getByRole('region', { name: 'Frequently asked questions', exact: true });
      const buttons = faq.getByRole('button', { name: /\?$/ });
      await expect(buttons.nth(0)).toHaveText(third.question);
      await expect(buttons.nth(1)).toHaveText(second.question);
      await expect(buttons.nth(2)).toHaveText(first.question);
    } finally {
      await staffApi.send('post', 'faqs/reorder', { ids: before.map((row) => row.id) });
    }
  });

  test('a FAQ edited in the back office is in the next page the server renders, which the browser takes over whole', async ({
    page,
    request,
    staffApi,
  }) => {
    const [faq] = await staffApi.list<AdminFaq>('faqs', 'sort=position&per_page=1');
    if (!faq) throw new Error('the demo data has FAQs');
    const question = `Can my whole family learn together? (${unique()})`;
    // The home page as it is now, which the server keeps.
    expect(await (await request.get('/')).text()).toContain(faq.question);
    try {
      await staffApi.send('patch', `faqs/${faq.id}`, { question });
      const html = await (await request.get('/')).text();
      expect(html).toContain(question);
      expect(html).not.toContain(faq.question);

      await expectHomeTakenOverWhole(page, question);
    } finally {
      await staffApi.send('patch', `faqs/${faq.id}`, { question: faq.question });
    }
  });
});
