import type { Report, ReportFigures } from '@iqra/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ErrorBanner } from '../../../components/form-field.tsx';
import { englishOf } from '../../../components/in-english.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { actionErrorMessage } from '../api/queries.ts';
import { ActOn } from './act-on.tsx';
import { type PeriodChoice, useReport, useReportActions, useReportMonths } from './api.ts';
import { Charts } from './charts.tsx';
import { formatMoney, formatSums } from '../../../lib/money.ts';

// The dashboard's figures for the chosen period, each against the period before, then the
// charts and the lists to act on. Loaded with the dashboard's own code, once staff are known.

/** One figure: its name, its value now, and what it was in the period before. */
function Figure({
  name,
  children,
  before,
}: {
  name: ReactNode;
  children: ReactNode;
  before?: ReactNode;
}) {
  return (
    <div className="card flex min-w-0 flex-col p-4 [overflow-wrap:anywhere]">
      <dt className="text-sm font-semibold text-muted">{name}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl">{children}</dd>
      {before !== undefined && <dd className="mt-auto pt-1 text-sm text-muted">{before}</dd>}
    </div>
  );
}

/** "+3" / "−2" / "no change" against the period before. */
function Change({ now, before }: { now: number; before: number }) {
  const { t } = useLingui();
  const { number } = useFormat();
  const difference = now - before;
  const shown = t`Before: ${number(before)}`;
  if (difference === 0) return <>{t`${shown} (no change)`}</>;
  const sign = difference > 0 ? '+' : '−';
  const change = `${sign}${number(Math.abs(difference))}`;
  return (
    <>
      {shown} <span dir="ltr">({change})</span>
    </>
  );
}

const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);

function FigureGrid({ report }: { report: Report }) {
  const { t } = useLingui();
  const { tag, number } = useFormat();
  const now = report.figures;
  const before = report.previous_figures;
  const percent = (value: number | null) =>
    value === null
      ? '—'
      : new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  const count = (key: keyof ReportFigures & string) => (
    <Change now={now[key] as number} before={before[key] as number} />
  );
  const attendance = rate(now.attendance.attended, now.attendance.recorded);
  const attendanceBefore = rate(before.attendance.attended, before.attendance.recorded);
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <Figure
        name={<Trans>Revenue, less refunds</Trans>}
        before={
          <>
            {t`Before: ${formatSums(tag, before.revenue).join(' · ')}`}
            {now.refunded.length > 0 && (
              <span className="block">{t`Refunded: ${formatSums(tag, now.refunded).join(' · ')}`}</span>
            )}
          </>
        }
      >
        {formatSums(tag, now.revenue).map((sum) => (
          <span key={sum} className="block">
            {sum}
          </span>
        ))}
      </Figure>
      <Figure name={<Trans>New learners</Trans>} before={count('new_learners')}>
        {number(now.new_learners)}
      </Figure>
      <Figure name={<Trans>Active learners</Trans>} before={count('active_learners')}>
        {number(now.active_learners)}
      </Figure>
      <Figure
        name={<Trans>Plans renewed / not renewed</Trans>}
        before={t`Before: ${number(before.plans_renewed)} / ${number(before.plans_not_renewed)}`}
      >
        {number(now.plans_renewed)} / {number(now.plans_not_renewed)}
      </Figure>
      <Figure name={<Trans>Attendance</Trans>} before={t`Before: ${percent(attendanceBefore)}`}>
        {percent(attendance)}
        <span className="block text-sm font-normal text-muted">
          {t`${number(now.attendance.attended)} of ${number(now.attendance.recorded)} recorded classes`}
        </span>
      </Figure>
      <Figure
        name={<Trans>Classes cancelled</Trans>}
        before={t`Before: by tutors ${number(before.cancelled.tutor)}, by learners ${number(before.cancelled.learner)}`}
      >
        <span className="block text-base">{t`By tutors: ${number(now.cancelled.tutor)}`}</span>
        <span className="block text-base">{t`By learners: ${number(now.cancelled.learner)}`}</span>
        <span className="block text-base">{t`By staff: ${number(now.cancelled.staff)}`}</span>
      </Figure>
      <Figure
        name={<Trans>Make-up credits</Trans>}
        before={t`Expired before: ${number(before.makeup_credits_expired)}`}
      >
        <span className="block text-base">
          {t`Open now: ${number(report.makeup_credits_open)}`}
        </span>
        <span className="block text-base">
          {t`Expired in the period: ${number(now.makeup_credits_expired)}`}
        </span>
      </Figure>
      <Figure
        name={<Trans>Demo requests to paying learners</Trans>}
        before={t`Before: ${number(before.funnel.requests)} → ${number(before.funnel.paid)}`}
      >
        {number(now.funnel.requests)} → {number(now.funnel.paid)}
        <span className="block text-sm font-normal text-muted">
          {t`${plural(now.funnel.trials_booked, { one: '# trial booked', other: '# trials booked' })}`}
          , {t`${number(now.funnel.trials_attended)} attended`}
        </span>
      </Figure>
    </dl>
  );
}

/** What came in for each course and plan in the period, per currency. */
function RevenueLines({ report }: { report: Report }) {
  const { t } = useLingui();
  const { tag, number } = useFormat();
  if (report.revenue_lines.length === 0) return null;
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must reach it.
    <section className="card mt-6 overflow-x-auto p-5" aria-labelledby="revenue-lines" tabIndex={0}>
      <h2 id="revenue-lines" className="text-lg">
        <Trans>Revenue by course and plan</Trans>
      </h2>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-1 pe-3 text-start">
              <Trans>Course and plan</Trans>
            </th>
            <th scope="col" className="px-2 py-1 text-end whitespace-nowrap">
              <Trans>Payments</Trans>
            </th>
            <th scope="col" className="px-2 py-1 text-end whitespace-nowrap">
              <Trans>Paid</Trans>
            </th>
            <th scope="col" className="px-2 py-1 text-end whitespace-nowrap">
              <Trans>Refunded</Trans>
            </th>
            <th scope="col" className="px-2 py-1 text-end whitespace-nowrap">
              <Trans>Net</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {report.revenue_lines.map((line) => {
            const money = (minor: number) => formatMoney(tag, line.currency, minor);
            const key = `${line.kind}-${line.course ?? ''}-${line.tier ?? ''}-${line.currency}`;
            return (
              <tr key={key} className="border-b border-line last:border-0">
                <th scope="row" className="min-w-36 py-1 pe-3 text-start font-normal">
                  {line.kind === 'book' ? (
                    <Trans>Books</Trans>
                  ) : (
                    <>
                      <span {...englishOf(line, 'course')}>{line.course}</span>
                      {' — '}
                      <span {...englishOf(line, 'tier')}>{line.tier}</span>
                      {line.minutes !== null && (
                        <span className="text-muted"> {t`(${number(line.minutes)} min)`}</span>
                      )}
                    </>
                  )}
                </th>
                <td className="px-2 py-1 text-end whitespace-nowrap tabular-nums">
                  {number(line.payments)}
                </td>
                <td className="px-2 py-1 text-end whitespace-nowrap tabular-nums">
                  {money(line.paid_minor)}
                </td>
                <td className="px-2 py-1 text-end whitespace-nowrap tabular-nums">
                  {money(line.refunded_minor)}
                </td>
                <td className="px-2 py-1 text-end font-semibold whitespace-nowrap tabular-nums">
                  {money(line.net_minor)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** The figures of `choice`, the charts and the lists to act on. */
export default function DashboardFigures({ choice }: { choice: PeriodChoice }) {
  const { t } = useLingui();
  const { date } = useFormat();
  const report = useReport(choice);
  const data = report.data?.data;
  // All three are asked for at once, and shown in the page's order: a part arrives below the
  // ones above it, so nothing on the screen moves down when another lands.
  const actions = useReportActions();
  useReportMonths();
  return (
    <>
      <ErrorBanner message={report.error ? actionErrorMessage(report.error) : undefined} />
      <div
        aria-live="polite"
        aria-busy={report.isFetching}
        className={data ? undefined : 'min-h-[28rem]'}
      >
        {data && (
          <>
            <p className="mt-4 text-sm text-muted">
              {t`${date(`${data.period.from}T12:00:00Z`, 'UTC')} to ${date(`${data.period.to}T12:00:00Z`, 'UTC')}, against ${date(`${data.previous.from}T12:00:00Z`, 'UTC')} to ${date(`${data.previous.to}T12:00:00Z`, 'UTC')}; days on the school's clock (${data.time_zone}).`}
            </p>
            <FigureGrid report={data} />
            <RevenueLines report={data} />
          </>
        )}
      </div>
      {data && <ActOn />}
      {data && !actions.isPending && <Charts report={data} />}
    </>
  );
}
