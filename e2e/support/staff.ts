import type {
  AdminList,
  AdminProduct,
  AdminResource,
  AdminTier,
  AdminTutor,
} from '@iqra/contracts';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Learner } from './accounts.ts';

/**
 * The back office's HTTP API (packages/contracts/src/admin.ts) as staff call it, for setting
 * up and tidying up around a journey.
 */
export function staffApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    /** `GET /api/admin/<path>`: one record or a list, as the caller types it. */
    async get<T>(path: string): Promise<T> {
      const response = await request.get(`/api/admin/${path}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as T;
    },
    /** The rows of a list, `?q=` and the like in `query`. */
    async list<T>(resource: AdminResource, query = ''): Promise<T[]> {
      return (await this.get<AdminList<T>>(`${resource}${query ? `?${query}` : ''}`)).data;
    },
    async send(method: 'post' | 'put' | 'patch' | 'delete', path: string, data?: unknown) {
      const response = await request[method](`/api/admin/${path}`, { headers, data });
      expect(response.status(), await response.text()).toBeLessThan(300);
      return response.status() === 204 ? null : ((await response.json()) as unknown);
    },
    /** Deletes every row of `resource` that `?q=` finds (what a test made, by its mark). */
    async deleteFound(resource: AdminResource, q: string) {
      for (const row of await this.list<{ id: number }>(resource, `q=${encodeURIComponent(q)}`)) {
        await this.send('delete', `${resource}/${row.id}`);
      }
    },
  };
}
export type StaffApi = ReturnType<typeof staffApi>;

/** A learner's user id, as the back office's addresses use it. */
export async function userIdOf(request: APIRequestContext, learner: Learner): Promise<number> {
  const response = await request.get('/api/auth/user', {
    headers: { Authorization: `Bearer ${learner.token}` },
  });
  return ((await response.json()) as { user: { id: number } }).user.id;
}

/** A real PNG, made here, as staff would upload a photo. */
export const pngImage = (background = { r: 15, g: 81, b: 50 }) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background } })
    .png()
    .toBuffer();

/** The back office's confirmation, a live status message, by its text. */
export const status = (scope: Page | Locator, text: string | RegExp) =>
  scope.getByRole('status').filter({ hasText: text });

/**
 * The rows of a back-office list, its records only: while the list loads it shows one row that
 * says "Loading…" (and an empty list one that says so), which a count must not take for a
 * record (a search expected to leave one row was seen to pass on it, before the list came).
 */
export const tableRows = (page: Page) => page.locator('.admin-table tbody tr:not(.admin-empty)');

/** Waits until a back-office list shows rows (and not its empty message). */
export async function expectRows(page: Page) {
  await expect(tableRows(page).first()).toBeVisible();
  await expect(page.locator('.admin-table tbody tr.admin-empty')).toHaveCount(0);
}

/** The learner starts paying for a month of Tajweed (30-minute Basic) and goes no further. */
export async function startCoursePayment(request: APIRequestContext, learner: Learner) {
  const started = await request.post('/api/payments/paypal', {
    headers: { Authorization: `Bearer ${learner.token}` },
    data: { product: 'tajweed', tier: '30-basic' },
  });
  expect(started.status(), await started.text()).toBe(201);
}

/** A tutor in Cairo, made by staff through the API (they are mailed an invitation). */
export async function createTutor(
  staffApi: StaffApi,
  person: { firstName: string; lastName: string },
): Promise<{ id: number; name: string; email: string; time_zone: string }> {
  const email = `tutor.${person.lastName.toLowerCase()}@example.com`;
  const created = (await staffApi.send('post', 'tutors', {
    ...person,
    email,
    phone: '+20 100 555 0100',
    gender: 1,
    time_zone: 'Africa/Cairo',
    languages: ['Arabic', 'English'],
    meeting_link: `https://meet.jit.si/IqraAcademy-${person.lastName}`,
  })) as { data: AdminTutor };
  const { id, time_zone } = created.data;
  return { id, name: `${person.firstName} ${person.lastName}`, email, time_zone };
}

/** Staff grant the learner Tajweed (30-minute Standard) from now for `weeks` weeks. */
export async function grantTajweed(
  staffApi: StaffApi,
  request: APIRequestContext,
  learner: Learner,
  weeks = 4,
): Promise<number> {
  const products = await staffApi.list<AdminProduct>('products', 'q=tajweed');
  const tiers = await staffApi.list<AdminTier>('tiers', 'per_page=100');
  const tier = tiers.find((row) => row.group.minutes === 30 && row.name === 'Standard');
  const now = Date.now();
  const created = (await staffApi.send('post', 'subscriptions', {
    user_id: await userIdOf(request, learner),
    product_id: products.find((row) => row.slug === 'tajweed')!.id,
    tier_id: tier!.id,
    started_at: new Date(now).toISOString(),
    ended_at: new Date(now + weeks * 7 * 86_400_000).toISOString(),
  })) as { data: { id: number } };
  return created.data.id;
}

/** A datetime-local value for an instant on the page's own clock (the browser's zone). */
export const localInput = (page: Page, iso: string) =>
  page.evaluate((value) => {
    const date = new Date(value);
    const pad = (part: number) => String(part).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, iso);
