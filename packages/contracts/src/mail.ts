import { z } from 'zod';
import { CONTACT_PHONE_PREFIXES } from './contact-prefixes.ts';
import { email, password, text } from './fields.ts';

export const contactSchema = z.object({
  firstName: text('first name', { max: 100 }),
  lastName: text('last name', { max: 100 }),
  email: email(),
  phone_prefix: z.enum(CONTACT_PHONE_PREFIXES, { error: 'The selected phone prefix is invalid.' }),
  phone: text('phone', { max: 30 }).pipe(
    z.string().regex(/^[0-9 +\-()]{4,}$/, {
      error: 'The phone field may only contain digits, spaces and + - ( ).',
    }),
  ),
  message: text('message', { max: 5000 }),
  agree: z
    .boolean({ error: 'Please agree to the privacy policy.' })
    .refine((agreed) => agreed, { error: 'Please agree to the privacy policy.' }),
});
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterSchema = z.object({ email: email() });

export const forgotPasswordSchema = z.object({ email: email() });

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: 'This password reset link is invalid or has expired.' })
    .min(1, { error: 'This password reset link is invalid or has expired.' })
    .max(200, { error: 'This password reset link is invalid or has expired.' }),
  password: password(),
});

export const CONTACT_RECEIVED = 'Thank you! We have received your message and will reply soon.';
export const NEWSLETTER_CHECK_INBOX =
  'Thank you! Please check your inbox and confirm your subscription.';
export const RESET_LINK_SENT =
  'If an account exists for that address, we have sent a link to reset the password.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now sign in.';
export const RESET_TOKEN_INVALID = 'This password reset link is invalid or has expired.';
/** A child's sign-in link whose address another account took after it was sent. */
export const SIGN_IN_ADDRESS_TAKEN =
  'Another account uses this address now. Ask your parent to send the invitation to another address.';
export const NEWSLETTER_NOTICES = ['confirmed', 'unsubscribed', 'invalid'] as const;
