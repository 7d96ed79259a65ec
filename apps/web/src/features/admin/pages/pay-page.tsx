import type { PayOverviewRow } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ErrorBanner } from '../../../components/form-field.tsx';
import { monthName } from '../../../components/pay/statement-view.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePayOverview } from '../api/pay.ts';
import { actionErrorMessage } from '../api/queries.ts';
import { Table, type TableColumn } from '../components/table.tsx';
import { SCREENS } from '../menu.ts';
import { TutorPay } from './tutor-pay.tsx';

/** Last month on the browser's calendar: the one staff most often pay. */
function lastMonth(): string {
  const now = new Date();
  const last = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1));
  return last.toISOString().slice(0, 7);
}

function Paid({ row }: { row: PayOverviewRow }) {
  const { dateTime } = useFormat();
  if (!row.paid_at) {
    return <Trans>Not yet</Trans>;
  }
  const when = dateTime(row.paid_at);
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-success">
      <i className="pi pi-lock" aria-hidden />
      <Trans>Paid {when}</Trans>
    </span>
  );
}

/**
 * Tutors' pay (decision 046): each tutor's month (classes counted, what it pays, whether it is
 * paid) and, for the tutor chosen, their rates, their statement, its files, and paying it.
 * The month and the tutor are in the address (`?month=2027-01&tutor=12`).
 */
export function PayPage() {
  const { t, i18n } = useLingui();
  const { tag, number } = useFormat();
  const title = i18n._(SCREENS.pay.title);
  const description = i18n._(SCREENS.pay.description);
  usePageMeta(t`${title} · Back office`);
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = /^\d{4}-\d{2}$/.test(asked) ? asked : lastMonth();
  const tutorId = Number(params.get('tutor')) || undefined;
  const overview = usePayOverview(month);
  const rows = overview.data?.data.tutors ?? [];
  const chosen = rows.find((row) => row.tutor.id === tutorId);
  const open = (next: { month?: string; tutor?: number | undefined }) => {
    const search = new URLSearchParams({ month: next.month ?? month });
    const tutor = 'tutor' in next ? next.tutor : tutorId;
    if (tutor) search.set('tutor', String(tutor));
    setParams(search);
  };

  const columns: TableColumn<PayOverviewRow & { id: number }>[] = [
    { key: 'tutor', header: t`Tutor`, cell: (row) => <bdi>{row.tutor.name}</bdi> },
    { key: 'classes', header: t`Classes counted`, cell: (row) => number(row.classes_counted) },
    { key: 'minutes', header: t`Minutes`, cell: (row) => number(row.minutes_counted) },
    {
      key: 'amount',
      header: t`To pay`,
      cell: (row) =>
        row.totals.length === 0
          ? '—'
          : row.totals
              .map((total) => formatMoney(tag, total.currency, total.amount_minor))
              .join(' + '),
    },
    {
      key: 'warnings',
      header: t`Not recorded`,
      cell: (row) => (row.not_recorded > 0 ? number(row.not_recorded) : '—'),
    },
    { key: 'paid', header: t`Paid`, cell: (row) => <Paid row={row} /> },
    {
      key: 'actions',
      header: t`Actions`,
      className: 'w-px whitespace-nowrap',
      cell: (row) => {
        const name = row.tutor.name;
        return (
          <button
            type="button"
            className="btn btn-outline min-h-10 px-3 py-1.5 text-sm"
            aria-pressed={row.tutor.id === tutorId}
            onClick={() => open({ tutor: row.tutor.id })}
          >
            <Trans>
              Statement<span className="sr-only"> of {name}</span>
            </Trans>
          </button>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="pay-heading">
      <h1 id="pay-heading" className="text-2xl sm:text-3xl">
        {title}
      </h1>
      <p className="mt-1 max-w-2xl text-muted">{description}</p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="pay-month" className="field-label">
            <Trans>Month</Trans>
          </label>
          <input
            id="pay-month"
            type="month"
            className="field-input"
            value={month}
            onChange={(event) => {
              if (/^\d{4}-\d{2}$/.test(event.target.value)) open({ month: event.target.value });
            }}
          />
        </div>
        <p className="pb-2 text-sm text-muted">
          {overview.data && (
            <Trans>
              {monthName(month, tag)} on the school’s clock (
              {overview.data.data.school_time_zone.replace(/_/g, ' ')}).
            </Trans>
          )}
        </p>
      </div>
      <div className="mt-3">
        <ErrorBanner message={overview.error ? actionErrorMessage(overview.error) : undefined} />
      </div>
      <div className="admin-table mt-3 rounded-xl border border-line bg-white">
        <Table
          rows={rows.map((row) => ({ ...row, id: row.tutor.id }))}
          columns={columns}
          labelledBy="pay-heading"
          emptyMessage={overview.isPending ? t`Loading…` : t`No tutors yet.`}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
          minWidth="48rem"
        />
      </div>
      {chosen && overview.data && (
        <TutorPay
          key={`${chosen.tutor.id}-${month}`}
          tutor={chosen.tutor}
          month={month}
          monthEnded={overview.data.data.month_ended}
        />
      )}
    </section>
  );
}
