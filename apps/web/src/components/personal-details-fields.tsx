import { GENDER_LABELS } from '@iqra/contracts';
import type { FocusEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, TextField } from './form-field.tsx';

type PersonalField = 'firstName' | 'lastName' | 'gender';

/**
 * First name, last name and gender: what a learner gives when signing up and changes on the
 * account page. Rendered into the caller's grid; `idPrefix` keeps each form's ids its own.
 */
export function PersonalDetailsFields({
  idPrefix,
  errors,
  field,
  genderPlaceholder,
}: {
  idPrefix: string;
  errors: Partial<Record<PersonalField, { message?: string | undefined }>>;
  /** The form's registration of a field, with any focus behaviour of its own. */
  field: (
    name: PersonalField,
  ) => UseFormRegisterReturn<PersonalField> & { onFocus?: FocusEventHandler };
  /** The first, unselectable option of the gender list, for a form that starts with none. */
  genderPlaceholder?: string;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-first-name`}
        label="First name"
        error={errors.firstName?.message}
        type="text"
        autoComplete="given-name"
        {...field('firstName')}
      />
      <TextField
        id={`${idPrefix}-last-name`}
        label="Last name"
        error={errors.lastName?.message}
        type="text"
        autoComplete="family-name"
        {...field('lastName')}
      />
      <FormField id={`${idPrefix}-gender`} label="Gender" error={errors.gender?.message}>
        {(control) => (
          <select {...control} className="field-input" {...field('gender')}>
            {genderPlaceholder && (
              <option value="" disabled>
                {genderPlaceholder}
              </option>
            )}
            {GENDER_LABELS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
