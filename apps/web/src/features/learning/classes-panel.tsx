import { useEffect } from 'react';
import { Link } from 'react-router';
import { timeZoneLabel } from '../../lib/time-zones.ts';
import { useCancelClass, useMoveClass, useMyClasses } from './api.ts';

/** The learner's past classes, read once the list is opened. */
const useMyPastClasses = (enabled: boolean) => useMyClasses('past', { enabled });
import {
  ChangeAnnouncement,
  UpcomingClassList,
  useClassChanges,
  type ClassChangeHooks,
} from '../../components/classes/class-changes.tsx';
import { MakeupCredits } from '../../components/classes/makeup-credits.tsx';
import { PastClasses } from '../../components/classes/past-classes.tsx';
import { useMinuteClock } from '../../lib/use-minute-clock.ts';
import { useViewerZone } from '../../lib/use-viewer-zone.ts';
import { LoadingLine } from '../../components/loading-line.tsx';

export const NO_CLASSES = 'No upcoming classes.';

/** The learner's own classes, changed through their own routes. */
const OWN_CLASSES: ClassChangeHooks = { useCancel: useCancelClass, useMove: useMoveClass };

/** The learner's classes to come on their own clock, make-up classes owed, and past classes. */
export function ClassesPanel() {
  const zone = useViewerZone();
  const upcoming = useMyClasses('upcoming');
  const now = useMinuteClock();

  useEffect(() => {
    if (upcoming.error) console.error('Could not load classes', upcoming.error);
  }, [upcoming.error]);

  const classes = upcoming.data?.classes;
  const noticeHours = upcoming.data?.notice_hours ?? 12;

  const changes = useClassChanges(OWN_CLASSES, { zone, noticeHours });

  return (
    <>
      <h2 className="text-2xl">Upcoming classes</h2>
      <p className="mt-2 text-muted">
        Times are shown on your clock: <strong className="text-ink">{timeZoneLabel(zone)}</strong>.{' '}
        <Link to="/account" className="font-semibold text-primary underline">
          Change time zone
        </Link>
      </p>
      <ChangeAnnouncement message={changes.announcement} />

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
        <UpcomingClassList
          items={classes}
          label="Upcoming classes"
          zone={zone}
          now={now}
          noticeHours={noticeHours}
          onChange={changes.onChange}
        />
      )}

      {/* Below the list once it is there: its arrival does not push this section down. */}
      {!upcoming.isPending && <PastClasses zone={zone} usePast={useMyPastClasses} />}

      {changes.dialogs}
    </>
  );
}
