import { adminRefundCreateSchema, type AdminPayment, type AdminRefund } from '@iqra/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useFormat } from '../../../i18n/use-format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useRecordRefund } from '../api/mutations.ts';
import { useAdminRecord } from '../api/queries.ts';
import { ResourceForm } from '../components/form/resource-form.tsx';
import { useWhen } from '../components/list/use-when.ts';
import { SuccessStatus } from '../components/notice.tsx';
import { FactList, FormCard, StatusTag } from '../components/parts.tsx';
import { RecordScreen } from '../components/record-screen.tsx';
import type { FieldConfig } from '../components/resource-config.ts';
import { formatMoney } from '../../../lib/money.ts';
import { personName } from '../utils/names.ts';

/** The payment's sums in its own currency, in the page's language: 12.5 → "US$12.50". */
function useMoney(currency: string) {
  const { tag } = useFormat();
  return (amount: number) => formatMoney(tag, currency, Math.round(amount * 100));
}

function Facts({ payment }: { payment: AdminPayment }) {
  const { t } = useLingui();
  const showWhen = useWhen();
  const money = useMoney(payment.currency);
  const facts = [
    {
      term: t`Learner`,
      value: (
        <Link to={`/admin/learners/${payment.user_id}`} className="text-primary underline">
          {personName(payment.user)}
        </Link>
      ),
    },
    { term: t`Item`, value: payment.item },
    { term: t`Amount`, value: money(payment.amount) },
    { term: t`Status`, value: <StatusTag status={payment.status} /> },
    { term: t`Provider`, value: payment.provider },
    {
      term: t`Order`,
      value: (
        <span className="font-mono text-sm break-all">{payment.provider_order_id ?? '—'}</span>
      ),
    },
    { term: t`Started`, value: showWhen(payment.created_at) },
    {
      term: t({ message: 'Completed', context: 'date' }),
      value: payment.completed_at ? showWhen(payment.completed_at) : '—',
    },
    { term: t`Refunded`, value: money(payment.refunded) },
    { term: t`Left to refund`, value: money(payment.refundable) },
  ];
  return <FactList facts={facts} className="card mt-4 grid gap-x-6 gap-y-3 p-5 sm:grid-cols-3" />;
}

/** Who gave the money back: the staff member who recorded it, or the provider's notice. */
function RefundSource({ refund }: { refund: AdminRefund }) {
  if (refund.recorded_by) {
    const name = personName(refund.recorded_by);
    return (
      <Trans>
        Recorded by <bdi>{name}</bdi>
      </Trans>
    );
  }
  return refund.provider_refund_id ? <Trans>From PayPal</Trans> : null;
}

function Refunds({ payment }: { payment: AdminPayment }) {
  const showWhen = useWhen();
  const money = useMoney(payment.currency);
  return (
    <section aria-labelledby="payment-refunds" className="mt-10">
      <h2 id="payment-refunds" className="text-xl">
        <Trans>Refunds</Trans>
      </h2>
      {payment.refunds.length === 0 ? (
        <p className="mt-2 text-muted">
          <Trans>No refunds.</Trans>
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-white">
          {payment.refunds.map((refund) => (
            <li key={refund.id} className="px-4 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span className="font-semibold whitespace-nowrap">{money(refund.amount)}</span>
                <span className="text-sm text-muted">
                  <time dateTime={refund.refunded_at}>{showWhen(refund.refunded_at)}</time>
                  {' · '}
                  <RefundSource refund={refund} />
                </span>
              </div>
              {refund.reason && <p className="mt-1 break-words">{refund.reason}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Money given back outside the provider's notices: at most what is left of the payment. */
function RefundForm({ payment, onRecorded }: { payment: AdminPayment; onRecorded: () => void }) {
  const { t } = useLingui();
  const record = useRecordRefund(payment.id);
  const [round, setRound] = useState(0);
  const left = useMoney(payment.currency)(payment.refundable);
  const fields = useMemo<FieldConfig[]>(
    () => [
      {
        name: 'amount',
        label: msg`Amount`,
        kind: 'price',
        currency: payment.currency,
        hint: t`At most ${left}.`,
      },
      { name: 'reason', label: msg`Reason`, kind: 'textarea' },
    ],
    [payment.currency, left, t],
  );
  return (
    <FormCard
      id="payment-refund"
      title={<Trans>Record a refund</Trans>}
      intro={
        <Trans>
          Money given back outside PayPal’s notices, such as a bank transfer. It comes off today’s
          revenue on the school’s clock.
        </Trans>
      }
      className="mt-6"
    >
      <ResourceForm
        // A fresh form after each refund.
        key={round}
        idPrefix="refund"
        fields={fields}
        mode="create"
        schema={adminRefundCreateSchema}
        submitLabel={t`Record refund`}
        onSubmit={async (values) => {
          await record.mutateAsync(values);
          setRound((value) => value + 1);
          onRecorded();
        }}
      />
    </FormCard>
  );
}

function PaymentDetails({ payment }: { payment: AdminPayment }) {
  const { t } = useLingui();
  const [recorded, setRecorded] = useState<string>();
  const refundable = payment.status === 'completed' && payment.refundable > 0;
  return (
    <>
      <Facts payment={payment} />
      <Refunds payment={payment} />
      {/* Outside the form: the form is gone once nothing is left, the news stays. */}
      <SuccessStatus message={recorded} className="mt-3 text-success" />
      {refundable && (
        <RefundForm payment={payment} onRecorded={() => setRecorded(t`The refund is recorded.`)} />
      )}
    </>
  );
}

/** One payment as the provider reported it, its refunds, and a refund recorded by hand. */
export function PaymentPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const payment = useAdminRecord<AdminPayment>('payments', id);
  const data = payment.data?.data;
  const title = data ? `${data.item}, ${personName(data.user)}` : t`Payment`;
  usePageMeta(t`${title} · Back office`);
  return (
    <RecordScreen list={{ label: t`Payments`, to: '/admin/payments' }} name={title} query={payment}>
      {(record) => <PaymentDetails payment={record} />}
    </RecordScreen>
  );
}
