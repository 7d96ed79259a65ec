import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from '../form/form-values.ts';
import type { FieldConfig } from '../resource-config.ts';

/** What each kind of input gets from FieldInput. */
export interface InputProps {
  field: FieldConfig;
  form: UseFormReturn<FormValues>;
  id: string;
  error: string | undefined;
}
