import { registerSchema } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FocusEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { PersonalDetailsFields } from '../../components/personal-details-fields.tsx';
import { TimeZoneField } from '../../components/time-zone-field.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSignIn } from '../../lib/session.ts';
import type { Prefetch } from '../../lib/prefetch.ts';
import {
  countriesQueryOptions,
  useCountries,
  useRegister,
  type RegisterData,
  type RegisterInput,
} from './api.ts';
import {
  EmailField,
  ErrorBanner,
  FormField,
  SubmitButton,
  TextField,
} from '../../components/form-field.tsx';
import { showServerErrors, useUnexpectedError } from '../../lib/server-errors.ts';
import { browserTimeZone } from '../../lib/time-zones.ts';
import { useAuthForm } from './use-auth-form.ts';

/* eslint-disable lingui/no-unlocalized-strings -- the form's field names */
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
  'time_zone',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** The countries of the form's list, which the server renders it with. */
export const prefetch: Prefetch = (client) => client.ensureQueryData(countriesQueryOptions);

export function RegisterPage() {
  const { t } = useLingui();
  usePageMeta(
    t`Sign up`,
    t`Create your Iqra account to book classes with native Arabic tutors who speak English.`,
  );
  // Where a guard sent the guest from (an invitation's link) goes on with them.
  const { state } = useLocation();
  return (
    <main className="container-page flex justify-center py-12 sm:py-16">
      <div className="card w-full max-w-2xl p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl sm:text-3xl">
          <Trans>Sign up</Trans>
        </h1>
        <p className="mt-2 text-muted">
          <Trans>
            Already have an account?{' '}
            <Link to="/login" state={state} className="font-semibold text-primary underline">
              Sign in
            </Link>
          </Trans>
        </p>
        <RegisterForm />
      </div>
    </main>
  );
}

function RegisterForm() {
  const { t } = useLingui();
  const unexpected = useUnexpectedError();
  const navigate = useNavigate();
  const { state } = useLocation();
  const signIn = useSignIn();
  const registration = useRegister();
  // The browser's clock to start with: most people sign up where they live.
  const [zone] = useState(browserTimeZone);
  const {
    handleSubmit,
    setError,
    field,
    formState: { errors },
  } = useAuthForm<RegisterInput, RegisterData>(registerSchema, {
    firstName: '',
    lastName: '',
    gender: '',
    phone: '',
    whatsapp: '',
    country_id: '',
    age: '',
    email: '',
    password: '',
    time_zone: zone,
  });

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: (answer) => {
        signIn(answer);
        // The spec goes to login; the guest-only guard then takes the new learner home, or back
        // where a guard found them.
        void navigate('/login', { replace: true, state });
      },
      onError: (error) => {
        showServerErrors(error, FIELDS, setError, { fallback: unexpected });
      },
    }),
  );

  // Its button waits for the app; were it sent without it, a POST keeps the password out of
  // the address.
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-6">
      <ErrorBanner message={errors.root?.server?.message} />
      <div className="mt-2 grid gap-5 sm:grid-cols-2">
        <PersonalDetailsFields
          idPrefix="register"
          errors={errors}
          field={field}
          genderPlaceholder={t`Select Gender`}
        />
        <TextField
          id="register-age"
          label={t`Age`}
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
          label={t`Phone`}
          error={errors.phone?.message}
          type="tel"
          autoComplete="tel"
          {...field('phone')}
        />
        <TextField
          id="register-whatsapp"
          label={t`WhatsApp`}
          error={errors.whatsapp?.message}
          type="tel"
          {...field('whatsapp')}
        />
        <CountryField error={errors.country_id?.message} registration={field('country_id')} />
        <TimeZoneField
          id="register-time-zone"
          error={errors.time_zone?.message}
          current={zone}
          className="sm:col-span-2"
          registration={field('time_zone')}
        />
        <EmailField id="register-email" error={errors.email?.message} {...field('email')} />
        <TextField
          id="register-password"
          label={t`Password`}
          hint={t`At least 8 characters.`}
          error={errors.password?.message}
          className="sm:col-span-2"
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
      </div>
      <SubmitButton busy={registration.isPending} className="mt-6 w-full sm:w-auto">
        <Trans>Sign up</Trans>
      </SubmitButton>
    </form>
  );
}

/** The list of countries from the server; a failure to load it shows as the field's error. */
function CountryField({
  error,
  registration,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn & { onFocus: FocusEventHandler };
}) {
  const { t } = useLingui();
  const countries = useCountries();
  const failed = t`Failed to load countries. Please try again later.`;
  return (
    <FormField
      id="register-country"
      label={t`Country`}
      error={error ?? (countries.isError ? failed : undefined)}
      className="sm:col-span-2"
    >
      {(control) => (
        <select
          {...control}
          className="field-input"
          aria-busy={countries.isPending}
          {...registration}
        >
          <option value="" disabled>
            <Trans>Select Country</Trans>
          </option>
          {countries.data?.data.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
