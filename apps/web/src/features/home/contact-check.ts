import { contactSchema } from '@iqra/contracts';
import type { z } from 'zod';
import type { ContactField, ContactValues } from './contact-section.tsx';

/**
 * The contact form's check: the contract's schema, as the server checks it. The checked
 * message, or the first message of each field that fails.
 */
export function checkContact(
  values: ContactValues,
):
  | { data: z.output<typeof contactSchema>; errors?: never }
  | { data?: never; errors: Partial<Record<ContactField, string>> } {
  const checked = contactSchema.safeParse(values);
  if (checked.success) return { data: checked.data };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
