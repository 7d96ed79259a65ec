import { ayahRangeFields } from './fields.ts';
import {
  adminSyllabusItemCreateSchema,
  adminSyllabusItemUpdateSchema,
  SYLLABUS_KIND_LABELS,
  SYLLABUS_KINDS,
  type AdminSyllabusItem,
} from '@iqra/contracts';
import { defineResource } from '../components/resource-config.ts';

const isQuran = (values: Record<string, unknown>) => values.kind === 'quran';

/** A course's syllabus: on the course's own screen, not in the menu. */
export const syllabusItems = defineResource<AdminSyllabusItem>({
  resource: 'syllabus-items',
  path: 'syllabus-items',
  title: 'Syllabus items',
  singular: 'item',
  label: (row) => row.title,
  ordered: true,
  columns: [
    {
      field: 'position',
      header: 'No.',
      body: (row) => row.position + 1,
      className: 'w-px text-end tabular-nums',
    },
    { field: 'title', header: 'Title' },
    { field: 'kind', header: 'Kind', body: (row) => SYLLABUS_KIND_LABELS[row.kind] },
    {
      field: 'range_label',
      header: 'Ayat',
      body: (row) =>
        row.from && row.to ? (
          <>
            {row.range_label}{' '}
            <span className="whitespace-nowrap text-muted">
              ({row.from} to {row.to})
            </span>
          </>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    {
      field: 'uses',
      header: 'In lessons',
      body: (row) => (row.uses === 0 ? <span className="text-muted">None</span> : row.uses),
    },
  ],
  form: {
    fields: [
      {
        name: 'kind',
        label: 'Kind',
        kind: 'radio',
        initial: 'quran',
        source: {
          options: SYLLABUS_KINDS.map((kind) => ({
            value: kind,
            label: SYLLABUS_KIND_LABELS[kind],
          })),
        },
      },
      ...ayahRangeFields(isQuran),
      {
        name: 'title',
        label: 'Title',
        kind: 'text',
        wide: true,
        hint: 'A Quran item left untitled is named after its ayat, and follows them when they change.',
      },
    ],
    create: adminSyllabusItemCreateSchema,
    update: adminSyllabusItemUpdateSchema,
    created: (values) =>
      values.title
        ? `“${String(values.title)}” added at the end.`
        : 'Added at the end, named after its ayat.',
  },
  canDelete: true,
});
