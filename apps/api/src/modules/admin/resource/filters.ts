import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ValidationFailed } from '../../../lib/errors.ts';
import { toIntId } from '../../../lib/params.ts';

/**
 * A filter: its query value (and its name, for the 422) to a condition, at `now` on the
 * school's clock for those that depend on the time.
 */
export type Filter = (value: string, name: string, now: Date) => SQL;

/** 422 on `field` unless `value` is one of `allowed`. */
export function assertOneOf(field: string, allowed: readonly string[], value: string): void {
  if (!allowed.includes(value)) {
    throw ValidationFailed.field(field, `The selected ${field} is invalid.`);
  }
}

/** The id a filter's value names, or 422 on the filter (`name`) when it is not an id. */
export function filterId(label: string, value: string, name: string): number {
  const id = toIntId(value);
  if (id === undefined) throw ValidationFailed.field(name, `The ${label} filter must be an id.`);
  return id;
}

/** Rows whose `column` is the id given, or 422 on the filter when it is not an id. */
export function idFilter(label: string, column: AnyColumn): Filter {
  return (value, name) => eq(column, filterId(label, value, name));
}

/** Rows whose `column` is the value given, one of `allowed`, or 422 on the filter. */
export function enumFilter(allowed: readonly string[], column: AnyColumn | SQL): Filter {
  return (value, name) => {
    assertOneOf(name, allowed, value);
    return sql`${column} = ${value}`;
  };
}
