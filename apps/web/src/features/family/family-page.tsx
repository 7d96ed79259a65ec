import type { Child } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { LoadingLine } from '../../components/loading-line.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { SameGenderTutor } from './same-gender-tutor.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { knownTimeZone, timeZoneLabel } from '../../lib/time-zones.ts';
import {
  ChangeAnnouncement,
  UpcomingClassList,
  useClassChanges,
  type ClassChangeHooks,
} from '../../components/classes/class-changes.tsx';
import { SchoolHolidays } from '../../components/classes/school-holidays.tsx';
import { MakeupCredits } from '../../components/classes/makeup-credits.tsx';
import { PastClasses } from '../../components/classes/past-classes.tsx';
import { useMinuteClock } from '../../lib/use-minute-clock.ts';
import { useViewerZone } from '../../lib/use-viewer-zone.ts';
import { AddChildForm } from './add-child-form.tsx';
import { LoadingState } from './loading-state.tsx';
import { ChildCertificates, ChildCourses, ChildSeasons } from './child-courses.tsx';
import {
  useCancelChildClass,
  useChildClasses,
  useChildProgress,
  useFamily,
  useInviteChild,
  useMoveChildClass,
} from './api.ts';
import { ChildLinks } from './child-links.tsx';
import { InvitationsList } from './invitations-list.tsx';
import { InviteForm } from './invite-form.tsx';

// The mushaf map and the Quran's structure come with the progress, in their own chunk.
const LearnerProgressView = lazy(() =>
  import('../../components/quran/learner-progress.tsx').then((module) => ({
    default: module.LearnerProgressView,
  })),
);

const PAYMENT_WORDS: Record<string, (child: string) => MessageDescriptor> = {
  success: (child) =>
    msg`Payment received: the course is ${child}’s. The school plans the classes with a tutor, and they appear below.`,
  pending: (child) =>
    msg`Payment being confirmed: ${child}’s course appears as soon as PayPal confirms it. You will not be charged twice.`,
};

/**
 * A parent's family: each child's classes and progress, one tap apart; adding a child, or
 * inviting a learner who has an account; the invitations waiting for an answer.
 */
export function FamilyPage() {
  const { t, i18n } = useLingui();
  usePageMeta(
    t`Family`,
    t`Your children at Iqra: their classes, their progress and their details.`,
  );
  const family = useFamily();
  const zone = useViewerZone();
  const [params] = useSearchParams();
  const [chosenForm, setForm] = useState<'add' | 'invite' | null>(null);
  const [added, setAdded] = useState('');
  const children = family.data?.data.children;
  // A parent with no children yet starts on the form that adds one.
  const form = chosenForm ?? (children?.length === 0 ? 'add' : null);
  const done = (said: string) => {
    setForm(null);
    setAdded(said);
  };
  const cancel = children && children.length > 0 ? { onCancel: () => setForm(null) } : {};
  const chosen =
    children?.find((child) => String(child.id) === params.get('child')) ?? children?.[0];
  // Back from paying for a child's course.
  const paidWords = chosen && PAYMENT_WORDS[params.get('payment') ?? '']?.(chosen.firstName);
  const paid = paidWords && i18n._(paidWords);
  const said = added || paid || '';

  return (
    <main className="container-page py-10">
      <Breadcrumb items={[{ label: t`Home`, to: '/' }, { label: t`Family` }]} />
      <h1 className="mt-4 text-3xl sm:text-4xl">
        <Trans>Family</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        <Trans>
          Follow each child’s classes and progress. We write to you about their classes.
        </Trans>
      </p>
      <p role="status" className={said ? 'mt-3 text-success' : ''}>
        {said && (
          <>
            <i className="pi pi-check-circle me-2" aria-hidden />
            {said}
          </>
        )}
      </p>
      {family.isPending && <PageLoading />}
      {family.isError && (
        <p role="alert" className="mt-6 text-danger">
          <Trans>Your family could not be loaded. Please try again later.</Trans>
        </p>
      )}
      {children && form === 'add' && (
        <div className="mt-6 max-w-2xl">
          <AddChildForm
            zone={zone}
            onAdded={(child) => {
              const name = child.firstName;
              done(t`${name} is added to your family.`);
            }}
            {...cancel}
          />
          {children.length === 0 && (
            <button
              type="button"
              className="mt-3 font-semibold text-primary underline"
              onClick={() => setForm('invite')}
            >
              <Trans>Does your child have an Iqra account already? Invite them instead.</Trans>
            </button>
          )}
        </div>
      )}
      {children && form === 'invite' && (
        <InviteLearner onSent={done} onCancel={() => setForm(null)} />
      )}
      {children && children.length > 0 && !form && (
        <>
          <div className="mt-6 flex flex-wrap items-center gap-2">
            <nav aria-label={t`Children`}>
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
            <button type="button" className="btn btn-outline px-4" onClick={() => setForm('add')}>
              <i className="pi pi-plus" aria-hidden /> <Trans>Add a child</Trans>
            </button>
            <button
              type="button"
              className="btn btn-outline px-4"
              onClick={() => setForm('invite')}
            >
              <i className="pi pi-envelope" aria-hidden />{' '}
              <Trans>Invite a learner with an account</Trans>
            </button>
          </div>
          {chosen && <ChildView key={chosen.id} child={chosen} parentZone={zone} onDone={done} />}
        </>
      )}
      {children && <InvitationsList zone={zone} onDone={done} />}
    </main>
  );
}

/**
 * One child: their classes to come on their clock, make-up classes owed, progress, and who
 * else follows them and how they sign in.
 */
function ChildView({
  child,
  parentZone,
  onDone,
}: {
  child: Child;
  parentZone: string;
  onDone: (said: string) => void;
}) {
  const { t } = useLingui();
  const zone = knownTimeZone(child.time_zone) ?? parentZone;
  const name = child.firstName;
  const age = child.age;
  const zoneName = timeZoneLabel(zone);
  const classes = useChildClasses(child.id);
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
        <span className="ms-2 text-base font-normal text-muted">
          <Trans>age {age}</Trans>
        </span>
      </h2>
      <p className="mt-1 text-muted">
        <Trans>
          Times are shown on <bdi>{name}</bdi>’s clock:{' '}
          <strong className="text-ink">
            <bdi>{zoneName}</bdi>
          </strong>
          .
        </Trans>
      </p>

      <SameGenderTutor child={child} />

      <h3 className="mt-6 text-xl">
        <Trans>Upcoming classes</Trans>
      </h3>
      <ChangeAnnouncement message={changes.announcement} />
      <LoadingState
        query={classes}
        loading={
          <Trans>
            Loading <bdi>{name}</bdi>’s classes…
          </Trans>
        }
        failed={
          <Trans>
            <bdi>{name}</bdi>’s classes could not be loaded. Please try again later.
          </Trans>
        }
      />
      {classes.data && <MakeupCredits credits={classes.data.makeup_credits} zone={zone} />}
      {classes.data && <SchoolHolidays holidays={classes.data.holidays} />}
      {list && list.length === 0 && (
        <div className="mt-3 rounded-xl border border-dashed border-line bg-white p-6">
          <p>
            <Trans>No upcoming classes.</Trans>
          </p>
          <p className="mt-1 text-muted">
            <Trans>
              Once the school plans <bdi>{name}</bdi>’s course with a tutor, the classes appear
              here.
            </Trans>
          </p>
        </div>
      )}
      {list && list.length > 0 && (
        <UpcomingClassList
          items={list}
          label={t`${name}’s upcoming classes`}
          zone={zone}
          now={now}
          noticeHours={noticeHours}
          holidays={classes.data?.holidays}
          onChange={changes.onChange}
        />
      )}

      {changes.dialogs}

      {!classes.isPending && (
        <PastClasses
          zone={zone}
          usePast={(enabled) => useChildClasses(child.id, 'past', enabled)}
          child={name}
        />
      )}

      <ChildCourses child={child} zone={zone} now={now} />
      <ChildSeasons child={child} />
      <ChildCertificates child={child} />

      <ChildProgress child={child} zone={zone} />

      <ChildLinks child={child} onDone={onDone} />
    </section>
  );
}

/** A child's progress: revision due, the mushaf as memorised, the surahs begun, the lessons. */
function ChildProgress({ child, zone }: { child: Child; zone: string }) {
  const progress = useChildProgress(child.id);
  const name = child.firstName;
  const progressLoading = (
    <Trans>
      Loading <bdi>{name}</bdi>’s progress…
    </Trans>
  );
  return (
    <>
      <h3 className="mt-10 text-xl">
        <Trans>Progress</Trans>
      </h3>
      <LoadingState
        query={progress}
        loading={progressLoading}
        failed={
          <Trans>
            <bdi>{name}</bdi>’s progress could not be loaded. Please try again later.
          </Trans>
        }
      />
      {progress.data && (
        <div className="mt-3">
          <Suspense fallback={<LoadingLine>{progressLoading}</LoadingLine>}>
            <LearnerProgressView progress={progress.data.data} zone={zone} />
          </Suspense>
        </div>
      )}
    </>
  );
}

/** Inviting a learner who has an account of their own to be the parent's child. */
function InviteLearner({
  onSent,
  onCancel,
}: {
  onSent: (said: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const inviteChild = useInviteChild();
  return (
    <div className="mt-6 max-w-2xl">
      <InviteForm
        idPrefix="invite-child"
        heading={t`Invite a learner who has an account`}
        intro={t`We e-mail them a link. Once they accept, signed in with that address, you see their classes and progress, may pay for their courses, and we write to you about their classes.`}
        consent={t`I am this learner’s parent or guardian, and I agree to Iqra keeping their details and lesson records and teaching them.`}
        submit={t`Send invitation`}
        send={async (input) => {
          const sent = await inviteChild.mutateAsync({ ...input, consent: true });
          const email = sent.data.email;
          return t`We have sent an invitation to ${email}.`;
        }}
        onSent={onSent}
        onCancel={onCancel}
      />
    </div>
  );
}
