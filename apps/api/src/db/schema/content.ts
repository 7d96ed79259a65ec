import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { arabic, tz } from './columns.ts';

// The site's own content, each text with its Arabic twin (`…_ar`, decision 043).

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  testimonial: text('testimonial').notNull(),
  testimonialAr: arabic('testimonial_ar'),
  position: integer('position').notNull().default(0),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  questionAr: arabic('question_ar'),
  answer: text('answer').notNull(),
  answerAr: arabic('answer_ar'),
  position: integer('position').notNull().default(0),
});

export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  contentHtml: text('content_html').notNull(),
  contentHtmlAr: arabic('content_html_ar'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
