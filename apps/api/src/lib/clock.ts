/**
 * The school's "now": the one moment classes, plans, credits, subscriptions and reminders are
 * decided by (decision 021). Domain code reads it from here, never from `new Date()` or the
 * database's `now()`, so that a test can set it and the API and the test agree on it.
 */
export interface Clock {
  now(): Date;
}

/** The machine's clock: what the server runs on. */
export const systemClock: Clock = { now: () => new Date() };
