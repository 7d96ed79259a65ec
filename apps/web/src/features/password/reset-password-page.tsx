import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '@iqra/contracts';
import { firstFieldErrors } from '../../lib/api-client.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSignOut } from '../../lib/session.ts';
import { ErrorBanner, TextField } from '../../components/form-field.tsx';
import { useUnexpectedError } from '../../lib/server-errors.ts';
import { CardDone, CardPage, CardSubmit } from '../../components/card-page.tsx';
import { useResetPassword } from './api.ts';
import { useContractMessages } from '../../i18n/contract-messages.ts';

/** How the page reads: a reset, or a new tutor's first password (`&welcome=1`, the invitation). */
const WORDING = {
  reset: {
    title: msg`Choose a new password`,
    description: msg`Set a new password for your Iqra account.`,
    intro: null,
    submit: msg`Reset password`,
  },
  welcome: {
    title: msg`Choose your password`,
    description: msg`Choose a password for your new Iqra account.`,
    intro: msg`Welcome to Iqra Academy. Choose a password to sign in and see your classes.`,
    submit: msg`Set password`,
  },
} as const;

/** Sets a new password with the mailed one-time link (`?token=`). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const welcome = searchParams.get('welcome') === '1';
  const wording = WORDING[welcome ? 'welcome' : 'reset'];
  const { t, i18n } = useLingui();
  const title = i18n._(wording.title);
  usePageMeta(title, i18n._(wording.description));
  const unexpected = useUnexpectedError();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{
    password?: string;
    confirmation?: string;
    token?: string;
    general?: string;
  }>({});
  const reset = useResetPassword();
  const signOut = useSignOut();

  const say = useContractMessages();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ token, password });
    const next: typeof errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'token' ? 'token' : 'password';
        next[field] ??= say(issue.message);
      }
    }
    if (password !== confirmation) next.confirmation = t`The two passwords do not match.`;
    setErrors(next);
    if (!parsed.success || next.confirmation) return;
    reset.mutate(parsed.data, {
      // The reset ended every session, this browser's too if it had one.
      onSuccess: () => void signOut(),
      onError: (error) => {
        const fields = firstFieldErrors(error);
        setErrors({
          token: fields.token,
          password: fields.password,
          general: fields.token || fields.password ? undefined : unexpected,
        });
      },
    });
  };

  return (
    <CardPage title={title}>
      {wording.intro && !reset.isSuccess && (
        <p className="mt-2 text-muted">{i18n._(wording.intro)}</p>
      )}
      {reset.isSuccess ? (
        <CardDone
          message={
            welcome ? t`Your password is set. Sign in to see your classes.` : reset.data.message
          }
        >
          <Link to="/login" className="btn btn-primary">
            <Trans>Sign in</Trans>
          </Link>
        </CardDone>
      ) : (
        <form className="mt-6 space-y-5" onSubmit={submit} noValidate>
          <ErrorBanner message={errors.token ?? errors.general} />
          {errors.token && (
            <p className="text-sm">
              <Link to="/forgot-password" className="text-primary underline">
                <Trans>Ask for a new link</Trans>
              </Link>
            </p>
          )}
          <TextField
            id="new-password"
            label={t`New password`}
            error={errors.password}
            hint={t`At least 8 characters.`}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            onFocus={() => setErrors((current) => ({ ...current, password: undefined }))}
          />
          <TextField
            id="confirm-password"
            label={t`Confirm new password`}
            error={errors.confirmation}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            onFocus={() => setErrors((current) => ({ ...current, confirmation: undefined }))}
          />
          <CardSubmit busy={reset.isPending}>{i18n._(wording.submit)}</CardSubmit>
        </form>
      )}
    </CardPage>
  );
}
