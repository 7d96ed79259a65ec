import { loginSchema } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSignIn } from '../../lib/session.ts';
import { useLogin, type LoginData, type LoginInput } from './api.ts';
import { ErrorBanner, SubmitButton } from '../../components/form-field.tsx';
import { showServerErrors, useUnexpectedError } from '../../lib/server-errors.ts';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['email', 'password'] as const;
const BANNER_ID = 'login-error';

export function LoginPage() {
  const { t } = useLingui();
  usePageMeta(
    t`Sign in`,
    t`Sign in to your Iqra account to see your courses, class schedule and books.`,
  );
  const unexpected = useUnexpectedError();
  const signIn = useSignIn();
  const login = useLogin();
  // Where a guard sent the guest from goes on to sign-up with them (an invitation's link).
  const { state } = useLocation();
  const {
    handleSubmit,
    setError,
    field,
    formState: { errors },
  } = useAuthForm<LoginInput, LoginData>(loginSchema, { email: '', password: '' });

  // The spec's banner: the first of the email, password or general messages.
  const banner = errors.email?.message ?? errors.password?.message ?? errors.root?.server?.message;

  const onSubmit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: (answer) => {
        // The guest-only guard around this page then sends the user where they were going.
        signIn(answer);
      },
      onError: (error) => {
        showServerErrors(error, FIELDS, setError, { fallback: unexpected });
      },
    }),
  );

  /** A field's input, its error told by the banner above the form. */
  const control = (name: (typeof FIELDS)[number]) => ({
    className: 'field-input',
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? BANNER_ID : undefined,
    ...field(name),
  });

  return (
    <main className="container-page flex justify-center py-12 sm:py-16">
      <div className="card w-full max-w-md p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl sm:text-3xl">
          <Trans>Sign in to your account</Trans>
        </h1>
        <p className="mt-2 text-muted">
          <Trans>Welcome back. Your classes and books are waiting.</Trans>
        </p>

        {/* Its button waits for the app; were it sent without it, a POST keeps the password out
            of the address. */}
        <form method="post" onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
          <ErrorBanner id={BANNER_ID} message={banner} />
          <div>
            <label htmlFor="login-email" className="field-label">
              <Trans>Email</Trans>
            </label>
            <input id="login-email" type="email" autoComplete="email" {...control('email')} />
          </div>
          <div>
            <div className="mb-1.5 flex items-baseline justify-between gap-2">
              <label htmlFor="login-password" className="field-label mb-0">
                <Trans>Password</Trans>
              </label>
              <Link
                to="/forgot-password"
                className="text-sm font-semibold text-primary underline-offset-2 hover:underline"
              >
                <Trans>Forgot password?</Trans>
              </Link>
            </div>
            <input
              id="login-password"
              type="password"
              autoComplete="current-password"
              {...control('password')}
            />
          </div>
          <SubmitButton busy={login.isPending} className="w-full">
            <Trans>Sign in</Trans>
          </SubmitButton>
        </form>

        <p className="mt-6 border-t border-line pt-6 text-center text-sm text-muted">
          <Trans>
            Don’t have an account?{' '}
            <Link to="/register" state={state} className="font-semibold text-primary underline">
              Sign up
            </Link>
          </Trans>
        </p>
      </div>
    </main>
  );
}
