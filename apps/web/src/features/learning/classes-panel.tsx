import { Trans, useLingui } from '@lingui/react/macro';
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
import { SchoolHolidays } from '../../components/classes/school-holidays.tsx';
import { PastClasses } from '../../components/classes/past-classes.tsx';
import { useMinuteClock } from '../../lib/use-minute-clock.ts';
import { useViewerZone } from '../../lib/use-viewer-zone.ts';
import { LoadingLine } from '../../components/loading-line.tsx';

/** The learner's own classes, changed through their own routes. */
const OWN_CLASSES: ClassChangeHooks = { useCancel: useCancelClass, useMove: useMoveClass };

/** The learner's classes to come on their own clock, make-up classes owed, and past classes. */
export function ClassesPanel() {
  const { t } = useLingui();
  const zone = useViewerZone();
  const upcoming = useMyClasses('upcoming');
  const now = useMinuteClock();

  useEffect(() => {
    if (upcoming.error) console.error('Could not load classes', upcoming.error);
  }, [upcoming.error]);

  const classes = upcoming.data?.classes;
  const noticeHours = upcoming.data?.notice_hours ?? 12;

  const changes = useClassChanges(OWN_CLASSES, { zone, noticeHours });
  const zoneName = timeZoneLabel(zone);

  return (
    <>
      <h2 className="text-2xl">
        <Trans>Upcoming classes</Trans>
      </h2>
      <p className="mt-2 text-muted">
        <Trans>
          Times are shown on your clock:{' '}
          <strong className="text-ink">
            <bdi>{zoneName}</bdi>
          </strong>
          .
        </Trans>{' '}
        <Link to="/account" className="font-semibold text-primary underline">
          <Trans>Change time zone</Trans>
        </Link>
      </p>
      <ChangeAnnouncement message={changes.announcement} />

      {upcoming.isPending && (
        <LoadingLine>
          <Trans>Loading your classes…</Trans>
        </LoadingLine>
      )}
      {upcoming.isError && (
        <div role="alert" className="mt-4 rounded-xl border border-danger bg-[#fef3f2] p-4">
          <p className="text-danger">
            <Trans>Your classes could not be loaded. Please try again later.</Trans>
          </p>
          <button
            type="button"
            className="btn btn-outline mt-3 px-3 text-sm"
            onClick={() => void upcoming.refetch()}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {upcoming.data && <MakeupCredits credits={upcoming.data.makeup_credits} zone={zone} />}
      {upcoming.data && <SchoolHolidays holidays={upcoming.data.holidays} />}
      {classes && classes.length === 0 && (
        <div className="mt-4 rounded-xl border border-dashed border-line bg-white p-6">
          <p>
            <Trans>No upcoming classes.</Trans>
          </p>
          <p className="mt-1 text-muted">
            <Trans>Once the school plans your course with a tutor, your classes appear here.</Trans>
          </p>
        </div>
      )}
      {classes && classes.length > 0 && (
        <UpcomingClassList
          items={classes}
          label={t`Upcoming classes`}
          zone={zone}
          now={now}
          noticeHours={noticeHours}
          holidays={upcoming.data?.holidays}
          onChange={changes.onChange}
        />
      )}

      {/* Below the list once it is there: its arrival does not push this section down. */}
      {!upcoming.isPending && <PastClasses zone={zone} usePast={useMyPastClasses} />}

      {changes.dialogs}
    </>
  );
}
