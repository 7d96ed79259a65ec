import { msg } from '@lingui/core/macro';
import { NEWSLETTER_STATUSES, type AdminNewsletterSubscriber } from '@iqra/contracts';
import { UnsubscribeButton } from '../components/row-actions.tsx';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { statusColumn, whenColumn } from './columns.tsx';
import { statusOptions } from './options.ts';

export const newsletter = defineResource<AdminNewsletterSubscriber>({
  ...SCREENS.newsletter,
  resource: 'newsletter-subscribers',
  singular: msg`subscriber`,
  label: (row) => row.email,
  defaultSort: '-created_at' as const,
  searchHint: msg`email`,
  filters: [{ name: 'status', label: msg`Status`, source: statusOptions(NEWSLETTER_STATUSES) }],
  columns: [
    { field: 'email', header: msg`Email`, sortable: true },
    statusColumn(),
    whenColumn('created_at' as const, msg`Signed up`, true),
    whenColumn('confirmed_at' as const, msg({ message: 'Confirmed', context: 'date' })),
  ],
  exportable: true,
  canDelete: true,
  extras: UnsubscribeButton,
});
