import { Trans, useLingui } from '@lingui/react/macro';
import { useController, type FieldErrors } from 'react-hook-form';
import { moveItem } from '../../utils/reorder.ts';
import type { FormValues } from '../form/form-values.ts';
import { MoveButtons } from '../move-buttons.tsx';
import { iconButton, smallButton } from '../ui.ts';
import { FieldErrorText } from '../../../../components/form-field.tsx';
import { fieldLabel, inputLanguage, wordsIn } from '../resource-config.ts';
import type { InputProps } from './input-props.ts';

type LineErrors = { message?: string } & Record<number, { message?: string } | undefined>;

/** One line: its input, Move up, Move down and Remove, and its own error. */
function Line({
  id,
  label,
  index,
  count,
  value,
  error,
  onChange,
  onMove,
  onRemove,
  language,
}: {
  /** The input's language and direction (an Arabic twin's). */
  language: ReturnType<typeof inputLanguage>;
  id: string;
  label: string;
  index: number;
  count: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const line = index + 1;
  return (
    <li>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="sr-only">
          <Trans>
            {label}, line {line}
          </Trans>
        </label>
        <input
          id={id}
          className="field-input min-w-0 flex-1 basis-48"
          value={value}
          {...language}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <MoveButtons
          up={t`Move line ${line} up`}
          down={t`Move line ${line} down`}
          index={index}
          count={count}
          onMove={onMove}
        />
        <button
          type="button"
          className={iconButton}
          aria-label={t`Remove line ${line}`}
          onClick={onRemove}
        >
          <i className="pi pi-trash" aria-hidden />
        </button>
      </div>
      <FieldErrorText id={`${id}-error`} message={error} />
    </li>
  );
}

/** A list of short lines (a tier's features): add, remove and move each. */
export function LinesInput({
  field,
  form,
  id,
  errors,
}: Omit<InputProps, 'error'> & { errors: FieldErrors<FormValues> }) {
  const { i18n } = useLingui();
  const label = fieldLabel(i18n, field);
  const { field: lines } = useController({ control: form.control, name: field.name });
  const value = (lines.value as string[] | undefined) ?? [];
  const own = errors[field.name] as LineErrors | undefined;
  return (
    <fieldset>
      <legend className="field-label">{label}</legend>
      {field.hint && <p className="-mt-1 mb-2 text-sm text-muted">{wordsIn(i18n, field.hint)}</p>}
      <ol className="space-y-2">
        {value.map((line, index) => (
          <Line
            key={index}
            id={`${id}-${index}`}
            label={label}
            language={inputLanguage(field)}
            index={index}
            count={value.length}
            value={line}
            error={own?.[index]?.message}
            onChange={(text) => lines.onChange(value.map((old, at) => (at === index ? text : old)))}
            onMove={(from, to) => lines.onChange(moveItem(value, from, to))}
            onRemove={() => lines.onChange(value.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
      <button
        type="button"
        className={`${smallButton} mt-2`}
        onClick={() => lines.onChange([...value, ''])}
      >
        <i className="pi pi-plus" aria-hidden />{' '}
        <Trans>
          Add a line<span className="sr-only"> to {label}</span>
        </Trans>
      </button>
      <FieldErrorText message={own?.message} />
    </fieldset>
  );
}
