import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { firstFieldErrors } from '../../lib/api-client.ts';
import { useSubscribeToNewsletter } from './api.ts';

const UNEXPECTED = msg`We could not subscribe you just now. Please try again later.`;

/** The footer's field: type email, required; double opt-in by mail. */
export function NewsletterForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeToNewsletter();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate(email, { onSuccess: () => setEmail('') });
  };
  const error = subscribe.error
    ? (firstFieldErrors(subscribe.error).email ?? t(UNEXPECTED))
    : undefined;

  return (
    <form className="mt-5 max-w-md" onSubmit={submit}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          <Trans>Email address</Trans>
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t`Enter your email`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby="newsletter-status"
          className="min-h-11 flex-1 rounded-lg border border-white/40 bg-white px-3 text-ink"
        />
        <button
          type="submit"
          className="btn bg-gold text-ink hover:bg-[#b8931f]"
          disabled={subscribe.isPending}
        >
          {subscribe.isPending && <i className="pi pi-spin pi-spinner" aria-hidden />}
          <Trans>Subscribe</Trans>
        </button>
      </div>
      <p id="newsletter-status" role="status" className="mt-3 min-h-6 text-sm text-white">
        {subscribe.isSuccess && !subscribe.isPending && (
          <>
            <i className="pi pi-envelope me-2" aria-hidden />
            {subscribe.data.message}
          </>
        )}
        {error && (
          <>
            <i className="pi pi-exclamation-circle me-2" aria-hidden />
            {error}
          </>
        )}
      </p>
    </form>
  );
}
