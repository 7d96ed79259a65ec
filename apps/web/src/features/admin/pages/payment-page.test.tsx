import {
  adminPaymentSchema,
  adminRefundSchema,
  one,
  validationErrorSchema,
  type AdminPayment,
  type AdminRefund,
} from '@iqra/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer } from '../../../test-utils/api-answers.ts';
import { playApi, renderAt, renderIn, type ApiCall } from '../../../test-utils/played-api.tsx';
import { PaymentPage } from './payment-page.tsx';

// A payment's screen: its refunds, and a refund recorded by hand. The API is played at the
// network edge (played-api.tsx): it keeps the refunds posted, as the server would.

const PAYPAL_REFUND: AdminRefund = {
  id: 1,
  payment_id: 'p-1',
  amount: 10,
  currency: 'USD',
  reason: 'Cancelled in the first week.',
  refunded_at: '2030-04-02T12:00:00.000Z',
  recorded_by: null,
  provider_refund_id: 'REF-1',
};
const STAFF = { firstName: 'Aisha', lastName: 'Staff', email: 'admin@example.com' };
/** Code loaded when first needed (the screen, the form) may take a while cold. */
const LOADING = { timeout: 10_000 };

let status: AdminPayment['status'];
let refunds: AdminRefund[];
let refuseNext: string | undefined;
let calls: ApiCall[];

function payment(): AdminPayment {
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return {
    id: 'p-1',
    user_id: 21,
    user: { firstName: 'Omar', lastName: 'Rahman', email: 'omar@example.com' },
    kind: 'course',
    item: 'Tajweed · Standard',
    amount: 50,
    currency: 'USD',
    provider: 'paypal',
    provider_order_id: 'ORDER-1',
    status,
    created_at: '2030-04-01T11:55:00.000Z',
    completed_at: status === 'completed' ? '2030-04-01T12:00:00.000Z' : null,
    refunded,
    refundable: status === 'completed' ? 50 - refunded : 0,
    refunds,
  };
}

beforeEach(() => {
  status = 'completed';
  refunds = [PAYPAL_REFUND];
  refuseNext = undefined;
  calls = playApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/admin/payments/p-1') {
      return answer(one(adminPaymentSchema), { data: payment() });
    }
    if (method === 'POST' && url === '/api/admin/payments/p-1/refunds') {
      if (refuseNext) {
        const message = refuseNext;
        refuseNext = undefined;
        return answer(validationErrorSchema, { message, errors: { amount: [message] } }, 422);
      }
      const sent = body as { amount: string; reason: string };
      const refund: AdminRefund = {
        ...PAYPAL_REFUND,
        id: refunds.length + 1,
        amount: Number(sent.amount),
        reason: sent.reason,
        refunded_at: '2030-04-05T12:00:00.000Z',
        recorded_by: STAFF,
        provider_refund_id: null,
      };
      refunds = [...refunds, refund];
      return answer(one(adminRefundSchema), { data: refund }, 201);
    }
    return undefined;
  });
});

const renderPage = () => renderAt(<PaymentPage />, '/admin/payments/p-1', '/admin/payments/:id');
const posted = () => calls.filter((call) => call.method === 'POST').map((call) => call.body);
const refundItems = () =>
  within(screen.getByRole('region', { name: 'Refunds' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A field's error, as a screen reader hears it beside the field (its `-error` description). */
function errorOf(field: HTMLElement): string | undefined {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? document.getElementById(error)?.textContent?.trim() : undefined;
}

describe('a payment’s screen', { timeout: 30_000 }, () => {
  it('lists its refunds and records one by hand, which the list then shows', async () => {
    await renderPage();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Tajweed · Standard, Omar Rahman' },
        LOADING,
      ),
    ).toBeTruthy();
    expect(refundItems()).toEqual([expect.stringContaining('From PayPal')]);
    const form = screen.getByRole('region', { name: 'Record a refund' });
    const amount = within(form).getByLabelText('Amount (USD)');
    expect(within(form).getByText('At most US$40.00.')).toBeTruthy();

    fireEvent.change(amount, { target: { value: '12.50' } });
    fireEvent.change(within(form).getByLabelText('Reason'), {
      target: { value: 'Paid back by bank transfer.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('The refund is recorded.')).toBeTruthy();
    expect(posted()).toEqual([{ amount: '12.50', reason: 'Paid back by bank transfer.' }]);
    await waitFor(() => expect(refundItems()).toHaveLength(2));
    expect(refundItems()[1]).toContain('US$12.50');
    expect(refundItems()[1]).toContain('Recorded by Aisha Staff');
    expect(refundItems()[1]).toContain('Paid back by bank transfer.');
    expect(within(form).getByText('At most US$27.50.')).toBeTruthy();
  });

  it('says what is wrong beside each field: the form’s checks, then the server’s', async () => {
    await renderPage();
    const form = await screen.findByRole('region', { name: 'Record a refund' }, LOADING);
    const amount = within(form).getByLabelText('Amount (USD)');
    const reason = within(form).getByLabelText('Reason');
    fireEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(errorOf(amount)).toBe('The amount field is required.'));
    expect(errorOf(reason)).toBe('The reason field is required.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    const tooMuch = 'The amount must not be greater than what is left to refund: 40.00 USD.';
    refuseNext = tooMuch;
    fireEvent.change(amount, { target: { value: '45' } });
    fireEvent.change(reason, { target: { value: 'Too much.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(errorOf(amount)).toBe(tooMuch));
    expect(errorOf(reason)).toBeUndefined();
    expect(posted()).toEqual([{ amount: '45', reason: 'Too much.' }]);
    expect(refundItems()).toHaveLength(1);
  });

  it('offers no refund for a payment that did not complete, or has nothing left', async () => {
    status = 'failed';
    refunds = [];
    const { unmount } = await renderPage();
    expect(await screen.findByText('No refunds.', {}, LOADING)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Record a refund' })).toBeNull();
    unmount();

    status = 'completed';
    refunds = [{ ...PAYPAL_REFUND, amount: 50 }];
    await renderPage();
    expect(await screen.findByText('From PayPal', { exact: false }, LOADING)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Record a refund' })).toBeNull();
  });

  it('reads in Arabic', async () => {
    await renderIn('ar', <PaymentPage />, '/admin/payments/p-1', '/admin/payments/:id');
    const form = await screen.findByRole('region', { name: 'تسجيل استرداد' }, LOADING);
    // The currency's code is isolated (U+2068 … U+2069), so its parenthesis stays in place.
    expect(within(form).getByLabelText('المبلغ (بعملة \u2068USD\u2069)')).toBeTruthy();
    expect(within(form).getByLabelText('السبب')).toBeTruthy();
    const list = screen.getByRole('region', { name: 'المبالغ المستردّة' });
    expect(within(list).getByRole('listitem').textContent).toContain('من PayPal');
    expect(within(form).getByRole('button', { name: 'سجّل الاسترداد' })).toBeTruthy();
  });
});
