import type { Child, Subscription } from '@iqra/contracts';
import { Link } from 'react-router';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { formatDate } from '../../lib/format.ts';
import { CertificateList } from '../../components/certificates/certificate-list.tsx';
import { useChildCertificates, useChildCourses } from './api.ts';
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
  const courses = useChildCourses(child.id);
  const plans = courses.data?.data;
  return (
    <>
      <h3 className="mt-10 text-xl">Courses</h3>
      <LoadingState query={courses} what={`${child.firstName}’s courses`} />
      {plans && plans.length === 0 && (
        <p className="mt-3 text-muted">
          {child.firstName} has no course yet.{' '}
          <Link to="/courses" className="font-semibold text-primary underline">
            Choose a course
          </Link>
        </p>
      )}
      {plans && plans.length > 0 && (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2" aria-label={`${child.firstName}’s courses`}>
          {plans.map((plan) => {
            const renew = wantsRenewal(plan, plans, now);
            const ends = formatDate(plan.ended_at, zone);
            return (
              <li key={plan.id} className="card p-4">
                <p className="font-semibold text-ink">{plan.product.name}</p>
                <p className="text-sm text-muted">{plan.tier.name}</p>
                <p className="mt-2">
                  {plan.status === 'active' && (
                    <>
                      Ends <time dateTime={plan.ended_at}>{ends}</time>
                      {renew && (
                        <strong className="ms-1 text-danger">
                          (in {daysLeft(plan, now)} {daysLeft(plan, now) === 1 ? 'day' : 'days'})
                        </strong>
                      )}
                    </>
                  )}
                  {plan.status === 'expired' && (
                    <>
                      Ended <time dateTime={plan.ended_at}>{ends}</time>
                    </>
                  )}
                  {plan.status === 'cancelled' && 'Cancelled'}
                </p>
                {plan.progress !== null && (
                  <div className="mt-2">
                    <ProgressBar value={plan.progress} label={`Progress in ${plan.product.name}`} />
                  </div>
                )}
                {renew && (
                  <Link
                    to={`/courses/${encodeURIComponent(plan.product.slug)}/checkout?plan=${encodeURIComponent(plan.tier.slug)}&for=${child.id}`}
                    className="btn btn-primary mt-3 px-4"
                  >
                    Renew {child.firstName}’s plan
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** A child's certificates: each with its PDF, its link and its verification page. */
export function ChildCertificates({ child }: { child: Child }) {
  const certificates = useChildCertificates(child.id);
  const list = certificates.data?.data;
  return (
    <>
      <h3 className="mt-10 text-xl">Certificates</h3>
      <LoadingState query={certificates} what={`${child.firstName}’s certificates`} />
      {list && list.length === 0 && (
        <p className="mt-3 text-muted">{child.firstName} has no certificate yet.</p>
      )}
      {list && list.length > 0 && (
        <CertificateList certificates={list} label={`${child.firstName}’s certificates`} />
      )}
    </>
  );
}
