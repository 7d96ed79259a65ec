import type { Route } from '@playwright/test';
import {
  expect,
  expectAccessible,
  screenshotBothWidths,
  storedToken,
  storeTokenOnce,
  test,
} from '../support/index.ts';

const UNREACHABLE = "We can't reach the school right now. Trying again…";

/** Faults injected at the network edge on the session call, as a proxy or a network makes them. */
const FAULTS: [string, (route: Route) => Promise<void>][] = [
  ['a 502 from the proxy', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' })],
  [
    'a 503 during a deploy',
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'text/html',
        body: '<h1>Service Unavailable</h1>',
      }),
  ],
  ['a dropped connection', (route) => route.abort('connectionreset')],
];

test.describe('a signed-in learner stays signed in while the school cannot be reached', () => {
  for (const [name, fault] of FAULTS) {
    test(`${name} on the session call: that load and the next`, async ({ page, learner }) => {
      await storeTokenOnce(page, learner.token);
      // The first session call meets the fault. The retry that follows is held at the edge
      // while the page is looked at (so the backoff does not grow meanwhile), then reaches
      // the real server.
      let failed = 0;
      let serverBack = () => {};
      const back = new Promise<void>((resolve) => (serverBack = resolve));
      await page.route('**/api/auth/user', async (route) => {
        if (failed === 0) {
          failed += 1;
          return fault(route);
        }
        await back;
        return route.continue();
      });

      await page.goto('/learning');
      const notice = page.getByRole('status').filter({ hasText: UNREACHABLE });
      await expect(notice).toBeVisible();
      await expect(page).toHaveURL('/learning');
      await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
      await expectAccessible(page);
      if (name === FAULTS[0]![0]) await screenshotBothWidths(page, 'session-unreachable');
      await expect(page).toHaveURL('/learning');
      expect(failed).toBe(1);
      serverBack();

      const heading = page.getByRole('heading', { level: 1, name: 'Learning' });
      await expect(heading).toBeVisible();
      await expect(notice).toHaveCount(0);
      await expect(page).toHaveURL('/learning');
      await expect(page.getByRole('button', { name: /account menu/ })).toContainText(
        learner.firstName,
      );
      expect(await storedToken(page)).toBe(learner.token);

      // The next load goes straight through with the same token.
      await page.reload();
      await expect(heading).toBeVisible();
      await expect(page).toHaveURL('/learning');
      expect(await storedToken(page)).toBe(learner.token);
    });
  }

  test('a token the server no longer accepts (401) signs the learner out', async ({
    page,
    request,
    learner,
  }) => {
    await storeTokenOnce(page, learner.token);
    const revoked = await request.post('/api/auth/logout', {
      headers: { Authorization: `Bearer ${learner.token}` },
    });
    expect(revoked.status()).toBe(204);

    const answer = page.waitForResponse('**/api/auth/user');
    await page.goto('/learning');
    expect((await answer).status()).toBe(401);
    await expect(page).toHaveURL('/login');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByRole('status').filter({ hasText: UNREACHABLE })).toHaveCount(0);
    // Signed out, the header offers Login again.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
