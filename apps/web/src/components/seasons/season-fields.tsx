import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DaysField } from '../days-field.tsx';
import { TextField } from '../form-field.tsx';

/** The fields every seasonal timetable's form asks for. */
export type SeasonFieldName = 'starts_on' | 'ends_on' | 'weekdays' | 'start_time';

/**
 * A seasonal timetable's days and rule (decision 049): its first and last day, its weekdays
 * and its start time, each with its error; the form around them adds what else it asks.
 */
export function SeasonFields({
  idPrefix,
  register,
  errors,
  timeHint,
}: {
  idPrefix: string;
  /** The form's `register`, for these fields. */
  register: (name: SeasonFieldName) => UseFormRegisterReturn;
  /** The form's errors: each of these fields' shows under it. */
  errors: Partial<Record<SeasonFieldName, unknown>>;
  timeHint?: string;
}) {
  const { t } = useLingui();
  const errorOf = (name: SeasonFieldName) =>
    (errors[name] as { message?: string } | undefined)?.message;
  return (
    <>
      <TextField
        id={`${idPrefix}-first`}
        label={t`First day`}
        type="date"
        error={errorOf('starts_on')}
        {...register('starts_on')}
      />
      <TextField
        id={`${idPrefix}-last`}
        label={t`Last day`}
        type="date"
        error={errorOf('ends_on')}
        {...register('ends_on')}
      />
      <DaysField
        id={`${idPrefix}-days`}
        registration={register('weekdays')}
        error={errorOf('weekdays')}
      />
      <TextField
        id={`${idPrefix}-time`}
        label={t`Start time`}
        type="time"
        hint={timeHint}
        error={errorOf('start_time')}
        {...register('start_time')}
      />
    </>
  );
}
