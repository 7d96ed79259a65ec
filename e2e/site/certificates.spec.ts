import type { Certificate } from '@iqra/contracts';
import { DEMO_STUDENT, tokenFor } from '../support/accounts.ts';
import {
  expect,
  expectAccessibleAtBothWidths,
  screenshotBothWidths,
  test,
} from '../support/index.ts';

// Anyone who holds a certificate's code checks it: the demo student's Qaida certificate stands,
// her An-Naba milestone was revoked, and a code that names none is a not-found page.

test.describe('a guest checking a certificate', () => {
  test('reads that it is genuine, or that it was revoked, and nothing for a made-up code', async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, DEMO_STUDENT);
    const answer = await request.get('/api/my-certificates', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { data } = (await answer.json()) as { data: Certificate[] };
    const qaida = data.find((item) => item.kind === 'qaida')!;
    const revoked = data.find((item) => item.revoked !== null)!;

    // A guest: the page is signed in as nobody.
    const opened = await page.goto(new URL(qaida.url).pathname);
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This certificate is genuine');
    await expect(page.getByText('Completion of the Noorani Qaida')).toBeVisible();
    await expect(page.locator('dd [lang="ar"]').first()).toHaveText('أمينة رحمن');
    await expect(page.getByText('Maryam Hassan')).toBeVisible();
    // Nothing else about her: no address.
    await expect(page.locator('main')).not.toContainText('@');
    await expectAccessibleAtBothWidths(page);
    await screenshotBothWidths(page, 'certificate-valid');

    await page.goto(new URL(revoked.url).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This certificate was revoked',
    );
    await expect(page.getByText(/revoked it on .+: it no longer stands\./)).toBeVisible();
    await expectAccessibleAtBothWidths(page);

    const missing = await page.goto('/certificates/0000-0000-0000-0000');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificate not found');
  });
});
