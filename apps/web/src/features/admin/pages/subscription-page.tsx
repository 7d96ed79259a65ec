import type { AdminSubscription } from '@iqra/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Breadcrumb } from '../../../components/breadcrumb.tsx';
import { ErrorBanner } from '../../../components/form-field.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { actionErrorMessage, useAdminRecord } from '../api/queries.ts';
import { formatWhen } from '../utils/datetime.ts';
import { personName } from '../utils/names.ts';
import { StatusTag } from '../components/parts.tsx';
import { ResourceList } from '../components/list/resource-list.tsx';
import { schedules } from '../resources/schedules.tsx';
import { SeriesDialog } from './series-form.tsx';

function Facts({ subscription }: { subscription: AdminSubscription }) {
  const facts = [
    {
      term: 'Learner',
      value: (
        <Link to={`/admin/learners/${subscription.user_id}`} className="text-primary underline">
          {personName(subscription.user)}
        </Link>
      ),
    },
    { term: 'Course', value: subscription.product.name },
    { term: 'Tier', value: subscription.tier.name },
    { term: 'Starts', value: formatWhen(subscription.started_at) },
    { term: 'Ends', value: formatWhen(subscription.ended_at) },
    { term: 'Status', value: <StatusTag status={subscription.status} /> },
  ];
  return (
    <dl className="card mt-4 grid gap-x-6 gap-y-3 p-5 sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt className="text-sm text-muted">{fact.term}</dt>
          <dd className="font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A subscription's classes: add one, generate a weekly series, edit, cancel or delete. */
export function SubscriptionPage() {
  const { id = '' } = useParams();
  const subscription = useAdminRecord<AdminSubscription>('subscriptions', id);
  const [seriesOpen, setSeriesOpen] = useState(false);
  const [notice, setNotice] = useState<string>();
  const data = subscription.data?.data;
  const title = data ? `${data.product.name} for ${personName(data.user)}` : 'Subscription';
  usePageMeta(`Classes: ${title} · Back office`);

  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Back office', to: '/admin' },
          { label: 'Subscriptions', to: '/admin/subscriptions' },
          { label: title },
        ]}
      />
      <h1 className="mt-3 text-2xl sm:text-3xl">{title}</h1>
      {data ? (
        <>
          <Facts subscription={data} />
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <button type="button" className="btn btn-primary" onClick={() => setSeriesOpen(true)}>
              <i className="pi pi-calendar-plus" aria-hidden />
              Generate a weekly series
            </button>
            <p role="status" className="text-success">
              {notice && (
                <>
                  <i className="pi pi-check-circle mr-2" aria-hidden />
                  {notice}
                </>
              )}
            </p>
          </div>
          <SeriesDialog
            subscriptionId={data.id}
            visible={seriesOpen}
            onHide={() => setSeriesOpen(false)}
            onCreated={(count) =>
              setNotice(`${count} ${count === 1 ? 'class was' : 'classes were'} added.`)
            }
          />
          <ResourceList
            config={schedules}
            embedded
            fixed={{ subscription_id: data.id }}
            initialPerPage={100}
            createLabel="Add one class"
          />
        </>
      ) : subscription.isError ? (
        <div className="mt-4">
          <ErrorBanner message={actionErrorMessage(subscription.error)} />
        </div>
      ) : (
        <PageLoading />
      )}
    </>
  );
}
