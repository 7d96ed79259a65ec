import { CONSENT_REQUIRED, NO_INVITATION, type ReceivedInvitation } from '@iqra/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CardDone, CardPage } from '../../components/card-page.tsx';
import { ErrorBanner, FieldErrorText, SubmitButton } from '../../components/form-field.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { ApiError, firstFieldErrors } from '../../lib/api-client.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { serverMessage, UNEXPECTED_ERROR_MESSAGE } from '../../lib/server-errors.ts';
import { useViewerZone } from '../../lib/use-viewer-zone.ts';
import { useAcceptInvitation, useReceivedInvitation } from './api.ts';

/** Tutors' and staff's accounts are for work: a family is a learner's. */
export const NOT_A_LEARNER = msg`A family is a learner’s account: sign in with the account the invitation was sent to.`;

/**
 * The contract's words this page says itself (no link, no consent), in the page's language;
 * the same words from the server stay as the server wrote them.
 */
const NO_INVITATION_WORDS = msg`There is no invitation for your account at this link. If it was sent to another address, sign in with that address; or ask for a new invitation.`;
const CONSENT_WORDS = msg`Please confirm that you agree to the school keeping your child’s details and teaching them.`;
const OWN_WORDS = new Map([
  [NO_INVITATION, NO_INVITATION_WORDS],
  [CONSENT_REQUIRED, CONSENT_WORDS],
]);
const inPageLanguage = (i18n: I18n, words: string) => {
  const own = OWN_WORDS.get(words);
  return own ? i18n._(own) : words;
};

const refusal = (i18n: I18n, error: unknown) =>
  error instanceof ApiError && error.status === 403
    ? i18n._(NOT_A_LEARNER)
    : inPageLanguage(i18n, serverMessage(error, i18n._(UNEXPECTED_ERROR_MESSAGE)));

/** What accepting means, in the invitee's words. */
function Meaning({ invitation }: { invitation: ReceivedInvitation }) {
  const from = `${invitation.from.firstName} ${invitation.from.lastName}`.trim();
  const child = invitation.child;
  if (!child) {
    return (
      <>
        <p className="mt-2">
          <Trans>
            <strong>
              <bdi>{from}</bdi>
            </strong>{' '}
            asks to be linked to your account as your parent or guardian.
          </Trans>
        </p>
        <p className="mt-3">
          <Trans>
            If you accept, <bdi>{from}</bdi>:
          </Trans>
        </p>
        <ul className="mt-2 list-disc space-y-1 ps-6">
          <li>
            <Trans>sees your classes and your progress,</Trans>
          </li>
          <li>
            <Trans>may pay for your courses,</Trans>
          </li>
          <li>
            <Trans>is written to about your classes, as you are.</Trans>
          </li>
        </ul>
        <p className="mt-3 text-muted">
          <Trans>
            You keep your own sign-in, classes and progress. <bdi>{from}</bdi> has already agreed to
            the school keeping your details and teaching you.
          </Trans>
        </p>
      </>
    );
  }
  const childName = child.firstName;
  const age = child.age;
  return (
    <>
      <p className="mt-2">
        <Trans>
          <strong>
            <bdi>{from}</bdi>
          </strong>{' '}
          asks you to be a guardian of{' '}
          <strong>
            <bdi>{childName}</bdi> (age {age})
          </strong>{' '}
          too.
        </Trans>
      </p>
      <p className="mt-3">
        <Trans>If you accept, you:</Trans>
      </p>
      <ul className="mt-2 list-disc space-y-1 ps-6">
        <li>
          <Trans>
            see <bdi>{childName}</bdi>’s classes and progress under Family,
          </Trans>
        </li>
        <li>
          <Trans>
            may pay for <bdi>{childName}</bdi>’s courses,
          </Trans>
        </li>
        <li>
          <Trans>
            are written to about <bdi>{childName}</bdi>’s classes.
          </Trans>
        </li>
      </ul>
    </>
  );
}

/**
 * The invitee's page for a family invitation's link (`?token=`): who invites them, what
 * accepting means, and accepting it. A second guardian gives their consent here.
 */
export function JoinFamilyPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  usePageMeta(t`An invitation to a family`, t`Accept an invitation to join a family at Iqra.`);
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
      setConsentError(i18n._(CONSENT_WORDS));
      document.getElementById('join-consent')?.focus();
      return;
    }
    accept.mutate(
      { token, ...(guardian ? { consent: true } : {}) },
      {
        onError: (error) => {
          const said = firstFieldErrors(error).consent;
          setConsentError(said && inPageLanguage(i18n, said));
        },
      },
    );
  };

  if (token !== '' && received.isPending) return <PageLoading />;
  const failure =
    token === ''
      ? inPageLanguage(i18n, NO_INVITATION)
      : received.error && refusal(i18n, received.error);
  const childName = invitation?.child?.firstName;
  const until = invitation && format.date(invitation.expires_at, zone);

  return (
    <CardPage title={t`An invitation to a family`}>
      {accept.isSuccess ? (
        <CardDone message={accept.data.data.message}>
          <Link
            to={accept.data.data.kind === 'guardian' ? '/family' : '/learning'}
            className="btn btn-primary"
          >
            {accept.data.data.kind === 'guardian' ? (
              <Trans>See my family</Trans>
            ) : (
              <Trans>See my classes</Trans>
            )}
          </Link>
        </CardDone>
      ) : failure || !invitation ? (
        <>
          <ErrorBanner message={failure || undefined} />
          <Link to="/" className="btn btn-outline mt-6">
            <Trans>Back to the home page</Trans>
          </Link>
        </>
      ) : (
        <form className="mt-4" onSubmit={submit} noValidate>
          <ErrorBanner
            message={accept.error && !consentError ? refusal(i18n, accept.error) : undefined}
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
                  <Trans>
                    I am <bdi>{childName}</bdi>’s parent or guardian, and I agree to Iqra keeping
                    their details and lesson records and teaching them.
                  </Trans>
                </span>
              </label>
              <FieldErrorText id="join-consent-error" message={consentError} />
            </div>
          )}
          <p className="mt-4 text-sm text-muted">
            <Trans>
              The invitation works until <bdi>{until}</bdi>.
            </Trans>
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <SubmitButton busy={accept.isPending}>
              <Trans>Accept</Trans>
            </SubmitButton>
            <Link to="/" className="btn btn-outline">
              <Trans>Not now</Trans>
            </Link>
          </div>
        </form>
      )}
    </CardPage>
  );
}
