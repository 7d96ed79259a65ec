import { WEEKDAYS } from '@iqra/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldErrorText } from '../../../../components/form-field.tsx';

/**
 * Monday to Sunday as checkboxes, their values the ISO numbers ('1' Monday … '7' Sunday):
 * a weekly series' days and a weekly plan's.
 */
export function DaysField({
  id,
  registration,
  error,
}: {
  id: string;
  /** `register('days')` of the form. */
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-label">Days</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {WEEKDAYS.map((day) => (
          <label key={day.value} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="h-5 w-5 accent-primary"
              value={String(day.value)}
              aria-invalid={Boolean(error)}
              {...registration}
            />
            {day.label}
          </label>
        ))}
      </div>
      <FieldErrorText id={`${id}-error`} message={error} />
    </fieldset>
  );
}
