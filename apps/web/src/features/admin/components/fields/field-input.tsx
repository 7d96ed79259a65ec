import { IMAGE_UPLOAD_MAX_BYTES } from '@iqra/contracts';
import { useState, type ReactNode } from 'react';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { FormField, TextField } from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { UNEXPECTED_ERROR } from '../../../../lib/server-errors.ts';
import { useOptionRows } from '../../api/queries.ts';
import { uploadImage } from '../../api/mutations.ts';
import { browserTimeZone } from '../../utils/datetime.ts';
import type { FormValues } from '../form/form-values.ts';
import type { FieldConfig, Option, OptionSource } from '../resource-config.ts';
import { iconButton, smallButton } from '../ui.ts';

/** The message of a field's error, or of the first line in error for a list of lines. */
export function fieldError(errors: FieldErrors<FormValues>, name: string): string | undefined {
  const error = errors[name] as
    { message?: string; [index: number]: { message?: string } | undefined } | undefined;
  if (!error) return undefined;
  if (error.message) return error.message;
  const lines = Object.values(error as object) as ({ message?: string } | undefined)[];
  return lines.find((line) => line?.message)?.message;
}

/** A select's options, fixed or read from a list; `loading` while they are on their way. */
export function useOptions(source: OptionSource | undefined): {
  options: readonly Option[];
  loading: boolean;
} {
  const path = source && 'path' in source ? source.path : '';
  const rows = useOptionRows(path, Boolean(path));
  if (!source) return { options: [], loading: false };
  if ('options' in source) return { options: source.options, loading: false };
  return {
    options: (rows.data?.data ?? []).map((row) => ({
      value: String(row.id),
      label: source.label(row),
    })),
    loading: rows.isPending,
  };
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Checks what the server would refuse anyway, so a wrong file is told at once. */
export function imageFileProblem(file: File): string | undefined {
  if (!IMAGE_TYPES.includes(file.type)) return 'The file must be a JPEG, PNG or WebP image.';
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return 'The file must not be greater than 10 MB.';
  return undefined;
}

/** The words of a failed upload: the server's 422 on `file`, else its message. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.errors.file?.[0] ?? (error.message || UNEXPECTED_ERROR);
  }
  return UNEXPECTED_ERROR;
}

function ImageInput({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (url: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const local = imageFileProblem(file);
    setProblem(local);
    if (local) return;
    setBusy(true);
    try {
      const { url } = await uploadImage(file);
      onChange(url);
    } catch (failure) {
      setProblem(uploadErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormField
      id={id}
      label={label}
      error={problem ?? error}
      hint={hint ?? 'JPEG, PNG or WebP, up to 10 MB. It is uploaded as soon as you choose it.'}
    >
      {(control) => (
        <div className="flex flex-wrap items-center gap-4">
          {value ? (
            <img
              src={value}
              alt="Preview of the chosen image"
              width={160}
              height={100}
              className="h-24 w-36 rounded-lg border border-line bg-tint object-cover"
            />
          ) : (
            <div className="flex h-24 w-36 items-center justify-center rounded-lg border border-dashed border-line bg-page text-sm text-muted">
              No image yet
            </div>
          )}
          <div className="min-w-0 flex-1 basis-52">
            <input
              {...control}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              disabled={busy}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-primary file:bg-white file:px-3 file:py-2 file:font-semibold file:text-primary"
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <p className="mt-1 break-all text-sm text-muted" aria-live="polite">
              {busy ? (
                <>
                  <i className="pi pi-spin pi-spinner mr-1" aria-hidden /> Uploading…
                </>
              ) : (
                value || 'Nothing uploaded yet.'
              )}
            </p>
          </div>
        </div>
      )}
    </FormField>
  );
}

/** A list of short lines (a tier's features): add, remove and move each. */
function LinesInput({
  id,
  name,
  label,
  hint,
  value,
  errors,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  value: string[];
  errors: FieldErrors<FormValues>;
  onChange: (lines: string[]) => void;
}) {
  const own = errors[name];
  const listError = (own as { message?: string } | undefined)?.message;
  const lineError = (index: number) =>
    (own as Record<number, { message?: string } | undefined> | undefined)?.[index]?.message;
  const move = (from: number, to: number) => {
    const next = [...value];
    const [line] = next.splice(from, 1) as [string];
    next.splice(to, 0, line);
    onChange(next);
  };
  return (
    <fieldset>
      <legend className="field-label">{label}</legend>
      {hint && <p className="-mt-1 mb-2 text-sm text-muted">{hint}</p>}
      <ol className="space-y-2">
        {value.map((line, index) => {
          const lineId = `${id}-${index}`;
          const errorText = lineError(index);
          return (
            <li key={index}>
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={lineId} className="sr-only">
                  {label}, line {index + 1}
                </label>
                <input
                  id={lineId}
                  className="field-input min-w-0 flex-1 basis-48"
                  value={line}
                  aria-invalid={Boolean(errorText)}
                  aria-describedby={errorText ? `${lineId}-error` : undefined}
                  onChange={(event) =>
                    onChange(value.map((old, at) => (at === index ? event.target.value : old)))
                  }
                />
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move line ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <i className="pi pi-arrow-up" aria-hidden />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move line ${index + 1} down`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <i className="pi pi-arrow-down" aria-hidden />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Remove line ${index + 1}`}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                >
                  <i className="pi pi-trash" aria-hidden />
                </button>
              </div>
              {errorText && (
                <p id={`${lineId}-error`} className="field-error" role="alert">
                  <i className="pi pi-exclamation-circle" aria-hidden />
                  {errorText}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={`${smallButton} mt-2`}
        onClick={() => onChange([...value, ''])}
      >
        <i className="pi pi-plus" aria-hidden /> Add a line
      </button>
      {listError && (
        <p className="field-error" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden />
          {listError}
        </p>
      )}
    </fieldset>
  );
}

function SelectInput({
  field,
  form,
  id,
  error,
}: {
  field: FieldConfig;
  form: UseFormReturn<FormValues>;
  id: string;
  error: string | undefined;
}) {
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
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        />
      )}
    </FormField>
  );
}

const INPUT_TYPES: Partial<Record<FieldConfig['kind'], string>> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  password: 'password',
  url: 'url',
  datetime: 'datetime-local',
};

/** One field of a back-office form, drawn by its kind. */
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
  const { errors } = form.formState;
  const error = fieldError(errors, field.name);
  const wide =
    (field.wide ?? ['textarea', 'image', 'lines'].includes(field.kind)) ? 'sm:col-span-2' : '';

  let input: ReactNode;
  switch (field.kind) {
    case 'textarea':
      input = (
        <FormField id={id} label={field.label} error={error} hint={field.hint}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              className="field-input"
              {...form.register(field.name)}
            />
          )}
        </FormField>
      );
      break;
    case 'number':
    case 'price':
      input = (
        <TextField
          id={id}
          label={field.kind === 'price' ? `${field.label} (USD)` : field.label}
          error={error}
          hint={field.hint}
          type="number"
          inputMode={field.kind === 'price' ? 'decimal' : 'numeric'}
          step={field.kind === 'price' ? '0.01' : '1'}
          min={0}
          {...form.register(field.name)}
        />
      );
      break;
    case 'checkbox':
      input = (
        <div className="flex flex-col justify-center">
          <label htmlFor={id} className="flex min-h-11 items-center gap-3 font-semibold">
            <input
              id={id}
              type="checkbox"
              className="h-5 w-5 accent-primary"
              aria-describedby={field.hint ? `${id}-hint` : undefined}
              {...form.register(field.name)}
            />
            {field.label}
          </label>
          {field.hint && (
            <p id={`${id}-hint`} className="text-sm text-muted">
              {field.hint}
            </p>
          )}
          {error && (
            <p className="field-error" role="alert">
              <i className="pi pi-exclamation-circle" aria-hidden />
              {error}
            </p>
          )}
        </div>
      );
      break;
    case 'select':
      input = <SelectInput field={field} form={form} id={id} error={error} />;
      break;
    case 'image':
      input = (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: image }) => (
            <ImageInput
              id={id}
              label={field.label}
              hint={field.hint}
              value={String(image.value ?? '')}
              error={error}
              onChange={(url) => {
                image.onChange(url);
                form.clearErrors(field.name);
              }}
            />
          )}
        />
      );
      break;
    case 'lines':
      input = (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: lines }) => (
            <LinesInput
              id={id}
              name={field.name}
              label={field.label}
              hint={field.hint}
              value={(lines.value as string[] | undefined) ?? []}
              errors={errors}
              onChange={lines.onChange}
            />
          )}
        />
      );
      break;
    default:
      input = (
        <TextField
          id={id}
          label={field.label}
          error={error}
          hint={
            field.kind === 'datetime'
              ? (field.hint ?? `In your time zone (${browserTimeZone()}).`)
              : field.hint
          }
          type={INPUT_TYPES[field.kind] ?? 'text'}
          autoComplete={field.autoComplete ?? (field.kind === 'password' ? 'new-password' : 'off')}
          {...form.register(field.name)}
        />
      );
  }
  return <div className={wide}>{input}</div>;
}
