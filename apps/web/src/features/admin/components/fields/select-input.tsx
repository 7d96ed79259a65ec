import { Controller } from 'react-hook-form';
import { FormField } from '../../../../components/form-field.tsx';
import type { InputProps } from './input-props.ts';
import { OptionList, useOptions } from './options.tsx';

export function SelectInput({ field, form, id, error }: InputProps) {
  const { options, loading } = useOptions(field.source);
  return (
    <FormField id={id} label={field.label} error={error} hint={field.hint}>
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
              <option value="">{loading ? 'Loading…' : field.optional ? '—' : 'Choose…'}</option>
              <OptionList options={options} />
            </select>
          )}
        />
      )}
    </FormField>
  );
}
