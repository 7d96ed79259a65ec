import { msg } from '@lingui/core/macro';
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
  singular: msg`mail`,
  label: ({ subject, to }) => msg`${subject} to ${to}`,
  defaultSort: '-created_at' as const,
  searchHint: msg`address or subject`,
  filters: [{ name: 'status', label: msg`Status`, source: statusOptions(OUTBOX_STATUSES) }],
  columns: [
    whenColumn('created_at' as const, msg`Queued`, true),
    { field: 'to', header: msg`To`, sortable: true },
    {
      field: 'subject',
      header: msg`Subject`,
      body: (row) => <Clipped text={row.subject} length={50} />,
    },
    statusColumn(),
    { field: 'attempts', header: msg`Attempts` },
    whenColumn('sent_at' as const, msg({ message: 'Sent', context: 'date' })),
    {
      field: 'last_error' as const,
      header: msg`Last error`,
      body: (row) => (row.last_error ? <Clipped text={row.last_error} length={40} /> : '—'),
    },
  ],
  extras: MailExtras,
});
