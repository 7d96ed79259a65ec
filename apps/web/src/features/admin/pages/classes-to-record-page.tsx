import type { TutorClass } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorBanner } from '../../../components/form-field.tsx';
import { useClassesToRecord } from '../api/teaching.ts';
import { SuccessStatus } from '../components/notice.tsx';
import { KindTag } from '../components/parts.tsx';
import { useScreenState } from '../components/screen-state.ts';
import { Table, type TableColumn } from '../components/table.tsx';
import { classWith, RecordClassButton } from '../resources/teaching-actions.tsx';
import { SCREENS } from '../menu.ts';
import { formatTime, formatWhen } from '../utils/datetime.ts';
import { useFormat } from '../../../i18n/use-format.ts';

function ClassTime({ row }: { row: TutorClass }) {
  const { tag } = useFormat();
  return (
    <span className="whitespace-nowrap">
      <time dateTime={row.starts_at}>{formatWhen(row.starts_at, tag)}</time>–
      <time dateTime={row.ends_at}>{formatTime(row.ends_at, tag)}</time>
    </span>
  );
}

/**
 * Classes over a day ago that nobody recorded (tutors record their own on /teach): staff
 * record attendance and a note for them here. Times in the browser's zone.
 */
export function ClassesToRecordPage() {
  const { t } = useLingui();
  const query = useClassesToRecord();
  const { title, description, notice, setNotice, error } = useScreenState(
    SCREENS.classesToRecord,
    query.error,
  );
  const columns: TableColumn<TutorClass>[] = [
    { key: 'class', header: t`Class`, cell: (row) => <ClassTime row={row} /> },
    { key: 'learner', header: t`Learner`, cell: classWith },
    { key: 'course', header: t`Course`, cell: (row) => row.course ?? row.title },
    { key: 'kind', header: t`Kind`, cell: (row) => <KindTag kind={row.kind} /> },
    {
      key: 'actions',
      header: t`Actions`,
      className: 'w-px whitespace-nowrap',
      cell: (row) => <RecordClassButton row={row} notify={setNotice} />,
    },
  ];

  return (
    <section aria-labelledby="to-record-heading">
      <h1 id="to-record-heading" className="text-2xl sm:text-3xl">
        {title}
      </h1>
      <p className="mt-1 max-w-2xl text-muted">
        <Trans>{description} Tutors record their own; record those they have not.</Trans>
      </p>
      <div className="mt-4 space-y-2">
        <ErrorBanner message={error} />
        <SuccessStatus message={notice.success} className="text-sm text-success empty:hidden" />
      </div>
      <div className="admin-table mt-3 rounded-xl border border-line bg-white">
        <Table
          rows={query.data?.classes ?? []}
          columns={columns}
          labelledBy="to-record-heading"
          emptyMessage={query.isPending ? t`Loading…` : t`Nothing to record.`}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
          minWidth="44rem"
        />
      </div>
    </section>
  );
}
