import { z } from 'zod';
import { faqSchema, PAGE_SLUGS, testimonialSchema } from '../content.ts';
import { text } from '../fields.ts';
import { arabicRead, arabicText, patchOf, position } from './field-builders.ts';

// The site's content: testimonials, FAQs and the fixed pages.

const testimonialShape = {
  name: text('name', { max: 100 }),
  testimonial: text('testimonial', { max: 2000 }),
  testimonial_ar: arabicText('testimonial', { max: 2000 }),
  position: position().optional(),
};
export const adminTestimonialCreateSchema = z.strictObject(testimonialShape);
export const adminTestimonialUpdateSchema = patchOf(testimonialShape);
export const adminTestimonialSchema = testimonialSchema.extend({
  testimonial_ar: arabicRead(),
  position: z.number(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

const faqShape = {
  question: text('question', { max: 300 }),
  question_ar: arabicText('question', { max: 300 }),
  answer: text('answer', { max: 5000 }),
  answer_ar: arabicText('answer', { max: 5000 }),
  position: position().optional(),
};
export const adminFaqCreateSchema = z.strictObject(faqShape);
export const adminFaqUpdateSchema = patchOf(faqShape);
export const adminFaqSchema = faqSchema.extend({
  question_ar: arabicRead(),
  answer_ar: arabicRead(),
  position: z.number(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

/** Pages are the site's three fixed pages; their id is their slug. */
export const adminPageUpdateSchema = z.strictObject({
  content: text('content', { max: 200_000 }),
  content_ar: arabicText('content', { max: 200_000 }),
});
export const adminPageCreateSchema = z.strictObject({
  slug: z.enum(PAGE_SLUGS, { error: 'The selected page is invalid.' }),
  content: text('content', { max: 200_000 }),
  content_ar: arabicText('content', { max: 200_000 }),
});
export const adminPageSchema = z.strictObject({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  content_ar: arabicRead(),
  updated_at: z.string(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;
export const PAGE_TITLES: Record<(typeof PAGE_SLUGS)[number], string> = {
  'about-us': 'About Us',
  'privacy-policy': 'Privacy Policy',
  'contact-us': 'Contact Us',
};
