import { DIRECT_MAIL_AGE, type Child } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useInviteGuardian, useInviteSignIn } from './api.ts';
import { InviteForm } from './invite-form.tsx';

/** A second guardian for the child, and the child's own sign-in (from the year they turn 14). */
export function ChildLinks({ child, onDone }: { child: Child; onDone: (said: string) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<'guardian' | 'sign-in' | null>(null);
  const inviteGuardian = useInviteGuardian(child.id);
  const inviteSignIn = useInviteSignIn(child.id);
  const sent = (said: string) => {
    setOpen(null);
    onDone(said);
  };
  const name = child.firstName;
  return (
    <>
      <h3 className="mt-10 text-xl">
        <Trans>Guardians and sign-in</Trans>
      </h3>
      <p className="mt-1 max-w-2xl text-muted">
        {child.has_sign_in ? (
          <Trans>
            <bdi>{name}</bdi> signs in with an address of their own, and you go on following them
            here.
          </Trans>
        ) : child.age > DIRECT_MAIL_AGE ? (
          <Trans>
            <bdi>{name}</bdi> has no sign-in of their own: we write to you about their classes. You
            can give them one.
          </Trans>
        ) : (
          <Trans>
            <bdi>{name}</bdi> has no sign-in of their own: we write to you about their classes. From
            the year they turn 14 you can give them one.
          </Trans>
        )}
      </p>
      {open === null && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline px-4"
            onClick={() => setOpen('guardian')}
          >
            <Trans>Invite a second guardian</Trans>
          </button>
          {!child.has_sign_in && child.age > DIRECT_MAIL_AGE && (
            <button
              type="button"
              className="btn btn-outline px-4"
              onClick={() => setOpen('sign-in')}
            >
              <Trans>
                Give <bdi>{name}</bdi> a sign-in
              </Trans>
            </button>
          )}
        </div>
      )}
      {open === 'guardian' && (
        <div className="mt-3 max-w-2xl">
          <InviteForm
            idPrefix="invite-guardian"
            heading={t`Invite a second guardian of ${name}`}
            intro={
              <Trans>
                Another parent or guardian sees <bdi>{name}</bdi>’s classes and progress too, may
                pay for their courses, and is written to about their classes. A child has at most
                two guardians.
              </Trans>
            }
            submit={t`Send invitation`}
            send={async (input) => {
              const answer = await inviteGuardian.mutateAsync(input);
              const email = answer.data.email;
              return t`We have sent an invitation to ${email}.`;
            }}
            onSent={sent}
            onCancel={() => setOpen(null)}
          />
        </div>
      )}
      {open === 'sign-in' && (
        <div className="mt-3 max-w-2xl">
          <InviteForm
            idPrefix="invite-sign-in"
            heading={t`Give ${name} a sign-in`}
            intro={
              <Trans>
                We e-mail <bdi>{name}</bdi> a link to choose a password. They then sign in with that
                address and see their own classes and progress; you still see them too.
              </Trans>
            }
            emailLabel={t`${name}’s e-mail address`}
            submit={t`Send the link`}
            send={async (input) => (await inviteSignIn.mutateAsync(input)).message}
            onSent={sent}
            onCancel={() => setOpen(null)}
          />
        </div>
      )}
    </>
  );
}
