import type { FamilyInvitation } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/use-format.ts';
import { serverMessage, useUnexpectedError } from '../../lib/server-errors.ts';
import { useCancelInvitation, useInvitations, useResendInvitation } from './api.ts';

/** What an invitation asks, and until when its link works: whole sentences, each translated. */
function InvitationTerms({ invitation, zone }: { invitation: FamilyInvitation; zone: string }) {
  const format = useFormat();
  const childName = invitation.child?.firstName;
  const until = format.date(invitation.expires_at, zone);
  return (
    <>
      {childName === undefined ? (
        <Trans>Invited to be your child.</Trans>
      ) : (
        <Trans>
          Invited to be <bdi>{childName}</bdi>’s guardian too.
        </Trans>
      )}{' '}
      {invitation.expired ? (
        <Trans>The link has expired.</Trans>
      ) : (
        <Trans>
          The link works until <bdi>{until}</bdi>.
        </Trans>
      )}
    </>
  );
}

/**
 * The parent's invitations waiting for an answer: to whom, for what, until when; each may be
 * sent again (a new link, 14 more days) or cancelled. Says nothing while there are none.
 */
export function InvitationsList({
  zone,
  onDone,
}: {
  zone: string;
  onDone: (said: string) => void;
}) {
  const { t } = useLingui();
  const unexpected = useUnexpectedError();
  const invitations = useInvitations();
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const list = invitations.data?.data;
  if (!list || list.length === 0) return null;
  const busy = resend.isPending || cancel.isPending;
  const failed = resend.error ?? cancel.error;

  return (
    <section aria-labelledby="invitations-heading" className="mt-8 max-w-2xl">
      <h2 id="invitations-heading" className="text-xl">
        <Trans>Invitations waiting for an answer</Trans>
      </h2>
      {failed && (
        <p role="alert" className="mt-2 text-danger">
          {serverMessage(failed, unexpected)}
        </p>
      )}
      <ul className="mt-3 space-y-3">
        {list.map((invitation) => {
          const email = invitation.email;
          return (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-4"
            >
              <div>
                <p className="font-semibold break-all">{invitation.email}</p>
                <p className="text-sm text-muted">
                  <InvitationTerms invitation={invitation} zone={zone} />
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn btn-outline px-3"
                  disabled={busy}
                  aria-label={t`Send the invitation to ${email} again`}
                  onClick={() =>
                    resend.mutate(invitation.id, {
                      onSuccess: () => onDone(t`The invitation is sent to ${email} again.`),
                    })
                  }
                >
                  <Trans>Send again</Trans>
                </button>
                <button
                  type="button"
                  className="btn btn-outline px-3"
                  disabled={busy}
                  aria-label={t`Cancel the invitation to ${email}`}
                  onClick={() =>
                    cancel.mutate(invitation.id, {
                      onSuccess: () => onDone(t`The invitation to ${email} is cancelled.`),
                    })
                  }
                >
                  <Trans>Cancel</Trans>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
