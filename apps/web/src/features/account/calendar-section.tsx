import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ErrorBanner } from '../../components/form-field.tsx';
import { serverMessage } from '../../lib/server-errors.ts';
import { useCalendarFeed, useNewCalendarFeed } from './api.ts';

const CALENDAR_NAME = msg`Iqra Academy classes`;

/** Where each calendar app takes a feed address, named in the page's language. */
const addLinks = (feed: { webcal: string; https: string }, i18n: I18n) => [
  {
    label: i18n._(msg`Add to Google Calendar`),
    href: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feed.webcal)}`,
  },
  {
    label: i18n._(msg`Add to Outlook.com`),
    href: `https://outlook.live.com/calendar/0/addfromweb?${new URLSearchParams({
      url: feed.https,
      name: i18n._(CALENDAR_NAME),
    })}`,
  },
  // Apple Calendar (and Outlook on a desktop) open a webcal: link themselves.
  { label: i18n._(msg`Open in Apple Calendar`), href: feed.webcal },
];

/**
 * The person's classes in the calendar they already use: a private feed address, how to add
 * it, and a way to make a new one when the old one has been shared by mistake.
 */
export function CalendarSection() {
  const feed = useCalendarFeed();
  const renew = useNewCalendarFeed();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="card mt-8 max-w-2xl p-6 sm:p-8">
      <h2 id={headingId} className="text-xl">
        <Trans>Your classes in your calendar</Trans>
      </h2>
      <p className="mt-2 text-muted">
        <Trans>
          Add your private calendar address to Google Calendar, Apple Calendar or Outlook: your
          classes appear there and follow every move and cancellation. Anyone with the address can
          see your classes, so keep it to yourself.
        </Trans>
      </p>
      <div className="mt-4">
        <ErrorBanner
          message={
            feed.error
              ? serverMessage(feed.error)
              : renew.error
                ? serverMessage(renew.error)
                : undefined
          }
        />
      </div>
      {feed.data?.webcal_url && feed.data.https_url ? (
        <FeedAddress
          feed={{ webcal: feed.data.webcal_url, https: feed.data.https_url }}
          renewing={renew.isPending}
          onRenew={() => renew.mutate()}
        />
      ) : (
        feed.data && (
          <button
            type="button"
            className="btn btn-primary mt-2"
            disabled={renew.isPending}
            onClick={() => renew.mutate()}
          >
            <Trans>Make my calendar address</Trans>
          </button>
        )
      )}
    </section>
  );
}

function FeedAddress({
  feed,
  renewing,
  onRenew,
}: {
  feed: { webcal: string; https: string };
  renewing: boolean;
  onRenew: () => void;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.webcal);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, or permission refused): the address is selected instead.
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
    }
  };

  return (
    <div className="mt-2">
      <label htmlFor={inputId} className="field-label">
        <Trans>Calendar address</Trans>
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={inputId}
          readOnly
          value={feed.webcal}
          className="field-input min-w-0 flex-1 font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn-outline" onClick={() => void copy()}>
          <Trans>Copy</Trans>
        </button>
      </div>
      <p role="status" className="mt-1 min-h-6 text-sm text-success">
        {copied && <Trans>Copied.</Trans>}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {addLinks(feed, i18n).map((link) => (
          <li key={link.label}>
            <a className="text-primary underline" href={link.href} target="_blank" rel="noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted">
        <Trans>
          Calendar apps read the address every few hours, so a change can take that long to show
          there; your classes page is always up to date.
        </Trans>
      </p>
      <div className="mt-4">
        {confirming ? (
          <div
            role="group"
            aria-label={t`Make a new calendar address`}
            className="flex flex-wrap gap-3"
          >
            <p className="w-full">
              <Trans>The old address stops working at once. Make a new one?</Trans>
            </p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={renewing}
              onClick={() => {
                onRenew();
                setConfirming(false);
                setCopied(false);
              }}
            >
              <Trans>Make a new address</Trans>
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
              <Trans>Keep this one</Trans>
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
            <Trans>Make a new address</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
