import { useId, type ReactNode } from 'react';
import { FieldErrorText } from './form-field.tsx';

/**
 * One choice among a few, as radio buttons on cards a finger can hit (44 px tall): a fieldset
 * with its legend, an optional hint and the error, each tied to the group.
 */
export function RadioCards<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
  name,
  hint,
  error,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  grid = 'grid gap-2 sm:grid-cols-2',
}: {
  legend: ReactNode;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | '';
  onChange: (value: T) => void;
  /** The radio buttons' name (one is made when left out). */
  name?: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** The cards' layout. */
  grid?: string;
}) {
  const ownName = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].join(' ').trim();
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="field-label">{legend}</legend>
      <div className={grid}>
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 has-checked:border-primary has-checked:bg-tint"
          >
            <input
              type="radio"
              name={name ?? ownName}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-5 w-5 shrink-0 accent-primary"
            />
            {labels[option]}
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldErrorText id={errorId} message={error} />
    </fieldset>
  );
}
