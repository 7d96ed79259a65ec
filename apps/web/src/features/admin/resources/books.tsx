import {
  adminBookCreateSchema,
  adminBookMediaCreateSchema,
  adminBookMediaUpdateSchema,
  adminBookUpdateSchema,
  type AdminBook,
  type AdminBookMedia,
} from '@iqra/contracts';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format.ts';
import { Thumbnail } from '../components/parts.tsx';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { smallButton } from '../components/ui.ts';
import { whenColumn } from './columns.tsx';

export const books = defineResource<AdminBook>({
  ...SCREENS.books,
  resource: 'books',
  singular: 'book',
  label: (row) => row.title,
  defaultSort: '-created_at',
  searchHint: 'title',
  columns: [
    { field: 'thumbnail', header: 'Cover', body: (row) => <Thumbnail src={row.thumbnail} /> },
    { field: 'title', header: 'Title', sortable: true },
    { field: 'price', header: 'Price', sortable: true, body: (row) => formatPrice(row.price) },
    { field: 'media_count', header: 'Pages' },
    { field: 'owners_count', header: 'Owners' },
    whenColumn('created_at', 'Added', true),
  ],
  form: {
    fields: [
      { name: 'title', label: 'Title', kind: 'text', wide: true },
      { name: 'price', label: 'Price', kind: 'price' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'thumbnail', label: 'Cover', kind: 'image' },
    ],
    create: adminBookCreateSchema,
    update: adminBookUpdateSchema,
  },
  canDelete: true,
  extras: ({ row }) => (
    <Link
      to={`/admin/books/${row.id}/media`}
      className={smallButton}
      aria-label={`Pages of ${row.title}`}
    >
      Pages
    </Link>
  ),
});

/** A book's gallery pages: on the book's own screen, not in the menu. */
export const bookMedia = defineResource<AdminBookMedia>({
  resource: 'book-media',
  path: 'book-media',
  title: 'Pages',
  singular: 'page',
  label: (row) => row.name,
  ordered: true,
  columns: [
    {
      field: 'url',
      header: 'Image',
      body: (row) => <Thumbnail src={row.url} />,
    },
    { field: 'name', header: 'Name' },
    { field: 'position', header: 'Position' },
  ],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', wide: true },
      { name: 'url', label: 'Image', kind: 'image' },
    ],
    create: adminBookMediaCreateSchema,
    update: adminBookMediaUpdateSchema,
  },
  canDelete: true,
});
