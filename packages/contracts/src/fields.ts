import { z } from 'zod';

/**
 * Field builders that speak in the messages the spec's screens show (Laravel's wording),
 * so the server's 422 answers and the web forms read the same everywhere.
 */

type Bounds = { min?: number; max?: number };

/** PostgreSQL's `integer`: every whole number the API takes must fit one. */
export const INT_MAX = 2_147_483_647;
const INT_MIN = -2_147_483_648;

// A UTF-16 surrogate without its pair: it encodes no character at all.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when the text has a character no PostgreSQL text or JSON value can hold: NUL, or a
 * lone surrogate.
 */
export function hasUnstorableCharacters(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

export const unstorableMessage = (label: string) =>
  `The ${label} field contains characters that are not allowed.`;

function isMissing(input: unknown): boolean {
  return input === undefined || input === null;
}

/** A string, with Laravel's words for a missing value and for a value of another type. */
function string(label: string) {
  return z
    .string({
      error: (issue) =>
        isMissing(issue.input)
          ? `The ${label} field is required.`
          : `The ${label} field must be a string.`,
    })
    .refine((value) => !hasUnstorableCharacters(value), { error: unstorableMessage(label) });
}

/** A required text field, trimmed, with length bounds. */
export function text(label: string, { min = 1, max = 255 }: Bounds = {}) {
  return string(label)
    .trim()
    .min(Math.max(min, 1), {
      error:
        min > 1
          ? `The ${label} field must be at least ${min} characters.`
          : `The ${label} field is required.`,
    })
    .max(max, { error: `The ${label} field must not be greater than ${max} characters.` });
}

/** An optional text field: missing, blank or only spaces is '' (no text). */
export function optionalText(label: string, max: number) {
  return z
    .union([
      z
        .string()
        .trim()
        .length(0)
        .transform(() => ''),
      text(label, { max }),
    ])
    .optional()
    .default('');
}

/** A required e-mail address, trimmed and lower-cased (addresses compare case-insensitively). */
export function email(label = 'email') {
  return string(label)
    .trim()
    .min(1, { error: `The ${label} field is required.` })
    .max(254, { error: `The ${label} field must not be greater than 254 characters.` })
    .pipe(z.email({ error: `The ${label} field must be a valid email address.` }))
    .transform((value) => value.toLowerCase());
}

/**
 * A password's length. Composition rules (a digit, a capital) push people to worse habits; the
 * server refuses common, leaked and easily guessed passwords instead, with a dictionary that
 * stays out of the web bundle (apps/api/src/modules/auth/password-strength.ts).
 */
export function password(label = 'password') {
  return string(label)
    .min(1, { error: `The ${label} field is required.` })
    .min(8, { error: `The ${label} field must be at least 8 characters.` })
    .max(128, { error: `The ${label} field must not be greater than 128 characters.` });
}

/**
 * Accepts a whole number given as a number or as a string of digits (HTML forms send strings);
 * without bounds of its own it still has to fit a database integer.
 */
export function integer(label: string, { min = INT_MIN, max = INT_MAX }: Bounds = {}) {
  const schema = z
    .int({
      error: (issue) =>
        isMissing(issue.input) || issue.input === ''
          ? `The ${label} field is required.`
          : `The ${label} field must be an integer.`,
    })
    .min(min, { error: `The ${label} field must be at least ${min}.` })
    .max(max, { error: `The ${label} field must not be greater than ${max}.` });
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    schema,
  );
}

/** A phone number as people type it: digits, spaces and + - ( ). */
export function phone(label: string) {
  return text(label, { max: 20 }).pipe(
    z
      .string()
      .min(6, { error: `The ${label} field must be at least 6 characters.` })
      .regex(/^[0-9 +\-()]+$/, {
        error: `The ${label} field may only contain digits, spaces and + - ( ).`,
      }),
  );
}

export const GENDERS = [0, 1, 2] as const;
type Gender = (typeof GENDERS)[number];

/** What each gender code reads as, in the order the forms offer them. */
export const GENDER_LABELS: readonly { value: Gender; label: string }[] = [
  { value: 1, label: 'Male' },
  { value: 2, label: 'Female' },
  { value: 0, label: 'Prefer not to say' },
];

/** Gender codes of the spec: 1 male, 2 female, 0 prefer not to say. */
export function gender(label = 'gender') {
  return integer(label).pipe(
    z.union([z.literal(0), z.literal(1), z.literal(2)], {
      error: `The selected ${label} is invalid.`,
    }),
  );
}

/**
 * The canonical IANA name of a time zone the runtime's tz database knows ('africa/cairo' →
 * 'Africa/Cairo', 'US/Eastern' → 'America/New_York'), or null. Offsets such as '+05:00' are
 * not zones: they do not follow a country's clock changes.
 */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** An IANA time zone name, returned in its canonical spelling. */
export function timeZone(label = 'time zone') {
  return text(label, { max: 64 }).transform((value, context) => {
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    context.addIssue({ code: 'custom', message: `The ${label} field must be a valid time zone.` });
    return z.NEVER;
  });
}

/** ISO weekdays (1 = Monday … 7 = Sunday), each once, at least one: a weekly plan's days. */
export const weekdays = () =>
  z
    .array(integer('day', { min: 1, max: 7 }), { error: 'Choose at least one day.' })
    .min(1, { error: 'Choose at least one day.' })
    .max(7, { error: 'Choose at most seven days.' })
    .refine((days) => new Set(days).size === days.length, { error: 'Each day may be chosen once.' })
    .transform((days) => [...days].sort((a, b) => a - b));

/** A wall-clock time, 'HH:MM' from 00:00 to 23:59. */
export const wallTime = (label = 'start time') =>
  z
    .string({ error: `The ${label} field is required.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `The ${label} must look like 18:30.` });
