import { z } from 'zod';
import { email, gender, integer, password, phone, text } from './fields.ts';

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
});
export type LoginInput = z.input<typeof loginSchema>;

export const updateUserSchema = z.object({
  firstName: text('first name', { max: 100 }),
  lastName: text('last name', { max: 100 }),
  gender: gender(),
  phone: phone('phone'),
  email: email(),
  // Empty or absent keeps the current password.
  password: z.union([z.literal('').transform(() => undefined), password()]).optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;
export type UpdateUserData = z.output<typeof updateUserSchema>;

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
  role: z.enum(['student', 'admin']),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.strictObject({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const userResponseSchema = z.strictObject({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const CREDENTIALS_MISMATCH = 'These credentials do not match our records.';
export const EMAIL_TAKEN = 'The email has already been taken.';
