import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  language,
  languageCheck,
  leadNotes,
  leadStatus,
  mailOptOuts,
  mailToken,
  tz,
} from './columns.ts';

// Leads: what visitors send, followed up by staff.

export const demoRequests = pgTable(
  'demo_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    // When the family would like a trial class, if they said, and the zone they said it in.
    preferredAt: tz('preferred_at'),
    timeZone: text('time_zone'),
    // The language of the page the family asked from (decision 042): the mails about their
    // trial class are in it. Null for a request from before it was kept.
    language: language(),
    // The trial class's reminders go here too (the family has no account).
    mailOptOuts: mailOptOuts(),
    mailToken: mailToken(),
    status: leadStatus(),
    notes: leadNotes(),
    createdAt: createdAt(),
  },
  (t) => [
    // The back office lists leads newest first.
    index('demo_requests_created_idx').on(t.createdAt),
    languageCheck('demo_requests', t.language),
  ],
);

export const jobApplications = pgTable('job_applications', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  fileKey: text('file_key'),
  originalName: text('original_name'),
  mimeType: text('mime_type'),
  sizeBytes: integer('size_bytes'),
  status: leadStatus(),
  notes: leadNotes(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phonePrefix: text('phone_prefix').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  status: leadStatus(),
  notes: leadNotes(),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    tokenSha256: text('token_sha256').unique(),
    createdAt: createdAt(),
    confirmedAt: tz('confirmed_at'),
  },
  (t) => [uniqueIndex('newsletter_email_lower_unique').on(sql`lower(${t.email})`)],
);
