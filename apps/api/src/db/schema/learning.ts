import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, language, languageCheck, tz } from './columns.ts';
import { ownerId, users } from './accounts.ts';
import { products, tiers, books } from './catalog.ts';

// What learners bought and have: payments, subscriptions with their classes, books owned.

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who pays (and gets the receipt). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Whom a course is for when not the payer: one of the payer's children. */
    learnerId: integer('learner_id').references(() => users.id),
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
    // The language of the page the payment was started from: the payer comes back from the
    // provider to a page in it. Null when the request named none (or from before it was kept).
    language: language(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_created_idx').on(t.createdAt),
    // The school's figures sum completed payments by when they completed, and follow a
    // family from its demo request to its first payment.
    index('payments_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed'`),
    index('payments_user_completed_idx')
      .on(t.userId, t.completedAt)
      .where(sql`${t.status} = 'completed'`),
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
    languageCheck('payments', t.language),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
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
    // No progress column: a subscription's progress is read from its learner's record
    // (lesson_entries against the course's syllabus_items, modules/lessons/progress.ts).
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.startedAt),
    // The school's figures: plans that began, and plans that ended, in a period.
    index('subscriptions_started_idx').on(t.startedAt),
    index('subscriptions_ended_idx').on(t.endedAt),
    check('subscriptions_dates_check', sql`${t.endedAt} > ${t.startedAt}`),
  ],
);

/**
 * Money given back on a completed payment, in its currency, whole or in part: told by the
 * provider (its refund id keeps it once) or recorded by staff. The school's revenue deducts it
 * on the day it was refunded.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    reason: text('reason').notNull().default(''),
    refundedAt: tz('refunded_at').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_refunded_idx').on(t.refundedAt),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
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

export const userBooks = pgTable(
  'user_books',
  {
    userId: ownerId(),
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
