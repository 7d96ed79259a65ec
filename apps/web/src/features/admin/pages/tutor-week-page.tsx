import type { AdminTutor } from '@iqra/contracts';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../../components/form-field.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { actionErrorMessage, useAdminRecord } from '../api/queries.ts';
import { useTutorClasses } from '../api/teaching.ts';
import { zoneName } from '../components/fields/time-zone-select.tsx';
import { RecordScreen } from '../components/record-screen.tsx';
import { personName } from '../utils/names.ts';
import { placeClasses, tutorWeek, weekLabel } from '../utils/tutor-week.ts';
import { WeekGrid } from './tutor-week-grid.tsx';

/** An arrow beside Previous and Next from tablets up (on phones the three fit without). */
const Chevron = ({ side }: { side: 'left' | 'right' }) => (
  <span className="hidden sm:inline" aria-hidden>
    <i className={side === 'left' ? 'pi pi-chevron-left' : 'pi pi-chevron-right'} />
  </span>
);

/** Previous, this and next week: links, so Back and a shared address keep the week. */
function WeekNav({ previous, next }: { previous: string; next: string }) {
  return (
    <nav aria-label="Weeks" className="flex flex-wrap gap-2">
      <Link to={`?week=${previous}`} className="btn btn-outline px-3 text-sm" preventScrollReset>
        <Chevron side="left" />
        Previous week
      </Link>
      <Link to="?" className="btn btn-outline px-3 text-sm" preventScrollReset>
        This week
      </Link>
      <Link to={`?week=${next}`} className="btn btn-outline px-3 text-sm" preventScrollReset>
        Next week
        <Chevron side="right" />
      </Link>
    </nav>
  );
}

function TutorWeekView({ tutor, weekParam }: { tutor: AdminTutor; weekParam: string | null }) {
  const zone = tutor.time_zone;
  const week = useMemo(() => tutorWeek(zone, weekParam), [zone, weekParam]);
  const classes = useTutorClasses(tutor.id, { from: week.from, to: week.to });
  const placed = useMemo(
    () => placeClasses(classes.data?.classes ?? [], zone, week),
    [classes.data, zone, week],
  );
  const label = weekLabel(week);
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
            Times in {zoneName(zone)}, {tutor.firstName}’s clock.
          </p>
        </div>
        <WeekNav previous={week.previous} next={week.next} />
      </div>
      <div className="mt-4 space-y-2">
        <ErrorBanner message={classes.error ? actionErrorMessage(classes.error) : undefined} />
        <p role="status" className="text-sm text-muted empty:hidden">
          {classes.isPending ? 'Loading…' : placed.length === 0 ? 'No classes this week.' : ''}
        </p>
      </div>
      <div className="mt-2">
        <WeekGrid
          week={week}
          placed={placed}
          caption={`Classes of ${personName(tutor)}, ${label}, times in ${zoneName(zone)}`}
        />
      </div>
    </section>
  );
}

/** /admin/tutors/:id/week?week=YYYY-MM-DD (its Monday): a tutor's classes on their clock. */
export function TutorWeekPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const tutor = useAdminRecord<AdminTutor>('tutors', id);
  const name = tutor.data ? personName(tutor.data.data) : 'Tutor';
  usePageMeta(`Week of ${name} · Back office`);

  return (
    <RecordScreen
      list={{ label: 'Tutors', to: '/admin/tutors' }}
      name={name}
      heading={`Week of ${name}`}
      query={tutor}
    >
      {(record) => <TutorWeekView tutor={record} weekParam={search.get('week')} />}
    </RecordScreen>
  );
}
