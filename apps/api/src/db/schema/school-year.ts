import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { HOLIDAY_KINDS, LEAVE_STATUSES, PAUSE_STATUSES } from '@iqra/contracts';
import { createdAt, inList, tz } from './columns.ts';
import { users } from './accounts.ts';
import { subscriptions } from './learning.ts';

// The school's year (decision 049): holidays, learners' pauses, seasonal timetables and tutors'
// leave. Each is a range of days; the classes it changed point back at it (`classes.holiday_id`,
// `pause_id`, `leave_id`), so changing the range changes exactly those classes. Days are
// calendar dates, read in each class's anchor zone.

/**
 * A holiday the school keeps: an Eid of a Hijri year (its days confirmed by staff from the
 * calendar's proposal, shifted where the moon was sighted otherwise) or a closure staff add.
 * `ends_on` is its last day. The Eids' names come from the site's words; a closure has its own.
 */
export const schoolHolidays = pgTable(
  'school_holidays',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: HOLIDAY_KINDS }).notNull(),
    hijriYear: smallint('hijri_year'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    nameEn: text('name_en'),
    nameAr: text('name_ar'),
    /** Whether the public pages (FAQ, pricing) show it. */
    public: boolean('public').notNull().default(false),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('school_holidays_eid_unique')
      .on(t.kind, t.hijriYear)
      .where(sql`${t.kind} <> 'closure'`),
    index('school_holidays_days_idx').on(t.startsOn, t.endsOn),
    check('school_holidays_kind_check', sql`${t.kind} in (${inList(HOLIDAY_KINDS)})`),
    check(
      'school_holidays_days_check',
      sql`${t.endsOn} >= ${t.startsOn} and ${t.endsOn} - ${t.startsOn} < 62`,
    ),
    check(
      'school_holidays_kind_fields_check',
      sql`case when ${t.kind} = 'closure' then ${t.nameEn} is not null and ${t.hijriYear} is null else ${t.hijriYear} is not null end`,
    ),
  ],
);

/**
 * A learner's pause of a subscription, its first and last day (in the plan's anchor zone): its
 * classes are cancelled without counting as taken and the plan's end moves on by its length.
 */
export const subscriptionPauses = pgTable(
  'subscription_pauses',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: PAUSE_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull().default(''),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_pauses_subscription_idx').on(t.subscriptionId, t.startsOn),
    check('subscription_pauses_status_check', sql`${t.status} in (${inList(PAUSE_STATUSES)})`),
    check(
      'subscription_pauses_days_check',
      sql`${t.endsOn} >= ${t.startsOn} and ${t.endsOn} - ${t.startsOn} < 366`,
    ),
  ],
);

/**
 * A tutor's leave, its first and last day (on the tutor's clock): approved by staff, its
 * classes go to `substitute_id` or are cancelled with make-up credits.
 */
export const tutorLeaves = pgTable(
  'tutor_leaves',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: LEAVE_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull().default(''),
    substituteId: integer('substitute_id').references(() => users.id, { onDelete: 'set null' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tutor_leaves_tutor_idx').on(t.tutorId, t.startsOn),
    check('tutor_leaves_status_check', sql`${t.status} in (${inList(LEAVE_STATUSES)})`),
    check(
      'tutor_leaves_days_check',
      sql`${t.endsOn} >= ${t.startsOn} and ${t.endsOn} - ${t.startsOn} < 366`,
    ),
    check(
      'tutor_leaves_substitute_check',
      sql`${t.substituteId} is null or ${t.substituteId} <> ${t.tutorId}`,
    ),
  ],
);
