import type { AdminDemoRequest } from '@iqra/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, PDF, test, unique, uniqueEmail, type Learner } from '../support/index.ts';
import {
  expectRows,
  startCoursePayment,
  status,
  tableRows,
  type StaffApi,
} from '../support/staff.ts';

/** A payment the learner started and never finished is "Created", not "Completed". */
async function filterPaymentsByStatus(page: Page, request: APIRequestContext, learner: Learner) {
  await startCoursePayment(request, learner);
  await page.goto('/admin/payments');
  await expectRows(page);
  const payments = tableRows(page);
  const payment = payments.filter({ hasText: `${learner.firstName} ${learner.lastName}` });
  await page.getByLabel('Search payments').fill(learner.email);
  // The search lands in the address bar after a pause: a filter chosen before it would be
  // undone by it (and on a database with one payment, one row shows before it lands).
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === learner.email);
  await expect(payments).toHaveCount(1);
  await expect(payment).toHaveCount(1);
  const filter = page.getByLabel('Status', { exact: true });
  await filter.selectOption({ label: 'Created' });
  await expect(page).toHaveURL(/status=created/);
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText('Created');
  await expect(payment).toContainText('Tajweed');
  await filter.selectOption({ label: 'Completed' });
  await expect(page).toHaveURL(/status=completed/);
  await expect(page.getByText('No payments match this search.')).toBeVisible();
  await expect(payment).toHaveCount(0);
}

/** A lead is found, marked Contacted with a note for the team. */
async function followUpDemoRequest(
  page: Page,
  request: APIRequestContext,
  staffApi: StaffApi,
  id: string,
) {
  const email = `demo.${id}@example.com`;
  expect((await request.post('/api/request-demo', { data: { email } })).status()).toBe(201);
  await page.goto('/admin/demo-requests');
  await page.getByLabel('Search demo requests').fill(email);
  const lead = tableRows(page);
  // Only this lead is left once the search has run.
  await expect(lead).toHaveCount(1);
  await expect(lead).toContainText(email);
  await expect(lead).toContainText('New');
  await lead.getByRole('button', { name: `Edit ${email}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit demo request' });
  await edit.getByLabel('Status').selectOption({ label: 'Contacted' });
  const note = `Demo booked for Tuesday ${id}.`;
  await edit.getByLabel('Notes').fill(note);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(status(page, 'Demo request saved.')).toBeVisible();
  await expect(lead).toContainText('Contacted');
  await expect(lead).toContainText(note);
  const leads = await staffApi.list<AdminDemoRequest>(
    'demo-requests',
    `q=${encodeURIComponent(email)}`,
  );
  expect(leads).toEqual([expect.objectContaining({ status: 'contacted', notes: note })]);
}

/** A testimonial shows on the home page until it is deleted. */
async function testimonialComesAndGoes(page: Page, staffApi: StaffApi, id: string) {
  const author = `E2E Parent ${id}`;
  const words = `My daughter now reads with tajweed, thanks to her tutor (${id}).`;
  try {
    await page.goto('/admin/testimonials');
    await page.getByRole('button', { name: 'New testimonial' }).click();
    const dialog = page.getByRole('dialog', { name: 'New testimonial' });
    await dialog.getByLabel('Name', { exact: true }).fill(author);
    await dialog.getByLabel('Testimonial', { exact: true }).fill(words);
    await dialog.getByRole('button', { name: 'Create testimonial' }).click();
    await expect(dialog).toBeHidden();
    await expect(status(page, 'Testimonial created.')).toBeVisible();

    await page.goto('/');
    const saying = page.getByRole('region', { name: 'What people are saying' });
    const card = saying.getByRole('listitem').filter({ hasText: words });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    await expect(card).toContainText(author);

    await page.goto('/admin/testimonials');
    await page.getByLabel('Search testimonials').fill(id);
    await expect(tableRows(page)).toHaveCount(1);
    await page.getByRole('button', { name: `Delete ${author}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this testimonial?' });
    await expect(confirm).toContainText(`“${author}” will be deleted for good.`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(status(page, `Deleted “${author}”.`)).toBeVisible();
    await expect(page.getByText('No testimonials match this search.')).toBeVisible();

    await page.goto('/');
    await expect(saying.locator('blockquote').first()).toBeVisible();
    await expect(saying.getByText(words)).toHaveCount(0);
    await expect(saying.getByText(author)).toHaveCount(0);
  } finally {
    await staffApi.deleteFound('testimonials', id);
  }
}

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('a CSV export and a résumé download as files', async ({ page, request }) => {
    const email = uniqueEmail('lead');
    expect((await request.post('/api/request-demo', { data: { email } })).status()).toBe(201);
    const job = await request.post('/api/request-job', {
      multipart: {
        email,
        file: { name: 'Huda CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
      },
    });
    expect(job.status()).toBe(201);

    await page.goto('/admin/demo-requests');
    await expectRows(page);
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await exported;
    expect(csv.suggestedFilename()).toMatch(/^demo-requests-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await readFile((await csv.path())!, 'utf8')).toContain(email);
    await expect(status(page, /^Downloaded demo-requests-/)).toBeVisible();

    await page.goto('/admin/job-applications');
    await page.getByLabel('Search job applications').fill(email);
    const row = page.locator('tbody tr').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    const resume = page.waitForEvent('download');
    await row.getByRole('button', { name: `Résumé of ${email}` }).click();
    const file = await resume;
    // Saved under a name made from the detected type, never the applicant's file name.
    expect(file.suggestedFilename()).toMatch(/^resume-\d+\.pdf$/);
    expect(await readFile((await file.path())!, 'utf8')).toMatch(/^%PDF-/);

    // A lead is followed up: status and notes, saved with PATCH.
    await row.getByRole('button', { name: `Edit ${email}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit job application' });
    await edit.getByLabel('Status').selectOption('contacted');
    await edit.getByLabel('Notes').fill('Called on Monday; interview next week.');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Contacted');
    await expect(row).toContainText('Called on Monday');
  });

  test('payments filter by status; a demo request is followed up; a testimonial comes and goes', async ({
    page,
    request,
    staffApi,
    createLearner,
  }) => {
    test.setTimeout(90_000);
    const id = unique();
    await filterPaymentsByStatus(page, request, await createLearner({ lastName: `Payer${id}` }));
    await followUpDemoRequest(page, request, staffApi, id);
    await testimonialComesAndGoes(page, staffApi, id);
  });
});
