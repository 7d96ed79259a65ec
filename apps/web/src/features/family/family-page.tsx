import { DIRECT_MAIL_AGE, type Child } from '@iqra/contracts';
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
import { ChildCertificates, ChildCourses } from './child-courses.tsx';
import {
  useCancelChildClass,
  useChildClasses,
  useChildProgress,
  useFamily,
  useInviteChild,
  useInviteGuardian,
  useInviteSignIn,
  useMoveChildClass,
} from './api.ts';
import { InvitationsList } from './invitations-list.tsx';
import { InviteForm } from './invite-form.tsx';

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

/**
 * A parent's family: each child's classes and progress, one tap apart; adding a child, or
 * inviting a learner who has an account; the invitations waiting for an answer.
 */
export function FamilyPage() {
  usePageMeta('Family', 'Your children at Iqra: their classes, their progress and their details.');
  const family = useFamily();
  const zone = useViewerZone();
  const [params] = useSearchParams();
  const [chosenForm, setForm] = useState<'add' | 'invite' | null>(null);
  const [added, setAdded] = useState('');
  const inviteChild = useInviteChild();
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
            <i className="pi pi-check-circle me-2" aria-hidden />
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
      {children && form === 'add' && (
        <div className="mt-6 max-w-2xl">
          <AddChildForm
            zone={zone}
            onAdded={(child) => done(`${child.firstName} is added to your family.`)}
            {...cancel}
          />
          {children.length === 0 && (
            <button
              type="button"
              className="mt-3 font-semibold text-primary underline"
              onClick={() => setForm('invite')}
            >
              Does your child have an Iqra account already? Invite them instead.
            </button>
          )}
        </div>
      )}
      {children && form === 'invite' && (
        <div className="mt-6 max-w-2xl">
          <InviteForm
            idPrefix="invite-child"
            heading="Invite a learner who has an account"
            intro="We e-mail them a link. Once they accept, signed in with that address, you see their classes and progress, may pay for their courses, and we write to you about their classes."
            consent="I am this learner’s parent or guardian, and I agree to Iqra keeping their details and lesson records and teaching them."
            submit="Send invitation"
            send={async (input) => {
              const sent = await inviteChild.mutateAsync({ ...input, consent: true });
              return `We have sent an invitation to ${sent.data.email}.`;
            }}
            onSent={done}
            onCancel={() => setForm(null)}
          />
        </div>
      )}
      {children && children.length > 0 && !form && (
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
            <button type="button" className="btn btn-outline px-4" onClick={() => setForm('add')}>
              <i className="pi pi-plus" aria-hidden /> Add a child
            </button>
            <button
              type="button"
              className="btn btn-outline px-4"
              onClick={() => setForm('invite')}
            >
              <i className="pi pi-envelope" aria-hidden /> Invite a learner with an account
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
        <span className="ms-2 text-base font-normal text-muted">age {child.age}</span>
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
      <ChildCertificates child={child} />

      <h3 className="mt-10 text-xl">Progress</h3>
      <LoadingState query={progress} what={`${child.firstName}’s progress`} />
      {progress.data && (
        <div className="mt-3">
          <Suspense fallback={<LoadingLine>Loading {child.firstName}’s progress…</LoadingLine>}>
            <LearnerProgressView progress={progress.data.data} zone={zone} />
          </Suspense>
        </div>
      )}

      <ChildLinks child={child} onDone={onDone} />
    </section>
  );
}

/** A second guardian for the child, and the child's own sign-in (from the year they turn 14). */
function ChildLinks({ child, onDone }: { child: Child; onDone: (said: string) => void }) {
  const [open, setOpen] = useState<'guardian' | 'sign-in' | null>(null);
  const inviteGuardian = useInviteGuardian(child.id);
  const inviteSignIn = useInviteSignIn(child.id);
  const sent = (said: string) => {
    setOpen(null);
    onDone(said);
  };
  const name = child.firstName;
  return (
    <>
      <h3 className="mt-10 text-xl">Guardians and sign-in</h3>
      <p className="mt-1 max-w-2xl text-muted">
        {child.has_sign_in
          ? `${name} signs in with an address of their own, and you go on following them here.`
          : child.age > DIRECT_MAIL_AGE
            ? `${name} has no sign-in of their own: we write to you about their classes. You can give them one.`
            : `${name} has no sign-in of their own: we write to you about their classes. From the year they turn 14 you can give them one.`}
      </p>
      {open === null && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline px-4"
            onClick={() => setOpen('guardian')}
          >
            Invite a second guardian
          </button>
          {!child.has_sign_in && child.age > DIRECT_MAIL_AGE && (
            <button
              type="button"
              className="btn btn-outline px-4"
              onClick={() => setOpen('sign-in')}
            >
              Give {name} a sign-in
            </button>
          )}
        </div>
      )}
      {open === 'guardian' && (
        <div className="mt-3 max-w-2xl">
          <InviteForm
            idPrefix="invite-guardian"
            heading={`Invite a second guardian of ${name}`}
            intro={`Another parent or guardian sees ${name}’s classes and progress too, may pay for their courses, and is written to about their classes. A child has at most two guardians.`}
            submit="Send invitation"
            send={async (input) => {
              const answer = await inviteGuardian.mutateAsync(input);
              return `We have sent an invitation to ${answer.data.email}.`;
            }}
            onSent={sent}
            onCancel={() => setOpen(null)}
          />
        </div>
      )}
      {open === 'sign-in' && (
        <div className="mt-3 max-w-2xl">
          <InviteForm
            idPrefix="invite-sign-in"
            heading={`Give ${name} a sign-in`}
            intro={`We e-mail ${name} a link to choose a password. They then sign in with that address and see their own classes and progress; you still see them too.`}
            emailLabel={`${name}’s e-mail address`}
            submit="Send the link"
            send={async (input) => (await inviteSignIn.mutateAsync(input)).message}
            onSent={sent}
            onCancel={() => setOpen(null)}
          />
        </div>
      )}
    </>
  );
}
