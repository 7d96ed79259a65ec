import type { Child } from '@iqra/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { LoadingLine } from '../../components/loading-line.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { knownTimeZone, timeZoneLabel } from '../../lib/time-zones.ts';
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
import { AddChildForm } from './add-child-form.tsx';
import { LoadingState } from './loading-state.tsx';
import { ChildCourses } from './child-courses.tsx';
import {
  useCancelChildClass,
  useChildClasses,
  useChildProgress,
  useFamily,
  useMoveChildClass,
} from './api.ts';

// The mushaf map and the Quran's structure come with the progress, in their own chunk.
const LearnerProgressView = lazy(() =>
  import('../../components/quran/learner-progress.tsx').then((module) => ({
    default: module.LearnerProgressView,
  })),
);

const PAYMENT_WORDS: Record<string, (child: string) => string> = {
  success: (child) =>
    `Payment received: the course is ${child}’s. The school plans the classes with a tutor, and they appear below.`,
  pending: (child) =>
    `Payment being confirmed: ${child}’s course appears as soon as PayPal confirms it. You will not be charged twice.`,
};

/** A parent's family: each child's classes and progress, one tap apart, and adding a child. */
export function FamilyPage() {
  usePageMeta('Family', 'Your children at Iqra: their classes, their progress and their details.');
  const family = useFamily();
  const zone = useViewerZone();
  const [params] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState('');
  const children = family.data?.data.children;
  const chosen =
    children?.find((child) => String(child.id) === params.get('child')) ?? children?.[0];
  // Back from paying for a child's course.
  const paid = chosen && PAYMENT_WORDS[params.get('payment') ?? '']?.(chosen.firstName);
  const said = added || paid || '';

  return (
    <main className="container-page py-10">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Family' }]} />
      <h1 className="mt-4 text-3xl sm:text-4xl">Family</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Follow each child’s classes and progress. We write to you about their classes.
      </p>
      <p role="status" className={said ? 'mt-3 text-success' : ''}>
        {said && (
          <>
            <i className="pi pi-check-circle mr-2" aria-hidden />
            {said}
          </>
        )}
      </p>
      {family.isPending && <PageLoading />}
      {family.isError && (
        <p role="alert" className="mt-6 text-danger">
          Your family could not be loaded. Please try again later.
        </p>
      )}
      {children && (children.length === 0 || adding) && (
        <div className="mt-6 max-w-2xl">
          <AddChildForm
            zone={zone}
            onAdded={(child) => {
              setAdding(false);
              setAdded(`${child.firstName} is added to your family.`);
            }}
            {...(children.length > 0 && { onCancel: () => setAdding(false) })}
          />
        </div>
      )}
      {children && children.length > 0 && !adding && (
        <>
          <div className="mt-6 flex flex-wrap items-center gap-2">
            <nav aria-label="Children">
              <ul className="flex flex-wrap gap-2">
                {children.map((child) => (
                  <li key={child.id}>
                    <Link
                      to={`?child=${child.id}`}
                      replace
                      aria-current={child.id === chosen?.id ? 'page' : undefined}
                      className="btn btn-outline px-4 aria-[current=page]:border-primary aria-[current=page]:bg-tint aria-[current=page]:text-primary"
                    >
                      {child.firstName}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <button type="button" className="btn btn-outline px-4" onClick={() => setAdding(true)}>
              <i className="pi pi-plus" aria-hidden /> Add a child
            </button>
          </div>
          {chosen && <ChildView key={chosen.id} child={chosen} parentZone={zone} />}
        </>
      )}
    </main>
  );
}

/** One child: their classes to come on their clock, make-up classes owed, and progress. */
function ChildView({ child, parentZone }: { child: Child; parentZone: string }) {
  const zone = knownTimeZone(child.time_zone) ?? parentZone;
  const classes = useChildClasses(child.id);
  const progress = useChildProgress(child.id);
  const now = useMinuteClock();
  const list = classes.data?.classes;
  const noticeHours = classes.data?.notice_hours ?? 12;
  // The parent cancels and moves the child's classes as the child could.
  const hooks: ClassChangeHooks = {
    child: child.firstName,
    useCancel: () => useCancelChildClass(child.id),
    useMove: () => useMoveChildClass(child.id),
  };
  const changes = useClassChanges(hooks, { zone, noticeHours });
  return (
    <section aria-labelledby="child-heading" className="mt-8">
      <h2 id="child-heading" className="text-2xl">
        {child.firstName} {child.lastName}
        <span className="ml-2 text-base font-normal text-muted">age {child.age}</span>
      </h2>
      <p className="mt-1 text-muted">
        Times are shown on {child.firstName}’s clock:{' '}
        <strong className="text-ink">{timeZoneLabel(zone)}</strong>.
      </p>

      <h3 className="mt-6 text-xl">Upcoming classes</h3>
      <ChangeAnnouncement message={changes.announcement} />
      <LoadingState query={classes} what={`${child.firstName}’s classes`} />
      {classes.data && <MakeupCredits credits={classes.data.makeup_credits} zone={zone} />}
      {list && list.length === 0 && (
        <div className="mt-3 rounded-xl border border-dashed border-line bg-white p-6">
          <p>No upcoming classes.</p>
          <p className="mt-1 text-muted">
            Once the school plans {child.firstName}’s course with a tutor, the classes appear here.
          </p>
        </div>
      )}
      {list && list.length > 0 && (
        <UpcomingClassList
          items={list}
          label={`${child.firstName}’s upcoming classes`}
          zone={zone}
          now={now}
          noticeHours={noticeHours}
          onChange={changes.onChange}
        />
      )}

      {changes.dialogs}

      {!classes.isPending && (
        <PastClasses
          zone={zone}
          usePast={(enabled) => useChildClasses(child.id, 'past', enabled)}
          whose={`${child.firstName}’s`}
        />
      )}

      <ChildCourses child={child} zone={zone} now={now} />

      <h3 className="mt-10 text-xl">Progress</h3>
      <LoadingState query={progress} what={`${child.firstName}’s progress`} />
      {progress.data && (
        <div className="mt-3">
          <Suspense fallback={<LoadingLine>Loading {child.firstName}’s progress…</LoadingLine>}>
            <LearnerProgressView progress={progress.data.data} zone={zone} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
