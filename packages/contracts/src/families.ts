import { z } from 'zod';
import { gender, integer, optionalText, text, timeZone } from './fields.ts';

// Families: a parent (guardian) adds children, who learn without a sign-in of their own; the
// parent pays, follows their classes and progress, and is mailed about them.

/** A family has at most this many children. */
export const MAX_CHILDREN = 12;

export const CONSENT_REQUIRED =
  'Please confirm that you agree to the school keeping your child’s details and teaching them.';
export const TOO_MANY_CHILDREN = `A family may have at most ${MAX_CHILDREN} children.`;

/**
 * A child is mailed directly only when surely 13 or over: with a year of birth alone, that is
 * from the year they turn 14 (a child born in 2013 may still be 12 on 31 December 2026).
 */
export const DIRECT_MAIL_AGE = 13;

/** How old a child is, or turns, in `year`. */
export const ageInYear = (birthYear: number, year: number) => year - birthYear;

/** Whether a child born in `birthYear` is surely `DIRECT_MAIL_AGE` or over in `year`. */
export const surelyOldEnoughForMail = (birthYear: number, year: number) =>
  ageInYear(birthYear, year) > DIRECT_MAIL_AGE;

const childShape = {
  firstName: text('first name'),
  lastName: optionalText('last name', 255),
  /** The API also refuses a year after this one, or more than 100 years ago. */
  birth_year: integer('year of birth', { min: 1900, max: 2200 }),
  gender: gender(),
};

/** `POST /api/family/children`: the parent adds a child, agreeing to the school's terms for them. */
export const childCreateSchema = z.strictObject({
  ...childShape,
  /** The parent's own zone when left out. */
  time_zone: timeZone().optional(),
  consent: z.literal(true, { error: CONSENT_REQUIRED }),
});
export type ChildCreateInput = z.input<typeof childCreateSchema>;

/** `PATCH /api/family/children/:id`: what the parent may change; each part optional. */
export const childUpdateSchema = z.strictObject({
  firstName: childShape.firstName.optional(),
  /** '' clears it. */
  lastName: z
    .string({ error: 'The last name field must be a string.' })
    .trim()
    .max(255, { error: 'The last name field must not be greater than 255 characters.' })
    .optional(),
  birth_year: childShape.birth_year.optional(),
  gender: childShape.gender.optional(),
  time_zone: timeZone().optional(),
});
export type ChildUpdateInput = z.input<typeof childUpdateSchema>;

export const childSchema = z.strictObject({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  birth_year: z.number(),
  /** How old they are, or turn, this year. */
  age: z.number(),
  gender: z.number(),
  /** Null while neither the parent nor the child has a zone (times then show on the class's). */
  time_zone: z.string().nullable(),
  /** When the parent agreed to the school keeping the child's details and teaching them. */
  consent_at: z.iso.datetime(),
  /** Whether the child signs in with an address of their own. */
  has_sign_in: z.boolean(),
});
export type Child = z.infer<typeof childSchema>;

/** `GET /api/family`: the parent's children, eldest first. */
export const familySchema = z.strictObject({ children: z.array(childSchema) });
export type Family = z.infer<typeof familySchema>;
