import { adminListQuerySchema } from '@iqra/contracts';
import { parseInput } from '../../../lib/errors.ts';
import type { ListParams } from './definition.ts';

/**
 * Reads `?page=&per_page=&q=&sort=`; everything else is a filter for the resource to read.
 * `now` is the school's moment the list is read at.
 */
export function parseListParams(query: unknown, now: Date): ListParams {
  const raw = (query ?? {}) as Record<string, unknown>;
  const { page, per_page, q, sort, ...rest } = raw;
  const parsed = parseInput(adminListQuerySchema, { page, per_page, q, sort });
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (typeof value === 'string' && value !== '') filters[key] = value;
  }
  return {
    page: parsed.page ?? 1,
    perPage: parsed.per_page ?? 25,
    q: parsed.q || undefined,
    sort: parsed.sort,
    filters,
    now,
  };
}
