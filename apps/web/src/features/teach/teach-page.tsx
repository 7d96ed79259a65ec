import type { MakeupCredit, TutorClass } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSession } from '../../lib/session.ts';
import { useClassesToRecord, useMakeupCredits, useTutorClasses } from './api.ts';
import { placeOf, weekOf } from './clock.ts';
import { ListState, type ClassAction } from './class-parts.tsx';
import { CertificateProposalsSection } from './certificate-proposals-section.tsx';
import { LeaveSection } from './leave-section.tsx';
import { MakeupCreditsSection } from './makeup-credits-section.tsx';
import { SeasonsSection } from './seasons-section.tsx';
import { TodaySection, WeekSection } from './schedule-sections.tsx';
import { ToRecordSection } from './to-record-section.tsx';
import { momentsOf, useTick } from './use-now.ts';
import { TeachTop } from './teach-top.tsx';

/** PrimeReact gives focus back once its closing animation (150 ms) is over; ours comes after. */
const AFTER_CLOSING_MS = 300;

const TeachDialogs = lazy(() => import('./teach-dialogs.tsx'));
// The statements come after the classes: their code and reads wait until the page is ready.
const PayStatementsSection = lazy(() =>
  import('./pay-statements-section.tsx').then((m) => ({ default: m.PayStatementsSection })),
);

export type Opened =
  | { action: ClassAction; item: TutorClass; credit?: undefined }
  | { action: 'book'; credit: MakeupCredit; item?: undefined };

/**
 * After a dialog: focus back on the button that opened it (PrimeReact does that), or, when a
 * change took that button away (a cancelled class, a booked credit), on its card or section.
 */
function keepFocusNear({ opener, home }: { opener: HTMLElement; home: HTMLElement | null }) {
  window.setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    (opener.isConnected ? opener : home)?.focus();
  }, AFTER_CLOSING_MS);
}

export type Dialogs = ReturnType<typeof useDialogs>;

/** The open dialog, the last one shown while it closes, and what a change announces. */
function useDialogs() {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [visible, setVisible] = useState(false);
  const [opening, setOpening] = useState(0);
  // The button that opened the dialog, and its card or section (found now: a change may take
  // the button out of the page before the dialog closes).
  const [from, setFrom] = useState<{ opener: HTMLElement; home: HTMLElement | null } | null>(null);
  const [announced, setAnnounced] = useState('');
  const open = useCallback((next: Opened, opener: HTMLElement) => {
    setOpened(next);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    setFrom({ opener, home: opener.closest<HTMLElement>('[data-focus-home]') });
    setOpening((count) => count + 1);
    setVisible(true);
    setAnnounced('');
  }, []);
  const close = (message = '') => {
    setVisible(false);
    setAnnounced(message);
    if (from) keepFocusNear(from);
  };
  return { opened, visible, opening, open, close, announced };
}

/**
 * True once the page's first reads have all answered (or failed), and from then on: the
 * sections then appear together, each at its size, instead of one loading line after another
 * giving way to a list of its own height and pushing the sections under it down (layout
 * shift). A later read (another week) shows in its own section.
 */
function useFirstReadsDone(pending: boolean): boolean {
  const [done, setDone] = useState(!pending);
  if (!pending && !done) setDone(true);
  return done;
}

/** The browser's zone, for a tutor account that has none yet. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A tutor's classes on their own clock: today, a week at a time, what is left to record, and
 * the make-up classes they owe.
 */
export function TeachPage() {
  const { t } = useLingui();
  usePageMeta(t`Teach`, t`Your classes at Iqra Academy: today, this week, records and make-ups.`);
  const user = useSession().data;
  const zone = user?.time_zone ?? browserZone();
  const [now, setNow] = useState(() => Date.now());
  const [offset, setOffset] = useState(0);
  const thisWeek = useMemo(() => weekOf(zone, 0, now), [zone, now]);
  const shownWeek = useMemo(() => weekOf(zone, offset, now), [zone, offset, now]);
  const current = useTutorClasses(thisWeek);
  const shown = useTutorClasses(shownWeek);
  const toRecord = useClassesToRecord();
  const credits = useMakeupCredits();
  // The sections are drawn as a transition: React draws them in slices of a few milliseconds,
  // not in one task that a tap would wait behind (a slow phone took 250 ms for them).
  const ready = useDeferredValue(
    useFirstReadsDone(current.isPending || toRecord.isPending || credits.isPending),
  );
  const moments = useMemo(
    () => momentsOf([...(current.data?.classes ?? []), ...(shown.data?.classes ?? [])]),
    [current.data, shown.data],
  );
  useTick(now, moments, setNow);
  const dialogs = useDialogs();
  const { opened } = dialogs;
  const onAction = useCallback(
    (action: ClassAction, item: TutorClass, from: HTMLElement) =>
      dialogs.open({ action, item }, from),
    [dialogs.open],
  );
  const shared = { zone, now, onAction };
  const place = placeOf(zone);

  return (
    <main className="container-page py-10">
      <TeachTop />
      <p className="mt-2 max-w-2xl text-sm text-muted">
        <Trans>
          All times are in your time zone,{' '}
          <strong className="font-semibold text-ink">
            <bdi>
              {place} ({zone})
            </bdi>
          </strong>
          .{' '}
          <Link to="/account" className="font-semibold text-primary underline">
            Change it on your account
          </Link>
        </Trans>
      </p>
      <p role="status" className="sr-only">
        {dialogs.announced}
      </p>

      {!ready && (
        <ListState pending error={null} empty={false} loading={t`Loading your classes…`} />
      )}
      {ready && (
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="min-w-0 space-y-10">
            <TodaySection classes={current} {...shared} />
            <WeekSection
              week={shownWeek}
              offset={offset}
              onOffset={setOffset}
              classes={shown}
              {...shared}
            />
          </div>
          <div className="min-w-0 space-y-10">
            <ToRecordSection zone={zone} onAction={onAction} />
            <MakeupCreditsSection
              zone={zone}
              onBook={(credit, from) => dialogs.open({ action: 'book', credit }, from)}
            />
            <SeasonsSection />
            <CertificateProposalsSection zone={zone} />
            <LeaveSection />
          </div>
        </div>
      )}
      {ready && (
        <div className="mt-10">
          <Suspense fallback={null}>
            <PayStatementsSection />
          </Suspense>
        </div>
      )}

      {opened && (
        // The dialogs' code (PrimeReact's dialog, the forms and their checks) comes with the
        // first one opened: most visits open none, and the page is ready sooner without it.
        <Suspense fallback={null}>
          <TeachDialogs opened={opened} zone={zone} dialogs={dialogs} />
        </Suspense>
      )}
    </main>
  );
}
