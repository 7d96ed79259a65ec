import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FieldErrorText } from '../../../../components/form-field.tsx';
import { wordsIn, type FieldConfig } from '../resource-config.ts';

/**
 * A field of several controls (radio buttons, a search and its matches): its label as the
 * legend, then the controls, its hint and its error, which the group is described by (with
 * `describedBy`, more lines of the field's own).
 */
export function FieldFieldset({
  field,
  id,
  error,
  describedBy = [],
  children,
}: {
  field: FieldConfig;
  id: string;
  error: string | undefined;
  describedBy?: string[];
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the ids of the hint and the error
  const described = [...describedBy, field.hint && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset aria-describedby={described || undefined}>
      <legend className="field-label">{wordsIn(i18n, field.label)}</legend>
      {children}
      {field.hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {wordsIn(i18n, field.hint)}
        </p>
      )}
      <FieldErrorText id={`${id}-error`} message={error} />
    </fieldset>
  );
}
