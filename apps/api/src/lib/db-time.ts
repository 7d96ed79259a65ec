import { sql } from 'drizzle-orm';
import type { Duration } from 'luxon';

/**
 * now() + a duration, on the database's clock: the one leases and schedules are compared
 * with, whichever instance wrote them.
 */
export const fromNow = (duration: Duration) =>
  sql`now() + make_interval(secs => ${duration.as('seconds')})`;
