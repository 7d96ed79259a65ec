import type { TutorClass } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { serverMessage } from '../../lib/server-errors.ts';
import { useClock } from './use-clock.ts';
import { LoadingLine } from '../../components/loading-line.tsx';
import { englishOf } from '../../components/in-english.ts';

/** What the tutor can do with a class from its card; each opens a dialog. */
export type ClassAction = 'record' | 'cancel' | 'notes' | 'progress';

/** Opens an action's dialog; `opener` is the button pressed (focus returns there). */
export type OpenAction = (action: ClassAction, item: TutorClass, opener: HTMLElement) => void;

/**
 * Who the class is with, in the page's language: the learner, or a trial's family by their
 * e-mail; and the clock, for "Tuesday 24 November at 19:00" in buttons' names.
 */
export function useClassWords() {
  const { t } = useLingui();
  const clock = useClock();
  const learnerOf = (item: TutorClass) => item.learner?.name ?? item.trial_email ?? t`your learner`;
  return { learnerOf, clock };
}

/** The server's sentence for a refusal (409, 422), else a general one. */
export const messageOf = serverMessage;

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const BADGE_LOOKS = {
  neutral: 'border-line bg-[#f3f4f6] text-ink',
  green: 'border-[#abefc6] bg-[#ecfdf3] text-success',
  tint: 'border-[#b7d9c8] bg-tint text-primary',
  gold: 'border-[#e9d58f] bg-[#fdf8e6] text-gold-dark',
  red: 'border-[#fecdca] bg-[#fef3f2] text-danger',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** "Amina Rahman · Tajweed · Tuesday 24 November, 19:00–20:00": which class a dialog is about. */
export function ClassSummary({ item, zone }: { item: TutorClass; zone: string }) {
  const { learnerOf, clock } = useClassWords();
  const day = clock.dayLabel(item.starts_at, zone);
  const time = clock.timeRange(item.starts_at, item.ends_at, zone);
  return (
    <p className="mb-4 text-muted">
      <bdi className="font-semibold text-ink">{learnerOf(item)}</bdi> ·{' '}
      <bdi {...englishOf(item, 'course')}>{item.course ?? item.title}</bdi> ·{' '}
      <Trans>
        {day}, {time}
      </Trans>
    </p>
  );
}

/**
 * A class's day and time in bold: "Tue 24 Nov, 19:00–20:00" given its end, else "Tuesday 24
 * November 2026, 19:00".
 */
export function ClassTime({ starts, ends, zone }: { starts: string; ends?: string; zone: string }) {
  const clock = useClock();
  const day = ends ? clock.shortDay(starts, zone) : clock.dateLabel(starts, zone);
  const time = ends ? clock.timeRange(starts, ends, zone) : clock.timeIn(starts, zone);
  return (
    <p className="font-semibold">
      <time dateTime={starts}>
        <Trans>
          {day}, {time}
        </Trans>
      </time>
    </p>
  );
}

/** A small label beside a class or a credit, with an icon so colour is not the only sign. */
export function Badge({
  look,
  icon,
  children,
}: {
  look: keyof typeof BADGE_LOOKS;
  icon: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${BADGE_LOOKS[look]}`}
    >
      <i className={`pi ${icon} text-[0.7rem]`} aria-hidden />
      {children}
    </span>
  );
}

/** A section of the dashboard, focusable (focus may land there after a change), and its heading. */
export function Panel({
  id,
  title,
  intro,
  actions,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} data-focus-home tabIndex={-1} className="min-w-0 rounded-lg">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <h2 id={id} className="text-2xl">
            {title}
          </h2>
          {intro && <div className="mt-1 text-sm text-muted">{intro}</div>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A list's loading line, its error, or its empty state. */
export function ListState({
  pending,
  error,
  empty,
  loading,
}: {
  pending: boolean;
  error: unknown;
  empty: ReactNode | false;
  loading: string;
}) {
  if (pending) {
    return <LoadingLine>{loading}</LoadingLine>;
  }
  if (error) {
    return (
      <p role="alert" className="mt-4 text-danger">
        <i className="pi pi-exclamation-circle me-2" aria-hidden />
        <Trans>This could not be loaded. Please try again in a moment.</Trans>
      </p>
    );
  }
  if (empty) {
    return (
      <p className="mt-4 rounded-xl border border-dashed border-line bg-white p-4 text-muted">
        {empty}
      </p>
    );
  }
  return null;
}
