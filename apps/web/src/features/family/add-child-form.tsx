import { zodResolver } from '@hookform/resolvers/zod';
import { childCreateSchema, type Child, type ChildCreateInput } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorBanner, TextField } from '../../components/form-field.tsx';
import { PersonalDetailsFields } from '../../components/personal-details-fields.tsx';
import { TimeZoneField } from '../../components/time-zone-field.tsx';
import { showServerErrors, useUnexpectedError } from '../../lib/server-errors.ts';
import { useAddChild } from './api.ts';
import { CheckboxField, ConsentField, FormButtons } from './form-parts.tsx';

/* eslint-disable lingui/no-unlocalized-strings -- the form's field names */
const FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'birth_year',
  'time_zone',
  'same_gender_tutor',
  'consent',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

type Output = z.output<typeof childCreateSchema>;

/**
 * Adds a child: their name, year of birth, gender and clock (the parent's to start with), and
 * the parent's consent, which the school keeps with its date.
 */
export function AddChildForm({
  zone,
  onAdded,
  onCancel,
}: {
  /** The parent's clock, which the child's starts as. */
  zone: string;
  onAdded: (child: Child) => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const unexpected = useUnexpectedError();
  const add = useAddChild();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChildCreateInput, unknown, Output>({
    resolver: zodResolver(childCreateSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      gender: '',
      birth_year: '',
      time_zone: zone,
      same_gender_tutor: false,
      consent: false,
    } as unknown as ChildCreateInput,
  });

  const onSubmit = handleSubmit((child) =>
    add.mutateAsync(child).then(
      (answer) => onAdded(answer.data),
      (error: unknown) =>
        showServerErrors(error, FIELDS, setError, { focusFirst: true, fallback: unexpected }),
    ),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="add-child-heading"
      className="card p-5 sm:p-6"
    >
      <h2 id="add-child-heading" className="text-xl">
        <Trans>Add a child</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          Your child needs no e-mail or password: you follow their classes and progress here, and we
          write to you about them.
        </Trans>
      </p>
      <div className="mt-3">
        <ErrorBanner message={errors.root?.server?.message} />
      </div>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">
        <PersonalDetailsFields
          idPrefix="child"
          errors={errors}
          field={register}
          genderPlaceholder={t`Select gender`}
        />
        <TextField
          id="child-birth-year"
          label={t`Year of birth`}
          error={errors.birth_year?.message}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          {...register('birth_year')}
        />
        <TimeZoneField
          id="child-time-zone"
          error={errors.time_zone?.message}
          current={zone}
          className="sm:col-span-2"
          registration={register('time_zone')}
        />
        <CheckboxField
          id="child-same-gender"
          label={t`Their tutor`}
          error={errors.same_gender_tutor?.message}
          className="sm:col-span-2"
          registration={register('same_gender_tutor')}
        >
          <Trans>Only a tutor of my child’s gender, also when their tutor is away</Trans>
        </CheckboxField>
        <ConsentField
          id="child-consent"
          error={errors.consent?.message}
          className="sm:col-span-2"
          registration={register('consent')}
        >
          <Trans>
            I am this child’s parent or guardian, and I agree to Iqra keeping their details and
            lesson records and teaching them.
          </Trans>
        </ConsentField>
      </div>
      <FormButtons busy={add.isPending} onCancel={onCancel}>
        <Trans>Add child</Trans>
      </FormButtons>
    </form>
  );
}
