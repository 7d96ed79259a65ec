import { useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import { FormField } from '../../../../components/form-field.tsx';
import { wordsIn } from '../resource-config.ts';
import type { InputProps } from './input-props.ts';
import { OptionList, useOptions } from './options.tsx';

export function SelectInput({ field, form, id, error }: InputProps) {
  const { i18n, t } = useLingui();
  const { options, loading } = useOptions(field.source);
  const empty = loading ? t`Loading…` : field.optional ? '—' : t`Choose…`;
  return (
    <FormField
      id={id}
      label={wordsIn(i18n, field.label)}
      error={error}
      hint={field.hint && wordsIn(i18n, field.hint)}
    >
      {(control) => (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: input }) => (
            // Controlled, so the chosen value shows even when the options arrive later.
            <select
              {...control}
              ref={input.ref}
              name={input.name}
              value={String(input.value ?? '')}
              onChange={(event) => input.onChange(event.target.value)}
              onBlur={input.onBlur}
              className="field-input"
              aria-busy={loading}
            >
              <option value="">{empty}</option>
              <OptionList options={options} />
            </select>
          )}
        />
      )}
    </FormField>
  );
}
