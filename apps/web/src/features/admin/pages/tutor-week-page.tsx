import type { AdminTutor } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../../components/form-field.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { actionErrorMessage, useAdminRecord } from '../api/queries.ts';
import { useTutorClasses } from '../api/teaching.ts';
import { zoneName } from '../components/fields/time-zone-select.tsx';
import { RecordScreen } from '../components/record-screen.tsx';
import { personName } from '../utils/names.ts';
import { placeClasses, tutorWeek, weekLabel } from '../utils/tutor-week.ts';
import { WeekGrid } from './tutor-week-grid.tsx';
import { TutorSeasonsCard } from './tutor-seasons.tsx';

/** An arrow beside Previous and Next from tablets up (on phones the three fit without). */
const Chevron = ({ side }: { side: 'left' | 'right' }) => (
  <span className="hidden sm:inline" aria-hidden>
    <i className={side === 'left' ? 'pi pi-chevron-left' : 'pi pi-chevron-right'} />
  </span>
);

/** Previous, this and next week: links, so Back and a shared address keep the week. */
function WeekNav({ previous, next }: { previous: string; next: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Weeks`} className="flex flex-wrap gap-2">
      <Link to={`?week=${previous}`} className="btn btn-outline px-3 text-sm" preventScrollReset>
        <Chevron side="left" />
        <Trans>Previous week</Trans>
      </Link>
      <Link to="?" className="btn btn-outline px-3 text-sm" preventScrollReset>
        <Trans>This week</Trans>
      </Link>
      <Link to={`?week=${next}`} className="btn btn-outline px-3 text-sm" preventScrollReset>
        <Trans>Next week</Trans>
        <Chevron side="right" />
      </Link>
    </nav>
  );
}

function TutorWeekView({ tutor, weekParam }: { tutor: AdminTutor; weekParam: string | null }) {
  const { t } = useLingui();
  const { tag } = useFormat();
  const zone = tutor.time_zone;
  const week = useMemo(() => tutorWeek(zone, weekParam), [zone, weekParam]);
  const classes = useTutorClasses(tutor.id, { from: week.from, to: week.to });
  const placed = useMemo(
    () => placeClasses(classes.data?.classes ?? [], zone, week),
    [classes.data, zone, week],
  );
  const label = weekLabel(week, tag);
  const zoneLabel = zoneName(zone);
  const tutorName = personName(tutor);
  const firstName = tutor.firstName;
  const loading = classes.isPending || classes.isPlaceholderData;

  return (
    <section aria-labelledby="week-heading" className="mt-4" aria-busy={loading}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="week-heading" className="text-xl">
            {label}
          </h2>
          <p className="text-muted">
            <i className="pi pi-clock me-1 text-sm" aria-hidden />
            <Trans>
              Times in <bdi>{zoneLabel}</bdi>, <bdi>{firstName}</bdi>’s clock.
            </Trans>
          </p>
        </div>
        <WeekNav previous={week.previous} next={week.next} />
      </div>
      <div className="mt-4 space-y-2">
        <ErrorBanner message={classes.error ? actionErrorMessage(classes.error) : undefined} />
        <p role="status" className="text-sm text-muted empty:hidden">
          {classes.isPending ? t`Loading…` : placed.length === 0 ? t`No classes this week.` : ''}
        </p>
      </div>
      <div className="mt-2">
        <WeekGrid
          week={week}
          placed={placed}
          caption={t`Classes of ${tutorName}, ${label}, times in ${zoneLabel}`}
        />
      </div>
    </section>
  );
}

/** /admin/tutors/:id/week?week=YYYY-MM-DD (its Monday): a tutor's classes on their clock. */
export function TutorWeekPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useLingui();
  const tutor = useAdminRecord<AdminTutor>('tutors', id);
  const name = tutor.data ? personName(tutor.data.data) : t`Tutor`;
  usePageMeta(t`Week of ${name} · Back office`);

  return (
    <RecordScreen
      list={{ label: t`Tutors`, to: '/admin/tutors' }}
      name={name}
      heading={t`Week of ${name}`}
      query={tutor}
    >
      {(record) => (
        <>
          <TutorWeekView tutor={record} weekParam={search.get('week')} />
          <TutorSeasonsCard tutor={record} />
        </>
      )}
    </RecordScreen>
  );
}
