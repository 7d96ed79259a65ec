import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumb, type Crumb } from '../../components/breadcrumb.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import type { PaymentStart } from './api.ts';
import type { EnglishMark } from '../../components/in-english.ts';
import { START_FAILED_MESSAGE, approvalUrlOf, paymentNoticeFor } from './payment-rules.ts';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name, the same in every language
const PAYPAL = 'PayPal';

export const CHECKOUT_TITLE = msg`Make a payment`;

/**
 * Starts a payment and follows the provider's approval address. Pay now stays busy while
 * the request is out and while the browser is leaving for the provider; any other answer
 * frees it again (for books too: docs/decisions/003).
 */
export function usePayNow<T>(mutation: UseMutationResult<PaymentStart, Error, T>) {
  const { i18n } = useLingui();
  const [leaving, setLeaving] = useState(false);
  const start = (body: T) =>
    mutation.mutate(body, {
      onSuccess: (answer) => {
        const url = approvalUrlOf(answer, window.location.href);
        if (url) {
          setLeaving(true);
          window.location.assign(url);
        } else {
          window.alert(i18n._(START_FAILED_MESSAGE));
        }
      },
    });
  return { start, busy: mutation.isPending || leaving };
}

/** Breadcrumb, title, the spec's intro, a notice after a return from the provider, two columns. */
export function CheckoutLayout({
  crumbs,
  intro,
  onSubmit,
  options,
  summary,
}: {
  crumbs: Crumb[];
  intro: string;
  onSubmit: () => void;
  options: ReactNode;
  summary: ReactNode;
}) {
  const { i18n } = useLingui();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <main className="container-page py-10">
      <Breadcrumb items={crumbs} />
      <h1 className="mt-4 text-3xl sm:text-4xl">{i18n._(CHECKOUT_TITLE)}</h1>
      <p className="mt-2 text-lg text-muted">{intro}</p>
      <PaymentNotice />
      <form
        onSubmit={handleSubmit}
        className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_22rem]"
        noValidate
      >
        <div className="min-w-0 space-y-8">
          {options}
          <PaymentMethod />
        </div>
        {summary}
      </form>
    </main>
  );
}

function PaymentNotice() {
  const { i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const notice = paymentNoticeFor(searchParams.get('payment'));
  if (!notice) return null;
  const isError = notice.tone === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`mt-6 flex items-start gap-3 rounded-xl border p-4 ${
        isError ? 'border-danger bg-[#fef3f2] text-danger' : 'border-primary/30 bg-tint text-ink'
      }`}
    >
      <i
        className={`pi mt-1 ${isError ? 'pi-exclamation-triangle' : 'pi-info-circle text-primary'}`}
        aria-hidden
      />
      <p className="font-medium">{i18n._(notice.text)}</p>
    </div>
  );
}

/** The spec offers one payment method, the hosted provider, already chosen. */
function PaymentMethod() {
  return (
    <fieldset>
      <legend className="text-xl font-bold">
        <Trans>Payment method</Trans>
      </legend>
      <label
        htmlFor="payment-method-paypal"
        className="mt-3 flex cursor-pointer items-start gap-3 rounded-xl border-2 border-primary bg-tint p-4"
      >
        <input
          id="payment-method-paypal"
          type="radio"
          name="payment-method"
          value="paypal"
          defaultChecked
          className="mt-1 h-5 w-5 shrink-0 accent-primary"
        />
        <span className="flex flex-col">
          <span className="font-semibold">{PAYPAL}</span>
          <span className="text-sm text-muted">
            <Trans>You finish paying on the provider’s secure page, then come back here.</Trans>
          </span>
        </span>
      </label>
    </fieldset>
  );
}

export interface SummaryLine {
  label: string;
  value: ReactNode;
  /** Set when the value is staff's English on an Arabic page (`englishOf`). */
  mark?: EnglishMark;
}

/** The chosen price, what is being bought, the Total, Pay now and the spec's terms line. */
export function OrderSummary({
  price,
  perMonth = false,
  lines,
  emptyText,
  canPay,
  busy,
  after,
}: {
  price: number | null;
  perMonth?: boolean;
  lines: SummaryLine[];
  emptyText: ReactNode;
  canPay: boolean;
  busy: boolean;
  after?: ReactNode;
}) {
  const format = useFormat();
  return (
    <aside aria-labelledby="summary-heading" className="card p-6 lg:sticky lg:top-24">
      <h2 id="summary-heading" className="text-xl">
        <Trans>Order summary</Trans>
      </h2>
      {price === null ? (
        <p className="mt-4 text-muted">{emptyText}</p>
      ) : (
        <>
          <p className="mt-4 text-4xl font-bold text-primary">
            {format.price(price)}
            {perMonth && <PerMonth className="text-base font-medium text-muted" />}
          </p>
          <dl className="mt-4 space-y-3 text-sm">
            {lines.map((line) => (
              <div key={line.label}>
                <dt className="font-semibold text-muted">{line.label}</dt>
                <dd className="mt-0.5 text-base text-ink" {...line.mark}>
                  {line.value}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p className="mt-6 flex items-baseline justify-between border-t border-line pt-4 text-lg font-bold">
        <span>
          <Trans>Total</Trans>
        </span>
        <span>{price === null ? '—' : format.price(price)}</span>
      </p>
      <button
        type="submit"
        className="btn btn-primary mt-6 w-full"
        disabled={!canPay || busy}
        aria-describedby="terms-note"
      >
        {busy && <i className="pi pi-spin pi-spinner" aria-hidden />}
        <Trans>Pay now</Trans>
      </button>
      <p className="sr-only" role="status">
        {busy && <Trans>Starting your payment…</Trans>}
      </p>
      <p id="terms-note" className="mt-3 text-center text-sm text-muted">
        <Trans>By clicking "Pay now", you agree to our terms and conditions.</Trans>
      </p>
      {after}
    </aside>
  );
}

/** "/month" after a monthly price, in the page's language. */
export function PerMonth({ className }: { className: string }) {
  return (
    <span className={className}>
      <Trans>/month</Trans>
    </span>
  );
}

/** A clear dead end for an unknown course or book, with the way back. */
export function CheckoutNotFound({
  title,
  to,
  linkLabel,
}: {
  title: string;
  to: string;
  linkLabel: string;
}) {
  return (
    <main className="container-page py-24 text-center">
      <h1 className="text-3xl">{title}</h1>
      <p className="mt-3 text-muted">
        <Trans>The link may be old, or the address mistyped.</Trans>
      </p>
      <Link to={to} className="btn btn-primary mt-8">
        {linkLabel}
      </Link>
    </main>
  );
}

/** A failed load (not a 404): say so, and offer to try again. */
export function CheckoutLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <main className="container-page py-24 text-center">
      <h1 className="text-3xl">{i18n._(CHECKOUT_TITLE)}</h1>
      <p className="mt-3 text-muted">
        <Trans>This page could not be loaded. Please check your connection and try again.</Trans>
      </p>
      <button type="button" className="btn btn-primary mt-8" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </main>
  );
}
