import type { Child, Subscription } from '@iqra/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { CertificateList } from '../../components/certificates/certificate-list.tsx';
import {
  childSeasons,
  useChildCertificates,
  useChildCourses,
  useChildPauseCalls,
  useChildPauses,
} from './api.ts';
import { PausePanel } from '../../components/pauses/pause-panel.tsx';
import { SeasonsPanel } from '../../components/seasons/seasons-panel.tsx';
import { englishOf } from '../../components/in-english.ts';
import { LoadingState } from './loading-state.tsx';

/** How close a plan's end is worth a word and a button to renew it. */
export const ENDING_SOON_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * Whether a plan wants renewing: active and ending within a fortnight, or ended (not
 * cancelled) with no newer plan of the same course. `now` is the page's minute clock.
 */
export function wantsRenewal(plan: Subscription, all: Subscription[], now: number): boolean {
  const ends = Date.parse(plan.ended_at);
  if (plan.status === 'cancelled') return false;
  if (plan.status === 'active') return ends - now <= ENDING_SOON_DAYS * DAY_MS;
  return !all.some(
    (other) =>
      other.id !== plan.id &&
      other.product.slug === plan.product.slug &&
      other.status !== 'cancelled' &&
      Date.parse(other.ended_at) > ends,
  );
}

const daysLeft = (plan: Subscription, now: number) =>
  Math.max(0, Math.ceil((Date.parse(plan.ended_at) - now) / DAY_MS));

/** A child's courses, each plan's end on the child's calendar, and a renewal where one is due. */
export function ChildCourses({ child, zone, now }: { child: Child; zone: string; now: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const courses = useChildCourses(child.id);
  const pauses = useChildPauses(child.id);
  const pauseCalls = useChildPauseCalls(child.id);
  const plans = courses.data?.data;
  const name = child.firstName;
  return (
    <>
      <h3 className="mt-10 text-xl">
        <Trans>Courses</Trans>
      </h3>
      <LoadingState
        query={courses}
        loading={
          <Trans>
            Loading <bdi>{name}</bdi>’s courses…
          </Trans>
        }
        failed={
          <Trans>
            <bdi>{name}</bdi>’s courses could not be loaded. Please try again later.
          </Trans>
        }
      />
      {plans && plans.length === 0 && (
        <p className="mt-3 text-muted">
          <Trans>
            <bdi>{name}</bdi> has no course yet.{' '}
            <Link to="/courses" className="font-semibold text-primary underline">
              Choose a course
            </Link>
          </Trans>
        </p>
      )}
      {plans && plans.length > 0 && (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2" aria-label={t`${name}’s courses`}>
          {plans.map((plan) => {
            const renew = wantsRenewal(plan, plans, now);
            const ends = format.date(plan.ended_at, zone);
            const days = daysLeft(plan, now);
            const courseName = plan.product.name;
            return (
              <li key={plan.id} className="card p-4">
                <p className="font-semibold text-ink" {...englishOf(plan.product, 'name')}>
                  {plan.product.name}
                </p>
                <p className="text-sm text-muted" {...englishOf(plan.tier, 'name')}>
                  {plan.tier.name}
                </p>
                <p className="mt-2">
                  {plan.status === 'active' && (
                    <>
                      <Trans>
                        Ends <time dateTime={plan.ended_at}>{ends}</time>
                      </Trans>
                      {renew && (
                        <strong className="ms-1 text-danger">
                          {t`(in ${plural(days, { one: '# day', other: '# days' })})`}
                        </strong>
                      )}
                    </>
                  )}
                  {plan.status === 'expired' && (
                    <Trans>
                      Ended <time dateTime={plan.ended_at}>{ends}</time>
                    </Trans>
                  )}
                  {plan.status === 'cancelled' && <Trans>Cancelled</Trans>}
                </p>
                {plan.progress !== null && (
                  <div className="mt-2">
                    <ProgressBar value={plan.progress} label={t`Progress in ${courseName}`} />
                  </div>
                )}
                {renew && (
                  <Link
                    to={`/courses/${encodeURIComponent(plan.product.slug)}/checkout?plan=${encodeURIComponent(plan.tier.slug)}&for=${child.id}`}
                    className="btn btn-primary mt-3 px-4"
                  >
                    <Trans>
                      Renew <bdi>{name}</bdi>’s plan
                    </Trans>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {plans && plans.length > 0 && (
        <PausePanel plans={plans} pauses={pauses.data?.data} calls={pauseCalls} zone={zone} />
      )}
    </>
  );
}

/** A child's certificates: each with its PDF, its link and its verification page. */
export function ChildCertificates({ child }: { child: Child }) {
  const { t } = useLingui();
  const certificates = useChildCertificates(child.id);
  const list = certificates.data?.data;
  const name = child.firstName;
  return (
    <>
      <h3 className="mt-10 text-xl">
        <Trans>Certificates</Trans>
      </h3>
      <LoadingState
        query={certificates}
        loading={
          <Trans>
            Loading <bdi>{name}</bdi>’s certificates…
          </Trans>
        }
        failed={
          <Trans>
            <bdi>{name}</bdi>’s certificates could not be loaded. Please try again later.
          </Trans>
        }
      />
      {list && list.length === 0 && (
        <p className="mt-3 text-muted">
          <Trans>
            <bdi>{name}</bdi> has no certificate yet.
          </Trans>
        </p>
      )}
      {list && list.length > 0 && (
        <CertificateList certificates={list} label={t`${name}’s certificates`} />
      )}
    </>
  );
}

/** "Ramadan / seasonal timetable" for a child's courses, as the child could (decision 049). */
export function ChildSeasons({ child }: { child: Child }) {
  const courses = useChildCourses(child.id).data?.data ?? [];
  return <SeasonsPanel addresses={childSeasons(child.id)} subscriptions={courses} />;
}
