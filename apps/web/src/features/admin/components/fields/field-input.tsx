import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { get, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { FormField, TextField } from '../../../../components/form-field.tsx';
import { browserTimeZone } from '../../utils/datetime.ts';
import type { FormValues } from '../form/form-values.ts';
import { fieldLabel, inputLanguage, wordsIn, type FieldConfig } from '../resource-config.ts';
import { FieldErrorText } from '../../../../components/form-field.tsx';
import { FieldFieldset } from './fieldset.tsx';
import { ImageInput } from './image-input.tsx';
import { LearnerPickerInput } from './learner-picker-input.tsx';
import type { InputProps } from './input-props.ts';
import { LinesInput } from './lines-input.tsx';
import { useOptions } from './options.tsx';
import { SelectInput } from './select-input.tsx';

// The range picker brings the Quran's structure (surahs, juz): only the forms that have one load it.
const AyahRangeInput = lazy(() =>
  import('./ayah-range-input.tsx').then((m) => ({ default: m.AyahRangeInput })),
);

/** The message of a field's error, or of the first line in error for a list of lines. */
export function fieldError(errors: FieldErrors<FormValues>, name: string): string | undefined {
  const error = get(errors, name) as
    { message?: string; [index: number]: { message?: string } | undefined } | undefined;
  if (!error) return undefined;
  if (error.message) return error.message;
  const lines = Object.values(error as object) as ({ message?: string } | undefined)[];
  return lines.find((line) => line?.message)?.message;
}

function CheckboxInput({ field, form, id, error }: InputProps) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col justify-center">
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          id={id}
          type="checkbox"
          className="h-5 w-5 accent-primary"
          aria-describedby={field.hint ? `${id}-hint` : undefined}
          {...form.register(field.name)}
        />
        {wordsIn(i18n, field.label)}
      </label>
      {field.hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {wordsIn(i18n, field.hint)}
        </p>
      )}
      <FieldErrorText message={error} />
    </div>
  );
}

/** One of a few choices, all in sight (a class's attendance). */
function RadioInput({ field, form, id, error }: InputProps) {
  const { options } = useOptions(field.source);
  return (
    <FieldFieldset field={field} id={id} error={error}>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              className="h-5 w-5 accent-primary"
              value={option.value}
              aria-invalid={Boolean(error)}
              {...form.register(field.name)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldFieldset>
  );
}

/** Several of a few choices, all in sight (what pays a tutor): the ticked ones' values. */
function CheckboxesInput({ field, form, id, error }: InputProps) {
  const { options } = useOptions(field.source);
  return (
    <FieldFieldset field={field} id={id} error={error}>
      <div className="grid gap-x-5 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="h-5 w-5 shrink-0 accent-primary"
              value={option.value}
              aria-invalid={Boolean(error)}
              {...form.register(field.name)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldFieldset>
  );
}

function TextareaInput({ field, form, id, error }: InputProps) {
  const { i18n } = useLingui();
  return (
    <FormField
      id={id}
      label={fieldLabel(i18n, field)}
      error={error}
      hint={field.hint && wordsIn(i18n, field.hint)}
    >
      {(control) => (
        <textarea
          {...control}
          rows={4}
          className="field-input"
          {...inputLanguage(field)}
          {...form.register(field.name)}
        />
      )}
    </FormField>
  );
}

function NumberInput({ field, form, id, error }: InputProps) {
  const { i18n, t } = useLingui();
  const price = field.kind === 'price';
  const label = wordsIn(i18n, field.label);
  const currency = field.currency;
  const priced = currency ? t`${label} (${currency})` : t`${label} (USD)`;
  return (
    <TextField
      id={id}
      label={price ? priced : label}
      error={error}
      hint={field.hint && wordsIn(i18n, field.hint)}
      type="number"
      inputMode={price ? 'decimal' : 'numeric'}
      step={price ? '0.01' : '1'}
      min={0}
      {...form.register(field.name)}
    />
  );
}

const INPUT_TYPES: Partial<Record<FieldConfig['kind'], string>> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  password: 'password',
  url: 'url',
  datetime: 'datetime-local',
  date: 'date',
};

/** Text of any kind the browser has an input type for (email, tel, url, datetime-local, …). */
function TypedInput({ field, form, id, error }: InputProps) {
  const { i18n, t } = useLingui();
  const hint = field.hint && wordsIn(i18n, field.hint);
  const timeZone = browserTimeZone();
  return (
    <TextField
      id={id}
      label={fieldLabel(i18n, field)}
      error={error}
      hint={field.kind === 'datetime' ? (hint ?? t`In your time zone (${timeZone}).`) : hint}
      type={INPUT_TYPES[field.kind] ?? 'text'}
      {...inputLanguage(field)}
      autoComplete={field.autoComplete ?? (field.kind === 'password' ? 'new-password' : 'off')}
      {...form.register(field.name)}
    />
  );
}

function inputOf(props: InputProps): ReactNode {
  switch (props.field.kind) {
    case 'textarea':
      return <TextareaInput {...props} />;
    case 'number':
    case 'price':
      return <NumberInput {...props} />;
    case 'checkbox':
      return <CheckboxInput {...props} />;
    case 'select':
      return <SelectInput {...props} />;
    case 'radio':
      return <RadioInput {...props} />;
    case 'checkboxes':
      return <CheckboxesInput {...props} />;
    case 'image':
      return <ImageInput {...props} />;
    case 'learner':
      return <LearnerPickerInput {...props} />;
    case 'lines':
      return <LinesInput {...props} errors={props.form.formState.errors} />;
    case 'ayahRange':
      return (
        <Suspense
          fallback={
            <p className="text-sm text-muted">
              <Trans>Loading the surahs…</Trans>
            </p>
          }
        >
          <AyahRangeInput {...props} />
        </Suspense>
      );
    default:
      return <TypedInput {...props} />;
  }
}

/** The kinds that span both columns unless the field says otherwise. */
const WIDE_KINDS: Partial<Record<FieldConfig['kind'], true>> = {
  textarea: true,
  image: true,
  lines: true,
  radio: true,
  checkboxes: true,
  ayahRange: true,
  learner: true,
};

/** One field of a back-office form, drawn by its kind, in one column of the grid or both. */
export function FieldInput({
  field,
  form,
  idPrefix,
}: {
  field: FieldConfig;
  form: UseFormReturn<FormValues>;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${field.name}`;
  const error = fieldError(form.formState.errors, field.name);
  const wideClass = (field.wide ?? WIDE_KINDS[field.kind]) ? 'sm:col-span-2' : '';
  return <div className={wideClass}>{inputOf({ field, form, id, error })}</div>;
}
