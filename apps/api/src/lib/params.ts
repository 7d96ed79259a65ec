import { INT_MAX, SLUG_PATTERN } from '@iqra/contracts';
import { NotFound } from './errors.ts';

/** A record's id as the URL gives it: a database integer, a UUID, or a slug. */
export type Id = number | string;
export type IdKind = 'int' | 'slug' | 'uuid';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A positive database integer written in digits, or undefined. */
export function toIntId(raw: string): number | undefined {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= INT_MAX ? id : undefined;
}

/**
 * The id a path names, or 404: a malformed id names no record, and never reaches the
 * database (or the response cache, where every odd string would become a key).
 */
export function parseId(raw: string, kind: 'int'): number;
export function parseId(raw: string, kind: 'slug' | 'uuid'): string;
export function parseId(raw: string, kind?: IdKind): Id;
export function parseId(raw: string, kind: IdKind = 'int'): Id {
  if (kind === 'int') {
    const id = toIntId(raw);
    if (id === undefined) throw new NotFound();
    return id;
  }
  if (kind === 'uuid') {
    if (!UUID_PATTERN.test(raw)) throw new NotFound();
    return raw.toLowerCase();
  }
  if (raw.length > 100 || !SLUG_PATTERN.test(raw)) throw new NotFound();
  return raw;
}
