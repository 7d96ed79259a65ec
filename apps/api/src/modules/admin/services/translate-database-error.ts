import { CLASS_CLASH } from '@iqra/contracts';
import { Conflict, ValidationFailed } from '../../../lib/errors.ts';
import { databaseErrorOf } from '../../../lib/pg-errors.ts';

/**
 * Unique and foreign-key violations that slip past the services' checks, said per field; a
 * tutor's overlapping classes (the exclusion constraint) as a 409.
 */
export function translateDatabaseError(error: unknown): never {
  const { code, constraint = '' } = databaseErrorOf(error) ?? {};
  if (code === '23505') {
    const field = constraint.includes('email') ? 'email' : 'slug';
    throw ValidationFailed.field(field, `The ${field} has already been taken.`);
  }
  if (code === '23P01') throw new Conflict(CLASS_CLASH);
  if (code === '23503') {
    throw ValidationFailed.field('body', 'A record this one refers to does not exist.');
  }
  throw error;
}
