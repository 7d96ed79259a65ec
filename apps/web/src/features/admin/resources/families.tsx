import { msg } from '@lingui/core/macro';
import type { AdminFamily } from '@iqra/contracts';
import { Link } from 'react-router';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { childrenNames, personName } from '../utils/names.ts';

/** Every parent with their children and the children's courses; each opens on its own screen. */
export const families = defineResource<AdminFamily>({
  ...SCREENS.families,
  resource: 'families',
  singular: msg`family`,
  label: (row) => {
    const parent = personName(row.guardian);
    return msg`the family of ${parent}`;
  },
  defaultSort: 'last_name' as const,
  searchHint: msg`parent or child: name or email`,
  columns: [
    {
      field: 'guardian',
      header: msg`Parent`,
      sortable: true,
      sortField: 'last_name' as const,
      body: (row) => (
        <Link to={`/admin/learners/${row.id}`} className="text-primary underline">
          {personName(row.guardian)}
        </Link>
      ),
    },
    { field: 'guardian.email' as const, header: msg`Email`, sortable: true, sortField: 'email' },
    { field: 'children', header: msg`Children`, body: childrenNames },
    {
      field: 'subscriptions',
      header: msg`Active courses`,
      body: (row) =>
        row.children.flatMap((child) =>
          child.subscriptions.filter((subscription) => subscription.status === 'active'),
        ).length,
    },
  ],
  editPath: (row) => `/admin/families/${row.id}`,
  editVerb: 'open',
});
