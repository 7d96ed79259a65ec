import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, language, languageCheck, mailOptOuts, mailToken, tz } from './columns.ts';

// Accounts: people, their sign-in tokens and password resets.

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  iso2: text('iso2').notNull().unique(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: smallint('gender').notNull().default(0),
    /** The family asked for a tutor of the learner's gender (a substitute too: decision 049). */
    sameGenderTutor: boolean('same_gender_tutor').notNull().default(false),
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp').notNull().default(''),
    countryId: integer('country_id').references(() => countries.id),
    age: smallint('age'),
    // Stored lower-cased; the unique index on lower() guards writers that forget. A child a
    // parent added has neither address nor password (no sign-in) until invited.
    email: text('email'),
    passwordHash: text('password_hash'),
    /** A child's year of birth, as the parent gave it (their age, and whether they are mailed). */
    birthYear: smallint('birth_year'),
    avatarUrl: text('avatar_url'),
    role: text('role', { enum: ['student', 'tutor', 'admin'] })
      .notNull()
      .default('student'),
    // IANA name (e.g. 'Africa/Cairo'); null until the person or their browser tells us.
    timeZone: text('time_zone'),
    /** The secret in the address of the person's calendar feed; null until they make one. */
    calendarSecret: text('calendar_secret').unique(),
    mailOptOuts: mailOptOuts(),
    mailToken: mailToken(),
    /**
     * The weekly digest: on or off as the person chose, or null for the default (on for a
     * parent, off for everyone else). Sent on an ISO weekday (1 Monday … 7 Sunday) at a minute
     * of the day, on the person's clock.
     */
    digestOn: boolean('digest_on'),
    digestWeekday: smallint('digest_weekday').notNull().default(7),
    digestMinute: smallint('digest_minute').notNull().default(540),
    /**
     * The language the person reads the site and their mail in (decision 040): 'en' or 'ar', or
     * null until they choose (then the address they are on, and Arabic for a tutor's pages).
     */
    language: language(),
    /** Digits in Arabic text: Latin (1 2 3) or Arabic-Indic (١ ٢ ٣). */
    digits: text('digits', { enum: ['latn', 'arab'] })
      .notNull()
      .default('latn'),
    /** Whether dates show the Hijri (Umm al-Qura) date beside the Gregorian one. */
    hijri: boolean('hijri').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_gender_check', sql`${t.gender} in (0, 1, 2)`),
    check('users_role_check', sql`${t.role} in ('student', 'tutor', 'admin')`),
    // A sign-in is an address and a password together; only a learner may have none.
    check('users_sign_in_check', sql`(${t.email} is null) = (${t.passwordHash} is null)`),
    check('users_no_sign_in_check', sql`${t.email} is not null or ${t.role} = 'student'`),
    check('users_birth_year_check', sql`${t.birthYear} between 1900 and 2200`),
    check('users_digest_weekday_check', sql`${t.digestWeekday} between 1 and 7`),
    check('users_digest_minute_check', sql`${t.digestMinute} between 0 and 1439`),
    languageCheck('users', t.language),
    check('users_digits_check', sql`${t.digits} in ('latn', 'arab')`),
  ],
);

/**
 * The address of someone who signs in (staff, a tutor, whoever paid or asked for a link): the
 * sign-in checks make it present for them, and it is typed so. A learner's may be null.
 */
export const signInEmail = sql<string>`${users.email}`;

/** The account a row belongs to, and goes with when the account is deleted. */
export const ownerId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    tokenSha256: text('token_sha256').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: tz('last_used_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: ownerId(),
  tokenSha256: text('token_sha256').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  // Set on the link mailed to the old address after an e-mail change: using it puts this
  // address back on the account as well as setting a new password.
  restoreEmail: text('restore_email'),
});
