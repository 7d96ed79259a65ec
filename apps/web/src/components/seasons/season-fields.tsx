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
  fields,
  timeHint,
}: {
  idPrefix: string;
  fields: Record<
    SeasonFieldName,
    { registration: UseFormRegisterReturn; error?: string | undefined }
  >;
  timeHint?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        id={`${idPrefix}-first`}
        label={t`First day`}
        type="date"
        error={fields.starts_on.error}
        {...fields.starts_on.registration}
      />
      <TextField
        id={`${idPrefix}-last`}
        label={t`Last day`}
        type="date"
        error={fields.ends_on.error}
        {...fields.ends_on.registration}
      />
      <DaysField
        id={`${idPrefix}-days`}
        registration={fields.weekdays.registration}
        error={fields.weekdays.error}
      />
      <TextField
        id={`${idPrefix}-time`}
        label={t`Start time`}
        type="time"
        hint={timeHint}
        error={fields.start_time.error}
        {...fields.start_time.registration}
      />
    </>
  );
}
