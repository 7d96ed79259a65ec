import { get, set } from 'react-hook-form';
import { isoToLocalInput, localInputToIso } from '../../utils/datetime.ts';
import type { FieldConfig } from '../resource-config.ts';

export type FormValues = Record<string, unknown>;
export type FormMode = 'create' | 'edit';

/** The fields a form shows when creating or editing, less those the screen fixes itself. */
export function visibleFields(
  fields: readonly FieldConfig[],
  mode: FormMode,
  fixed: Record<string, unknown> = {},
): FieldConfig[] {
  return fields.filter((field) => (!field.only || field.only === mode) && !(field.name in fixed));
}

/** The fields in play for these values: those without a condition, and those whose it meets. */
export function activeFields(fields: readonly FieldConfig[], values: FormValues): FieldConfig[] {
  return fields.filter((field) => !field.when || field.when(values));
}

/** Whether the field is a value of the form (a picker that fills others is not). */
export const holdsValue = (field: FieldConfig) => field.kind !== 'ayahRange';

function emptyValue(field: FieldConfig): unknown {
  if (field.kind === 'checkbox') return false;
  if (field.kind === 'lines' || field.kind === 'checkboxes') return [];
  return '';
}

/** A record's values as its form's inputs hold them (strings, booleans, lists of lines). */
function toInputValue(field: FieldConfig, value: unknown): unknown {
  if (value === null || value === undefined) return emptyValue(field);
  switch (field.kind) {
    case 'checkbox':
      return Boolean(value);
    case 'lines':
    case 'checkboxes':
      return Array.isArray(value) ? value.map(String) : [];
    case 'datetime':
      return isoToLocalInput(String(value));
    case 'password':
      // Never shown back; left blank, it is not changed.
      return '';
    default:
      return String(value);
  }
}

// A dotted field name (`grade_labels.good`) reaches into an object, as react-hook-form reads
// and writes it (its own `get` and `set`).

/** The form's starting values: the record's when editing, each field's initial one otherwise. */
export function initialFormValues(
  fields: readonly FieldConfig[],
  record?: Record<string, unknown> | null,
): FormValues {
  const values: FormValues = {};
  for (const field of fields.filter(holdsValue)) {
    if (record) {
      set(values, field.name, toInputValue(field, get(record, field.name)));
    } else {
      const initial = typeof field.initial === 'function' ? field.initial() : field.initial;
      set(
        values,
        field.name,
        initial === undefined ? emptyValue(field) : toInputValue(field, initial),
      );
    }
  }
  return values;
}

/**
 * What the form sends, before the shared schema checks it: local times become instants,
 * blank lines go, optional fields left empty are left out (so PATCH does not touch them),
 * as are fields whose condition the values do not meet, and the values the screen fixes (the
 * subscription of a new class) are added.
 */
export function prepareValues(
  fields: readonly FieldConfig[],
  values: FormValues,
  fixed: Record<string, unknown> = {},
): FormValues {
  const prepared: FormValues = {};
  for (const field of activeFields(fields, values).filter(holdsValue)) {
    let value: unknown = get(values, field.name);
    if (field.kind === 'datetime' && typeof value === 'string') value = localInputToIso(value);
    if (field.kind === 'lines' && Array.isArray(value)) {
      value = value.map((line) => String(line).trim()).filter((line) => line !== '');
    }
    if (field.optional && (value === '' || value === undefined || value === null)) continue;
    set(prepared, field.name, value);
  }
  return { ...prepared, ...fixed };
}
