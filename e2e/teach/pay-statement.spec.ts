import { readFile } from 'node:fs/promises';
import { expect, expectAccessibleAtBothWidths, test } from '../support/index.ts';
import { userIdOf } from '../support/staff.ts';
import { createTutor } from './teach.ts';

// Tutors' pay (decision 046): a tutor of their own (the demo tutor's months stay unpaid for the
// other specs) with last month's classes, recorded, and a rate; the tutor reads the month's
// statement on /teach and downloads it as CSV, then staff pay the month on the back office's
// pay screen, and the statement is shown paid.

/** Last month on UTC's calendar (the school's clock until staff choose another). */
function lastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
}

test('a tutor reads and downloads last month’s statement, and staff pay it', async ({
  page,
  request,
  staffApi,
  baseURL,
  createLearner,
  signIn,
}) => {
  test.setTimeout(120_000);
  const month = lastMonth();
  const tutor = await createTutor(request, staffApi, baseURL!, {
    firstName: 'Yusuf',
    lastName: `Pay${Date.now().toString(36)}`,
    timeZone: 'Asia/Karachi',
  });
  const learner = await createLearner({ firstName: 'Maryam', lastName: 'Statement' });
  const products = await staffApi.list<{ id: number; slug: string }>('products', 'q=tajweed');
  const tiers = await staffApi.list<{ id: number; name: string; group: { minutes: number } }>(
    'tiers',
    'per_page=100',
  );
  const subscription = (await staffApi.send('post', 'subscriptions', {
    user_id: await userIdOf(request, learner),
    product_id: products.find((row) => row.slug === 'tajweed')!.id,
    tier_id: tiers.find((row) => row.group.minutes === 30 && row.name === 'Standard')!.id,
  })) as { data: { id: number } };
  // Three classes held last month, recorded: present, late, and one the tutor missed.
  const outcomes = ['present', 'late', 'tutor_absent'];
  for (const [index, attendance] of outcomes.entries()) {
    const starts = new Date(`${month}-1${index}T10:00:00Z`);
    const added = (await staffApi.send('post', 'schedules', {
      subscription_id: subscription.data.id,
      tutor_id: tutor.id,
      title: 'Tajweed',
      link: 'https://meet.jit.si/IqraAcademy-e2e',
      started_at: starts.toISOString(),
      ended_at: new Date(starts.getTime() + 30 * 60_000).toISOString(),
    })) as { data: { id: number } };
    await staffApi.send('post', `classes/${added.data.id}/record`, { attendance });
  }
  await staffApi.send('post', `tutors/${tutor.id}/pay-rates`, {
    effective_from: `${month}-01`,
    currency: 'USD',
    basis: 'per_class',
    rate_30_minor: 1250,
    rate_60_minor: 2200,
  });

  // The tutor's statement: two classes paid, the one they missed not.
  await signIn(tutor);
  await page.goto('/teach');
  const statements = page.getByRole('region', { name: 'Pay statements' });
  await expect(statements.getByLabel('Month', { exact: true })).toHaveValue(month);
  const table = statements.getByRole('region', { name: 'Classes of the month' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /Present/ })).toContainText('Maryam Statement');
  await expect(table.getByRole('row', { name: /Tutor absent/ })).toContainText('—');
  await expect(statements.getByTestId('pay-total')).toHaveText('US$25.00');
  await expect(statements).toContainText('Dates and times are on the tutor’s clock (Asia/Karachi)');
  const downloading = page.waitForEvent('download');
  await statements.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`pay-statement-${tutor.id}-${month}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Maryam Statement');
  expect(csv.trim().split('\n').at(-1)).toBe('Total,,,,,60,2 classes,,USD,25.00');
  await expectAccessibleAtBothWidths(page);

  // Staff pay the month on the pay screen; it is then shown paid, to the tutor too.
  await signIn('staff');
  await page.goto(`/admin/pay?month=${month}&tutor=${tutor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tutors’ pay' })).toBeVisible();
  const name = `${tutor.firstName} ${tutor.lastName}`;
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  const dialog = page.getByRole('dialog', { name: /as paid to/ });
  await dialog.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByRole('status').filter({ hasText: `is paid to ${name}` })).toBeVisible();
  await expect(page.getByText('this statement is kept as paid')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByText(/^Paid /)).toBeVisible();

  await signIn(tutor);
  await page.goto('/teach');
  await expect(
    page
      .getByRole('region', { name: 'Pay statements' })
      .getByText('this statement is kept as paid'),
  ).toBeVisible();
});
