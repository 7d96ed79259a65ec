import { msg } from '@lingui/core/macro';
import type { AdminPage } from '@iqra/contracts';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { whenColumn } from './columns.tsx';

/** The site's fixed pages: edited on a screen of their own (pages/page-editor-page.tsx). */
export const pages = defineResource<AdminPage>({
  ...SCREENS.pages,
  resource: 'pages',
  singular: msg`page`,
  label: (row) => row.title,
  columns: [
    { field: 'title', header: msg`Title` },
    {
      field: 'slug',
      header: msg`Address`,
      body: (row) => (
        <a href={`/${row.slug}`} className="text-primary underline">
          /{row.slug}
        </a>
      ),
    },
    whenColumn('updated_at' as const, msg`Last changed`),
  ],
  editPath: (row) => `/admin/pages/${row.id}`,
});
