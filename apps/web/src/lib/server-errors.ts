import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ENGLISH_I18N } from './english.ts';
import { ApiError, firstFieldErrors } from './api-client.ts';

/** The usual apology for a failure the server did not explain. */
export const UNEXPECTED_ERROR_MESSAGE = msg`An unexpected error occurred. Please try again later.`;

/** The apology in English (what the functions below fall back to when given no other words). */
export const UNEXPECTED_ERROR = ENGLISH_I18N._(UNEXPECTED_ERROR_MESSAGE);

/** The apology in the page's language: pass it as `fallback` to the functions below. */
export function useUnexpectedError(): string {
  const { i18n } = useLingui();
  return i18n._(UNEXPECTED_ERROR_MESSAGE);
}

/** A failed action's words: the server's own (a 409 says why) or the usual apology. */
export const serverMessage = (error: unknown, fallback: string = UNEXPECTED_ERROR): string =>
  error instanceof ApiError && error.message ? error.message : fallback;

/** What a failed submit means for a form: a message per known field, or one general message. */
export interface ServerErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  general?: string;
}

/**
 * Reads a failed submit the way the spec's forms show it: a 422 gives the first
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

/**
 * Puts a failed submit on a react-hook-form form: each field's message under it, any other
 * message as the form's general error (`root.server`). With `focusFirst`, the first field in
 * error gets focus.
 */
export function showServerErrors<T extends FieldValues, F extends FieldPath<T>>(
  error: unknown,
  fields: readonly F[],
  setError: UseFormSetError<T>,
  options: { fallback?: string; useServerMessage?: boolean; focusFirst?: boolean } = {},
): void {
  const { fields: messages, general } = readServerErrors(error, fields, options);
  let first = true;
  for (const field of fields) {
    const message = messages[field];
    if (!message) continue;
    setError(
      field,
      { type: 'server', message },
      { shouldFocus: Boolean(options.focusFirst) && first },
    );
    first = false;
  }

  if (general) setError('root.server', { type: 'server', message: general });
}
