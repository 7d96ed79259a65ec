import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { loginSchema } from '@iqra/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSignIn } from '../../lib/session.ts';
import { useLogin, type LoginData, type LoginInput } from './api.ts';
import { ErrorBanner, SubmitButton } from '../../components/form-field.tsx';
import { showServerErrors } from '../../lib/server-errors.ts';

const FIELDS = ['email', 'password'] as const;
const BANNER_ID = 'login-error';

export function LoginPage() {
  usePageMeta(
    'Sign in',
    'Sign in to your Iqra account to see your courses, class schedule and books.',
  );
  const signIn = useSignIn();
  const queryClient = useQueryClient();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginData>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    // Focusing a field clears its error, so focus must not jump there by itself.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  // The spec's banner: the first of the email, password or general messages.
  const banner = errors.email?.message ?? errors.password?.message ?? errors.root?.server?.message;

  const onSubmit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: (answer) => {
        // Nothing cached for a previous learner (whose token simply expired) may show now.
        queryClient.removeQueries({ queryKey: ['me'] });
        // The guest-only guard around this page then sends the user where they were going.
        signIn(answer);
      },
      onError: (error) => {
        showServerErrors(error, FIELDS, setError);
      },
    }),
  );

  const clearOnFocus = (field: (typeof FIELDS)[number]) => () => {
    clearErrors(field);
    clearErrors('root.server');
  };

  return (
    <main className="container-page flex justify-center py-12 sm:py-16">
      <div className="card w-full max-w-md p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl sm:text-3xl">Sign in to your account</h1>
        <p className="mt-2 text-muted">Welcome back. Your classes and books are waiting.</p>

        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
          <ErrorBanner id={BANNER_ID} message={banner} />
          <div>
            <label htmlFor="login-email" className="field-label">
              Email
            </label>
            <input
              id="login-email"
              type="email"
              autoComplete="email"
              className="field-input"
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? BANNER_ID : undefined}
              {...register('email')}
              onFocus={clearOnFocus('email')}
            />
          </div>
          <div>
            <div className="mb-1.5 flex items-baseline justify-between gap-2">
              <label htmlFor="login-password" className="field-label mb-0">
                Password
              </label>
              <Link
                to="/forgot-password"
                className="text-sm font-semibold text-primary underline-offset-2 hover:underline"
              >
                Forgot password?
              </Link>
            </div>
            <input
              id="login-password"
              type="password"
              autoComplete="current-password"
              className="field-input"
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? BANNER_ID : undefined}
              {...register('password')}
              onFocus={clearOnFocus('password')}
            />
          </div>
          <SubmitButton busy={login.isPending} className="w-full">
            Sign in
          </SubmitButton>
        </form>

        <p className="mt-6 border-t border-line pt-6 text-center text-sm text-muted">
          Don’t have an account?{' '}
          <Link to="/register" className="font-semibold text-primary underline">
            Sign up
          </Link>
        </p>
      </div>
    </main>
  );
}
