import {
  adminFamilyLinkSchema,
  adminFamilyMoveSchema,
  type AdminFamily,
  type AdminFamilyChild,
} from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorBanner } from '../../../components/form-field.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useFamily, useLinkChild, useMoveChild, useUnlinkChild } from '../api/families.ts';
import { ActionDialogButton } from '../components/action-dialog.tsx';
import { ConfirmDialog } from '../components/dialogs.tsx';
import { ResourceList } from '../components/list/resource-list.tsx';
import { closeAndReportTo, SuccessStatus } from '../components/notice.tsx';
import { StatusTag } from '../components/parts.tsx';
import { RecordScreen } from '../components/record-screen.tsx';
import type { Notice, Notify } from '../components/resource-config.ts';
import { smallDangerButton } from '../components/ui.ts';
import { auditLog } from '../resources/audit-log.tsx';
import { formatWhen } from '../utils/datetime.ts';
import { nameList, personName } from '../utils/names.ts';
import { CHILD, FamilyLinks, useLinkFields } from './family-links.tsx';

function Subscriptions({ child }: { child: AdminFamilyChild }) {
  const { t } = useLingui();
  const { tag } = useFormat();
  if (child.subscriptions.length === 0) {
    return (
      <p className="mt-3 text-muted">
        <Trans>No subscriptions yet.</Trans>
      </p>
    );
  }
  const childName = personName(child);
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="admin-table w-full">
        <caption className="sr-only">
          <Trans>Subscriptions of {childName}</Trans>
        </caption>
        <thead>
          <tr>
            {[t`Course`, t`Tier`, t`Status`, t`Ends`].map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
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
                <time dateTime={subscription.ended_at}>
                  {formatWhen(subscription.ended_at, tag)}
                </time>
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
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const unlink = useUnlinkChild();
  const parent = personName(family.guardian);
  const childName = personName(child);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={smallDangerButton}
        aria-label={t`Unlink ${childName} from ${parent}`}
        onClick={() => {
          notify({});
          setOpen(true);
        }}
      >
        <Trans>Unlink</Trans>
      </button>
      <ConfirmDialog
        visible={open}
        title={t`Unlink this parent?`}
        confirmLabel={t`Unlink`}
        busy={unlink.isPending}
        onHide={close}
        onConfirm={async () => {
          // Awaited here, not in `mutate`'s callbacks: the child's card is gone once the family
          // is read again, and a mutation's own callbacks die with the card.
          const { onSuccess, onError } = closeAndReportTo(
            close,
            notify,
            t`${childName} is no longer ${parent}’s child.`,
          );
          await unlink
            .mutateAsync({ guardianId: family.id, childId: child.id })
            .then(onSuccess, onError);
        }}
      >
        <p>
          <Trans>
            <bdi>{parent}</bdi> will no longer see <bdi>{childName}</bdi>’s classes and progress, or
            pay for them.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}

function ChildCard({ family, child, notify }: ChildProps) {
  const { t } = useLingui();
  const { tag } = useFormat();
  const { pickParent, pickNewParent } = useLinkFields();
  const name = personName(child);
  const guardian = personName(family.guardian);
  const age = child.age ?? '—';
  const birthYear = child.birth_year;
  const headingId = `child-${child.id}`;
  const others = child.guardians.filter((other) => other.id !== family.id);
  const otherParents = nameList(others.map(personName), tag);
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
        <dt className="font-semibold">
          <Trans>Age</Trans>
        </dt>
        <dd>
          {birthYear === null ? (
            age
          ) : (
            <Trans>
              {age} (born {birthYear})
            </Trans>
          )}
        </dd>
        <dt className="font-semibold">
          <Trans>Sign-in</Trans>
        </dt>
        <dd>
          {child.email ? (
            <bdi>{child.email}</bdi>
          ) : (
            <Trans>None of their own: their parents are mailed</Trans>
          )}
        </dd>
        <dt className="font-semibold">
          <Trans>Consent</Trans>
        </dt>
        <dd>
          <time dateTime={child.consent_at}>{formatWhen(child.consent_at, tag)}</time>
        </dd>
        <dt className="font-semibold">
          <Trans>Other parent</Trans>
        </dt>
        <dd>
          {others.length === 0 ? <Trans>None</Trans> : <FamilyLinks people={others} type="unit" />}
        </dd>
      </dl>
      <Subscriptions child={child} />
      <div className="mt-4 flex flex-wrap gap-2">
        <ActionDialogButton
          label={t`Move`}
          accessibleName={t`Move ${name} to another parent`}
          title={t`Move ${name} to another parent`}
          intro={
            <p>
              {others.length > 0 ? (
                <Trans>
                  <bdi>{name}</bdi> leaves <bdi>{guardian}</bdi>’s family for the parent you choose;{' '}
                  <bdi>{otherParents}</bdi> stays a parent.
                </Trans>
              ) : (
                <Trans>
                  <bdi>{name}</bdi> leaves <bdi>{guardian}</bdi>’s family for the parent you choose.
                </Trans>
              )}
            </p>
          }
          fields={pickNewParent}
          schema={adminFamilyMoveSchema}
          submitLabel={t`Move child`}
          run={async (values) => {
            const moved = await move.mutateAsync({ from: family.id, childId: child.id, values });
            const newParent = personName(moved.data.guardian);
            return t`${name} moved to ${newParent}’s family.`;
          }}
          notify={notify}
        />
        {child.guardians.length < 2 && (
          <ActionDialogButton
            label={t`Add a parent`}
            accessibleName={t`Link a second parent to ${name}`}
            title={t`Link a second parent to ${name}`}
            fields={pickParent}
            schema={adminFamilyLinkSchema}
            fixed={fixed}
            submitLabel={t`Link parent`}
            run={async (values) => {
              const linked = await link.mutateAsync(values);
              const newParent = personName(linked.data.guardian);
              return t`${newParent} is now a parent of ${name}.`;
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
  const { t } = useLingui();
  const { pickChild } = useLinkFields();
  const [notice, setNotice] = useState<Notice>({});
  const [fixed] = useState(() => ({ guardian_id: family.id }));
  const link = useLinkChild();
  const parent = personName(family.guardian);
  return (
    <>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
        {family.guardian.email ? (
          <bdi>{family.guardian.email}</bdi>
        ) : (
          <span>
            <Trans>No sign-in of their own</Trans>
          </span>
        )}
        <Link to={`/admin/learners/${family.id}`} className="text-primary underline">
          <Trans>
            <bdi>{parent}</bdi>’s learner page
          </Trans>
        </Link>
      </p>
      {family.parents.length > 0 && (
        <p className="mt-2">
          <Trans>
            <bdi>{parent}</bdi> is a child of{' '}
            <FamilyLinks people={family.parents} type="conjunction" />.
          </Trans>
        </p>
      )}

      <section aria-labelledby="family-children" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="family-children" className="text-xl">
            <Trans>Children</Trans>
          </h2>
          <ActionDialogButton
            label={t`Link a child`}
            accessibleName={t`Link a child to ${parent}`}
            title={t`Link a child to ${parent}`}
            intro={
              <p>
                <Trans>
                  An existing learner becomes <bdi>{parent}</bdi>’s child. A child has at most two
                  parents.
                </Trans>
              </p>
            }
            fields={pickChild}
            schema={adminFamilyLinkSchema}
            fixed={fixed}
            submitLabel={t`Link child`}
            run={async (values) => {
              const linked = await link.mutateAsync(values);
              const child = linked.data.children.find((one) => one.id === Number(values[CHILD]));
              if (!child) return t`The learner is now ${parent}’s child.`;
              const childName = personName(child);
              return t`${childName} is now ${parent}’s child.`;
            }}
            notify={setNotice}
          />
        </div>
        <div className="mt-3 space-y-2">
          <ErrorBanner message={notice.error} />
          <SuccessStatus message={notice.success} className="text-sm text-success empty:hidden" />
        </div>
        {family.children.length === 0 ? (
          <p className="mt-3 text-muted">
            <Trans>No children yet.</Trans>
          </p>
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
        title={t`History`}
        fixed={{ family: family.id }}
        hiddenColumns={['entity']}
      />
    </>
  );
}

/** One family: its parent, children and their subscriptions; link, unlink, move; its history. */
export function FamilyPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const family = useFamily(id);
  const guardian = family.data ? personName(family.data.data.guardian) : undefined;
  const name = guardian ? t`Family of ${guardian}` : t`Family`;
  usePageMeta(t`${name} · Back office`);
  return (
    <RecordScreen list={{ label: t`Families`, to: '/admin/families' }} name={name} query={family}>
      {(record) => <FamilyDetails family={record} />}
    </RecordScreen>
  );
}
