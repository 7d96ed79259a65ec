import type { ClassKind } from '@iqra/contracts';
import { useState, type ReactNode } from 'react';
import { capitalize } from '../utils/names.ts';
import { AdminDialog } from './dialogs.tsx';
import { smallButton } from './ui.ts';

const TONES: Record<string, string> = {
  good: 'border-[#abefc6] bg-[#ecfdf3] text-success',
  bad: 'border-[#fecdca] bg-[#fef3f2] text-danger',
  wait: 'border-[#f5e3a3] bg-[#fdf8e7] text-gold-dark',
  plain: 'border-line bg-page text-muted',
};

const STATUS_TONE: Record<string, keyof typeof TONES> = {
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
};

/**
 * A status as a word in a tinted pill: the word carries the meaning, the colour helps.
 * `no_show` reads "No show".
 */
export function StatusTag({ status }: { status: string }) {
  const tone = TONES[STATUS_TONE[status] ?? 'plain'];
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
    >
      {capitalize(status.replace(/_/g, ' '))}
    </span>
  );
}

const KINDS: Record<ClassKind, { label: string; tone: keyof typeof TONES }> = {
  regular: { label: 'Weekly', tone: 'plain' },
  makeup: { label: 'Make-up', tone: 'wait' },
  trial: { label: 'Trial', tone: 'good' },
};

/** A class's kind as a tinted word: a weekly plan's ("Weekly"), a make-up or a trial. */
export function KindTag({ kind }: { kind: ClassKind }) {
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[KINDS[kind].tone]}`}
    >
      {KINDS[kind].label}
    </span>
  );
}

export const YesNo = ({ value }: { value: boolean }) =>
  value ? (
    <span className="font-semibold text-success">
      <i className="pi pi-check me-1 text-xs" aria-hidden />
      Yes
    </span>
  ) : (
    <span className="text-muted">No</span>
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
  /** Read after the visible "Details" (e.g. "of Welcome to Iqra to a@b.c"). */
  label: string;
  title: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={smallButton}
        aria-label={`Details ${label}`}
        onClick={() => setOpen(true)}
      >
        Details
      </button>
      <AdminDialog
        header={title}
        visible={open}
        onHide={() => setOpen(false)}
        width="48rem"
        dismissableMask
        closeLabel="Close details"
        footer={
          <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
            Close
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
