import type { AdminPayment } from '@iqra/contracts';
import {
  expect,
  expectAccessibleAtBothWidths,
  screenshotBothWidths,
  test,
  unique,
} from '../support/index.ts';
import { status, tableRows } from '../support/staff.ts';

// Staff record a refund made outside PayPal's notices (a bank transfer back) on a payment's
// screen, and see it in the payment's refunds. The payment is one the demo seed completed
// long ago (its history's learners never sign in); a few dollars of it are given back, so a
// run again on the same server still finds something left.

/** Dollars as the back office writes them in English: US$5.25. */
const dollars = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'USD' });

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('record a refund by hand on a payment and see it listed', async ({ page, staffApi }) => {
    const completed = await staffApi.list<AdminPayment>(
      'payments',
      'status=completed&sort=-created_at&per_page=100',
    );
    const payment = completed.find((row) => row.currency === 'USD' && row.refundable >= 10);
    expect(payment, 'a completed payment in dollars with something left').toBeDefined();
    const { provider_order_id: order, refunds } = payment!;

    // From the list: the payment found by its order number, then opened.
    await page.goto('/admin/payments');
    await page.getByLabel('Search payments').fill(order!);
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === order);
    await expect(tableRows(page)).toHaveCount(1);
    await tableRows(page)
      .getByRole('link', { name: /^Open / })
      .click();
    await expect(page).toHaveURL(`/admin/payments/${payment!.id}`);
    const { firstName, lastName } = payment!.user;
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${firstName} ${lastName}`);

    const list = page.getByRole('region', { name: 'Refunds' });
    const form = page.getByRole('region', { name: 'Record a refund' });
    const amount = form.getByLabel('Amount (USD)');
    // Refused on its field first: nothing to give back is no refund.
    await amount.fill('0');
    await form.getByLabel('Reason').fill('Nothing.');
    await form.getByRole('button', { name: 'Record refund' }).click();
    await expect(amount).toHaveAccessibleDescription(/The amount field must be greater than 0\./);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleAtBothWidths(page);

    const reason = `Paid back by bank transfer ${unique()}.`;
    await amount.fill('5.25');
    await form.getByLabel('Reason').fill(reason);
    await form.getByRole('button', { name: 'Record refund' }).click();
    await expect(status(page, 'The refund is recorded.')).toBeVisible();
    const refund = list.getByRole('listitem').filter({ hasText: reason });
    await expect(refund).toContainText('US$5.25');
    await expect(refund).toContainText('Recorded by');
    await expect(list.getByRole('listitem')).toHaveCount(refunds.length + 1);
    // The form starts afresh, with what is now left.
    await expect(amount).toHaveValue('');
    const left = dollars.format(payment!.refundable - 5.25);
    await expect(form.getByText(`At most ${left}.`)).toBeVisible();

    await expectAccessibleAtBothWidths(page);
    await screenshotBothWidths(page, 'admin-payment-refund');
  });
});
