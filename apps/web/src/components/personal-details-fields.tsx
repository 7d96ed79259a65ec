import { GENDER_LABELS } from '@iqra/contracts';
import { useLingui } from '@lingui/react/macro';
import type { FocusEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, TextField } from './form-field.tsx';
import { GENDER_NAMES } from './gender-names.ts';

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
  const { t, i18n } = useLingui();
  return (
    <>
      <TextField
        id={`${idPrefix}-first-name`}
        label={t`First name`}
        error={errors.firstName?.message}
        type="text"
        autoComplete="given-name"
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's name
        {...field('firstName')}
      />
      <TextField
        id={`${idPrefix}-last-name`}
        label={t`Last name`}
        error={errors.lastName?.message}
        type="text"
        autoComplete="family-name"
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's name
        {...field('lastName')}
      />
      <FormField id={`${idPrefix}-gender`} label={t`Gender`} error={errors.gender?.message}>
        {(control) => (
          <select {...control} className="field-input" {...field('gender')}>
            {genderPlaceholder && (
              <option value="" disabled>
                {genderPlaceholder}
              </option>
            )}
            {GENDER_LABELS.map(({ value }) => (
              <option key={value} value={value}>
                {i18n._(GENDER_NAMES[value])}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
