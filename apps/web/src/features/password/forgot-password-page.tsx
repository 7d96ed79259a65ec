import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '@iqra/contracts';
import { ApiError, firstFieldErrors } from '../../lib/api-client.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { ErrorBanner, TextField } from '../../components/form-field.tsx';
import { UNEXPECTED_ERROR } from '../../lib/server-errors.ts';
import { CardDone, CardPage, CardSubmit } from '../../components/card-page.tsx';
import { useRequestPasswordReset } from './api.ts';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  usePageMeta(
    'Forgot your password?',
    'Get a link to choose a new password for your Iqra account.',
  );
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    request.mutate(parsed.data.email, {
      onError: (error) => setFieldError(firstFieldErrors(error).email),
    });
  };
  const generalError =
    request.error && !firstFieldErrors(request.error).email
      ? request.error instanceof ApiError && request.error.message
        ? request.error.message
        : UNEXPECTED_ERROR
      : undefined;

  return (
    <CardPage title="Forgot your password?">
      {request.isSuccess ? (
        <CardDone message={request.data.message}>
          <p className="text-muted">
            The link works once, for 60 minutes. Check your spam folder if it does not arrive.
          </p>
          <Link to="/login" className="btn btn-outline">
            Back to sign in
          </Link>
        </CardDone>
      ) : (
        <form className="mt-6 space-y-5" onSubmit={submit} noValidate>
          <p className="text-muted">
            Enter the e-mail address of your account and we will send you a link to choose a new
            password.
          </p>
          <ErrorBanner message={generalError} />
          <TextField
            id="forgot-email"
            label="Email"
            error={fieldError}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onFocus={() => setFieldError(undefined)}
          />
          <CardSubmit busy={request.isPending}>Send reset link</CardSubmit>
          <p className="text-center text-sm">
            <Link to="/login" className="text-primary underline">
              Back to sign in
            </Link>
          </p>
        </form>
      )}
    </CardPage>
  );
}
