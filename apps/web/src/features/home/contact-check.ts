import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '@iqra/contracts';
import type { ContactData, ContactValues } from './contact-section.tsx';

/** The contact form's check: the contract's schema, as the server checks it. */
export const checkContact = zodResolver<ContactValues, unknown, ContactData>(contactSchema);
