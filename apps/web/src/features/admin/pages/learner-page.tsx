import type { AdminUser } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { LoadingLine } from '../../../components/loading-line.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { browserTimeZone } from '../../../lib/time-zones.ts';
import { useLearnerProgress } from '../api/teaching.ts';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useFamily } from '../api/families.ts';
import { useAdminRecord } from '../api/queries.ts';
import { useSaveRecord } from '../api/mutations.ts';
import { addMonths, formatWhen } from '../utils/datetime.ts';
import { childrenNames, personName } from '../utils/names.ts';
import { FormCard, StatusTag } from '../components/parts.tsx';
import type { FieldConfig } from '../components/resource-config.ts';
import { ResourceForm } from '../components/form/resource-form.tsx';
import { ResourceList } from '../components/list/resource-list.tsx';
import { SuccessStatus } from '../components/notice.tsx';
import { RecordScreen } from '../components/record-screen.tsx';
import { CertificatesSection } from './learner-certificates.tsx';
import { USER_FORM } from '../resources/learners.ts';
import { SUBSCRIPTION_FORM, subscriptions } from '../resources/subscriptions.ts';

// The view comes with the Quran's structure: its own chunk.
const LearnerProgressView = lazy(() =>
  import('../../../components/quran/learner-progress.tsx').then((module) => ({
    default: module.LearnerProgressView,
  })),
);

/** The learner's progress through the mushaf, as they see it. */
function ProgressSection({ user }: { user: AdminUser }) {
  const progress = useLearnerProgress(user.id);
  return (
    <section aria-labelledby="learner-progress" className="mt-10">
      <h2 id="learner-progress" className="text-xl">
        <Trans>Progress</Trans>
      </h2>
      <div className="mt-3">
        {progress.isPending && (
          <LoadingLine>
            <Trans>Loading progress…</Trans>
          </LoadingLine>
        )}
        {progress.isError && (
          <p role="alert" className="text-danger">
            <Trans>The progress could not be loaded. Please try again later.</Trans>
          </p>
        )}
        {progress.data && (
          <Suspense
            fallback={
              <LoadingLine>
                <Trans>Loading progress…</Trans>
              </LoadingLine>
            }
          >
            <LearnerProgressView progress={progress.data.data} zone={browserTimeZone()} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

/** Whose parent or child the learner is, linked to the families' screens. */
function FamilySection({ user }: { user: AdminUser }) {
  const family = useFamily(user.id, user.role === 'student');
  const { tag } = useFormat();
  if (user.role !== 'student') return null;
  const data = family.data?.data;
  const familyPath = `/admin/families/${user.id}`;
  const children = data ? childrenNames(data, tag) : '';
  return (
    <section aria-labelledby="learner-family" className="mt-10">
      <h2 id="learner-family" className="text-xl">
        <Trans>Family</Trans>
      </h2>
      {family.isPending && (
        <LoadingLine>
          <Trans>Loading the family…</Trans>
        </LoadingLine>
      )}
      {family.isError && (
        <p role="alert" className="mt-2 text-danger">
          <Trans>The family could not be loaded. Please try again later.</Trans>
        </p>
      )}
      {data && (
        <ul className="mt-2 space-y-1">
          <li>
            {data.children.length === 0 ? (
              <Trans>
                No children.{' '}
                <Link to={familyPath} className="text-primary underline">
                  Link a child
                </Link>
              </Trans>
            ) : (
              <Trans>
                Parent of <bdi>{children}</bdi>.{' '}
                <Link to={familyPath} className="text-primary underline">
                  Open the family
                </Link>
              </Trans>
            )}
          </li>
          {data.parents.map((parent) => {
            const parentName = personName(parent);
            return (
              <li key={parent.id}>
                <Trans>
                  Child of{' '}
                  <Link to={`/admin/families/${parent.id}`} className="text-primary underline">
                    <bdi>{parentName}</bdi>
                  </Link>
                </Trans>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function DetailsForm({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const save = useSaveRecord<AdminUser>('users');
  const [saved, setSaved] = useState<string>();
  return (
    <FormCard
      id="learner-details"
      title={<Trans>Details</Trans>}
      className="mt-6"
      after={<SuccessStatus message={saved} />}
    >
      <ResourceForm
        // A fresh form after each save, holding what the server kept.
        key={JSON.stringify(user)}
        idPrefix="learner"
        fields={USER_FORM.fields}
        mode="edit"
        schema={USER_FORM.update}
        record={user as unknown as Record<string, unknown>}
        submitLabel={t`Save details`}
        onSubmit={async (values) => {
          setSaved(undefined);
          await save.mutateAsync({ id: user.id, values });
          setSaved(t`The details are saved.`);
        }}
      />
    </FormCard>
  );
}

/** A new subscription starts now and runs a month, unless staff choose other dates. */
const grantFields = (): FieldConfig[] =>
  SUBSCRIPTION_FORM.fields.map((field) => {
    if (field.name === 'started_at') return { ...field, initial: () => new Date().toISOString() };
    if (field.name === 'ended_at') {
      return { ...field, initial: () => addMonths(new Date(), 1).toISOString() };
    }
    return field;
  });

function GrantForm({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const save = useSaveRecord('subscriptions');
  const [saved, setSaved] = useState<string>();
  const [round, setRound] = useState(0);
  const [fields] = useState(grantFields);
  const [fixed] = useState(() => ({ user_id: user.id }));
  return (
    <FormCard
      id="learner-grant"
      title={<Trans>Grant a subscription</Trans>}
      intro={<Trans>Without payment: for scholarships, replacements and demo learners.</Trans>}
      after={<SuccessStatus message={saved} />}
    >
      <ResourceForm
        key={round}
        idPrefix="grant"
        fields={fields}
        mode="create"
        schema={SUBSCRIPTION_FORM.create}
        fixed={fixed}
        submitLabel={t`Grant subscription`}
        onSubmit={async (values) => {
          setSaved(undefined);
          await save.mutateAsync({ values });
          setRound((value) => value + 1);
          setSaved(t`The subscription is granted.`);
        }}
      />
    </FormCard>
  );
}

function LearnerDetails({ user }: { user: AdminUser }) {
  const { tag } = useFormat();
  const joined = formatWhen(user.created_at, tag);
  return (
    <>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
        <bdi>{user.email}</bdi>
        <StatusTag status={user.role} />
        <span>
          <Trans>Joined {joined}</Trans>
        </span>
      </p>
      <DetailsForm user={user} />
      <FamilySection user={user} />

      <section aria-labelledby="learner-books" className="mt-10">
        <h2 id="learner-books" className="text-xl">
          <Trans>Books</Trans>
        </h2>
        {user.books.length === 0 ? (
          <p className="mt-2 text-muted">
            <Trans>No books yet.</Trans>
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-white">
            {user.books.map((book) => {
              const since = formatWhen(book.acquired_at, tag);
              return (
                <li key={book.id} className="flex flex-wrap justify-between gap-2 px-4 py-3">
                  <span className="font-semibold">{book.title}</span>
                  <span className="text-sm text-muted">
                    <Trans>Since {since}</Trans>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <ResourceList
        config={subscriptions}
        embedded
        fixed={{ user_id: user.id }}
        hiddenColumns={['user']}
        allowCreate={false}
      />
      <GrantForm user={user} />
      <CertificatesSection user={user} />
      <ProgressSection user={user} />
    </>
  );
}

/** One learner: their details (editable), books, subscriptions, and a grant form. */
export function LearnerPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const user = useAdminRecord<AdminUser>('users', id);
  const name = user.data ? personName(user.data.data) : t`Learner`;
  usePageMeta(t`${name} · Back office`);

  return (
    <RecordScreen list={{ label: t`Learners`, to: '/admin/learners' }} name={name} query={user}>
      {(record) => <LearnerDetails user={record} />}
    </RecordScreen>
  );
}
