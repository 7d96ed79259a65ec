import { sql } from 'drizzle-orm';
import { check, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@iqra/contracts';

// Columns several tables have alike.

// How staff follow up a lead (demo request, job application, contact message).
export const leadStatus = () =>
  text('status', { enum: ['new', 'contacted', 'closed'] })
    .notNull()
    .default('new');
export const leadNotes = () => text('notes').notNull().default('');

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tz = (name: string) => timestamp(name, { withTimezone: true });

// Who gets reminder mails: the kinds turned off, and the secret in their unsubscribe links
// (made when the first reminder is sent). People with accounts and trial families alike.
export const mailOptOuts = () =>
  text('mail_opt_outs')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
export const mailToken = () => text('mail_token').unique();

/** The values of a text enum, for a CHECK constraint: `'a', 'b'`. */
export const inList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The Arabic of a text staff write (a course's name, a FAQ's answer): null until written, and
 * then the English shows in its place, marked as English (decision 043).
 */
export const arabic = (name: string) => text(name);

/** A language the site speaks ('en' or 'ar'), null where none is known (decision 040). */
export const language = () => text('language', { enum: LANGUAGES });

/** The CHECK that keeps a `language()` column to the languages the site speaks. */
export const languageCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_language_check`, sql`${column} in (${inList(LANGUAGES)})`);
