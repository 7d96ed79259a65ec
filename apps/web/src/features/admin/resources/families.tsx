import type { AdminFamily } from '@iqra/contracts';
import { Link } from 'react-router';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { childrenNames, personName } from '../utils/names.ts';

/** Every parent with their children and the children's courses; each opens on its own screen. */
export const families = defineResource<AdminFamily>({
  ...SCREENS.families,
  resource: 'families',
  singular: 'family',
  label: (row) => `the family of ${personName(row.guardian)}`,
  defaultSort: 'last_name',
  searchHint: 'parent or child: name or email',
  columns: [
    {
      field: 'guardian',
      header: 'Parent',
      sortable: true,
      sortField: 'last_name',
      body: (row) => (
        <Link to={`/admin/learners/${row.id}`} className="text-primary underline">
          {personName(row.guardian)}
        </Link>
      ),
    },
    { field: 'guardian.email', header: 'Email', sortable: true, sortField: 'email' },
    { field: 'children', header: 'Children', body: childrenNames },
    {
      field: 'subscriptions',
      header: 'Active courses',
      body: (row) =>
        row.children.flatMap((child) =>
          child.subscriptions.filter((subscription) => subscription.status === 'active'),
        ).length,
    },
  ],
  editPath: (row) => `/admin/families/${row.id}`,
  editLabel: 'Open',
});
