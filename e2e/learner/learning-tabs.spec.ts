import { expect, expectAccessible, screenshotBothWidths, test } from '../support/index.ts';
import { panel, tab } from './learning.ts';

test.describe('the demo student', () => {
  test.use({ signedInAs: 'the demo student' });

  test('the Certificates tab lists her Qaida certificate in both scripts, and one revoked', async ({
    page,
    request,
  }) => {
    await page.goto('/learning');
    await tab(page, 'Certificates').click();
    await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('My Certificates');
    const cards = panel(page).getByRole('list', { name: 'My certificates' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const qaida = cards.filter({ hasText: 'Completion of the Noorani Qaida' });
    await expect(qaida.locator('[lang="ar"]')).toHaveText('إتمام القاعدة النورانية');
    await expect(qaida).toContainText('Valid');
    await expect(qaida).toContainText('Tutor: Maryam Hassan');
    const revoked = cards.filter({ hasText: 'Surah An-Naba memorised' });
    await expect(revoked).toContainText('Revoked on');
    await expectAccessible(page);
    await screenshotBothWidths(page, 'learning-certificates-demo');

    // Its PDF is a PDF.
    const href = await qaida.getByRole('link', { name: /^Download PDF/ }).getAttribute('href');
    expect(href).toMatch(/^\/api\/certificates\/[0-9A-Z-]{19}\/pdf$/);
    const pdf = await request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // And its signed credential is a JWT for a wallet.
    const credential = await qaida
      .getByRole('link', { name: /^Credential of / })
      .getAttribute('href');
    const jwt = await request.get(credential!);
    expect(jwt.status()).toBe(200);
    expect(jwt.headers()['content-type']).toMatch(/^application\/vc\+jwt/);
    expect((await jwt.text()).split('.')).toHaveLength(3);
  });
  test('My progress shows the mushaf memorised, revision due and the last lessons', async ({
    page,
  }) => {
    await page.goto('/learning?tab=progress');
    await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('My progress');
    // Most of Juz 'Amma by heart from the Hifz term; nothing yet of the rest.
    const juz = panel(page)
      .getByRole('list', { name: 'Pages memorised by juz' })
      .getByRole('listitem');
    await expect(juz.filter({ hasText: 'Juz 30' })).toContainText(/\d+ pages memorised/);
    await expect(juz.first()).toHaveText('Juz 1: not begun (pages 1–21)');
    await expect(panel(page).getByRole('region', { name: 'Revision due' })).toContainText(
      /Pages? \d+/,
    );
    await expect(panel(page).getByRole('region', { name: 'Surahs begun' })).toContainText(
      '114. An-Nas',
    );
    await expect(panel(page).getByRole('region', { name: 'Latest lessons' })).toContainText(
      'Homework for the next class',
    );
    await expectAccessible(page);
    await screenshotBothWidths(page, 'learning-progress-demo');
  });
  test('the tabs work with arrow keys, Home and End', async ({ page }) => {
    await page.goto('/learning');
    await tab(page, 'Courses').focus();
    await page.keyboard.press('ArrowDown');
    await expect(tab(page, 'Upcoming classes')).toBeFocused();
    await expect(tab(page, 'Upcoming classes')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL('/learning?tab=classes');
    await expect(panel(page).getByRole('heading', { level: 2 }).first()).toHaveText(
      'Upcoming classes',
    );
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'My progress')).toBeFocused();
    await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('My progress');
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Books')).toBeFocused();
    await expect(tab(page, 'Books')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page)).toContainText('My Books');
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Certificates')).toBeFocused();
    await expect(panel(page)).toContainText('My Certificates');
    await page.keyboard.press('ArrowDown');
    await expect(tab(page, 'Courses')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tab(page, 'Certificates')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab(page, 'Courses')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Certificates')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'My progress')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Upcoming classes')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(tab(page, 'Courses')).toBeFocused();
    await expect(tab(page, 'Courses')).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the Tab order; Tab moves on into its panel.
    await expect(tab(page, 'Books')).toHaveAttribute('tabindex', '-1');
    await expect(tab(page, 'Upcoming classes')).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Tab');
    await expect(panel(page)).toBeFocused();
  });
});

test.describe('a new learner', () => {
  test.use({ signedInAs: 'a new learner' });

  test('the Certificates tab says there are none', async ({ page }) => {
    await page.goto('/learning?tab=certificates');
    await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('My Certificates');
    await expect(panel(page)).toContainText('No certificates available.');
    await expectAccessible(page);
  });
});
