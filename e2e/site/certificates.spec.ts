import type { APIRequestContext } from '@playwright/test';
import { CREDENTIAL_NOT_SIGNED, CREDENTIAL_REVOKED, type Certificate } from '@iqra/contracts';
import { DEMO_STUDENT, tokenFor } from '../support/accounts.ts';
import {
  expect,
  expectAccessibleAtBothWidths,
  screenshotBothWidths,
  test,
} from '../support/index.ts';

// Anyone who holds a certificate's code checks it: the demo student's Qaida certificate stands,
// her An-Naba milestone was revoked, and a code that names none is a not-found page. Anyone
// shown a certificate checks it at /certificates too: by its code, or by its signed credential.

/** The demo student's certificates: the Qaida one that stands, and the revoked milestone. */
async function demoCertificates(request: APIRequestContext) {
  const token = await tokenFor(request, DEMO_STUDENT);
  const answer = await request.get('/api/my-certificates', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await answer.json()) as { data: Certificate[] };
  return {
    qaida: data.find((item) => item.kind === 'qaida')!,
    revoked: data.find((item) => item.revoked !== null)!,
  };
}

/** A certificate's signed credential, as its page downloads it. */
async function credentialOf(request: APIRequestContext, code: string) {
  const answer = await request.get(`/api/certificates/${code}/credential`);
  expect(answer.ok()).toBe(true);
  return (await answer.text()).trim();
}

test.describe('a guest checking a certificate', () => {
  test('reads that it is genuine, or that it was revoked, and nothing for a made-up code', async ({
    page,
    request,
  }) => {
    const { qaida, revoked } = await demoCertificates(request);

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
    // The code was mistyped: back to where it is typed.
    await page.getByRole('link', { name: 'Type the code again' }).click();
    await expect(page).toHaveURL(/\/certificates$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check a certificate');
  });
});

test.describe('a guest at the certificate check', () => {
  test('types a code as it comes, and lands on that certificate’s page', async ({
    page,
    request,
  }) => {
    const { qaida } = await demoCertificates(request);
    const opened = await page.goto('/certificates');
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check a certificate');
    await expectAccessibleAtBothWidths(page);

    const code = page.getByLabel('Certificate code');
    const checkCode = page.getByRole('button', { name: 'Check code' });
    await checkCode.click();
    await expect(code).toHaveAccessibleDescription(/Enter the code printed on the certificate\./);
    await expect(page).toHaveURL(/\/certificates$/);

    // In lower case, without its hyphens, with a space typed after it.
    await code.fill(`${qaida.code.toLowerCase().replaceAll('-', '')} `);
    await checkCode.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This certificate is genuine');
    await expect(page.getByText('Completion of the Noorani Qaida')).toBeVisible();
    await expect(page.locator('dd.font-mono')).toHaveText(qaida.code);

    await page.getByRole('link', { name: 'Check another certificate' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check a certificate');
  });

  test('checks a credential pasted or chosen as a file: genuine, changed, revoked', async ({
    page,
    request,
  }) => {
    const { qaida, revoked } = await demoCertificates(request);
    const genuine = await credentialOf(request, qaida.code);
    await page.goto('/certificates');
    const credential = page.getByLabel('Credential', { exact: true });
    const checkCredential = page.getByRole('button', { name: 'Check credential' });
    const answer = page
      .getByRole('region', { name: 'Check a digital credential' })
      .getByRole('status');

    // Pasted, as it was downloaded.
    await credential.fill(genuine);
    await checkCredential.click();
    await expect(answer).toContainText('This credential is genuine, and it stands.');
    await expect(
      answer.getByRole('link', { name: `See certificate ${qaida.code}` }),
    ).toHaveAttribute('href', `/certificates/${qaida.code}`);
    await expectAccessibleAtBothWidths(page);
    await screenshotBothWidths(page, 'certificate-check-genuine');

    // Changed by one character of what it says: the signature no longer holds.
    const [header, payload, signature] = genuine.split('.') as [string, string, string];
    const at = Math.floor(payload.length / 2);
    const changed = `${payload.slice(0, at)}${payload[at] === 'A' ? 'B' : 'A'}${payload.slice(at + 1)}`;
    await credential.fill(`${header}.${changed}.${signature}`);
    await expect(answer).toBeEmpty();
    await checkCredential.click();
    await expect(answer).toContainText('This credential is not signed by the school.');
    await expect(answer).toContainText(CREDENTIAL_NOT_SIGNED);
    await expect(answer.getByRole('link')).toHaveCount(0);

    // The revoked milestone's credential is the school's, but the certificate no longer stands.
    await credential.fill(await credentialOf(request, revoked.code));
    await checkCredential.click();
    await expect(answer).toContainText(
      'This credential is genuine, but the certificate was revoked.',
    );
    await expect(answer).toContainText(CREDENTIAL_REVOKED);
    await expect(
      answer.getByRole('link', { name: `See certificate ${revoked.code}` }),
    ).toBeVisible();

    // Not a credential at all: the field says what one looks like.
    await credential.fill('not a credential');
    await checkCredential.click();
    await expect(credential).toHaveAccessibleDescription(
      /not a credential as the school issues them/,
    );
    await expect(answer).toBeEmpty();

    // Nothing to check.
    await credential.fill('');
    await checkCredential.click();
    await expect(credential).toHaveAccessibleDescription(
      /Paste a credential, or choose its file\./,
    );

    // Chosen as the file the certificate's page downloads, on a page opened afresh.
    await page.goto('/certificates');
    const file = page.getByLabel('Or choose its file');
    await file.setInputFiles({
      name: `iqra-certificate-${qaida.code}.jwt`,
      mimeType: 'application/vc+jwt',
      buffer: Buffer.from(genuine),
    });
    await expect(answer).toContainText('This credential is genuine, and it stands.');
    await expect(credential).toHaveValue(genuine);
    await answer.getByRole('link', { name: `See certificate ${qaida.code}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This certificate is genuine');

    // A file that is no credential (a picture) is not sent.
    await page.goto('/certificates');
    await file.setInputFiles({
      name: 'photo.jwt',
      mimeType: 'application/vc+jwt',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]),
    });
    await expect(file).toHaveAccessibleDescription(/This file holds no credential\./);
    await expect(credential).toHaveValue('');
    await expect(answer).toBeEmpty();
  });
});
