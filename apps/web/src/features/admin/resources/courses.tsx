import {
  adminProductCreateSchema,
  adminProductUpdateSchema,
  type AdminProduct,
} from '@iqra/contracts';
import { Link } from 'react-router';
import { Thumbnail } from '../components/parts.tsx';
import { defineResource } from '../components/resource-config.ts';
import { smallButton } from '../components/ui.ts';
import { SCREENS } from '../menu.ts';
import { featuredColumn, positionColumn, whenColumn } from './columns.tsx';
import { positionField, slugField } from './fields.ts';
import { CATEGORY_OPTIONS } from './options.ts';

/** Courses are `products` to the API. */
export const courses = defineResource<AdminProduct>({
  ...SCREENS.courses,
  resource: 'products',
  singular: 'course',
  label: (row) => row.name,
  defaultSort: 'position',
  searchHint: 'name or slug',
  filters: [{ name: 'category_id', label: 'Category', source: CATEGORY_OPTIONS }],
  columns: [
    { field: 'image', header: 'Image', body: (row) => <Thumbnail src={row.image} /> },
    { field: 'name', header: 'Name', sortable: true },
    { field: 'category.name', header: 'Category', sortable: true, sortField: 'category' },
    featuredColumn,
    positionColumn,
    whenColumn('created_at', 'Added', true),
  ],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      slugField,
      { name: 'category_id', label: 'Category', kind: 'select', source: CATEGORY_OPTIONS },
      { name: 'featured', label: 'Featured on the home page', kind: 'checkbox' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'image', label: 'Image', kind: 'image' },
      {
        name: 'imageAlt',
        label: 'Image description',
        kind: 'text',
        wide: true,
        hint: 'What the image shows, for people who cannot see it.',
      },
      positionField,
    ],
    create: adminProductCreateSchema,
    update: adminProductUpdateSchema,
  },
  canDelete: true,
  extras: ({ row }) => (
    <Link
      to={`/admin/courses/${row.id}/syllabus`}
      className={smallButton}
      aria-label={`Syllabus of ${row.name}`}
    >
      Syllabus
    </Link>
  ),
});
