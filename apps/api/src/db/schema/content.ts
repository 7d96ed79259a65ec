import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

// The site's own content.

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  testimonial: text('testimonial').notNull(),
  position: integer('position').notNull().default(0),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
});

export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  contentHtml: text('content_html').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
