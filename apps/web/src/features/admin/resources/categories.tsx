import {
  adminCategoryCreateSchema,
  adminCategoryUpdateSchema,
  type AdminCategory,
} from '@iqra/contracts';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { featuredColumn, positionColumn } from './columns.tsx';
import { positionField, slugField } from './fields.ts';

export const categories = defineResource<AdminCategory>({
  ...SCREENS.categories,
  resource: 'categories',
  singular: 'category',
  label: (row) => row.name,
  defaultSort: 'position',
  searchHint: 'name or slug',
  columns: [
    { field: 'name', header: 'Name', sortable: true },
    { field: 'slug', header: 'Slug' },
    featuredColumn,
    { field: 'products_count', header: 'Courses' },
    positionColumn,
  ],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      slugField,
      { name: 'featured', label: 'Featured in the menu', kind: 'checkbox' },
      positionField,
    ],
    create: adminCategoryCreateSchema,
    update: adminCategoryUpdateSchema,
  },
  canDelete: true,
});
