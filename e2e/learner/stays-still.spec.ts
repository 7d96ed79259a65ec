import { expect, slowApi, test, untilHydrated, watchShifts } from '../support/index.ts';

// A signed-in page's heading comes with the server's HTML (the server knows nobody: the token
// is in the browser's storage), and nothing on the page moves while the app, the session and
// the page's data arrive one after another; a guest sent on to sign in sees nothing jump either.

test.describe('the demo student', () => {
  test.use({ signedInAs: 'the demo student' });

  test('/learning shows its heading from the first paint and stays still as it fills', async ({
    page,
  }) => {
    const shifts = await watchShifts(page);
    await slowApi(page);
    const response = await page.goto('/learning', { waitUntil: 'commit' });
    expect(await response?.text()).toMatch(/<h1[^>]*>Learning<\/h1>/);
    await untilHydrated(page);
    await expect(page.getByRole('row').filter({ hasText: 'Tajweed' })).toBeVisible();
    // A moment more, for anything that would still arrive and push the page about.
    await page.waitForTimeout(1000);
    expect(await shifts()).toBeLessThanOrEqual(0.02);
  });

  test('an Arabic page’s header stays where it is when the session turns the guest’s links into the account', async ({
    page,
  }) => {
    // What in the header moved (a layout shift's sources inside it), from the page's start.
    await page.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as { headerMoves: string[] }).headerMoves = moved;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources?: { node?: Node | null }[];
        })[]) {
          for (const source of entry.sources ?? []) {
            const node = source.node;
            const element = node instanceof Element ? node : (node?.parentElement ?? null);
            if (element?.closest('header')) moved.push(element.textContent?.slice(0, 40) ?? '');
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await slowApi(page);
    // The Arabic guest links are wider than the English ones: the room kept for them must hold
    // either, at a phone-and-a-half's width and on a wide screen.
    for (const width of [768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/ar');
      await untilHydrated(page);
      await expect(page.getByRole('button', { name: /Amina|أمينة/ })).toBeVisible();
      await page.waitForTimeout(500);
      const moved = await page.evaluate(
        () => (window as unknown as { headerMoves: string[] }).headerMoves,
      );
      expect(moved, `at ${width} px`).toEqual([]);
    }
  });
});

test('a guest who opens /learning is sent to sign in without anything on the page jumping', async ({
  page,
}) => {
  const shifts = await watchShifts(page);
  await slowApi(page);
  await page.goto('/learning');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
  ).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await shifts()).toBe(0);
});
