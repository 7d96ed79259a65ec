import type { PayBasis, TutorPayRate } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ErrorBanner } from '../../../components/form-field.tsx';
import {
  monthName,
  StatementFiles,
  StatementView,
} from '../../../components/pay/statement-view.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { firstFieldErrors } from '../../../lib/api-client.ts';
import { formatMoney, minorPerMajor } from '../../../lib/money.ts';
import {
  statementPath,
  useAddRate,
  useDeleteRate,
  usePayMonth,
  useTutorRates,
  useTutorStatement,
} from '../api/pay.ts';
import { actionErrorMessage } from '../api/queries.ts';
import { ConfirmDialog } from '../components/dialogs.tsx';
import { SuccessStatus } from '../components/notice.tsx';

/** "12.50" in the currency's major unit → 1250 minor units; blank → undefined. */
const toMinor = (value: string, currency: string) =>
  value.trim() === '' ? undefined : Math.round(Number(value) * minorPerMajor('en', currency));

function RateWords({ rate }: { rate: TutorPayRate }) {
  const { tag } = useFormat();
  const money = (minor: number | null) => formatMoney(tag, rate.currency, minor ?? 0);
  if (rate.basis === 'per_hour') {
    const hourly = money(rate.hourly_minor);
    return <Trans>{hourly} an hour</Trans>;
  }
  const short = money(rate.rate_30_minor);
  const long = money(rate.rate_60_minor);
  return (
    <Trans>
      {short} a 30-minute class, {long} a 60-minute one
    </Trans>
  );
}

/** A new rate from a day: per class (30 and 60 minutes) or per hour, in a currency. */
function AddRateForm({ tutorId, notify }: { tutorId: number; notify: (text: string) => void }) {
  const { t } = useLingui();
  const add = useAddRate(tutorId);
  const [basis, setBasis] = useState<PayBasis>('per_class');
  const errors = firstFieldErrors(add.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const currency = text('currency').trim().toUpperCase();
    add.mutate(
      {
        effective_from: text('effective_from'),
        currency,
        basis,
        ...(basis === 'per_class'
          ? {
              rate_30_minor: toMinor(text('rate_30'), currency),
              rate_60_minor: toMinor(text('rate_60'), currency),
            }
          : { hourly_minor: toMinor(text('hourly'), currency) }),
      },
      { onSuccess: () => notify(t`The rate is added.`) },
    );
  };
  const field = (name: string, label: string, error: string | undefined, input: object) => (
    <div>
      <label htmlFor={`rate-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`rate-${name}`}
        name={name}
        className="field-input"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `rate-${name}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`rate-${name}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
  return (
    <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
      {field('effective_from', t`From (a day on the school’s calendar)`, errors.effective_from, {
        type: 'date',
        required: true,
      })}
      {field('currency', t`Currency (three letters)`, errors.currency, {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a currency's code
        defaultValue: 'USD',
        maxLength: 3,
        autoComplete: 'off',
      })}
      <fieldset className="sm:col-span-2">
        <legend className="field-label">
          <Trans>The rate is</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-5">
          {(['per_class', 'per_hour'] as const).map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="basis"
                className="h-5 w-5 accent-primary"
                checked={basis === choice}
                onChange={() => setBasis(choice)}
              />
              {choice === 'per_class' ? t`Per class` : t`Per hour`}
            </label>
          ))}
        </div>
      </fieldset>
      {basis === 'per_class' ? (
        <>
          {field('rate_30', t`A 30-minute class`, errors.rate_30_minor, {
            type: 'number',
            min: 0,
            step: 'any',
            inputMode: 'decimal',
          })}
          {field('rate_60', t`A 60-minute class`, errors.rate_60_minor, {
            type: 'number',
            min: 0,
            step: 'any',
            inputMode: 'decimal',
          })}
        </>
      ) : (
        field('hourly', t`An hour`, errors.hourly_minor, {
          type: 'number',
          min: 0,
          step: 'any',
          inputMode: 'decimal',
        })
      )}
      <div className="sm:col-span-2">
        {add.error && Object.keys(errors).length === 0 && (
          <ErrorBanner message={actionErrorMessage(add.error)} />
        )}
        <button type="submit" className="btn btn-primary mt-2" disabled={add.isPending}>
          <Trans>Add the rate</Trans>
        </button>
      </div>
    </form>
  );
}

/** The tutor's rates: each from its day until the next; one a paid month holds stays. */
function Rates({ tutorId, name }: { tutorId: number; name: string }) {
  const { t } = useLingui();
  const rates = useTutorRates(tutorId);
  const remove = useDeleteRate(tutorId);
  const [done, setDone] = useState<string>();
  const rows = rates.data?.data ?? [];
  return (
    <section aria-labelledby="rates-heading" className="card p-5">
      <h3 id="rates-heading" className="text-xl">
        <Trans>Pay rates of {name}</Trans>
      </h3>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          Each rate applies from its day until the next one. Other lengths are paid in proportion to
          the 60-minute rate.
        </Trans>
      </p>
      {rows.length === 0 ? (
        <p className="mt-3 text-muted">
          {rates.isPending ? t`Loading…` : t`No rate yet: classes count but pay nothing.`}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {rows.map((rate) => {
            const from = rate.effective_from;
            return (
              <li key={rate.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <Trans>From {from}:</Trans> <RateWords rate={rate} />
                </span>
                {rate.locked ? (
                  <span className="inline-flex items-center gap-1 text-sm text-muted">
                    <i className="pi pi-lock" aria-hidden />
                    <Trans>A paid month holds it</Trans>
                  </span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline min-h-10 px-3 py-1.5 text-sm"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(rate.id, { onSuccess: () => setDone(t`The rate is deleted.`) })
                    }
                  >
                    <Trans>
                      Delete<span className="sr-only"> the rate from {from}</span>
                    </Trans>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {remove.error && <ErrorBanner message={actionErrorMessage(remove.error)} />}
      <SuccessStatus message={done} />
      <AddRateForm tutorId={tutorId} notify={setDone} />
    </section>
  );
}

/** One tutor's month: their rates, the statement, its files, and paying it. */
export function TutorPay({
  tutor,
  month,
  monthEnded,
}: {
  tutor: { id: number; name: string };
  month: string;
  monthEnded: boolean;
}) {
  const { t } = useLingui();
  const { tag } = useFormat();
  const statement = useTutorStatement(tutor.id, month);
  const pay = usePayMonth(tutor.id);
  const [confirming, setConfirming] = useState(false);
  const [paidNow, setPaidNow] = useState<string>();
  const shown = statement.data?.data;
  const name = tutor.name;
  const when = monthName(month, tag);
  const unrecorded = shown ? shown.lines.some((line) => line.outcome === 'not_recorded') : false;
  const canPay = Boolean(shown && !shown.paid && monthEnded && !unrecorded);
  return (
    <div className="mt-8 space-y-6">
      <h2 className="text-2xl">
        <Trans>
          {name}’s pay for {when}
        </Trans>
      </h2>
      <section aria-labelledby="statement-heading" className="card p-5">
        <h3 id="statement-heading" className="text-xl">
          <Trans>Statement</Trans>
        </h3>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <StatementFiles path={statementPath(tutor.id)} month={month} />
          {shown && !shown.paid && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={!canPay || pay.isPending}
              onClick={() => setConfirming(true)}
            >
              <i className="pi pi-check" aria-hidden />
              <Trans>Mark as paid</Trans>
            </button>
          )}
        </div>
        {shown && !shown.paid && !canPay && (
          <p className="mt-2 text-sm text-muted">
            {monthEnded
              ? t`Every class of the month must be recorded before it is paid.`
              : t`A month is paid once it has ended on the school’s clock.`}
          </p>
        )}
        <SuccessStatus message={paidNow} />
        {pay.error && <ErrorBanner message={actionErrorMessage(pay.error)} />}
        <ErrorBanner message={statement.error ? actionErrorMessage(statement.error) : undefined} />
        <div className="mt-4">
          {shown ? (
            <StatementView statement={shown} />
          ) : (
            <p className="text-muted">{t`Loading…`}</p>
          )}
        </div>
      </section>
      <Rates tutorId={tutor.id} name={tutor.name} />
      <ConfirmDialog
        visible={confirming}
        title={t`Mark ${when} as paid to ${name}?`}
        confirmLabel={t`Mark as paid`}
        busy={pay.isPending}
        onHide={() => setConfirming(false)}
        onConfirm={() =>
          pay.mutate(month, {
            onSettled: () => setConfirming(false),
            onSuccess: () => setPaidNow(t`${when} is paid to ${name}.`),
          })
        }
      >
        <p>
          <Trans>
            The statement is kept as it is now, and the month’s classes can no longer change:
            recording, moving or cancelling one will be refused.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
