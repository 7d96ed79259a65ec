import { WEEKDAYS } from '@iqra/contracts';
import { Trans } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFormat } from '../i18n/use-format.ts';
import { FieldErrorText } from './form-field.tsx';

/** A day of the ISO weekday (1 Monday … 7 Sunday): 5–11 January 2026 run Monday to Sunday. */
const isoWeekday = (value: number) => new Date(2026, 0, 4 + value);

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
  const { tag } = useFormat();
  const dayName = new Intl.DateTimeFormat(tag, { weekday: 'long' });
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-label">
        <Trans>Days</Trans>
      </legend>
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
            {dayName.format(isoWeekday(day.value))}
          </label>
        ))}
      </div>
      <FieldErrorText id={`${id}-error`} message={error} />
    </fieldset>
  );
}
