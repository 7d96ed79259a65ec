import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormField, TextField } from './form-field.tsx';

/** What a range of days someone asks for holds: its first and last day, and why. */
export interface DaysAndReason {
  starts_on: string;
  ends_on: string;
  reason: string;
}

/**
 * A range of days asked for (a learner's pause, a tutor's leave): the first and last day, and
 * an optional reason, with each field's error under it.
 */
export function DaysAndReasonFields<T extends DaysAndReason & FieldValues>({
  prefix,
  register,
  errors,
}: {
  prefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<DaysAndReason>;
}) {
  const { t } = useLingui();
  const field = (name: keyof DaysAndReason) => register(name as Path<T>);
  return (
    <>
      <TextField
        id={`${prefix}-from`}
        label={t`First day`}
        type="date"
        error={errors.starts_on?.message}
        {...field('starts_on')}
      />
      <TextField
        id={`${prefix}-to`}
        label={t`Last day`}
        type="date"
        error={errors.ends_on?.message}
        {...field('ends_on')}
      />
      <FormField
        id={`${prefix}-reason`}
        label={t`Reason (optional)`}
        error={errors.reason?.message}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea {...control} rows={2} className="field-input" {...field('reason')} />
        )}
      </FormField>
    </>
  );
}
