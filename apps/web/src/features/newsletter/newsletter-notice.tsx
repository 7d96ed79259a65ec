import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useHydrated } from '../../lib/use-hydrated.tsx';
import { useSearchParams } from 'react-router';

const NOTICES: Record<string, { text: MessageDescriptor; tone: 'success' | 'info' | 'error' }> = {
  confirmed: {
    text: msg`Your subscription is confirmed. Welcome to the Iqra newsletter!`,
    tone: 'success',
  },
  unsubscribed: {
    text: msg`You have been unsubscribed. You will not receive the newsletter any more.`,
    tone: 'info',
  },
  invalid: {
    text: msg`That newsletter link is not valid any more. Please subscribe again from the footer.`,
    tone: 'error',
  },
};

/** What the links in newsletter mails lead to: `/?newsletter=confirmed|unsubscribed|invalid`. */
export function NewsletterNotice() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  // The server renders the home page without its query string (one cached page for all).
  const hydrated = useHydrated();
  const notice = hydrated ? NOTICES[searchParams.get('newsletter') ?? ''] : undefined;
  if (!notice) return null;
  const dismiss = () =>
    setSearchParams(
      (params) => {
        params.delete('newsletter');
        return params;
      },
      { replace: true },
    );
  const toneClass =
    notice.tone === 'error'
      ? 'border-danger text-danger bg-[#fef3f2]'
      : 'border-success text-success bg-tint';
  return (
    <div className="container-page pt-4">
      <div
        role="status"
        className={`flex items-start justify-between gap-4 rounded-xl border px-4 py-3 ${toneClass}`}
      >
        <p className="flex items-start gap-2">
          <i
            className={`pi ${notice.tone === 'error' ? 'pi-exclamation-circle' : 'pi-check-circle'} mt-1`}
            aria-hidden
          />
          {t(notice.text)}
        </p>
        <button
          type="button"
          onClick={dismiss}
          className="min-h-11 min-w-11 rounded-md text-ink"
          aria-label={t`Dismiss`}
        >
          <i className="pi pi-times" aria-hidden />
        </button>
      </div>
    </div>
  );
}
