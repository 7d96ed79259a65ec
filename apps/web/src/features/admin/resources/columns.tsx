import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { StatusTag, YesNo } from '../components/parts.tsx';
import type { ColumnConfig } from '../components/resource-config.ts';
import { useWhen } from '../components/list/use-when.ts';
import { personName } from '../utils/names.ts';

// Columns several lists show alike. Their cells read the row by field name, so they take any row.
type AnyRow = Record<string, unknown>;

/** An instant in the browser's zone and the page's language, as a `<time>`; '—' without one. */
function When({ iso }: { iso: unknown }) {
  const when = useWhen();
  return typeof iso === 'string' ? (
    <time dateTime={iso} className="whitespace-nowrap">
      {when(iso)}
    </time>
  ) : (
    '—'
  );
}

/** A row's instant at `field`, as a table cell. */
export const when = (field: string) => (row: AnyRow) => <When iso={row[field]} />;

export const whenColumn = (
  field: string,
  header: MessageDescriptor,
  sortable?: boolean,
): ColumnConfig<AnyRow> => ({ field, header, sortable, body: when(field) });

/** A status (or a role) as a tinted word. */
export const tagColumn = (
  field: string,
  header: MessageDescriptor,
  sortable?: boolean,
): ColumnConfig<AnyRow> => ({
  field,
  header,
  sortable,
  body: (row) => <StatusTag status={String(row[field])} />,
});

export const statusColumn = (sortable?: boolean) => tagColumn('status', msg`Status`, sortable);

export const featuredColumn: ColumnConfig<{ featured: boolean }> = {
  field: 'featured',
  header: msg`Featured`,
  body: (row) => <YesNo value={row.featured} />,
};

export const positionColumn: ColumnConfig<AnyRow> = {
  field: 'position',
  header: msg`Position`,
  sortable: true,
};

/** The learner a row belongs to, linked to their screen. */
export const learnerColumn = (
  sortable?: boolean,
): ColumnConfig<{ user_id: number; user: { firstName: string; lastName: string } }> => ({
  field: 'user',
  header: msg`Learner`,
  sortable,
  body: (row) => (
    <Link to={`/admin/learners/${row.user_id}`} className="text-primary underline">
      {personName(row.user)}
    </Link>
  ),
});

/** A price in the page's language: "$12", "$12.50". */
export function Price({ amount }: { amount: number }) {
  const { price } = useFormat();
  return price(amount);
}

function Progress({ value, course }: { value: number | null; course: string }) {
  const { t } = useLingui();
  return <ProgressBar value={value} label={t`Progress in ${course}`} />;
}

/** A subscription's progress, read from its learner's record: a bar, or '—' without a syllabus. */
export const progressColumn: ColumnConfig<{ progress: number | null; product: { name: string } }> =
  {
    field: 'progress',
    header: msg`Progress`,
    body: (row) => <Progress value={row.progress} course={row.product.name} />,
  };
