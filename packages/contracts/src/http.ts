import { z } from 'zod';

/** Lists are `{ data: [...] }`, one item `{ data: {...} }` (docs/api.md, Conventions). */
export function listOf<T extends z.ZodType>(item: T) {
  return z.strictObject({ data: z.array(item) });
}
export function one<T extends z.ZodType>(item: T) {
  return z.strictObject({ data: item });
}
export type List<T> = { data: T[] };
export type One<T> = { data: T };

/** Laravel's 422 shape, which the spec's screens read: first message per field. */
export const validationErrorSchema = z.strictObject({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;

export const MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  tooMany: 'Too many attempts. Please try again later.',
  tooLarge: 'The request is too large.',
  badRequest: 'The request could not be read.',
  server: 'Server error.',
  unavailable: 'Unavailable for a moment. Please try again shortly.',
  paidMonth:
    'This class is in a month already paid to its tutor, so it can no longer change. Ask staff to note it on the next month instead.',
  zoneAfterPaidMonths:
    'Tutors have been paid for months of the school’s calendar in this time zone, so it can no longer change: their months would move.',
} as const;
