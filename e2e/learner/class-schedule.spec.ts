import type { APIRequestContext } from '@playwright/test';
import {
  DEMO_STUDENT,
  expect,
  expectAccessible,
  screenshotBothWidths,
  test,
  tokenFor,
} from '../support/index.ts';
import { clockOf } from './classes.ts';
import { openSchedule, scheduleDialog, subscriptionsOf } from './learning.ts';

// The demo student's Tajweed classes: a weekly plan with their tutor, Yusuf, at his meeting link.
const TAJWEED_LINK = 'https://meet.jit.si/IqraAcademy-Yusuf-Abdelrahman';

/** The demo student's Tajweed classes as the API answers them, soonest first. */
async function tajweedClasses(request: APIRequestContext) {
  const subscriptions = await subscriptionsOf(request, await tokenFor(request, DEMO_STUDENT));
  return subscriptions.find((subscription) => subscription.product.slug === 'tajweed')!.schedules;
}

test.describe('the demo student', () => {
  test.use({ signedInAs: 'the demo student' });

  test('the Tajweed schedule lists its classes with links, times and statuses', async ({
    page,
    request,
  }) => {
    // Past classes (one the tutor cancelled) and the classes to come: Inactive and Active.
    const schedules = await tajweedClasses(request);
    const activeCount = schedules.filter((row) => row.status === 'active').length;
    expect(schedules.length).toBeGreaterThanOrEqual(5);
    expect(activeCount).toBeGreaterThanOrEqual(3);
    expect(schedules.length - activeCount).toBeGreaterThanOrEqual(2);

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
    await expect(rows).toHaveCount(schedules.length);
    await expect(rows.first()).toContainText('Tajweed');

    const links = dialog.getByRole('link');
    await expect(links).toHaveCount(schedules.length);
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
    await expect(active).toHaveCount(activeCount);
    await expect(inactive).toHaveCount(schedules.length - activeCount);
    // Row by row as the API says: what is over or cancelled is Inactive.
    await expect(rows.locator('td:nth-child(5)')).toHaveText(
      schedules.map((row) => (row.status === 'active' ? 'Active' : 'Inactive')),
    );
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

  test('class times follow the browser’s time zone', async ({ page, request }) => {
    const [firstClass] = await tajweedClasses(request);
    await page.goto('/learning');
    await openSchedule(page, 'Tajweed');
    // The first class's start and end on the Kuala Lumpur clock (UTC+8), worked out with Intl.
    const first = scheduleDialog(page).locator('tbody tr').first();
    const zone = 'Asia/Kuala_Lumpur';
    await expect(first.locator('time').first()).toHaveText(
      new RegExp(`${clockOf(firstClass!.started_at, zone).time} GMT\\+8$`),
    );
    await expect(first.locator('time').nth(1)).toHaveText(
      new RegExp(`${clockOf(firstClass!.ended_at, zone).time} GMT\\+8$`),
    );
  });
});
