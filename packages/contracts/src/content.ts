import { z } from 'zod';
import { email, timeZone } from './fields.ts';
import { inEnglishSchema } from './in-english.ts';

export const testimonialSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  testimonial: z.string(),
  in_english: inEnglishSchema,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const faqSchema = z.strictObject({
  id: z.number(),
  question: z.string(),
  answer: z.string(),
  in_english: inEnglishSchema,
});
export type Faq = z.infer<typeof faqSchema>;

export const countrySchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  phone_code: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const PAGE_SLUGS = ['about-us', 'privacy-policy', 'contact-us'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const pageContentSchema = z.strictObject({
  content: z.string(),
  in_english: inEnglishSchema,
});
export type PageContent = z.infer<typeof pageContentSchema>;

export const demoRequestSchema = z.object({
  email: email(),
  // Optional: when the family would like their free trial class, on their own clock.
  preferred_at: z.iso
    .datetime({ offset: true, error: 'The preferred time must be a valid date and time.' })
    .optional(),
  time_zone: timeZone().optional(),
});
export type DemoRequestInput = z.input<typeof demoRequestSchema>;

export const jobRequestSchema = z.object({ email: email() });

export const messageSchema = z.strictObject({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** Resume limits (decision 003): PDF, DOC or DOCX by content, at most 5 MB. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
