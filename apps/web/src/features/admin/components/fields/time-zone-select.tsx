import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../../components/form-field.tsx';
import { timeZoneOptions } from '../../utils/datetime.ts';
import type { Option, OptionSource } from '../resource-config.ts';

/** "America/New_York" as people read it: "America/New York". */
export const zoneName = (zone: string) => zone.replace(/_/g, ' ');

let zoneOptions: Option[] | undefined;

/** Every zone the browser knows, as a select field's options (a tutor's zone), read once. */
export const TIME_ZONE_OPTIONS: OptionSource = {
  get options() {
    return (zoneOptions ??= timeZoneOptions().map((zone) => ({
      value: zone,
      label: zoneName(zone),
    })));
  },
};

/** A time zone select in a hand-made form (a weekly series, a weekly plan). */
export function TimeZoneSelect({
  id,
  label,
  hint,
  placeholder,
  error,
  registration,
}: {
  id: string;
  /** Already in the page's language ("Time zone" otherwise). */
  label?: string;
  hint?: string;
  /** An empty first choice, for a zone that may be left to the server. */
  placeholder?: string;
  error: string | undefined;
  /** `register('time_zone')` of the form. */
  registration: UseFormRegisterReturn;
}) {
  const { t } = useLingui();
  const zones = useMemo(timeZoneOptions, []);
  return (
    <FormField id={id} label={label ?? t`Time zone`} error={error} hint={hint}>
      {(control) => (
        <select {...control} className="field-input" {...registration}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zoneName(zone)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
