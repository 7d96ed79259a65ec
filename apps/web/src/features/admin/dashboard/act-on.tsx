import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/form-field.tsx';
import { englishOf } from '../../../components/in-english.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { actionErrorMessage } from '../api/queries.ts';
import { useRemindRenewal, useReportActions } from './api.ts';
import { formatMoney } from '../../../lib/money.ts';

// What staff should act on now: plans ending within the week (with a reminder to send),
// classes still to record, demo requests waiting for a trial, payments stuck at the provider.

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  const { number } = useFormat();
  return (
    <section className="card p-5" aria-labelledby={id}>
      <h3 id={id} className="flex items-baseline justify-between gap-2 text-lg">
        <span>{title}</span>
        <span className="rounded-full bg-tint px-2 text-sm font-semibold text-primary tabular-nums">
          {number(count)}
        </span>
      </h3>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

function PlansEnding() {
  const { t } = useLingui();
  const { dateTime, date } = useFormat();
  const actions = useReportActions();
  const remind = useRemindRenewal();
  const [sent, setSent] = useState<string>();
  const plans = actions.data?.data.plans_ending;
  if (!plans) return null;
  return (
    <Section id="act-plans" title={t`Plans ending in the next 7 days`} count={plans.count}>
      {plans.items.length === 0 ? (
        <p className="text-muted">
          <Trans>None.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {plans.items.map((plan) => (
            <li key={plan.subscription_id} className="flex flex-wrap items-center gap-2 py-2">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/admin/subscriptions/${plan.subscription_id}`}
                  className="font-semibold text-primary hover:underline"
                >
                  {plan.learner}
                </Link>
                <span className="block text-muted">
                  <span {...englishOf(plan, 'course')}>{plan.course}</span>
                  {' — '}
                  <span {...englishOf(plan, 'tier')}>{plan.tier}</span>
                  {' · '}
                  {t`ends ${dateTime(plan.ends_at)}`}
                </span>
              </div>
              {plan.reminded_on ? (
                <span className="text-muted">
                  {t`Reminded on ${date(`${plan.reminded_on}T12:00:00Z`, 'UTC')}`}
                </span>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline text-sm"
                  disabled={remind.isPending}
                  onClick={() =>
                    remind.mutate(plan.subscription_id, {
                      onSuccess: ({ data }) =>
                        setSent(t`${plan.learner} reminded (${data.sent_to} mails).`),
                    })
                  }
                >
                  <Trans>Remind</Trans>
                  <span className="sr-only">{plan.learner}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="mt-2 text-success">
        {sent}
      </p>
      <ErrorBanner message={remind.error ? actionErrorMessage(remind.error) : undefined} />
    </Section>
  );
}

/** The lists to act on, under the figures. */
export function ActOn() {
  const { t } = useLingui();
  const { dateTime, tag } = useFormat();
  const actions = useReportActions();
  const data = actions.data?.data;
  return (
    <section className="mt-8" aria-labelledby="act-on">
      <h2 id="act-on" className="text-xl">
        <Trans>To act on</Trans>
      </h2>
      <ErrorBanner message={actions.error ? actionErrorMessage(actions.error) : undefined} />
      <div className="mt-3 grid min-h-40 grid-cols-1 gap-4 lg:grid-cols-2">
        {data && (
          <>
            <PlansEnding />
            <Section
              id="act-record"
              title={t`Classes still to record`}
              count={data.classes_to_record}
            >
              <Link to="/admin/classes-to-record" className="text-primary hover:underline">
                <Trans>Open the classes to record</Trans>
              </Link>
            </Section>
            <Section
              id="act-requests"
              title={t`Demo requests with no trial after 48 hours`}
              count={data.requests_waiting.count}
            >
              <ul className="divide-y divide-line">
                {data.requests_waiting.items.map((request) => (
                  <li key={request.id} className="py-2">
                    <Link
                      to={`/admin/demo-requests?q=${encodeURIComponent(request.email)}`}
                      className="text-primary hover:underline"
                    >
                      {request.email}
                    </Link>
                    <span className="block text-muted">
                      {t`asked ${dateTime(request.created_at)}`}
                    </span>
                  </li>
                ))}
              </ul>
            </Section>
            <Section
              id="act-payments"
              title={t`Payments stuck at the provider`}
              count={data.payments_stuck.count}
            >
              <ul className="divide-y divide-line">
                {data.payments_stuck.items.map((payment) => (
                  <li key={payment.id} className="py-2">
                    <Link
                      to={`/admin/payments?q=${encodeURIComponent(payment.payer_email)}`}
                      className="text-primary hover:underline"
                    >
                      {payment.payer}
                    </Link>
                    <span className="block text-muted">
                      {formatMoney(tag, payment.currency, payment.amount_minor)} ·{' '}
                      {payment.status === 'capturing' ? t`being captured` : t`not approved`} ·{' '}
                      {t`started ${dateTime(payment.created_at)}`}
                    </span>
                  </li>
                ))}
              </ul>
            </Section>
          </>
        )}
      </div>
    </section>
  );
}
