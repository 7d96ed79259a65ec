import type { AdminSubscription } from '@iqra/contracts';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useAdminRecord } from '../api/queries.ts';
import { RecordScreen } from '../components/record-screen.tsx';
import { useWhen } from '../components/list/use-when.ts';
import { personName } from '../utils/names.ts';
import { FactList, StatusTag } from '../components/parts.tsx';
import { ResourceList } from '../components/list/resource-list.tsx';
import { schedules } from '../resources/schedules.tsx';
import { WeeklyPlanCard } from './weekly-plan.tsx';

function Facts({ subscription }: { subscription: AdminSubscription }) {
  const { t } = useLingui();
  const showWhen = useWhen();
  const courseName = subscription.product.name;
  const facts = [
    {
      term: t`Learner`,
      value: (
        <Link to={`/admin/learners/${subscription.user_id}`} className="text-primary underline">
          {personName(subscription.user)}
        </Link>
      ),
    },
    { term: t`Course`, value: courseName },
    { term: t`Tier`, value: subscription.tier.name },
    { term: t`Starts`, value: showWhen(subscription.started_at) },
    { term: t`Ends`, value: showWhen(subscription.ended_at) },
    { term: t`Status`, value: <StatusTag status={subscription.status} /> },
    {
      term: t`Progress`,
      value: <ProgressBar value={subscription.progress} label={t`Progress in ${courseName}`} />,
    },
  ];
  return <FactList facts={facts} className="card mt-4 grid gap-x-6 gap-y-3 p-5 sm:grid-cols-3" />;
}

/**
 * A subscription's classes: its weekly plan with a tutor, and by hand one class more; each
 * class edited (a new time moves it), cancelled or deleted, by the teaching rules.
 */
export function SubscriptionPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const subscription = useAdminRecord<AdminSubscription>('subscriptions', id);
  const data = subscription.data?.data;
  const courseName = data?.product.name;
  const learnerName = data ? personName(data.user) : undefined;
  const title = data ? t`${courseName} for ${learnerName}` : t`Subscription`;
  usePageMeta(t`Classes: ${title} · Back office`);

  return (
    <RecordScreen
      list={{ label: t`Subscriptions`, to: '/admin/subscriptions' }}
      name={title}
      query={subscription}
    >
      {(record) => (
        <>
          <Facts subscription={record} />
          <WeeklyPlanCard subscriptionId={record.id} />
          <ResourceList
            config={schedules}
            embedded
            fixed={{ subscription_id: record.id }}
            initialPerPage={100}
            createLabel={t`Add one class`}
          />
        </>
      )}
    </RecordScreen>
  );
}
