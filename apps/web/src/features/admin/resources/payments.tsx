import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PAYMENT_STATUSES, type AdminPayment } from '@iqra/contracts';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { personName } from '../utils/names.ts';
import { learnerColumn, Price, statusColumn, whenColumn } from './columns.tsx';
import { statusOptions } from './options.ts';

/** Read only: payments are what the provider reported; a payment's screen records a refund. */
export const payments = defineResource<AdminPayment>({
  ...SCREENS.payments,
  resource: 'payments',
  singular: msg`payment`,
  label: (row) => `${row.item}, ${personName(row.user)}`,
  editPath: (row) => `/admin/payments/${row.id}`,
  editVerb: 'open',
  defaultSort: '-created_at' as const,
  searchHint: msg`learner, email, item or order number`,
  filters: [{ name: 'status', label: msg`Status`, source: statusOptions(PAYMENT_STATUSES) }],
  columns: [
    whenColumn('created_at' as const, msg`Started`, true),
    learnerColumn(),
    {
      field: 'kind',
      header: msg`Kind`,
      body: (row) =>
        row.kind === 'course' ? (
          <Trans context="payment kind">Course</Trans>
        ) : (
          <Trans context="payment kind">Book</Trans>
        ),
    },
    { field: 'item', header: msg`Item` },
    {
      field: 'amount',
      header: msg`Amount`,
      sortable: true,
      body: (row) =>
        row.currency.toUpperCase() === 'USD' ? (
          <Price amount={row.amount} />
        ) : (
          `${row.amount.toFixed(2)} ${row.currency.toUpperCase()}`
        ),
    },
    statusColumn(true),
    { field: 'provider', header: msg`Provider` },
    {
      field: 'provider_order_id' as const,
      header: msg`Order`,
      body: (row) => <span className="font-mono text-xs">{row.provider_order_id ?? '—'}</span>,
    },
    whenColumn('completed_at' as const, msg({ message: 'Completed', context: 'date' }), true),
  ],
});
