import type { Subscription, SubscriptionStatus } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/use-format.ts';
import { useMyPauseCalls, useMyPauses, useMySubscriptions } from './api.ts';
import { PausePanel } from '../../components/pauses/pause-panel.tsx';
import { LoadingLine } from '../../components/loading-line.tsx';
import { englishOf } from '../../components/in-english.ts';
import { ProgressBar } from '../../components/progress-bar.tsx';

// The schedule's dialog (PrimeReact's Dialog and DataTable) loads when a learner is about to
// open it, not with the page: the table of courses is plain HTML.
const loadScheduleDialog = () => import('./schedule-dialog.tsx');
const ScheduleDialog = lazy(() =>
  loadScheduleDialog().then((module) => ({ default: module.ScheduleDialog })),
);

const STATUS: Record<
  SubscriptionStatus,
  { label: MessageDescriptor; icon: string; className: string }
> = {
  active: {
    label: msg`Active`,
    icon: 'pi-check-circle',
    className: 'border-[#abefc6] bg-[#ecfdf3] text-success',
  },
  expired: {
    label: msg`Expired`,
    icon: 'pi-clock',
    className: 'border-line bg-[#f3f4f6] text-muted',
  },
  cancelled: {
    label: msg`Cancelled`,
    icon: 'pi-times-circle',
    className: 'border-[#fecdca] bg-[#fef3f2] text-danger',
  },
};

function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { i18n } = useLingui();
  const look = STATUS[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-semibold ${look.className}`}
    >
      <i className={`pi ${look.icon} text-xs`} aria-hidden />
      {i18n._(look.label)}
    </span>
  );
}

/** A cell of the table of courses, and a heading's, as PrimeReact's small DataTable drew them. */
const CELL_CLASS = 'border-b border-line p-2';
const HEAD_CLASS = `${CELL_CLASS} text-start font-bold`;

/** One of the spec's columns: its key, its heading in the page's language, and its cell. */
interface Column {
  key: string;
  header: string;
  cell: (row: Subscription) => ReactNode;
}

/** The spec's columns, shared by the table (tablets up) and the cards (phones). */
function useColumns(): Column[] {
  const { t } = useLingui();
  const format = useFormat();
  return useMemo(
    () => [
      {
        key: 'course',
        header: t`Course`,
        cell: (row) => (
          <span className="font-semibold text-ink" {...englishOf(row.product, 'name')}>
            {row.product.name}
          </span>
        ),
      },
      {
        key: 'tier',
        header: t`Tier`,
        cell: (row) => <span {...englishOf(row.tier, 'name')}>{row.tier.name}</span>,
      },
      {
        key: 'start',
        header: t`Start`,
        cell: (row) => (
          <time dateTime={row.started_at} className="whitespace-nowrap">
            {format.date(row.started_at)}
          </time>
        ),
      },
      {
        key: 'end',
        header: t`End`,
        cell: (row) => (
          <time dateTime={row.ended_at} className="whitespace-nowrap">
            {format.date(row.ended_at)}
          </time>
        ),
      },
      { key: 'status', header: t`Status`, cell: (row) => <StatusBadge status={row.status} /> },
      {
        key: 'progress',
        header: t`Progress`,
        cell: (row) => {
          const courseName = row.product.name;
          return <ProgressBar value={row.progress} label={t`Progress in ${courseName}`} />;
        },
      },
    ],
    [t, format],
  );
}

/** The learner's pauses of their plans: the form and the pauses asked for. */
function MyPauses() {
  const plans = useMySubscriptions().data?.data;
  const pauses = useMyPauses();
  const calls = useMyPauseCalls();
  if (!plans || plans.length === 0) return null;
  return <PausePanel plans={plans} pauses={pauses.data?.data} calls={calls} />;
}

/** The learner's courses (the spec's table), then their pauses. */
export function CoursesPanel() {
  return (
    <>
      <CoursesList />
      <MyPauses />
    </>
  );
}

function CoursesList() {
  const COLUMNS = useColumns();
  const subscriptions = useMySubscriptions();
  // The last one shown stays in the dialog while it animates closed.
  const [shown, setShown] = useState<Subscription | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // The spec: a failed subscription fetch is logged, not shown.
    if (subscriptions.error) console.error('Could not load subscriptions', subscriptions.error);
  }, [subscriptions.error]);

  const rows = subscriptions.data?.data;

  const viewSchedule = (row: Subscription) => {
    const courseName = row.product.name;
    return (
      <button
        type="button"
        className="btn btn-outline whitespace-nowrap px-3 text-sm"
        aria-haspopup="dialog"
        // The dialog's code is fetched as soon as it is likely to open.
        onPointerEnter={() => void loadScheduleDialog()}
        onFocus={() => void loadScheduleDialog()}
        onClick={() => {
          setShown(row);
          setOpen(true);
        }}
      >
        <i className="pi pi-calendar" aria-hidden />
        <Trans>
          View Schedule<span className="sr-only"> for {courseName}</span>
        </Trans>
      </button>
    );
  };

  return (
    <>
      <h2 className="text-2xl">
        <Trans>My Courses</Trans>
      </h2>
      {subscriptions.isPending && (
        <LoadingLine>
          <Trans>Loading your courses…</Trans>
        </LoadingLine>
      )}
      {rows && rows.length === 0 && (
        <div className="mt-4 rounded-xl border border-dashed border-line bg-white p-6">
          <p>
            <Trans>
              You haven’t joined a course yet. Pick one and your classes will appear here.
            </Trans>
          </p>
          <Link to="/courses" className="btn btn-primary mt-4">
            <Trans>Browse courses</Trans>
          </Link>
        </div>
      )}
      {rows && rows.length > 0 && (
        <>
          <div className="card mt-4 overflow-x-auto max-sm:hidden">
            <table className="w-full min-w-[52rem]">
              <thead className="bg-[#f9fafb] text-[#374151]">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column.key} scope="col" className={HEAD_CLASS}>
                      {column.header}
                    </th>
                  ))}
                  <th scope="col" className={HEAD_CLASS}>
                    <span className="sr-only">
                      <Trans>Schedule</Trans>
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody className="text-muted">
                {rows.map((row) => (
                  <tr key={row.id} className="bg-white">
                    {COLUMNS.map((column) => (
                      <td key={column.key} className={CELL_CLASS}>
                        {column.cell(row)}
                      </td>
                    ))}
                    <td className={CELL_CLASS}>{viewSchedule(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* A seven-column table does not fit a phone: one card per course there instead. */}
          <ul className="mt-4 space-y-4 sm:hidden">
            {rows.map((row) => (
              <li key={row.id} className="card p-4">
                <h3 className="text-lg" {...englishOf(row.product, 'name')}>
                  {row.product.name}
                </h3>
                <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
                  {COLUMNS.slice(1).map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="text-muted">{column.header}</dt>
                      <dd>{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
                <div className="mt-4">{viewSchedule(row)}</div>
              </li>
            ))}
          </ul>
        </>
      )}
      {shown && (
        <Suspense fallback={null}>
          <ScheduleDialog subscription={shown} visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
