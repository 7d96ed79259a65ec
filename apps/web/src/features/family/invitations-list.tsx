import type { FamilyInvitation } from '@iqra/contracts';
import { formatDate } from '../../lib/format.ts';
import { serverMessage } from '../../lib/server-errors.ts';
import { useCancelInvitation, useInvitations, useResendInvitation } from './api.ts';

const purpose = (invitation: FamilyInvitation) =>
  invitation.child ? `to be ${invitation.child.firstName}’s guardian too` : 'to be your child';

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
        Invitations waiting for an answer
      </h2>
      {failed && (
        <p role="alert" className="mt-2 text-danger">
          {serverMessage(failed)}
        </p>
      )}
      <ul className="mt-3 space-y-3">
        {list.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-4"
          >
            <div>
              <p className="font-semibold break-all">{invitation.email}</p>
              <p className="text-sm text-muted">
                Invited {purpose(invitation)}.{' '}
                {invitation.expired
                  ? 'The link has expired.'
                  : `The link works until ${formatDate(invitation.expires_at, zone)}.`}
              </p>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className="btn btn-outline px-3"
                disabled={busy}
                aria-label={`Send the invitation to ${invitation.email} again`}
                onClick={() =>
                  resend.mutate(invitation.id, {
                    onSuccess: () => onDone(`The invitation is sent to ${invitation.email} again.`),
                  })
                }
              >
                Send again
              </button>
              <button
                type="button"
                className="btn btn-outline px-3"
                disabled={busy}
                aria-label={`Cancel the invitation to ${invitation.email}`}
                onClick={() =>
                  cancel.mutate(invitation.id, {
                    onSuccess: () => onDone(`The invitation to ${invitation.email} is cancelled.`),
                  })
                }
              >
                Cancel
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
