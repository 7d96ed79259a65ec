import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// How staff follow up a lead (demo request, job application, contact message).
const leadStatus = () =>
  text('status', { enum: ['new', 'contacted', 'closed'] })
    .notNull()
    .default('new');
const leadNotes = () => text('notes').notNull().default('');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tz = (name: string) => timestamp(name, { withTimezone: true });

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
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp').notNull().default(''),
    countryId: integer('country_id').references(() => countries.id),
    age: smallint('age'),
    // Stored lower-cased; the unique index on lower() guards writers that forget.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatarUrl: text('avatar_url'),
    role: text('role', { enum: ['student', 'admin'] })
      .notNull()
      .default('student'),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_gender_check', sql`${t.gender} in (0, 1, 2)`),
    check('users_role_check', sql`${t.role} in ('student', 'admin')`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenSha256: text('token_sha256').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: tz('last_used_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenSha256: text('token_sha256').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  // Set on the link mailed to the old address after an e-mail change: using it puts this
  // address back on the account as well as setting a new password.
  restoreEmail: text('restore_email'),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  featured: boolean('featured').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    imageAlt: text('image_alt').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    featured: boolean('featured').notNull().default(false),
    position: integer('position').notNull().default(0),
    // What the course list's sort menu orders by (DEVIATIONS.md).
    popularity: integer('popularity').notNull().default(0),
    rating: doublePrecision('rating'),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('products_category_idx').on(t.categoryId)],
);

export const tierGroups = pgTable('tier_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  minutes: integer('minutes').notNull(),
  position: integer('position').notNull().default(0),
});

export const tiers = pgTable(
  'tiers',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => tierGroups.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull().default(''),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('tiers_price_check', sql`${t.priceCents} >= 0`)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['course', 'book'] }).notNull(),
    productId: integer('product_id').references(() => products.id),
    tierId: integer('tier_id').references(() => tiers.id),
    bookId: integer('book_id').references(() => books.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').unique(),
    providerCaptureId: text('provider_capture_id').unique(),
    // 'capturing': claimed for capture, the provider may be taking the money right now.
    status: text('status', {
      enum: ['created', 'capturing', 'completed', 'cancelled', 'failed', 'expired'],
    })
      .notNull()
      .default('created'),
    createdAt: createdAt(),
    completedAt: tz('completed_at'),
    // When the reconciler may next ask the provider about a payment still open; while it
    // or a return works on one, the lease that keeps other instances away.
    checkAfter: tz('check_after'),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_created_idx').on(t.createdAt),
    // The reconciler's work list: payments still waiting for their provider.
    index('payments_open_idx')
      .on(t.checkAfter)
      .where(sql`${t.status} in ('created', 'capturing')`),
    // One capture at a time per learner and book: a payment must hold this claim before its
    // capture (and checks ownership again once it does), so a second open checkout for a
    // book is never charged. Completed payments are not in it: a book staff took back can
    // be bought again, and past double purchases do not stop the index being built.
    uniqueIndex('payments_book_claim_unique')
      .on(t.userId, t.bookId)
      .where(sql`${t.kind} = 'book' and ${t.status} = 'capturing'`),
    check(
      'payments_status_check',
      sql`${t.status} in ('created', 'capturing', 'completed', 'cancelled', 'failed', 'expired')`,
    ),
    check('payments_kind_check', sql`${t.kind} in ('course', 'book')`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    tierId: integer('tier_id')
      .notNull()
      .references(() => tiers.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    startedAt: tz('started_at').notNull(),
    endedAt: tz('ended_at').notNull(),
    // 'cancelled' is stored; 'active' and 'expired' follow from the dates when read.
    status: text('status', { enum: ['active', 'expired', 'cancelled'] })
      .notNull()
      .default('active'),
    progress: smallint('progress'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    check('subscriptions_progress_check', sql`${t.progress} between 0 and 100`),
    check('subscriptions_dates_check', sql`${t.endedAt} > ${t.startedAt}`),
  ],
);

/**
 * Each completed course payment's month, recorded once: the primary key on payment_id makes
 * a second grant of one payment impossible, whatever arrives twice or at once.
 */
export const subscriptionPayments = pgTable('subscription_payments', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  grantedAt: tz('granted_at').notNull().defaultNow(),
});

export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    link: text('link').notNull(),
    startedAt: tz('started_at').notNull(),
    endedAt: tz('ended_at').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
  },
  (t) => [index('schedules_subscription_idx').on(t.subscriptionId, t.startedAt)],
);

export const books = pgTable('books', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  priceCents: integer('price_cents').notNull(),
  thumbnail: text('thumbnail').notNull(),
  createdAt: createdAt(),
});

export const bookMedia = pgTable(
  'book_media',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('book_media_book_idx').on(t.bookId, t.position)],
);

export const userBooks = pgTable(
  'user_books',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    paymentId: uuid('payment_id')
      .references(() => payments.id)
      .unique(),
    acquiredAt: tz('acquired_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] })],
);

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

export const demoRequests = pgTable(
  'demo_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    status: leadStatus(),
    notes: leadNotes(),
    createdAt: createdAt(),
  },
  // The back office lists leads newest first.
  (t) => [index('demo_requests_created_idx').on(t.createdAt)],
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

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    // Empty for a mail composed when it is sent, and for a sensitive mail once sent.
    html: text('html').notNull().default(''),
    text: text('text').notNull().default(''),
    // Set when the body is composed at sending time (e.g. 'password-reset'), not stored.
    kind: text('kind'),
    // Carries a secret (a reset or confirmation link): never shown to staff, body not kept.
    sensitive: boolean('sensitive').notNull().default(false),
    attachments: jsonb('attachments'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: tz('locked_until'),
    createdAt: createdAt(),
    sentAt: tz('sent_at'),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
