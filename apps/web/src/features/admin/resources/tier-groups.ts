import {
  adminTierGroupCreateSchema,
  adminTierGroupUpdateSchema,
  type AdminTierGroup,
} from '@iqra/contracts';
import { defineResource } from '../components/resource-config.ts';
import { positionColumn } from './columns.tsx';
import { positionField } from './fields.ts';

export const tierGroups = defineResource<AdminTierGroup>({
  resource: 'tier-groups',
  path: 'tier-groups',
  title: 'Tier groups',
  icon: 'pi-clone',
  singular: 'tier group',
  description: 'The tabs of the pricing section: one per class length.',
  label: (row) => row.name,
  defaultSort: 'position',
  searchHint: 'name',
  columns: [
    { field: 'name', header: 'Name', sortable: true },
    { field: 'minutes', header: 'Minutes', sortable: true },
    { field: 'tiers_count', header: 'Tiers' },
    positionColumn,
  ],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', hint: 'As the tab reads, e.g. “30 Minutes”.' },
      { name: 'minutes', label: 'Minutes per class', kind: 'number' },
      positionField,
    ],
    create: adminTierGroupCreateSchema,
    update: adminTierGroupUpdateSchema,
  },
  canDelete: true,
});
