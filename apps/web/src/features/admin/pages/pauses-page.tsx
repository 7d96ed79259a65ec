import type { AdminPause, PauseList } from '@iqra/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/form-field.tsx';
import { englishOf } from '../../../components/in-english.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { actionErrorMessage } from '../api/queries.ts';
import { useDecidePause, usePauses } from '../api/pauses.ts';
import { SuccessStatus } from '../components/notice.tsx';
import { StatusTag } from '../components/parts.tsx';
import type { Notice, Notify } from '../components/resource-config.ts';
import { Table, type TableColumn } from '../components/table.tsx';
import { smallButton } from '../components/ui.ts';
import { SCREENS } from '../menu.ts';

/** A pause's days, as calendar dates on the plan's clock, and how many. */
function PauseDays({ pause }: { pause: AdminPause }) {
  const { t } = useLingui();
  const format = useFormat();
  const day = format.calendarDay;
  return (
    <span>
      <span className="whitespace-nowrap">{day(pause.starts_on)}</span> –{' '}
      <span className="whitespace-nowrap">{day(pause.ends_on)}</span>
      <span className="block text-xs text-muted">
        {t`${plural(pause.days, { one: '# day', other: '# days' })}`}
      </span>
    </span>
  );
}

/** Grant and Refuse, for a pause waiting for staff. */
function Decide({ pause, notify }: { pause: AdminPause; notify: Notify }) {
  const { t } = useLingui();
  const decide = useDecidePause();
  const name = pause.learner.name;
  const run = (decision: 'grant' | 'refuse') =>
    decide.mutate(
      { id: pause.id, decision },
      {
        onSuccess: () =>
          notify({
            success:
              decision === 'grant'
                ? t`${name}’s pause is granted.`
                : t`${name}’s pause is refused.`,
          }),
        onError: (error) => notify({ error: actionErrorMessage(error) }),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={smallButton}
        disabled={decide.isPending}
        aria-label={t`Grant ${name}’s pause`}
        onClick={() => run('grant')}
      >
        <Trans>Grant</Trans>
      </button>
      <button
        type="button"
        className={smallButton}
        disabled={decide.isPending}
        aria-label={t`Refuse ${name}’s pause`}
        onClick={() => run('refuse')}
      >
        <Trans>Refuse</Trans>
      </button>
    </div>
  );
}

/** One list of pauses: those waiting, or the recent ones. */
function PauseTable({
  list,
  headingId,
  notify,
}: {
  list: PauseList;
  headingId: string;
  notify: Notify;
}) {
  const { t } = useLingui();
  const query = usePauses(list);
  const columns: TableColumn<AdminPause>[] = [
    {
      key: 'learner',
      header: t`Learner`,
      cell: (row) => (
        <Link to={`/admin/learners/${row.learner.id}`} className="text-primary underline">
          {row.learner.name}
        </Link>
      ),
    },
    {
      key: 'course',
      header: t`Course`,
      cell: (row) => <span {...englishOf(row, 'course')}>{row.course}</span>,
    },
    { key: 'days', header: t`Days`, cell: (row) => <PauseDays pause={row} /> },
    { key: 'asked', header: t`Asked by`, cell: (row) => row.asked_by ?? '' },
    { key: 'reason', header: t`Reason`, cell: (row) => row.reason },
    {
      key: 'year',
      header: t`Granted this year`,
      cell: (row) => t`${plural(row.granted_days_in_year, { one: '# day', other: '# days' })}`,
    },
    { key: 'status', header: t`Status`, cell: (row) => <StatusTag status={row.status} /> },
    ...(list === 'requested'
      ? [
          {
            key: 'actions',
            header: t`Actions`,
            className: 'w-px whitespace-nowrap',
            cell: (row: AdminPause) => <Decide pause={row} notify={notify} />,
          },
        ]
      : []),
  ];
  if (query.error) return <ErrorBanner message={actionErrorMessage(query.error)} />;
  return (
    <div className="admin-table mt-3 rounded-xl border border-line bg-white">
      <Table
        rows={query.data?.data ?? []}
        columns={columns}
        labelledBy={headingId}
        emptyMessage={
          query.isPending
            ? t`Loading…`
            : list === 'requested'
              ? t`No pause is waiting.`
              : t`No pauses yet.`
        }
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
        minWidth="56rem"
      />
    </div>
  );
}

/**
 * Learners' pauses beyond the school's weeks a year, waiting for staff to grant or refuse
 * (`GET /api/admin/pauses`), then the recent ones whatever became of them.
 */
export function PausesPage() {
  const { t, i18n } = useLingui();
  const title = i18n._(SCREENS.pauses.title);
  const description = i18n._(SCREENS.pauses.description);
  const rulesTitle = i18n._(SCREENS.schoolRules.title);
  usePageMeta(t`${title} · Back office`);
  const [notice, setNotice] = useState<Notice>({});
  return (
    <>
      <h1 className="text-2xl sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-2xl text-muted">
        <Trans>
          {description} The weeks granted at once are on{' '}
          <Link to={`/admin/${SCREENS.schoolRules.path}`} className="text-primary underline">
            {rulesTitle}
          </Link>
          .
        </Trans>
      </p>
      <div className="mt-4 space-y-2">
        <ErrorBanner message={notice.error} />
        <SuccessStatus message={notice.success} className="text-sm text-success empty:hidden" />
      </div>
      <section aria-labelledby="pauses-waiting" className="mt-6">
        <h2 id="pauses-waiting" className="text-xl">
          <Trans>Waiting for a decision</Trans>
        </h2>
        <PauseTable list="requested" headingId="pauses-waiting" notify={setNotice} />
      </section>
      <section aria-labelledby="pauses-recent" className="mt-10">
        <h2 id="pauses-recent" className="text-xl">
          <Trans>Recent pauses</Trans>
        </h2>
        <PauseTable list="recent" headingId="pauses-recent" notify={setNotice} />
      </section>
    </>
  );
}
