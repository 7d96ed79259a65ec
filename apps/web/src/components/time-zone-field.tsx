import { useLingui } from '@lingui/react/macro';
import { useMemo, type FocusEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useHydrated } from '../lib/use-hydrated.tsx';
import { timeZoneLabel, timeZoneOptions, UTC } from '../lib/time-zones.ts';
import { FormField } from './form-field.tsx';

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
  // The server's list of zones and its clock are not the browser's: rendered on the server
  // (sign-up), the list holds UTC alone until hydrated, then the browser's zones in a new
  // element, which the form fills with its value again.
  const { t } = useLingui();
  const hydrated = useHydrated();
  const options = useMemo(
    () => (hydrated ? timeZoneOptions(current) : [{ value: UTC, label: timeZoneLabel(UTC) }]),
    [hydrated, current],
  );
  return (
    <FormField
      id={id}
      label={t`Time zone`}
      hint={t`Class times are shown on this clock.`}
      error={error}
      className={className}
    >
      {(control) => (
        <select
          key={hydrated ? 'browser' : 'server'}
          {...control}
          className="field-input"
          {...registration}
        >
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
