import type {
  AdminAudit,
  AdminJobApplication,
  AdminNewsletterSubscriber,
  AdminOutbox,
  AdminSchedule,
  AdminSubscription,
} from '@iqra/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminPath } from '../api/queries.ts';
import { useDownload } from '../api/use-download.ts';
import { useRetryMail, useSaveRecord } from '../api/mutations.ts';
import { useCancelClass } from '../api/teaching.ts';
import { formatWhen } from '../utils/datetime.ts';
import { entityName, scheduleName, subscriptionName } from '../utils/names.ts';
import { DetailsButton, JsonBlock } from './parts.tsx';
import type { Notify } from './resource-config.ts';
import { ConfirmDialog } from './dialogs.tsx';
import { closeAndReportTo, reportTo } from './notice.tsx';
import { smallButton, smallDangerButton } from './ui.ts';

type Props<Row> = { row: Row; notify: Notify };

/** A subscription's classes, and Cancel / Restore (the dates decide the status otherwise). */
export function SubscriptionExtras({ row, notify }: Props<AdminSubscription>) {
  const save = useSaveRecord<AdminSubscription>('subscriptions');
  const cancelled = row.status === 'cancelled';
  const name = subscriptionName(row);
  return (
    <>
      <Link
        to={`/admin/subscriptions/${row.id}`}
        className={smallButton}
        aria-label={`Classes of ${name}`}
      >
        Classes
      </Link>
      <button
        type="button"
        className={cancelled ? smallButton : smallDangerButton}
        aria-label={`${cancelled ? 'Restore' : 'Cancel'} ${name}`}
        disabled={save.isPending}
        aria-busy={save.isPending}
        onClick={() =>
          save.mutate(
            { id: row.id, values: { cancelled: !cancelled } },
            reportTo(notify, cancelled ? `Restored ${name}.` : `Cancelled ${name}.`),
          )
        }
      >
        {cancelled ? 'Restore' : 'Cancel'}
      </button>
    </>
  );
}

/**
 * Cancelling a class keeps it in the learner's list as Inactive, owes the learner a make-up
 * class and mails both sides: staff confirm first.
 */
export function CancelClassButton({ row, notify }: Props<AdminSchedule>) {
  const cancel = useCancelClass();
  const [open, setOpen] = useState(false);
  if (row.status !== 'active') return null;
  const name = scheduleName(row);
  return (
    <>
      <button
        type="button"
        className={smallButton}
        aria-label={`Cancel class ${name}`}
        onClick={() => setOpen(true)}
      >
        Cancel class
      </button>
      <ConfirmDialog
        visible={open}
        title="Cancel this class?"
        confirmLabel="Cancel class"
        busy={cancel.isPending}
        onHide={() => setOpen(false)}
        onConfirm={() =>
          cancel.mutate(
            { id: row.id, values: {} },
            closeAndReportTo(
              () => setOpen(false),
              notify,
              `Cancelled ${name}. It now shows as Inactive.`,
            ),
          )
        }
      >
        <p>
          {name}, {formatWhen(row.started_at)}. The learner and the tutor are mailed, and the
          learner is owed a make-up class.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** The résumé of a job application, downloaded with the staff member's token. */
export function ResumeButton({ row, notify }: Props<AdminJobApplication>) {
  const { busy, download } = useDownload(notify);
  if (!row.resume) return null;
  const resumeName = row.resume.name;
  return (
    <button
      type="button"
      className={smallButton}
      aria-label={`Résumé of ${row.email}`}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void download(`${adminPath('job-applications', row.id)}/resume`, resumeName)}
    >
      <i className={`pi ${busy ? 'pi-spin pi-spinner' : 'pi-download'}`} aria-hidden />
      Résumé
    </button>
  );
}

/** Staff can only take an address off the list (the owner confirms joining it themselves). */
export function UnsubscribeButton({ row, notify }: Props<AdminNewsletterSubscriber>) {
  const save = useSaveRecord<AdminNewsletterSubscriber>('newsletter-subscribers');
  const [open, setOpen] = useState(false);
  if (row.status === 'unsubscribed') return null;
  return (
    <>
      <button
        type="button"
        className={smallButton}
        aria-label={`Unsubscribe ${row.email}`}
        onClick={() => setOpen(true)}
      >
        Unsubscribe
      </button>
      <ConfirmDialog
        visible={open}
        title="Unsubscribe this address?"
        confirmLabel="Unsubscribe"
        busy={save.isPending}
        onHide={() => setOpen(false)}
        onConfirm={() =>
          save.mutate(
            { id: row.id, values: { status: 'unsubscribed' } },
            closeAndReportTo(() => setOpen(false), notify, `${row.email} is unsubscribed.`),
          )
        }
      >
        <p>{row.email} will get no more newsletters. Only they can sign up again.</p>
      </ConfirmDialog>
    </>
  );
}

/** A mail's whole text, and Retry for one that failed. */
export function MailExtras({ row, notify }: Props<AdminOutbox>) {
  const retry = useRetryMail();
  return (
    <>
      <DetailsButton label={`of ${row.subject} to ${row.to}`} title={row.subject}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">To</dt>
          <dd className="break-all">{row.to}</dd>
          <dt className="text-muted">Status</dt>
          <dd className="capitalize">{row.status}</dd>
          <dt className="text-muted">Attempts</dt>
          <dd>{row.attempts}</dd>
          <dt className="text-muted">Queued</dt>
          <dd>{formatWhen(row.created_at)}</dd>
          <dt className="text-muted">Sent</dt>
          <dd>{formatWhen(row.sent_at)}</dd>
          {row.last_error && (
            <>
              <dt className="text-muted">Last error</dt>
              <dd className="break-words text-danger">{row.last_error}</dd>
            </>
          )}
        </dl>
        <pre className="mt-4 max-h-96 overflow-auto rounded-lg border border-line bg-page p-3 text-sm whitespace-pre-wrap break-words">
          {row.text}
        </pre>
      </DetailsButton>
      {row.status === 'failed' && (
        <button
          type="button"
          className={smallButton}
          aria-label={`Retry the mail to ${row.to}`}
          disabled={retry.isPending}
          aria-busy={retry.isPending}
          onClick={() =>
            retry.mutate(row.id, reportTo(notify, `The mail to ${row.to} is queued again.`))
          }
        >
          Retry
        </button>
      )}
    </>
  );
}

/** An audit entry's record before and after the change. */
export function AuditDetails({ row }: Props<AdminAudit>) {
  const name = `${row.action} ${entityName(row.entity)} ${row.entity_id ?? ''}`.trim();
  return (
    <DetailsButton label={`of ${name}, ${formatWhen(row.created_at)}`} title={`Change: ${name}`}>
      <p className="mb-4 text-sm text-muted">
        {row.actor?.email ?? 'The system'} · {formatWhen(row.created_at)}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <JsonBlock label="Before" value={row.before} />
        <JsonBlock label="After" value={row.after} />
      </div>
    </DetailsButton>
  );
}
