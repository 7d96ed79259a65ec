import { msg } from '@lingui/core/macro';
import {
  adminCategoryCreateSchema,
  adminCategoryUpdateSchema,
  type AdminCategory,
} from '@iqra/contracts';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { featuredColumn, positionColumn } from './columns.tsx';
import { positionField, slugField, withArabic } from './fields.ts';

export const categories = defineResource<AdminCategory>({
  ...SCREENS.categories,
  resource: 'categories',
  singular: msg`category`,
  label: (row) => row.name,
  defaultSort: 'position',
  searchHint: msg`name or slug`,
  columns: [
    { field: 'name', header: msg`Name`, sortable: true },
    { field: 'slug', header: msg`Slug` },
    featuredColumn,
    { field: 'products_count' as const, header: msg`Courses` },
    positionColumn,
  ],
  form: {
    fields: [
      ...withArabic({ name: 'name', label: msg`Name`, kind: 'text' }),
      slugField,
      { name: 'featured', label: msg`Featured in the menu`, kind: 'checkbox' },
      positionField,
    ],
    create: adminCategoryCreateSchema,
    update: adminCategoryUpdateSchema,
  },
  canDelete: true,
});
