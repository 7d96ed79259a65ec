import {
  adminTierGroupCreateSchema,
  adminTierGroupUpdateSchema,
  type AdminTierGroup,
} from '@iqra/contracts';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { positionColumn } from './columns.tsx';
import { positionField } from './fields.ts';

export const tierGroups = defineResource<AdminTierGroup>({
  ...SCREENS.tierGroups,
  resource: 'tier-groups',
  singular: 'tier group',
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
