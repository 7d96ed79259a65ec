import { sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';

/**
 * now() + a duration, on the database's clock: the one leases and schedules are compared
 * with, whichever instance wrote them.
 */
export const fromNow = (length: Temporal.Duration) =>
  sql`now() + make_interval(secs => ${length.total('seconds')})`;
