import { readFile } from 'node:fs/promises';
import {
  expect,
  expectAccessibleAtBothWidths,
  screenshotBothWidths,
  test,
} from '../support/index.ts';

// The dashboard: the school's figures for a period against the one before, its charts with
// their tables and CSV files, and the lists to act on.

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('read the figures, change the period, read a chart’s table and download it', async ({
    page,
  }) => {
    await page.goto('/admin');
    const figures = page.getByRole('definition').first();
    await expect(page.getByText('Revenue, less refunds')).toBeVisible();
    await expect(figures).toBeVisible();
    const period = page.getByText(/days on the school's clock \(/);
    await expect(period).toBeVisible();
    const thisMonth = await period.textContent();

    await page.getByRole('radio', { name: 'Last month' }).check();
    await expect(period).not.toHaveText(thisMonth!);
    const lastMonth = (await period.textContent())!;
    // The period runs from the 1st to the last day of a month, against the month before.
    expect(lastMonth).toMatch(/^1 \w+ \d{4} to (28|29|30|31) \w+ \d{4}, against 1 \w+ \d{4}/);

    await page.getByRole('radio', { name: 'Custom range' }).check();
    await page.getByLabel('First day').fill('2026-01-01');
    await page.getByLabel('Last day').fill('2026-01-10');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(period).toHaveText(
      /^1 Jan 2026 to 10 Jan 2026, against 22 Dec 2025 to 31 Dec 2025/,
    );
    // The period is in the address: a reload (or a shared link) shows the same days, and Back
    // the period before.
    await expect(page).toHaveURL(/\/admin\?from=2026-01-01&to=2026-01-10$/);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Custom range' })).toBeChecked();
    await expect(period).toHaveText(/^1 Jan 2026 to 10 Jan 2026/);
    await page.goBack();
    await expect(page.getByRole('radio', { name: 'Last month' })).toBeChecked();
    await expect(period).toHaveText(lastMonth);
    await page.goForward();
    await expect(period).toHaveText(/^1 Jan 2026 to 10 Jan 2026/);

    const learners = page.getByRole('figure', { name: 'New and lost learners by month' });
    await learners.getByRole('button', { name: 'Show the table' }).click();
    const table = learners.getByRole('table', { name: 'New and lost learners by month' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Month', 'New', 'Lost']);
    await expect(table.getByRole('row')).toHaveCount(13);

    const download = page.waitForEvent('download');
    await learners.getByRole('button', { name: /^Download CSV/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('learners-by-month.csv');
    const text = await readFile((await file.path())!, 'utf8');
    // A byte-order mark first, so that a spreadsheet reads the file as UTF-8.
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split(/\r\n/);
    expect(lines[0]).toBe('Month,New,Lost');
    expect(lines).toHaveLength(13);
    expect(lines[12]).toMatch(/^\d{4}-\d{2},\d+,\d+$/);

    await expect(page.getByRole('heading', { name: 'To act on' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /Plans ending in the next 7 days/ }),
    ).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await screenshotBothWidths(page, 'admin-dashboard-figures');
  });
});
