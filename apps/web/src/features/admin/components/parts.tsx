import type { ClassKind } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { statusWord } from '../resources/status-words.ts';
import { wordsIn } from './resource-config.ts';
import { AdminDialog } from './dialogs.tsx';
import { smallButton } from './ui.ts';

/* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes, not words */
const TONE_CLASS: Record<string, string> = {
  good: 'border-[#abefc6] bg-[#ecfdf3] text-success',
  bad: 'border-[#fecdca] bg-[#fef3f2] text-danger',
  wait: 'border-[#f5e3a3] bg-[#fdf8e7] text-gold-dark',
  plain: 'border-line bg-page text-muted',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** Each status's tone (its word is `statusWord`'s): one the list does not know yet is plain. */
const STATUS_TONES: Record<string, keyof typeof TONE_CLASS> = {
  active: 'good',
  completed: 'good',
  sent: 'good',
  confirmed: 'good',
  new: 'wait',
  pending: 'wait',
  created: 'wait',
  capturing: 'wait',
  contacted: 'plain',
  closed: 'plain',
  expired: 'plain',
  inactive: 'bad',
  cancelled: 'bad',
  failed: 'bad',
  unsubscribed: 'bad',
  admin: 'wait',
  student: 'plain',
  tutor: 'plain',
  scheduled: 'plain',
  // Teaching: make-up credits, trial classes, tutors' invitations.
  open: 'wait',
  used: 'good',
  booked: 'wait',
  attended: 'good',
  enrolled: 'good',
  no_show: 'bad',
  'invitation pending': 'wait',
  // Certificates and tutors' proposals of them.
  valid: 'good',
  revoked: 'bad',
  approved: 'good',
  declined: 'bad',
  // Learners' pauses.
  requested: 'wait',
  granted: 'good',
  refused: 'bad',
  withdrawn: 'plain',
};

/**
 * A status as a word in a tinted pill: the word carries the meaning, the colour helps.
 * `no_show` reads "No show".
 */
export function StatusTag({ status }: { status: string }) {
  const { i18n } = useLingui();
  const tone = TONE_CLASS[STATUS_TONES[status] ?? 'plain'];
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
    >
      {wordsIn(i18n, statusWord(status))}
    </span>
  );
}

const KINDS: Record<ClassKind, { label: MessageDescriptor; tone: keyof typeof TONE_CLASS }> = {
  regular: { label: msg`Weekly`, tone: 'plain' },
  makeup: { label: msg`Make-up`, tone: 'wait' },
  trial: { label: msg`Trial`, tone: 'good' },
};

/** A class's kind as a tinted word: a weekly plan's ("Weekly"), a make-up or a trial. */
export function KindTag({ kind }: { kind: ClassKind }) {
  const { i18n } = useLingui();
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE_CLASS[KINDS[kind].tone]}`}
    >
      {i18n._(KINDS[kind].label)}
    </span>
  );
}

export const YesNo = ({ value }: { value: boolean }) =>
  value ? (
    <span className="font-semibold text-success">
      <i className="pi pi-check me-1 text-xs" aria-hidden />
      <Trans>Yes</Trans>
    </span>
  ) : (
    <span className="text-muted">
      <Trans>No</Trans>
    </span>
  );

export function Thumbnail({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={64}
      height={40}
      loading="lazy"
      className="h-10 w-16 rounded border border-line bg-tint object-cover"
    />
  );
}

/** A long text cut for a table cell, whole in its tooltip. */
export function Clipped({ text, length = 80 }: { text: string; length?: number }) {
  return (
    <span title={text.length > length ? text : undefined}>
      {text.length > length ? `${text.slice(0, length)}…` : text}
    </span>
  );
}

/** A button that opens a read-only dialog of details. */
export function DetailsButton({
  label,
  title,
  children,
}: {
  /** The button's whole accessible name, a message of its own ("Details of Welcome to a@b.c"). */
  label: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={smallButton}
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        <Trans>Details</Trans>
      </button>
      <AdminDialog
        header={title}
        visible={open}
        onHide={() => setOpen(false)}
        width="48rem" // eslint-disable-line lingui/no-unlocalized-strings -- a CSS length
        dismissableMask
        closeLabel={t`Close details`}
        footer={
          <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
            <Trans>Close</Trans>
          </button>
        }
      >
        {open && children}
      </AdminDialog>
    </>
  );
}

/** JSON as staff read it in a detail dialog: indented, wrapped, scrolling inside its box. */
export function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <figure className="min-w-0">
      <figcaption className="field-label">{label}</figcaption>
      <pre className="max-h-80 overflow-auto rounded-lg border border-line bg-page p-3 text-xs whitespace-pre-wrap break-words">
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </figure>
  );
}

/** A record's facts in a grid, each term above its value (`className` places the grid). */
export function FactList({
  facts,
  className,
}: {
  facts: readonly { term: string; value: ReactNode }[];
  className: string;
}) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt className="text-sm text-muted">{fact.term}</dt>
          <dd className="font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A form in a card of its own on a record's screen: its heading (named by `id`), a line about
 * it, the form, and what follows it (the line that says it worked).
 */
export function FormCard({
  id,
  title,
  intro,
  className = 'mt-10',
  after,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  className?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`card p-5 sm:p-6 ${className}`}>
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {intro && <p className="mt-1 text-muted">{intro}</p>}
      <div className="mt-4">{children}</div>
      {after}
    </section>
  );
}
