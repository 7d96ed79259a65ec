import { OUTBOX_STATUSES, type AdminOutbox } from '@iqra/contracts';
import { Clipped } from '../components/parts.tsx';
import { MailExtras } from '../components/row-actions.tsx';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { statusColumn, whenColumn } from './columns.tsx';
import { statusOptions } from './options.ts';

export const outbox = defineResource<AdminOutbox>({
  ...SCREENS.outbox,
  resource: 'outbox',
  singular: 'mail',
  label: (row) => `${row.subject} to ${row.to}`,
  defaultSort: '-created_at',
  searchHint: 'address or subject',
  filters: [{ name: 'status', label: 'Status', source: statusOptions(OUTBOX_STATUSES) }],
  columns: [
    whenColumn('created_at', 'Queued', true),
    { field: 'to', header: 'To', sortable: true },
    {
      field: 'subject',
      header: 'Subject',
      body: (row) => <Clipped text={row.subject} length={50} />,
    },
    statusColumn(),
    { field: 'attempts', header: 'Attempts' },
    whenColumn('sent_at', 'Sent'),
    {
      field: 'last_error',
      header: 'Last error',
      body: (row) => (row.last_error ? <Clipped text={row.last_error} length={40} /> : '—'),
    },
  ],
  extras: MailExtras,
});
