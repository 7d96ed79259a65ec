import type {
  AdminAudit,
  AdminJobApplication,
  AdminNewsletterSubscriber,
  AdminOutbox,
  AdminSchedule,
  AdminSubscription,
} from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminPath } from '../api/queries.ts';
import { useDownload } from '../api/use-download.ts';
import { useRetryMail, useSaveRecord } from '../api/mutations.ts';
import { useCancelClass } from '../api/teaching.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useWhen } from './list/use-when.ts';
import { scheduleName, subscriptionName } from '../utils/names.ts';
import { auditAction, recordKind } from '../resources/record-kinds.ts';
import { statusWord } from '../resources/status-words.ts';
import { DetailsButton, JsonBlock } from './parts.tsx';
import { wordsIn, type Notify } from './resource-config.ts';
import { ConfirmDialog } from './dialogs.tsx';
import { closeAndReportTo, reportTo } from './notice.tsx';
import { smallButton, smallDangerButton } from './ui.ts';

type Props<Row> = { row: Row; notify: Notify };

/** A subscription's classes, and Cancel / Restore (the dates decide the status otherwise). */
export function SubscriptionExtras({ row, notify }: Props<AdminSubscription>) {
  const save = useSaveRecord<AdminSubscription>('subscriptions');
  const cancelled = row.status === 'cancelled';
  const { t } = useLingui();
  const name = subscriptionName(row);
  return (
    <>
      <Link
        to={`/admin/subscriptions/${row.id}`}
        className={smallButton}
        aria-label={t`Classes of ${name}`}
      >
        <Trans>Classes</Trans>
      </Link>
      <button
        type="button"
        className={cancelled ? smallButton : smallDangerButton}
        aria-label={cancelled ? t`Restore ${name}` : t`Cancel ${name}`}
        disabled={save.isPending}
        aria-busy={save.isPending}
        onClick={() =>
          save.mutate(
            { id: row.id, values: { cancelled: !cancelled } },
            reportTo(notify, cancelled ? t`Restored ${name}.` : t`Cancelled ${name}.`),
          )
        }
      >
        {cancelled ? <Trans>Restore</Trans> : <Trans>Cancel</Trans>}
      </button>
    </>
  );
}

/**
 * Cancelling a class keeps it in the learner's list as Inactive, owes the learner a make-up
 * class and mails both sides: staff confirm first.
 */
export function CancelClassButton({ row, notify }: Props<AdminSchedule>) {
  const { t } = useLingui();
  const { tag } = useFormat();
  const showWhen = useWhen();
  const cancel = useCancelClass();
  const [open, setOpen] = useState(false);
  if (row.status !== 'active') return null;
  const name = scheduleName(row, tag);
  const when = showWhen(row.started_at);
  return (
    <>
      <button
        type="button"
        className={smallButton}
        aria-label={t`Cancel class ${name}`}
        onClick={() => setOpen(true)}
      >
        <Trans>Cancel class</Trans>
      </button>
      <ConfirmDialog
        visible={open}
        title={t`Cancel this class?`}
        confirmLabel={t`Cancel class`}
        busy={cancel.isPending}
        onHide={() => setOpen(false)}
        onConfirm={() =>
          cancel.mutate(
            { id: row.id, values: {} },
            closeAndReportTo(
              () => setOpen(false),
              notify,
              t`Cancelled ${name}. It now shows as Inactive.`,
            ),
          )
        }
      >
        <p>
          <Trans>
            <bdi>{name}</bdi>, <bdi>{when}</bdi>. The learner and the tutor are mailed, and the
            learner is owed a make-up class.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}

/** The résumé of a job application, downloaded with the staff member's token. */
export function ResumeButton({ row, notify }: Props<AdminJobApplication>) {
  const { t } = useLingui();
  const { busy, download } = useDownload(notify);
  if (!row.resume) return null;
  const resumeName = row.resume.name;
  const email = row.email;
  return (
    <button
      type="button"
      className={smallButton}
      aria-label={t`Résumé of ${email}`}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void download(`${adminPath('job-applications', row.id)}/resume`, resumeName)}
    >
      <i className={`pi ${busy ? 'pi-spin pi-spinner' : 'pi-download'}`} aria-hidden />
      <Trans>Résumé</Trans>
    </button>
  );
}

/** Staff can only take an address off the list (the owner confirms joining it themselves). */
export function UnsubscribeButton({ row, notify }: Props<AdminNewsletterSubscriber>) {
  const { t } = useLingui();
  const save = useSaveRecord<AdminNewsletterSubscriber>('newsletter-subscribers');
  const [open, setOpen] = useState(false);
  if (row.status === 'unsubscribed') return null;
  const email = row.email;
  return (
    <>
      <button
        type="button"
        className={smallButton}
        aria-label={t`Unsubscribe ${email}`}
        onClick={() => setOpen(true)}
      >
        <Trans>Unsubscribe</Trans>
      </button>
      <ConfirmDialog
        visible={open}
        title={t`Unsubscribe this address?`}
        confirmLabel={t`Unsubscribe`}
        busy={save.isPending}
        onHide={() => setOpen(false)}
        onConfirm={() =>
          save.mutate(
            { id: row.id, values: { status: 'unsubscribed' } },
            closeAndReportTo(() => setOpen(false), notify, t`${email} is unsubscribed.`),
          )
        }
      >
        <p>
          <Trans>
            <bdi>{email}</bdi> will get no more newsletters. Only they can sign up again.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}

/** A mail's whole text, and Retry for one that failed. */
export function MailExtras({ row, notify }: Props<AdminOutbox>) {
  const { i18n, t } = useLingui();
  const showWhen = useWhen();
  const retry = useRetryMail();
  const subject = row.subject;
  const to = row.to;
  return (
    <>
      <DetailsButton label={t`Details of ${subject} to ${to}`} title={row.subject}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">
            <Trans>To</Trans>
          </dt>
          <dd className="break-all">{row.to}</dd>
          <dt className="text-muted">
            <Trans>Status</Trans>
          </dt>
          <dd>{wordsIn(i18n, statusWord(row.status))}</dd>
          <dt className="text-muted">
            <Trans>Attempts</Trans>
          </dt>
          <dd>{row.attempts}</dd>
          <dt className="text-muted">
            <Trans>Queued</Trans>
          </dt>
          <dd>{showWhen(row.created_at)}</dd>
          <dt className="text-muted">
            <Trans context="date">Sent</Trans>
          </dt>
          <dd>{showWhen(row.sent_at)}</dd>
          {row.last_error && (
            <>
              <dt className="text-muted">
                <Trans>Last error</Trans>
              </dt>
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
          aria-label={t`Retry the mail to ${to}`}
          disabled={retry.isPending}
          aria-busy={retry.isPending}
          onClick={() =>
            retry.mutate(row.id, reportTo(notify, t`The mail to ${to} is queued again.`))
          }
        >
          <Trans>Retry</Trans>
        </button>
      )}
    </>
  );
}

/** An audit entry's record before and after the change. */
export function AuditDetails({ row }: Props<AdminAudit>) {
  const { i18n, t } = useLingui();
  const showWhen = useWhen();
  const kind = wordsIn(i18n, recordKind(row.entity));
  const action = wordsIn(i18n, auditAction(row.action));
  const name = `${action} ${kind} ${row.entity_id ?? ''}`.trim();
  const when = showWhen(row.created_at);
  return (
    <DetailsButton label={t`Details of ${name}, ${when}`} title={t`Change: ${name}`}>
      <p className="mb-4 text-sm text-muted">
        {row.actor ? <bdi>{row.actor.email}</bdi> : <Trans>The system</Trans>} · {when}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <JsonBlock label={t`Before`} value={row.before} />
        <JsonBlock label={t`After`} value={row.after} />
      </div>
    </DetailsButton>
  );
}
