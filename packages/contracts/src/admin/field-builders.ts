import { z } from 'zod';
import { integer, text } from '../fields.ts';

// The fields of the back office's forms, each with the message a staff member reads.

export const boolean = (label: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: `The ${label} field must be true or false.` }),
  );

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slug = (label = 'slug') =>
  text(label, { max: 100 }).regex(SLUG_PATTERN, {
    error: `The ${label} may only contain lower-case letters, digits and single dashes.`,
  });

/** An image on this site: a path under /images/ (shipped) or /uploads/ (uploaded by staff). */
export const IMAGE_PATH_PATTERN = /^\/(images|uploads)\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/;
export const imagePath = (label: string) =>
  text(label, { max: 500 }).regex(IMAGE_PATH_PATTERN, {
    error: `The ${label} must be an image uploaded here (a path starting /uploads/ or /images/).`,
  });

/**
 * The Arabic of a text staff write (decision 043): optional, and blank is none (null), so that
 * the English shows in its place; its messages name it "<label> in Arabic".
 */
export const arabicText = (label: string, { max }: { max: number }) =>
  z
    .union([
      z
        .string()
        .trim()
        .length(0)
        .transform(() => null),
      text(`${label} in Arabic`, { max }),
    ])
    .nullable()
    .optional();

/** What a row says of an Arabic twin: its text, or null while there is none. */
export const arabicRead = () => z.string().nullable();

export const position = () => integer('position', { min: 0, max: 1_000_000 });

/** Dollars with at most two decimals (cents are stored). */
export const price = (label = 'price') =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ''
            ? `The ${label} field is required.`
            : `The ${label} field must be a number.`,
      })
      .min(0, { error: `The ${label} field must be at least 0.` })
      .max(100_000, { error: `The ${label} field must not be greater than 100000.` })
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
        error: `The ${label} field must have at most two decimal places.`,
      }),
  );

/** The most a sum of money typed in a form may be, in the currency's major unit. */
const AMOUNT_MAX = 1_000_000;

/** What is wrong with a sum of money as typed (`amount` below), or undefined when nothing is. */
function amountProblem(label: string, value: string): string | undefined {
  if (value === '') return `The ${label} field is required.`;
  if (!/^-?\d+(\.\d+)?$/.test(value)) return `The ${label} field must be a number.`;
  if (/\.\d{3,}$/.test(value)) return `The ${label} field must have at most two decimal places.`;
  if (Number(value) <= 0) return `The ${label} field must be greater than 0.`;
  if (Number(value) > AMOUNT_MAX) {
    return `The ${label} field must not be greater than ${AMOUNT_MAX}.`;
  }
  return undefined;
}

/**
 * A sum of money more than 0, in the currency's major unit with at most two decimals, as a
 * decimal string (`"12.50"`, as PayPal writes amounts): kept as typed, trimmed, so that the
 * server turns it into minor units without a float's rounding on the way.
 */
export const amount = (label = 'amount') =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `The ${label} field is required.`
          : `The ${label} field must be a string.`,
    })
    .trim()
    .superRefine((value, context) => {
      const problem = amountProblem(label, value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

export const isoDateTime = (label: string) =>
  z.iso.datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? `The ${label} field is required.`
        : `The ${label} field must be a valid date and time.`,
  });

/** A link learners open: http or https only. */
export const webLink = (label = 'link') =>
  text(label, { max: 2000 }).refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { error: `The ${label} field must be a valid URL starting with https:// or http://.` },
  );

export const id = (label: string) => integer(label, { min: 1, max: 2_147_483_647 });

/** Partial for PATCH: every field optional, none unknown. */
export function patchOf<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape).partial();
}
