import type { PayLineOutcome, PayStatement, PayStatementLine, PayTotal } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormat } from '../../i18n/use-format.ts';
import { downloadFile } from '../../lib/download.ts';
import { formatMoney } from '../../lib/money.ts';
import { PAY_OUTCOME_NAMES } from './outcome-names.ts';

// A tutor's pay statement for a month (decision 046), as staff's pay screen and the tutor's
// own page show it: the totals per currency first, the warnings, then every class on the
// tutor's clock.

// eslint-disable-next-line lingui/no-unlocalized-strings -- a time zone's name
const UTC = 'UTC';

const LINE_OUTCOME_NAMES: Record<PayLineOutcome, MessageDescriptor> = {
  ...PAY_OUTCOME_NAMES,
  not_recorded: msg`Not recorded yet`,
  scheduled: msg`Still to come`,
};

/** "2027-01" as the page's language names the month: "January 2027". */
export function monthName(month: string, tag: string): string {
  const [year, number] = month.split('-').map(Number);
  // Midday on the month's first day, read on UTC's calendar: the same month in every zone.
  const first = new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1, 12));
  return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: UTC }).format(
    first,
  );
}

function Totals({ totals }: { totals: PayTotal[] }) {
  const { tag } = useFormat();
  if (totals.length === 0) return <Trans>Nothing to pay</Trans>;
  return (
    <span className="flex flex-wrap gap-x-4">
      {totals.map((total) => (
        <span key={total.currency} data-testid="pay-total">
          {formatMoney(tag, total.currency, total.amount_minor)}
        </span>
      ))}
    </span>
  );
}

function Amount({ line }: { line: PayStatementLine }) {
  const { tag } = useFormat();
  if (!line.counts) return <span className="text-muted">—</span>;
  if (!line.rate || line.amount_minor === null) {
    return (
      <span className="text-danger">
        <Trans>No rate</Trans>
      </span>
    );
  }
  return <>{formatMoney(tag, line.rate.currency, line.amount_minor)}</>;
}

function Lines({ statement }: { statement: PayStatement }) {
  const { t, i18n } = useLingui();
  const { number } = useFormat();
  const arabic = i18n.locale === 'ar';
  const course = (line: PayStatementLine) =>
    line.kind === 'trial'
      ? t`Free trial class`
      : ((arabic ? line.course_ar : null) ?? line.course ?? '');
  if (statement.lines.length === 0) {
    return (
      <p className="mt-4 text-muted">
        <Trans>No classes this month.</Trans>
      </p>
    );
  }
  return (
    <div
      className="mt-4 overflow-x-auto rounded-xl border border-line bg-white"
      // A table wider than a phone scrolls, by keyboard too.
      tabIndex={0}
      role="region"
      aria-label={t`Classes of the month`}
    >
      <table className="w-full min-w-[44rem] text-sm">
        <thead className="bg-tint text-start">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              <Trans>Date</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              <Trans>Time</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              <Trans>Learner</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              <Trans>Course</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-end">
              <Trans>Minutes</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              <Trans>What became of it</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-end">
              <Trans>Amount</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line) => (
            <tr
              key={line.class_id}
              className={`border-t border-line ${line.counts ? '' : 'text-muted'}`}
            >
              <td className="whitespace-nowrap px-3 py-2">
                <time dateTime={line.starts_at}>{line.date}</time>
              </td>
              <td className="whitespace-nowrap px-3 py-2">{line.time}</td>
              <td className="px-3 py-2">
                <bdi>{line.learner}</bdi>
              </td>
              <td className="px-3 py-2">
                <bdi>{course(line)}</bdi>
              </td>
              <td className="px-3 py-2 text-end">{number(line.minutes)}</td>
              <td className="px-3 py-2">{i18n._(LINE_OUTCOME_NAMES[line.outcome])}</td>
              <td className="whitespace-nowrap px-3 py-2 text-end">
                <Amount line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The statement: its summary, its warnings and its classes. */
export function StatementView({ statement }: { statement: PayStatement }) {
  const { number, dateTime } = useFormat();
  const counted = statement.classes_counted;
  const minutes = number(statement.minutes_counted);
  const zone = statement.tutor.time_zone.replace(/_/g, ' ');
  const notRecorded = statement.not_recorded.length;
  const unpriced = statement.unpriced_classes;
  return (
    <div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">
          <Trans>To pay</Trans>
        </dt>
        <dd className="text-lg font-semibold">
          <Totals totals={statement.totals} />
        </dd>
        <dt className="font-semibold">
          <Trans>Classes counted</Trans>
        </dt>
        <dd>
          <Plural value={counted} one="# class" other="# classes" />,{' '}
          <Trans>{minutes} minutes</Trans>
        </dd>
        <dt className="font-semibold">
          <Trans>Paid</Trans>
        </dt>
        <dd>
          {statement.paid ? (
            <span className="inline-flex items-center gap-2 font-semibold text-success">
              <i className="pi pi-lock" aria-hidden />
              <Trans>
                Paid on {dateTime(statement.paid.paid_at)}: this statement is kept as paid.
              </Trans>
            </span>
          ) : (
            <Trans>Not yet</Trans>
          )}
        </dd>
      </dl>
      <p className="mt-3 text-sm text-muted">
        <Trans>Dates and times are on the tutor’s clock ({zone}).</Trans>
      </p>
      {(notRecorded > 0 || unpriced > 0) && (
        <ul className="mt-3 space-y-1 rounded-lg border border-gold bg-gold/10 p-3 text-sm">
          {notRecorded > 0 && (
            <li>
              <Plural
                value={notRecorded}
                one="# class is not recorded yet: it pays nothing until it is."
                other="# classes are not recorded yet: they pay nothing until they are."
              />
            </li>
          )}
          {unpriced > 0 && (
            <li>
              <Plural
                value={unpriced}
                one="# class falls on a day without a pay rate: it is not in the total."
                other="# classes fall on days without a pay rate: they are not in the total."
              />
            </li>
          )}
        </ul>
      )}
      <Lines statement={statement} />
    </div>
  );
}

/** The statement's CSV and PDF, fetched with the bearer token from `path` (…/pay-statement). */
export function StatementFiles({ path, month }: { path: string; month: string }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [error, setError] = useState('');
  const download = async (kind: 'csv' | 'pdf') => {
    setBusy(kind);
    setError('');
    try {
      await downloadFile(`${path}/${kind}?month=${month}`, `pay-statement-${month}.${kind}`);
    } catch {
      setError(t`The file could not be downloaded. Please try again.`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      {(['csv', 'pdf'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className="btn btn-outline"
          disabled={busy !== null}
          aria-busy={busy === kind}
          onClick={() => void download(kind)}
        >
          <i className={`pi ${kind === 'csv' ? 'pi-file-excel' : 'pi-file-pdf'}`} aria-hidden />
          {kind === 'csv' ? t`Download CSV` : t`Download PDF`}
        </button>
      ))}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
