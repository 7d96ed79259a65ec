import type { LearnerClass } from '@iqra/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { timeZoneLabel } from '../../lib/time-zones.ts';
import { useMyClasses } from './api.ts';

/** The learner's past classes, read once the list is opened. */
const useMyPastClasses = (enabled: boolean) => useMyClasses('past', { enabled });
import {
  ClassCard,
  classHeadingId,
  type ClassChange,
} from '../../components/classes/class-card.tsx';
import { MakeupCredits } from '../../components/classes/makeup-credits.tsx';
import { PastClasses } from '../../components/classes/past-classes.tsx';
import { useMinuteClock } from '../../lib/use-minute-clock.ts';
import { useViewerZone } from '../../lib/use-viewer-zone.ts';
import { LoadingLine } from '../../components/loading-line.tsx';

export const NO_CLASSES = 'No upcoming classes.';

// The dialogs (PrimeReact's Dialog) load when asked for; the Temporal polyfill that reads the
// learner's clock loads with the one that moves a class.
const CancelClassDialog = lazy(() =>
  import('./cancel-class-dialog.tsx').then((module) => ({ default: module.CancelClassDialog })),
);
const MoveClassDialog = lazy(() =>
  import('./move-class-dialog.tsx').then((module) => ({ default: module.MoveClassDialog })),
);

/** The learner's classes to come on their own clock, make-up classes owed, and past classes. */
export function ClassesPanel() {
  const zone = useViewerZone();
  const upcoming = useMyClasses('upcoming');
  const now = useMinuteClock();
  const [changing, setChanging] = useState<{ change: ClassChange; item: LearnerClass } | null>(
    null,
  );
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (upcoming.error) console.error('Could not load classes', upcoming.error);
  }, [upcoming.error]);

  const classes = upcoming.data?.classes;
  const noticeHours = upcoming.data?.notice_hours ?? 12;

  const closed = (item: LearnerClass) => (outcome: string | null) => {
    setChanging(null);
    if (outcome) setAnnouncement(outcome);
    // The class stays in the list (cancelled, moved, or no longer changeable): focus follows
    // it there when it changed, or when the button that opened the dialog has gone.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (outcome || lost) document.getElementById(classHeadingId(item.id))?.focus();
  };

  return (
    <>
      <h2 className="text-2xl">Upcoming classes</h2>
      <p className="mt-2 text-muted">
        Times are shown on your clock: <strong className="text-ink">{timeZoneLabel(zone)}</strong>.{' '}
        <Link to="/account" className="font-semibold text-primary underline">
          Change time zone
        </Link>
      </p>
      <p role="status" className={announcement ? 'mt-2 text-success' : ''}>
        {announcement && (
          <>
            <i className="pi pi-check-circle mr-2" aria-hidden />
            {announcement}
          </>
        )}
      </p>

      {upcoming.isPending && <LoadingLine>Loading your classes…</LoadingLine>}
      {upcoming.isError && (
        <div role="alert" className="mt-4 rounded-xl border border-danger bg-[#fef3f2] p-4">
          <p className="text-danger">Your classes could not be loaded. Please try again later.</p>
          <button
            type="button"
            className="btn btn-outline mt-3 px-3 text-sm"
            onClick={() => void upcoming.refetch()}
          >
            Try again
          </button>
        </div>
      )}
      {upcoming.data && <MakeupCredits credits={upcoming.data.makeup_credits} zone={zone} />}
      {classes && classes.length === 0 && (
        <div className="mt-4 rounded-xl border border-dashed border-line bg-white p-6">
          <p>{NO_CLASSES}</p>
          <p className="mt-1 text-muted">
            Once the school plans your course with a tutor, your classes appear here.
          </p>
        </div>
      )}
      {classes && classes.length > 0 && (
        <ul className="mt-6 space-y-4" aria-label="Upcoming classes">
          {classes.map((item) => (
            <li key={item.id}>
              <ClassCard
                item={item}
                zone={zone}
                now={now}
                noticeHours={noticeHours}
                onChange={(change, chosen) => setChanging({ change, item: chosen })}
              />
            </li>
          ))}
        </ul>
      )}

      {/* Below the list once it is there: its arrival does not push this section down. */}
      {!upcoming.isPending && <PastClasses zone={zone} usePast={useMyPastClasses} />}

      {changing?.change === 'cancel' && (
        <Suspense fallback={null}>
          <CancelClassDialog
            item={changing.item}
            zone={zone}
            noticeHours={noticeHours}
            onClosed={closed(changing.item)}
          />
        </Suspense>
      )}
      {changing?.change === 'move' && (
        <Suspense fallback={null}>
          <MoveClassDialog
            item={changing.item}
            zone={zone}
            noticeHours={noticeHours}
            onClosed={closed(changing.item)}
          />
        </Suspense>
      )}
    </>
  );
}
