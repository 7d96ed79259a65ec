import {
  adminBookCreateSchema,
  adminBookMediaCreateSchema,
  adminBookMediaUpdateSchema,
  adminBookUpdateSchema,
  type AdminBook,
  type AdminBookMedia,
} from '@iqra/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Thumbnail } from '../components/parts.tsx';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { withArabic } from './fields.ts';
import { smallButton } from '../components/ui.ts';
import { Price, whenColumn } from './columns.tsx';

/** A book's gallery pages, on its own screen. */
function BookPagesLink({ row }: { row: AdminBook }) {
  const { t } = useLingui();
  const title = row.title;
  return (
    <Link
      to={`/admin/books/${row.id}/media`}
      className={smallButton}
      aria-label={t`Pages of ${title}`}
    >
      <Trans>Pages</Trans>
    </Link>
  );
}

export const books = defineResource<AdminBook>({
  ...SCREENS.books,
  resource: 'books',
  singular: msg`book`,
  label: (row) => row.title,
  defaultSort: '-created_at' as const,
  searchHint: msg`title`,
  columns: [
    { field: 'thumbnail', header: msg`Cover`, body: (row) => <Thumbnail src={row.thumbnail} /> },
    { field: 'title', header: msg`Title`, sortable: true },
    {
      field: 'price',
      header: msg`Price`,
      sortable: true,
      body: (row) => <Price amount={row.price} />,
    },
    { field: 'media_count' as const, header: msg`Pages` },
    { field: 'owners_count' as const, header: msg`Owners` },
    whenColumn('created_at' as const, msg`Added`, true),
  ],
  form: {
    fields: [
      ...withArabic({ name: 'title', label: msg`Title`, kind: 'text', wide: true }),
      { name: 'price', label: msg`Price`, kind: 'price' },
      ...withArabic({ name: 'description', label: msg`Description`, kind: 'textarea' }),
      { name: 'thumbnail', label: msg`Cover`, kind: 'image' },
    ],
    create: adminBookCreateSchema,
    update: adminBookUpdateSchema,
  },
  canDelete: true,
  extras: BookPagesLink,
});

/** A book's gallery pages: on the book's own screen, not in the menu. */
export const bookMedia = defineResource<AdminBookMedia>({
  resource: 'book-media',
  path: 'book-media',
  title: msg`Pages`,
  singular: msg`page`,
  label: (row) => row.name,
  ordered: true,
  columns: [
    {
      field: 'url',
      header: msg`Image`,
      body: (row) => <Thumbnail src={row.url} />,
    },
    { field: 'name', header: msg`Name` },
    { field: 'position', header: msg`Position` },
  ],
  form: {
    fields: [
      { name: 'name', label: msg`Name`, kind: 'text', wide: true },
      { name: 'url', label: msg`Image`, kind: 'image' },
    ],
    create: adminBookMediaCreateSchema,
    update: adminBookMediaUpdateSchema,
  },
  canDelete: true,
});
