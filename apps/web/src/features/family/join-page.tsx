import { CONSENT_REQUIRED, NO_INVITATION, type ReceivedInvitation } from '@iqra/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CardDone, CardPage } from '../../components/card-page.tsx';
import { ErrorBanner, FieldErrorText, SubmitButton } from '../../components/form-field.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { ApiError, firstFieldErrors } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { serverMessage } from '../../lib/server-errors.ts';
import { useViewerZone } from '../../lib/use-viewer-zone.ts';
import { useAcceptInvitation, useReceivedInvitation } from './api.ts';

/** Tutors' and staff's accounts are for work: a family is a learner's. */
export const NOT_A_LEARNER =
  'A family is a learner’s account: sign in with the account the invitation was sent to.';

const refusal = (error: unknown) =>
  error instanceof ApiError && error.status === 403 ? NOT_A_LEARNER : serverMessage(error);

/** What accepting means, in the invitee's words. */
function Meaning({ invitation }: { invitation: ReceivedInvitation }) {
  const from = `${invitation.from.firstName} ${invitation.from.lastName}`.trim();
  const child = invitation.child;
  if (!child) {
    return (
      <>
        <p className="mt-2">
          <strong>{from}</strong> asks to be linked to your account as your parent or guardian.
        </p>
        <p className="mt-3">If you accept, {from}:</p>
        <ul className="mt-2 list-disc space-y-1 ps-6">
          <li>sees your classes and your progress,</li>
          <li>may pay for your courses,</li>
          <li>is written to about your classes, as you are.</li>
        </ul>
        <p className="mt-3 text-muted">
          You keep your own sign-in, classes and progress. {from} has already agreed to the school
          keeping your details and teaching you.
        </p>
      </>
    );
  }
  return (
    <>
      <p className="mt-2">
        <strong>{from}</strong> asks you to be a guardian of{' '}
        <strong>
          {child.firstName} (age {child.age})
        </strong>{' '}
        too.
      </p>
      <p className="mt-3">If you accept, you:</p>
      <ul className="mt-2 list-disc space-y-1 ps-6">
        <li>see {child.firstName}’s classes and progress under Family,</li>
        <li>may pay for {child.firstName}’s courses,</li>
        <li>are written to about {child.firstName}’s classes.</li>
      </ul>
    </>
  );
}

/**
 * The invitee's page for a family invitation's link (`?token=`): who invites them, what
 * accepting means, and accepting it. A second guardian gives their consent here.
 */
export function JoinFamilyPage() {
  usePageMeta('An invitation to a family', 'Accept an invitation to join a family at Iqra.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const zone = useViewerZone();
  const received = useReceivedInvitation(token);
  const accept = useAcceptInvitation();
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string>();
  const invitation = received.data?.data;
  const guardian = invitation?.kind === 'guardian';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (guardian && !consent) {
      setConsentError(CONSENT_REQUIRED);
      document.getElementById('join-consent')?.focus();
      return;
    }
    accept.mutate(
      { token, ...(guardian ? { consent: true } : {}) },
      { onError: (error) => setConsentError(firstFieldErrors(error).consent) },
    );
  };

  if (token !== '' && received.isPending) return <PageLoading />;
  const failure = token === '' ? NO_INVITATION : received.error && refusal(received.error);

  return (
    <CardPage title="An invitation to a family">
      {accept.isSuccess ? (
        <CardDone message={accept.data.data.message}>
          <Link
            to={accept.data.data.kind === 'guardian' ? '/family' : '/learning'}
            className="btn btn-primary"
          >
            {accept.data.data.kind === 'guardian' ? 'See my family' : 'See my classes'}
          </Link>
        </CardDone>
      ) : failure || !invitation ? (
        <>
          <ErrorBanner message={failure || undefined} />
          <Link to="/" className="btn btn-outline mt-6">
            Back to the home page
          </Link>
        </>
      ) : (
        <form className="mt-4" onSubmit={submit} noValidate>
          <ErrorBanner
            message={accept.error && !consentError ? refusal(accept.error) : undefined}
          />
          <Meaning invitation={invitation} />
          {guardian && (
            <div className="mt-5">
              <label className="flex cursor-pointer items-start gap-3" htmlFor="join-consent">
                <input
                  id="join-consent"
                  type="checkbox"
                  className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
                  checked={consent}
                  aria-invalid={Boolean(consentError)}
                  aria-describedby={consentError ? 'join-consent-error' : undefined}
                  onChange={(event) => {
                    setConsent(event.target.checked);
                    setConsentError(undefined);
                  }}
                />
                <span>
                  I am {invitation.child?.firstName}’s parent or guardian, and I agree to Iqra
                  keeping their details and lesson records and teaching them.
                </span>
              </label>
              <FieldErrorText id="join-consent-error" message={consentError} />
            </div>
          )}
          <p className="mt-4 text-sm text-muted">
            The invitation works until {formatDate(invitation.expires_at, zone)}.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <SubmitButton busy={accept.isPending}>Accept</SubmitButton>
            <Link to="/" className="btn btn-outline">
              Not now
            </Link>
          </div>
        </form>
      )}
    </CardPage>
  );
}
