import { PAYMENT_STATUSES, type AdminPayment } from '@iqra/contracts';
import { formatPrice } from '../../../lib/format.ts';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { personName } from '../utils/names.ts';
import { learnerColumn, statusColumn, whenColumn } from './columns.tsx';
import { statusOptions } from './options.ts';

/** Read only: payments are what the provider reported. */
export const payments = defineResource<AdminPayment>({
  ...SCREENS.payments,
  resource: 'payments',
  singular: 'payment',
  label: (row) => `${row.item}, ${personName(row.user)}`,
  defaultSort: '-created_at',
  searchHint: 'learner, email, item or order number',
  filters: [{ name: 'status', label: 'Status', source: statusOptions(PAYMENT_STATUSES) }],
  columns: [
    whenColumn('created_at', 'Started', true),
    learnerColumn(),
    { field: 'kind', header: 'Kind', body: (row) => (row.kind === 'course' ? 'Course' : 'Book') },
    { field: 'item', header: 'Item' },
    {
      field: 'amount',
      header: 'Amount',
      sortable: true,
      body: (row) =>
        row.currency.toUpperCase() === 'USD'
          ? formatPrice(row.amount)
          : `${row.amount.toFixed(2)} ${row.currency.toUpperCase()}`,
    },
    statusColumn(true),
    { field: 'provider', header: 'Provider' },
    {
      field: 'provider_order_id',
      header: 'Order',
      body: (row) => <span className="font-mono text-xs">{row.provider_order_id ?? '—'}</span>,
    },
    whenColumn('completed_at', 'Completed', true),
  ],
});
