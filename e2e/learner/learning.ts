import { expect, type Page } from '@playwright/test';

/** A tab of /learning, by its name. */
export const tab = (page: Page, name: string) => page.getByRole('tab', { name });
/** The open tab's panel. */
export const panel = (page: Page) => page.getByRole('tabpanel');
export const scheduleDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Schedule Details' });

/** Opens a course's Schedule Details. */
export async function openSchedule(page: Page, course: string) {
  await page.getByRole('button', { name: `View Schedule for ${course}` }).click();
  await expect(scheduleDialog(page)).toBeVisible();
}
