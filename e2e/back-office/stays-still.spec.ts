import { expect, requestsTo, slowApi, test, untilHydrated, watchShifts } from '../support/index.ts';
import { expectRows } from '../support/staff.ts';

// The back office's frame (its menu beside the screen) and a screen's heading come with the
// server's HTML, though the server knows nobody; they stay where they are while the app, the
// session, the screen's code and its rows arrive one after another.

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('a list’s frame and heading come from the server, and nothing moves as it fills', async ({
    page,
  }) => {
    const shifts = await watchShifts(page);
    await slowApi(page);
    const response = await page.goto('/admin/learners', { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<h1[^>]*>Learners<\/h1>/);
    expect(html).toContain('Everyone with an account: learners and staff.');
    expect(html).toMatch(/<nav aria-label="Back office">/);
    await untilHydrated(page);
    await expectRows(page);
    await expect(page).toHaveTitle('Learners · Back office | Iqra');
    // A moment more, for anything that would still arrive and push the page about.
    await page.waitForTimeout(1000);
    expect(await shifts()).toBeLessThanOrEqual(0.02);

    // A learner opened from the list names the page, not the frame it opened in.
    const open = page.getByRole('link', { name: /^Open / }).first();
    const name = (await open.getAttribute('aria-label'))!.slice('Open '.length);
    await open.click();
    await expect(page).toHaveTitle(`${name} · Back office | Iqra`);
  });

  test('the dashboard’s heading and periods come in the server’s HTML, nothing moves as its figures arrive, and the menu stays', async ({
    page,
  }) => {
    const shifts = await watchShifts(page);
    await slowApi(page);
    // The menu the server drew is the one that stays: the browser takes it over rather than
    // dropping it and drawing it again (which showed as a blink of the whole page).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverMenu?: Element | null }).serverMenu = document.querySelector(
          'nav[aria-label="Back office"]',
        );
      });
    });
    const response = await page.goto('/admin', { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<h1[^>]*>Back office<\/h1>/);
    expect(html).toContain('What came in, who joined and who is about to stop');
    expect(html).toMatch(/<legend[^>]*>Period<\/legend>/);
    await untilHydrated(page);
    await expect(page.getByText('Revenue, less refunds')).toBeVisible();
    // The figures, the lists to act on and the charts arrive one after another, each below the
    // others: none pushes what is already shown.
    await expect(page.getByRole('heading', { name: 'Charts' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await shifts()).toBeLessThanOrEqual(0.005);
    const serverMenuShown = await page.evaluate(
      () => (window as unknown as { serverMenu?: Element | null }).serverMenu?.isConnected,
    );
    expect(serverMenuShown).toBe(true);
    await page
      .getByRole('navigation', { name: 'Back office', exact: true })
      .getByRole('link', { name: 'Courses' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expectRows(page);
  });
});

test.describe('a learner', () => {
  test.use({ signedInAs: 'the demo student' });

  test('who opens /admin is told it is for staff, and downloads none of its screens', async ({
    page,
  }) => {
    const screens = requestsTo(page, '/assets/admin-app-');
    await page.goto('/admin/learners');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(screens).toEqual([]);
  });
});
