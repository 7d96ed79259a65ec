import {
  adminProductCreateSchema,
  adminProductUpdateSchema,
  type AdminProduct,
} from '@iqra/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Thumbnail } from '../components/parts.tsx';
import { defineResource } from '../components/resource-config.ts';
import { smallButton } from '../components/ui.ts';
import { SCREENS } from '../menu.ts';
import { featuredColumn, positionColumn, whenColumn } from './columns.tsx';
import { positionField, slugField, withArabic } from './fields.ts';
import { CATEGORY_OPTIONS } from './options.ts';

/** A course's syllabus, on its own screen. */
function SyllabusLink({ row }: { row: AdminProduct }) {
  const { t } = useLingui();
  const name = row.name;
  return (
    <Link
      to={`/admin/courses/${row.id}/syllabus`}
      className={smallButton}
      aria-label={t`Syllabus of ${name}`}
    >
      <Trans>Syllabus</Trans>
    </Link>
  );
}

/** Courses are `products` to the API. */
export const courses = defineResource<AdminProduct>({
  ...SCREENS.courses,
  resource: 'products',
  singular: msg`course`,
  label: (row) => row.name,
  defaultSort: 'position',
  searchHint: msg`name or slug`,
  filters: [{ name: 'category_id' as const, label: msg`Category`, source: CATEGORY_OPTIONS }],
  columns: [
    { field: 'image', header: msg`Image`, body: (row) => <Thumbnail src={row.image} /> },
    { field: 'name', header: msg`Name`, sortable: true },
    {
      field: 'category.name' as const,
      header: msg`Category`,
      sortable: true,
      sortField: 'category',
    },
    featuredColumn,
    positionColumn,
    whenColumn('created_at' as const, msg`Added`, true),
  ],
  form: {
    fields: [
      ...withArabic({ name: 'name', label: msg`Name`, kind: 'text' }),
      slugField,
      {
        name: 'category_id' as const,
        label: msg`Category`,
        kind: 'select',
        source: CATEGORY_OPTIONS,
      },
      { name: 'featured', label: msg`Featured on the home page`, kind: 'checkbox' },
      ...withArabic({ name: 'description', label: msg`Description`, kind: 'textarea' }),
      { name: 'image', label: msg`Image`, kind: 'image' },
      ...withArabic(
        {
          name: 'imageAlt' as const,
          label: msg`Image description`,
          kind: 'text',
          wide: true,
          hint: msg`What the image shows, for people who cannot see it.`,
        },
        'image_alt_ar',
      ),
      positionField,
    ],
    create: adminProductCreateSchema,
    update: adminProductUpdateSchema,
  },
  canDelete: true,
  extras: SyllabusLink,
});
