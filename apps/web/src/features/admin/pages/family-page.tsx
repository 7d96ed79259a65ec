import {
  adminFamilyLinkSchema,
  adminFamilyMoveSchema,
  type AdminFamily,
  type AdminFamilyChild,
  type AdminFamilyPerson,
} from '@iqra/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorBanner } from '../../../components/form-field.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useFamily, useLinkChild, useMoveChild, useUnlinkChild } from '../api/families.ts';
import { ActionDialogButton } from '../components/action-dialog.tsx';
import { ConfirmDialog } from '../components/dialogs.tsx';
import { ResourceList } from '../components/list/resource-list.tsx';
import { closeAndReportTo, SuccessStatus } from '../components/notice.tsx';
import { StatusTag } from '../components/parts.tsx';
import { RecordScreen } from '../components/record-screen.tsx';
import type { FieldConfig, Notice, Notify } from '../components/resource-config.ts';
import { smallDangerButton } from '../components/ui.ts';
import { auditLog } from '../resources/audit-log.ts';
import { formatWhen } from '../utils/datetime.ts';
import { personName } from '../utils/names.ts';

/** What staff confirm with every link they make: the parent's consent, dated now. */
const consentField: FieldConfig = {
  name: 'consent',
  label: 'The parent agrees to the school keeping the child’s details and teaching them',
  kind: 'checkbox',
  hint: 'You confirm it for the parent; the link records it with today’s date.',
};

const pickChild: FieldConfig[] = [
  { name: 'child_id', label: 'Child', kind: 'learner' },
  consentField,
];
const pickParent: FieldConfig[] = [
  { name: 'guardian_id', label: 'Parent', kind: 'learner' },
  consentField,
];
const pickNewParent: FieldConfig[] = [
  { name: 'guardian_id', label: 'New parent', kind: 'learner' },
  consentField,
];

/** A person, linked to their family's screen. */
const FamilyLink = ({ person }: { person: AdminFamilyPerson }) => (
  <Link to={`/admin/families/${person.id}`} className="text-primary underline">
    {personName(person)}
  </Link>
);

function Subscriptions({ child }: { child: AdminFamilyChild }) {
  if (child.subscriptions.length === 0) {
    return <p className="mt-3 text-muted">No subscriptions yet.</p>;
  }
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="admin-table w-full">
        <caption className="sr-only">Subscriptions of {personName(child)}</caption>
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Tier</th>
            <th scope="col">Status</th>
            <th scope="col">Ends</th>
          </tr>
        </thead>
        <tbody>
          {child.subscriptions.map((subscription) => (
            <tr key={subscription.id}>
              <td>
                <Link
                  to={`/admin/subscriptions/${subscription.id}`}
                  className="text-primary underline"
                >
                  {subscription.product.name}
                </Link>
              </td>
              <td>{subscription.tier.name}</td>
              <td>
                <StatusTag status={subscription.status} />
              </td>
              <td>
                <time dateTime={subscription.ended_at}>{formatWhen(subscription.ended_at)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A child of the family, and where its actions say how they went. */
interface ChildProps {
  family: AdminFamily;
  child: AdminFamilyChild;
  notify: Notify;
}

/** Unlink, after a confirmation; a 409 (the child would have nobody) is said on the page. */
function UnlinkButton({ family, child, notify }: ChildProps) {
  const [open, setOpen] = useState(false);
  const unlink = useUnlinkChild();
  const parent = personName(family.guardian);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={smallDangerButton}
        aria-label={`Unlink ${personName(child)} from ${parent}`}
        onClick={() => {
          notify({});
          setOpen(true);
        }}
      >
        Unlink
      </button>
      <ConfirmDialog
        visible={open}
        title="Unlink this parent?"
        confirmLabel="Unlink"
        busy={unlink.isPending}
        onHide={close}
        onConfirm={async () => {
          // Awaited here, not in `mutate`'s callbacks: the child's card is gone once the family
          // is read again, and a mutation's own callbacks die with the card.
          const { onSuccess, onError } = closeAndReportTo(
            close,
            notify,
            `${personName(child)} is no longer ${parent}’s child.`,
          );
          await unlink
            .mutateAsync({ guardianId: family.id, childId: child.id })
            .then(onSuccess, onError);
        }}
      >
        <p>
          {parent} will no longer see {personName(child)}’s classes and progress, or pay for them.
        </p>
      </ConfirmDialog>
    </>
  );
}

function ChildCard({ family, child, notify }: ChildProps) {
  const name = personName(child);
  const headingId = `child-${child.id}`;
  const others = child.guardians.filter((guardian) => guardian.id !== family.id);
  const move = useMoveChild();
  const link = useLinkChild();
  const [fixed] = useState(() => ({ child_id: child.id }));
  return (
    <article aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h3 id={headingId} className="text-lg">
        <Link to={`/admin/learners/${child.id}`} className="text-primary underline">
          {name}
        </Link>
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Age</dt>
        <dd>
          {child.age ?? '—'}
          {child.birth_year !== null && ` (born ${child.birth_year})`}
        </dd>
        <dt className="font-semibold">Sign-in</dt>
        <dd>{child.email ?? 'None of their own: their parents are mailed'}</dd>
        <dt className="font-semibold">Consent</dt>
        <dd>
          <time dateTime={child.consent_at}>{formatWhen(child.consent_at)}</time>
        </dd>
        <dt className="font-semibold">Other parent</dt>
        <dd>
          {others.length === 0
            ? 'None'
            : others.map((other, index) => (
                <span key={other.id}>
                  {index > 0 && ', '}
                  <FamilyLink person={other} />
                </span>
              ))}
        </dd>
      </dl>
      <Subscriptions child={child} />
      <div className="mt-4 flex flex-wrap gap-2">
        <ActionDialogButton
          label="Move"
          accessibleName={`Move ${name} to another parent`}
          title={`Move ${name} to another parent`}
          intro={
            <p>
              {name} leaves {personName(family.guardian)}’s family for the parent you choose
              {others.length > 0 && `; ${others.map(personName).join(' and ')} stays a parent`}.
            </p>
          }
          fields={pickNewParent}
          schema={adminFamilyMoveSchema}
          submitLabel="Move child"
          run={async (values) => {
            const moved = await move.mutateAsync({ from: family.id, childId: child.id, values });
            return `${name} moved to ${personName(moved.data.guardian)}’s family.`;
          }}
          notify={notify}
        />
        {child.guardians.length < 2 && (
          <ActionDialogButton
            label="Add a parent"
            accessibleName={`Link a second parent to ${name}`}
            title={`Link a second parent to ${name}`}
            fields={pickParent}
            schema={adminFamilyLinkSchema}
            fixed={fixed}
            submitLabel="Link parent"
            run={async (values) => {
              const linked = await link.mutateAsync(values);
              return `${personName(linked.data.guardian)} is now a parent of ${name}.`;
            }}
            notify={notify}
          />
        )}
        <UnlinkButton family={family} child={child} notify={notify} />
      </div>
    </article>
  );
}

function FamilyDetails({ family }: { family: AdminFamily }) {
  const [notice, setNotice] = useState<Notice>({});
  const [fixed] = useState(() => ({ guardian_id: family.id }));
  const link = useLinkChild();
  const parent = personName(family.guardian);
  return (
    <>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
        <span>{family.guardian.email ?? 'No sign-in of their own'}</span>
        <Link to={`/admin/learners/${family.id}`} className="text-primary underline">
          {parent}’s learner page
        </Link>
      </p>
      {family.parents.length > 0 && (
        <p className="mt-2">
          {parent} is a child of{' '}
          {family.parents.map((one, index) => (
            <span key={one.id}>
              {index > 0 && ' and '}
              <FamilyLink person={one} />
            </span>
          ))}
          .
        </p>
      )}

      <section aria-labelledby="family-children" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="family-children" className="text-xl">
            Children
          </h2>
          <ActionDialogButton
            label="Link a child"
            accessibleName={`Link a child to ${parent}`}
            title={`Link a child to ${parent}`}
            intro={
              <p>An existing learner becomes {parent}’s child. A child has at most two parents.</p>
            }
            fields={pickChild}
            schema={adminFamilyLinkSchema}
            fixed={fixed}
            submitLabel="Link child"
            run={async (values) => {
              const linked = await link.mutateAsync(values);
              const child = linked.data.children.find((one) => one.id === Number(values.child_id));
              return `${child ? personName(child) : 'The learner'} is now ${parent}’s child.`;
            }}
            notify={setNotice}
          />
        </div>
        <div className="mt-3 space-y-2">
          <ErrorBanner message={notice.error} />
          <SuccessStatus message={notice.success} className="text-sm text-success empty:hidden" />
        </div>
        {family.children.length === 0 ? (
          <p className="mt-3 text-muted">No children yet.</p>
        ) : (
          <div className="mt-4 space-y-4">
            {family.children.map((child) => (
              <ChildCard key={child.id} family={family} child={child} notify={setNotice} />
            ))}
          </div>
        )}
      </section>

      <ResourceList
        config={auditLog}
        embedded
        title="History"
        fixed={{ family: family.id }}
        hiddenColumns={['entity']}
      />
    </>
  );
}

/** One family: its parent, children and their subscriptions; link, unlink, move; its history. */
export function FamilyPage() {
  const { id = '' } = useParams();
  const family = useFamily(id);
  const name = family.data ? `Family of ${personName(family.data.data.guardian)}` : 'Family';
  usePageMeta(`${name} · Back office`);
  return (
    <RecordScreen list={{ label: 'Families', to: '/admin/families' }} name={name} query={family}>
      {(record) => <FamilyDetails family={record} />}
    </RecordScreen>
  );
}
