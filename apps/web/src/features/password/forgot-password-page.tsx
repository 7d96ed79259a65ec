import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '@iqra/contracts';
import { firstFieldErrors } from '../../lib/api-client.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { ErrorBanner, TextField } from '../../components/form-field.tsx';
import { serverMessage, useUnexpectedError } from '../../lib/server-errors.ts';
import { CardDone, CardPage, CardSubmit } from '../../components/card-page.tsx';
import { useRequestPasswordReset } from './api.ts';
import { useContractMessages } from '../../i18n/contract-messages.ts';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const title = t`Forgot your password?`;
  usePageMeta(title, t`Get a link to choose a new password for your Iqra account.`);
  const unexpected = useUnexpectedError();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const request = useRequestPasswordReset();

  const say = useContractMessages();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setFieldError(message && say(message));
      return;
    }
    request.mutate(parsed.data.email, {
      onError: (error) => setFieldError(firstFieldErrors(error).email),
    });
  };
  const generalError =
    request.error && !firstFieldErrors(request.error).email
      ? serverMessage(request.error, unexpected)
      : undefined;

  return (
    <CardPage title={title}>
      {request.isSuccess ? (
        <CardDone message={request.data.message}>
          <p className="text-muted">
            <Trans>
              The link works once, for 60 minutes. Check your spam folder if it does not arrive.
            </Trans>
          </p>
          <Link to="/login" className="btn btn-outline">
            <Trans>Back to sign in</Trans>
          </Link>
        </CardDone>
      ) : (
        <form className="mt-6 space-y-5" onSubmit={submit} noValidate>
          <p className="text-muted">
            <Trans>
              Enter the e-mail address of your account and we will send you a link to choose a new
              password.
            </Trans>
          </p>
          <ErrorBanner message={generalError} />
          <TextField
            id="forgot-email"
            label={t`Email`}
            error={fieldError}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onFocus={() => setFieldError(undefined)}
          />
          <CardSubmit busy={request.isPending}>
            <Trans>Send reset link</Trans>
          </CardSubmit>
          <p className="text-center text-sm">
            <Link to="/login" className="text-primary underline">
              <Trans>Back to sign in</Trans>
            </Link>
          </p>
        </form>
      )}
    </CardPage>
  );
}
