import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { registerSchema } from '@iqra/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSignIn } from '../../lib/session.ts';
import { useCountries, useRegister, type RegisterData, type RegisterInput } from './api.ts';
import { ErrorBanner, FormField, SubmitButton, TextField } from '../../components/form-field.tsx';
import { showServerErrors } from '../../lib/server-errors.ts';

const FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'phone',
  'whatsapp',
  'country_id',
  'age',
  'email',
  'password',
] as const;
type Field = (typeof FIELDS)[number];

export const COUNTRIES_FAILED = 'Failed to load countries. Please try again later.';

export function RegisterPage() {
  usePageMeta(
    'Sign up',
    'Create your Iqra account to book classes with native Arabic tutors who speak English.',
  );
  const navigate = useNavigate();
  const signIn = useSignIn();
  const queryClient = useQueryClient();
  const registration = useRegister();
  const countries = useCountries();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterData>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      gender: '',
      phone: '',
      whatsapp: '',
      country_id: '',
      age: '',
      email: '',
      password: '',
    },
    // Focusing a field clears its error, so focus must not jump there by itself.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: (answer) => {
        // Nothing cached for a previous learner (whose token simply expired) may show now.
        queryClient.removeQueries({ queryKey: ['me'] });
        signIn(answer);
        // The spec goes to login; the guest-only guard then takes the new learner home.
        void navigate('/login', { replace: true });
      },
      onError: (error) => {
        showServerErrors(error, FIELDS, setError);
      },
    }),
  );

  /** Registers a field and clears its error (and the general one) when it gets focus. */
  const field = (name: Field) => ({
    ...register(name),
    onFocus: () => {
      clearErrors(name);
      clearErrors('root.server');
    },
  });

  return (
    <main className="container-page flex justify-center py-12 sm:py-16">
      <div className="card w-full max-w-2xl p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl sm:text-3xl">Sign up</h1>
        <p className="mt-2 text-muted">
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-primary underline">
            Sign in
          </Link>
        </p>

        <form onSubmit={onSubmit} noValidate className="mt-6">
          <ErrorBanner message={errors.root?.server?.message} />
          <div className="mt-2 grid gap-5 sm:grid-cols-2">
            <TextField
              id="register-first-name"
              label="First name"
              error={errors.firstName?.message}
              type="text"
              autoComplete="given-name"
              {...field('firstName')}
            />
            <TextField
              id="register-last-name"
              label="Last name"
              error={errors.lastName?.message}
              type="text"
              autoComplete="family-name"
              {...field('lastName')}
            />
            <FormField id="register-gender" label="Gender" error={errors.gender?.message}>
              {(control) => (
                <select {...control} className="field-input" {...field('gender')}>
                  <option value="" disabled>
                    Select Gender
                  </option>
                  <option value="1">Male</option>
                  <option value="2">Female</option>
                  <option value="0">Prefer not to say</option>
                </select>
              )}
            </FormField>
            <TextField
              id="register-age"
              label="Age"
              error={errors.age?.message}
              type="number"
              inputMode="numeric"
              min={3}
              max={100}
              step={1}
              {...field('age')}
            />
            <TextField
              id="register-phone"
              label="Phone"
              error={errors.phone?.message}
              type="tel"
              autoComplete="tel"
              {...field('phone')}
            />
            <TextField
              id="register-whatsapp"
              label="WhatsApp"
              error={errors.whatsapp?.message}
              type="tel"
              {...field('whatsapp')}
            />
            <FormField
              id="register-country"
              label="Country"
              error={
                errors.country_id?.message ?? (countries.isError ? COUNTRIES_FAILED : undefined)
              }
              className="sm:col-span-2"
            >
              {(control) => (
                <select
                  {...control}
                  className="field-input"
                  aria-busy={countries.isPending}
                  {...field('country_id')}
                >
                  <option value="" disabled>
                    Select Country
                  </option>
                  {countries.data?.data.map((country) => (
                    <option key={country.id} value={country.id}>
                      {country.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <TextField
              id="register-email"
              label="Email"
              error={errors.email?.message}
              className="sm:col-span-2"
              type="email"
              autoComplete="email"
              {...field('email')}
            />
            <TextField
              id="register-password"
              label="Password"
              hint="At least 8 characters."
              error={errors.password?.message}
              className="sm:col-span-2"
              type="password"
              autoComplete="new-password"
              {...field('password')}
            />
          </div>
          <SubmitButton busy={registration.isPending} className="mt-6 w-full sm:w-auto">
            Sign up
          </SubmitButton>
        </form>
      </div>
    </main>
  );
}
