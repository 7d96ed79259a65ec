import { adminTierCreateSchema, adminTierUpdateSchema, type AdminTier } from '@iqra/contracts';
import { formatPrice } from '../../../lib/format.ts';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { featuredColumn, positionColumn } from './columns.tsx';
import { positionField } from './fields.ts';
import { GROUP_OPTIONS } from './options.ts';

export const tiers = defineResource<AdminTier>({
  ...SCREENS.tiers,
  resource: 'tiers',
  singular: 'tier',
  label: (row) => `${row.group.name} ${row.name}`,
  defaultSort: 'position',
  searchHint: 'name or slug',
  filters: [{ name: 'group_id', label: 'Tier group', source: GROUP_OPTIONS }],
  columns: [
    { field: 'name', header: 'Name', sortable: true },
    { field: 'group.name', header: 'Group', sortable: true, sortField: 'group' },
    { field: 'price', header: 'Price', sortable: true, body: (row) => formatPrice(row.price) },
    featuredColumn,
    { field: 'features', header: 'Features', body: (row) => row.features.length },
    positionColumn,
  ],
  form: {
    fields: [
      { name: 'group_id', label: 'Tier group', kind: 'select', source: GROUP_OPTIONS },
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'slug', label: 'Slug', kind: 'text', slugFrom: 'name' },
      { name: 'price', label: 'Price per month', kind: 'price' },
      { name: 'description', label: 'Description', kind: 'textarea', optional: true },
      {
        name: 'features',
        label: 'Features',
        kind: 'lines',
        hint: 'One line each, in the order the card lists them.',
      },
      { name: 'featured', label: 'Featured (“Most popular”)', kind: 'checkbox' },
      positionField,
    ],
    create: adminTierCreateSchema,
    update: adminTierUpdateSchema,
  },
  canDelete: true,
});
