import { msg } from '@lingui/core/macro';
import { adminTierCreateSchema, adminTierUpdateSchema, type AdminTier } from '@iqra/contracts';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { featuredColumn, positionColumn, Price } from './columns.tsx';
import { positionField, withArabic } from './fields.ts';
import { GROUP_OPTIONS } from './options.ts';

export const tiers = defineResource<AdminTier>({
  ...SCREENS.tiers,
  resource: 'tiers',
  singular: msg`tier`,
  label: (row) => `${row.group.name} ${row.name}`,
  defaultSort: 'position',
  searchHint: msg`name or slug`,
  filters: [{ name: 'group_id' as const, label: msg`Tier group`, source: GROUP_OPTIONS }],
  columns: [
    { field: 'name', header: msg`Name`, sortable: true },
    { field: 'group.name' as const, header: msg`Group`, sortable: true, sortField: 'group' },
    {
      field: 'price',
      header: msg`Price`,
      sortable: true,
      body: (row) => <Price amount={row.price} />,
    },
    featuredColumn,
    { field: 'features', header: msg`Features`, body: (row) => row.features.length },
    positionColumn,
  ],
  form: {
    fields: [
      { name: 'group_id' as const, label: msg`Tier group`, kind: 'select', source: GROUP_OPTIONS },
      ...withArabic({ name: 'name', label: msg`Name`, kind: 'text' }),
      { name: 'slug', label: msg`Slug`, kind: 'text', slugFrom: 'name' },
      { name: 'price', label: msg`Price per month`, kind: 'price' },
      ...withArabic({
        name: 'description',
        label: msg`Description`,
        kind: 'textarea',
        optional: true,
      }),
      ...withArabic({
        name: 'features',
        label: msg`Features`,
        kind: 'lines',
        hint: msg`One line each, in the order the card lists them.`,
      }),
      { name: 'featured', label: msg`Featured (“Most popular”)`, kind: 'checkbox' },
      positionField,
    ],
    create: adminTierCreateSchema,
    update: adminTierUpdateSchema,
  },
  canDelete: true,
});
