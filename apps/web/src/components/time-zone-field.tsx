import { useMemo, type FocusEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { timeZoneOptions } from '../lib/time-zones.ts';
import { FormField } from './form-field.tsx';

export const TIME_ZONE_HINT = 'Class times are shown on this clock.';

/**
 * The account's time zone (sign-up and account forms): a native list, which the keyboard
 * searches by typing a place ("Lon" → London), with `current` among the choices.
 */
export function TimeZoneField({
  id,
  error,
  current,
  className,
  registration,
}: {
  id: string;
  error: string | undefined;
  /** The zone the form starts with, offered even when this browser does not list it. */
  current: string;
  className?: string;
  registration: UseFormRegisterReturn & { onFocus?: FocusEventHandler };
}) {
  const options = useMemo(() => timeZoneOptions(current), [current]);
  return (
    <FormField id={id} label="Time zone" hint={TIME_ZONE_HINT} error={error} className={className}>
      {(control) => (
        <select {...control} className="field-input" {...registration}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
