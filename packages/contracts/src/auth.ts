import { z } from 'zod';
import {
  canonicalTimeZone,
  email,
  gender,
  integer,
  password,
  phone,
  text,
  timeZone,
} from './fields.ts';
import { DIGITS, LANGUAGES } from './languages.ts';

export const registerSchema = z.object({
  firstName: text('first name', { max: 100 }),
  lastName: text('last name', { max: 100 }),
  gender: gender(),
  phone: phone('phone'),
  whatsapp: phone('whatsapp'),
  country_id: integer('country', { min: 1 }),
  age: integer('age', { min: 3, max: 100 }),
  email: email(),
  password: password(),
  // The register form fills it from the browser; older clients leave it out.
  time_zone: timeZone().optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

export const loginSchema = z.object({
  email: email(),
  // Any length is accepted here: a wrong password must read like a wrong password.
  password: z
    .string({ error: 'The password field is required.' })
    .min(1, { error: 'The password field is required.' })
    .max(1024, { error: 'The password field must not be greater than 1024 characters.' }),
  // The browser's zone: kept on an account that has none yet (accounts from before zones). A
  // zone this server does not know is left out: it must never keep anyone from signing in.
  time_zone: z
    .unknown()
    .transform((value) =>
      typeof value === 'string' ? (canonicalTimeZone(value.trim()) ?? undefined) : undefined,
    )
    .optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

// A person's reading settings (migration 0021): each left out keeps what the account has.
const preferenceFields = {
  language: z.enum(LANGUAGES, { error: 'The selected language is invalid.' }).optional(),
  digits: z.enum(DIGITS, { error: 'The selected digits are invalid.' }).optional(),
  hijri: z.boolean({ error: 'The hijri date field must be true or false.' }).optional(),
};

/**
 * Only the reading settings, as the header's language switch saves the language chosen: the
 * update-user endpoint takes a body with no other field as this, changing nothing else.
 */
export const preferencesSchema = z.strictObject(preferenceFields);
export type PreferencesInput = z.input<typeof preferencesSchema>;
export type PreferencesData = z.output<typeof preferencesSchema>;

/** True when a body names nothing but reading settings (`preferencesSchema`). */
export function onlyPreferences(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.length > 0 && keys.every((key) => key in preferenceFields);
}

export const CURRENT_PASSWORD_REQUIRED = 'The current password field is required.';
export const CURRENT_PASSWORD_INCORRECT = 'The password is incorrect.';

export const updateUserSchema = z.object({
  firstName: text('first name', { max: 100 }),
  lastName: text('last name', { max: 100 }),
  gender: gender(),
  phone: phone('phone'),
  email: email(),
  // Absent keeps the account's zone.
  time_zone: timeZone().optional(),
  // Empty or absent keeps the current password.
  password: z.union([z.literal('').transform(() => undefined), password()]).optional(),
  // Laravel's name. Needed to change the e-mail or the password (`updateUserSchemaFor`), so a
  // stolen session alone cannot take the account.
  current_password: z
    .union([
      z.literal('').transform(() => undefined),
      z.string({ error: 'The current password field must be a string.' }).max(1024, {
        error: 'The current password field must not be greater than 1024 characters.',
      }),
    ])
    .optional(),
  ...preferenceFields,
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;
export type UpdateUserData = z.output<typeof updateUserSchema>;

/** True when the update changes how the account signs in: its e-mail or its password. */
export function changesSignIn(currentEmail: string, data: UpdateUserData): boolean {
  return data.email !== currentEmail.trim().toLowerCase() || data.password !== undefined;
}

/** The account form's rules for the user signed in as `currentEmail`. */
export function updateUserSchemaFor(currentEmail: string) {
  return updateUserSchema.superRefine((data, context) => {
    if (changesSignIn(currentEmail, data) && data.current_password === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: CURRENT_PASSWORD_REQUIRED,
      });
    }
  });
}

export const USER_ROLES = ['student', 'tutor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userSchema = z.strictObject({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.number(),
  phone: z.string(),
  whatsapp: z.string(),
  country_id: z.number().nullable(),
  age: z.number().nullable(),
  email: z.string(),
  avatar: z.string().nullable(),
  // Lets the web app offer staff the back office; the server checks it on every admin call.
  role: z.enum(USER_ROLES),
  // IANA zone the account's times are shown in; null until the person or a browser sets it.
  time_zone: z.string().nullable(),
  // The language the person reads the site in; null until they choose one (a tutor's pages are
  // then in Arabic, a learner's follow the browser).
  language: z.enum(LANGUAGES).nullable(),
  // The digits of the Arabic pages, and whether dates show the Hijri date beside them.
  digits: z.enum(DIGITS),
  hijri: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.strictObject({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const userResponseSchema = z.strictObject({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const CREDENTIALS_MISMATCH = 'These credentials do not match our records.';
export const EMAIL_TAKEN = 'The email has already been taken.';

/** The answer to a restore link (mailed after an e-mail change) that put its address back. */
export const passwordResetRestored = (email: string) =>
  `Your password has been reset and ${email} is your account's e-mail address again. Everyone else has been signed out. You can now sign in.`;

/** The answer to a child's first sign-in link: the address and the password are theirs now. */
export const signInReady = (email: string) =>
  `Your password is set. Sign in with ${email} to see your classes.`;

/** The answer to a restore link whose address another account holds by now. */
export const passwordResetNotRestored = (email: string, accountEmail: string) =>
  `Your password has been reset and everyone else has been signed out, but ${email} could not be put back on your account: another account uses it now. Sign in with ${accountEmail} and your new password, and contact us if that other account is not yours.`;
