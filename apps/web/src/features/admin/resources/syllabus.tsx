import {
  adminSyllabusItemCreateSchema,
  adminSyllabusItemUpdateSchema,
  SYLLABUS_KINDS,
  type AdminSyllabusItem,
  type SyllabusKind,
} from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { defineResource } from '../components/resource-config.ts';
import { ayahRangeFields } from './fields.ts';

/** The kinds of syllabus item as the contracts name them. */
const KIND_WORDS: Record<SyllabusKind, MessageDescriptor> = {
  quran: msg`Quran`,
  qaida: msg`Qaida lesson`,
  unit: msg`Unit`,
};

function KindWord({ kind }: { kind: SyllabusKind }) {
  const { i18n } = useLingui();
  return i18n._(KIND_WORDS[kind]);
}

/** "(78:1 to 78:40)". */
function AyatSpan({ from, to }: { from: string; to: string }) {
  return (
    <Trans>
      (<bdi>{from}</bdi> to <bdi>{to}</bdi>)
    </Trans>
  );
}

const isQuran = (values: Record<string, unknown>) => values.kind === 'quran';

/** A course's syllabus: on the course's own screen, not in the menu. */
export const syllabusItems = defineResource<AdminSyllabusItem>({
  resource: 'syllabus-items',
  path: 'syllabus-items',
  title: msg`Syllabus items`,
  singular: msg`item`,
  label: (row) => row.title,
  ordered: true,
  columns: [
    {
      field: 'position',
      header: msg`No.`,
      body: (row) => row.position + 1,
      className: 'w-px text-end tabular-nums',
    },
    { field: 'title', header: msg`Title` },
    { field: 'kind', header: msg`Kind`, body: (row) => <KindWord kind={row.kind} /> },
    {
      field: 'range_label' as const,
      header: msg`Ayat`,
      body: (row) =>
        row.from && row.to ? (
          <>
            {row.range_label}{' '}
            <span className="whitespace-nowrap text-muted">
              <AyatSpan from={row.from} to={row.to} />
            </span>
          </>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    {
      field: 'uses',
      header: msg`In lessons`,
      body: (row) =>
        row.uses === 0 ? (
          <span className="text-muted">
            <Trans>None</Trans>
          </span>
        ) : (
          row.uses
        ),
    },
  ],
  form: {
    fields: [
      {
        name: 'kind',
        label: msg`Kind`,
        kind: 'radio',
        initial: 'quran',
        source: {
          options: SYLLABUS_KINDS.map((kind) => ({
            value: kind,
            label: KIND_WORDS[kind],
          })),
        },
      },
      ...ayahRangeFields(isQuran),
      {
        name: 'title',
        label: msg`Title`,
        kind: 'text',
        wide: true,
        hint: msg`A Quran item left untitled is named after its ayat, and follows them when they change.`,
      },
    ],
    create: adminSyllabusItemCreateSchema,
    update: adminSyllabusItemUpdateSchema,
    created: (values) => {
      const title = String(values.title ?? '');
      return title
        ? msg`“${title}” added at the end.`
        : msg`Added at the end, named after its ayat.`;
    },
  },
  canDelete: true,
});
