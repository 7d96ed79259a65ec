import { msg } from '@lingui/core/macro';
import {
  adminTierGroupCreateSchema,
  adminTierGroupUpdateSchema,
  type AdminTierGroup,
} from '@iqra/contracts';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { positionColumn } from './columns.tsx';
import { positionField, withArabic } from './fields.ts';

export const tierGroups = defineResource<AdminTierGroup>({
  ...SCREENS.tierGroups,
  resource: 'tier-groups',
  singular: msg`tier group`,
  label: (row) => row.name,
  defaultSort: 'position',
  searchHint: msg`name`,
  columns: [
    { field: 'name', header: msg`Name`, sortable: true },
    { field: 'minutes', header: msg`Minutes`, sortable: true },
    { field: 'tiers_count' as const, header: msg`Tiers` },
    positionColumn,
  ],
  form: {
    fields: [
      ...withArabic({
        name: 'name',
        label: msg`Name`,
        kind: 'text',
        hint: msg`As the tab reads, e.g. “30 Minutes”.`,
      }),
      { name: 'minutes', label: msg`Minutes per class`, kind: 'number' },
      positionField,
    ],
    create: adminTierGroupCreateSchema,
    update: adminTierGroupUpdateSchema,
  },
  canDelete: true,
});
