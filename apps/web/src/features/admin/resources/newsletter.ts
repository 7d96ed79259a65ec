import { NEWSLETTER_STATUSES, type AdminNewsletterSubscriber } from '@iqra/contracts';
import { UnsubscribeButton } from '../components/row-actions.tsx';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { statusColumn, whenColumn } from './columns.tsx';
import { statusOptions } from './options.ts';

export const newsletter = defineResource<AdminNewsletterSubscriber>({
  ...SCREENS.newsletter,
  resource: 'newsletter-subscribers',
  singular: 'subscriber',
  label: (row) => row.email,
  defaultSort: '-created_at',
  searchHint: 'email',
  filters: [{ name: 'status', label: 'Status', source: statusOptions(NEWSLETTER_STATUSES) }],
  columns: [
    { field: 'email', header: 'Email', sortable: true },
    statusColumn(),
    whenColumn('created_at', 'Signed up', true),
    whenColumn('confirmed_at', 'Confirmed'),
  ],
  exportable: true,
  canDelete: true,
  extras: UnsubscribeButton,
});
