import { msg } from '@lingui/core/macro';
import type { AdminFamily } from '@iqra/contracts';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/use-format.ts';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { childrenNames, personName } from '../utils/names.ts';

/** "Zayd (10), Hana (7)", listed as the page's language lists words. */
function ChildrenNames({ family }: { family: AdminFamily }) {
  return childrenNames(family, useFormat().tag);
}

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
    {
      field: 'children',
      header: msg`Children`,
      body: (row) => <ChildrenNames family={row} />,
    },
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
