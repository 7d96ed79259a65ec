import { expect, expectAccessible, screenshotBothWidths, test } from '../support/index.ts';
import { openSchedule, scheduleDialog } from './learning.ts';

const TAJWEED_LINK = 'https://meet.jit.si/IqraAcademy-Tajweed-Amina-Rahman';

test.describe('the demo student', () => {
  test.use({ signedInAs: 'the demo student' });

  test('the Tajweed schedule lists five classes with links, times and statuses', async ({
    page,
  }) => {
    await page.goto('/learning');
    await openSchedule(page, 'Tajweed');
    const dialog = scheduleDialog(page);

    await expect(dialog.getByRole('columnheader')).toHaveText([
      'Title',
      'Link',
      'Starts at',
      'Ends at',
      'Status',
    ]);
    const rows = dialog.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText('Tajweed class 1: Makharij al-huruf');

    const links = dialog.getByRole('link');
    await expect(links).toHaveCount(5);
    const link = links.first();
    await expect(link).toHaveText(`${TAJWEED_LINK.slice(0, 30)}...`);
    await expect(link).toHaveText('https://meet.jit.si/IqraAcadem...');
    await expect(link).toHaveAttribute('href', TAJWEED_LINK);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleDescription('Opens in a new tab');

    // Times in the viewer's zone, naming it (this browser runs in the machine's zone).
    await expect(rows.first().locator('time').first()).toHaveText(/\d{2}:\d{2} (GMT|UTC)/);
    const active = dialog.getByRole('table').getByText('Active', { exact: true });
    const inactive = dialog.getByRole('table').getByText('Inactive', { exact: true });
    await expect(active).toHaveCount(3);
    await expect(inactive).toHaveCount(2);
    await expect(active.first()).toHaveCSS('color', 'rgb(6, 118, 71)');
    await expect(inactive.first()).toHaveCSS('color', 'rgb(180, 35, 24)');

    await expectAccessible(page);
    await screenshotBothWidths(page, 'learning-schedule');
  });
  test('a subscription without classes says so; Close, the close icon and Escape all close', async ({
    page,
  }) => {
    await page.goto('/learning');
    const opener = page.getByRole('button', { name: 'View Schedule for Quranic Arabic' });

    await openSchedule(page, 'Quranic Arabic');
    await expect(scheduleDialog(page)).toContainText(
      'No schedules available for this subscription.',
    );
    await expect(scheduleDialog(page).getByRole('table')).toHaveCount(0);
    await expectAccessible(page);
    await scheduleDialog(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(scheduleDialog(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await openSchedule(page, 'Quranic Arabic');
    await scheduleDialog(page).getByRole('button', { name: 'Close schedule details' }).click();
    await expect(scheduleDialog(page)).toBeHidden();

    await openSchedule(page, 'Quranic Arabic');
    await page.keyboard.press('Escape');
    await expect(scheduleDialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });
  test('the schedule dialog works from the keyboard alone', async ({ page }) => {
    await page.goto('/learning');
    const opener = page.getByRole('button', { name: 'View Schedule for Tajweed' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = scheduleDialog(page);
    await expect(dialog).toBeVisible();
    // Focus moves into the dialog and stays there while tabbing.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('in Kuala Lumpur', () => {
  test.use({ timezoneId: 'Asia/Kuala_Lumpur', signedInAs: 'the demo student' });

  test('class times follow the browser’s time zone', async ({ page }) => {
    await page.goto('/learning');
    await openSchedule(page, 'Tajweed');
    // Classes are at 17:00 UTC: 01:00 the next day in Kuala Lumpur.
    const first = scheduleDialog(page).locator('tbody tr').first();
    await expect(first.locator('time').first()).toHaveText(/01:00 GMT\+8$/);
    await expect(first.locator('time').nth(1)).toHaveText(/02:00 GMT\+8$/);
  });
});
