import type { List, Subscription } from '@iqra/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** `GET /api/my-subscriptions` as a learner: their courses and each one's classes. */
export async function subscriptionsOf(
  request: APIRequestContext,
  token: string,
): Promise<Subscription[]> {
  const response = await request.get('/api/my-subscriptions', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as List<Subscription>).data;
}
