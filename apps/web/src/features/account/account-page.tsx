import { zodResolver } from '@hookform/resolvers/zod';
import {
  updateUserSchemaFor,
  type UpdateUserData,
  type UpdateUserInput,
  type User,
} from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PersonalDetailsFields } from '../../components/personal-details-fields.tsx';
import { TimeZoneField } from '../../components/time-zone-field.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSession } from '../../lib/session.ts';
import { EmailField, ErrorBanner, SubmitButton, TextField } from '../../components/form-field.tsx';
import { showServerErrors } from '../../lib/server-errors.ts';
import { browserTimeZone } from '../../lib/time-zones.ts';
import { useUpdateUser } from './api.ts';
import { CalendarSection } from './calendar-section.tsx';
import { ReadingSection } from './reading-section.tsx';
import { RemindersSection } from './reminders-section.tsx';

/* eslint-disable lingui/no-unlocalized-strings -- the form's field names */
const FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'phone',
  'email',
  'time_zone',
  'password',
  'current_password',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

const formValues = (user: User): UpdateUserInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  gender: String(user.gender),
  phone: user.phone,
  email: user.email,
  // An account from before time zones shows the browser's until it is saved.
  time_zone: user.time_zone ?? browserTimeZone(),
  password: '',
  current_password: '',
});

export function AccountPage() {
  const { t } = useLingui();
  usePageMeta(
    t`Account`,
    t`Your Iqra account details: name, phone, email, time zone and password.`,
  );
  const session = useSession();

  return (
    <main className="container-page py-10">
      <Breadcrumb items={[{ label: t`Home`, to: '/' }, { label: t`Account` }]} />
      <h1 className="mt-4 text-3xl sm:text-4xl">
        <Trans>Account</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        <Trans>Keep your details up to date so your tutor can reach you.</Trans>
      </p>
      {session.data ? (
        <>
          <AccountForm user={session.data} />
          <ReadingSection user={session.data} />
          {/* Staff teach no classes: only learners and tutors have a calendar of them, and
              reminders about them. */}
          {session.data.role !== 'admin' && (
            <>
              <CalendarSection />
              <RemindersSection />
            </>
          )}
        </>
      ) : (
        <PageLoading />
      )}
    </main>
  );
}

function AccountForm({ user }: { user: User }) {
  const { t } = useLingui();
  const update = useUpdateUser();
  const [saved, setSaved] = useState(false);
  // The current password is asked for when the e-mail or the password changes.
  const schema = useMemo(() => updateUserSchemaFor(user.email), [user.email]);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    watch,
    formState: { errors },
  } = useForm<UpdateUserInput, unknown, UpdateUserData>({
    resolver: zodResolver(schema),
    defaultValues: formValues(user),
  });
  const [email, password] = watch(['email', 'password']);
  const changesSignIn =
    (typeof email === 'string' && email.trim().toLowerCase() !== user.email.toLowerCase()) ||
    Boolean(password);

  const onSubmit = handleSubmit((details) => {
    // Errors reset first, and a new attempt is not yet a success.
    clearErrors();
    setSaved(false);
    update.mutate(details, {
      onSuccess: (answer) => {
        reset(formValues(answer.user));
        setSaved(true);
      },
      onError: (error) => {
        showServerErrors(error, FIELDS, setError, { useServerMessage: false, focusFirst: true });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card mt-8 max-w-2xl p-6 sm:p-8">
      <h2 className="text-xl">
        <Trans>Your details</Trans>
      </h2>
      <div className="mt-4">
        <ErrorBanner message={errors.root?.server?.message} />
      </div>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">
        <PersonalDetailsFields idPrefix="account" errors={errors} field={register} />
        <TextField
          id="account-phone"
          label={t`Phone`}
          error={errors.phone?.message}
          type="tel"
          autoComplete="tel"
          {...register('phone')}
        />
        <EmailField id="account-email" error={errors.email?.message} {...register('email')} />
        <TimeZoneField
          id="account-time-zone"
          error={errors.time_zone?.message}
          current={user.time_zone ?? browserTimeZone()}
          className="sm:col-span-2"
          registration={register('time_zone')}
        />
        <TextField
          id="account-password"
          label={t`New password (leave blank to keep the current one)`}
          error={errors.password?.message}
          className="sm:col-span-2"
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
        {/* Beyond the spec's form: a stolen session alone must not take the account
            (docs/decisions/003). */}
        {changesSignIn && (
          <TextField
            id="account-current-password"
            label={t`Current password`}
            hint={t`Needed to change your email or password.`}
            error={errors.current_password?.message}
            className="sm:col-span-2"
            type="password"
            autoComplete="current-password"
            {...register('current_password')}
          />
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <SubmitButton busy={update.isPending}>
          <Trans>Update</Trans>
        </SubmitButton>
        {/* The spec confirms nothing; a quiet note is kinder (docs/decisions/003). */}
        <p role="status" className="text-success">
          {saved && (
            <>
              <i className="pi pi-check-circle me-2" aria-hidden />
              <Trans>Your details have been updated.</Trans>
            </>
          )}
        </p>
      </div>
    </form>
  );
}
