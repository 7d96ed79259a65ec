import { ApiError, firstFieldErrors } from './api-client.ts';

export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again later.';

/** What a failed submit means for a form: a message per known field, or one general message. */
export interface ServerErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  general?: string;
}

/**
 * Reads a failed submit the way the spec's forms show it (§5, §8): a 422 gives the first
 * message of each field the form has; anything else (or a 422 about no field on the form)
 * gives one general message — the server's own words when `useServerMessage` allows and
 * it sent any, else `fallback`.
 */
export function readServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  { fallback = UNEXPECTED_ERROR, useServerMessage = true } = {},
): ServerErrors<F> {
  const serverMessage =
    useServerMessage && error instanceof ApiError && error.message ? error.message : fallback;
  if (!(error instanceof ApiError) || !error.isValidation) {
    return { fields: {}, general: serverMessage };
  }
  const known: Partial<Record<F, string>> = {};
  for (const [field, message] of Object.entries(firstFieldErrors(error))) {
    if ((fields as readonly string[]).includes(field)) known[field as F] = message;
  }
  if (Object.keys(known).length === 0) {
    return { fields: {}, general: error.message || fallback };
  }
  return { fields: known };
}
