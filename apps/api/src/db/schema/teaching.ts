import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  bigint,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ATTENDANCE,
  CANCELLED_BY,
  CLASS_KINDS,
  CLASS_STATUSES,
  HOLIDAY_RULES,
  PAY_OUTCOMES,
  SEASON_STATUSES,
} from '@iqra/contracts';
import { createdAt, inList, tz } from './columns.ts';
import { users } from './accounts.ts';
import { demoRequests } from './leads.ts';
import { subscriptions } from './learning.ts';
import { schoolHolidays, subscriptionPauses, tutorLeaves } from './school-year.ts';

// Teaching: tutors, the weekly plan of each subscription, its classes, make-up credits and the
// school's rules for changing a class. The guard against a tutor's overlapping classes is an
// exclusion constraint written in the migration (drizzle cannot declare one).

export const tutors = pgTable('tutors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  bio: text('bio').notNull().default(''),
  meetingLink: text('meeting_link').notNull(),
  // A tutor who has left keeps their past classes but gets no new ones.
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * A subscription's weekly plan: its classes fall on these ISO weekdays (1 = Monday) at this
 * wall-clock time in the anchor zone. The rule is kept so the classes of a renewed month are
 * generated from it; the classes themselves are rows of `classes`.
 */
export const classSeries = pgTable(
  'class_series',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .unique()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.userId),
    weekdays: smallint('weekdays').array().notNull(),
    startTime: text('start_time').notNull(),
    minutes: smallint('minutes').notNull(),
    anchorZone: text('anchor_zone').notNull(),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('class_series_tutor_idx').on(t.tutorId),
    check('class_series_minutes_check', sql`${t.minutes} between 15 and 240`),
    check('class_series_time_check', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'class_series_weekdays_check',
      sql`cardinality(${t.weekdays}) between 1 and 7 and ${t.weekdays} <@ '{1,2,3,4,5,6,7}'::smallint[]`,
    ),
  ],
);

/**
 * A seasonal timetable: for its days, a weekly plan's classes fall on these weekdays at this
 * time in this zone instead of the plan's own (a Ramadan timetable after iftar). Proposed by
 * the learner (or staff), accepted by the tutor or staff.
 */
export const seriesSeasons = pgTable(
  'series_seasons',
  {
    id: serial('id').primaryKey(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => classSeries.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    weekdays: smallint('weekdays').array().notNull(),
    startTime: text('start_time').notNull(),
    anchorZone: text('anchor_zone').notNull(),
    status: text('status', { enum: SEASON_STATUSES }).notNull().default('proposed'),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('series_seasons_series_idx').on(t.seriesId, t.startsOn),
    check('series_seasons_status_check', sql`${t.status} in (${inList(SEASON_STATUSES)})`),
    check(
      'series_seasons_days_check',
      sql`${t.endsOn} >= ${t.startsOn} and ${t.endsOn} - ${t.startsOn} < 366`,
    ),
    check('series_seasons_time_check', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'series_seasons_weekdays_check',
      sql`cardinality(${t.weekdays}) between 1 and 7 and ${t.weekdays} <@ '{1,2,3,4,5,6,7}'::smallint[]`,
    ),
  ],
);

/**
 * One class: a subscription's (regular or make-up) or a demo request's trial. Stored as UTC
 * instants with the zone whose wall clock it keeps. `link` null means the tutor's meeting link.
 */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CLASS_KINDS }).notNull().default('regular'),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'cascade',
    }),
    seriesId: integer('series_id').references(() => classSeries.id, { onDelete: 'set null' }),
    demoRequestId: integer('demo_request_id').references(() => demoRequests.id, {
      onDelete: 'cascade',
    }),
    tutorId: integer('tutor_id').references(() => tutors.userId),
    title: text('title').notNull(),
    link: text('link'),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    anchorZone: text('anchor_zone').notNull().default('UTC'),
    status: text('status', { enum: CLASS_STATUSES }).notNull().default('scheduled'),
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    cancelledAt: tz('cancelled_at'),
    // Where a moved class was first planned: the learner is told it moved.
    movedFrom: tz('moved_from'),
    attendance: text('attendance', { enum: ATTENDANCE }),
    note: text('note').notNull().default(''),
    recordedAt: tz('recorded_at'),
    // Raised on every change of time or status, for calendar feeds (RFC 5545 SEQUENCE).
    sequence: integer('sequence').notNull().default(0),
    // When the class got its present start (made, moved), on the school's clock: a reminder
    // due before then was never owed, the mail about the booking or move told the news. Only
    // the teaching module writes classes, and it sets this with every start it sets.
    timeSetAt: tz('time_set_at').notNull(),
    // What of the school's year changed the class (decision 049): the holiday or the pause
    // that cancelled it, the tutor's leave that gave it to a substitute or cancelled it.
    holidayId: integer('holiday_id').references(() => schoolHolidays.id),
    pauseId: integer('pause_id').references(() => subscriptionPauses.id),
    leaveId: integer('leave_id').references(() => tutorLeaves.id),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('classes_subscription_idx').on(t.subscriptionId, t.startsAt),
    index('classes_tutor_idx').on(t.tutorId, t.startsAt),
    // The school's figures and tutors' pay read a period's classes by their start.
    index('classes_start_idx').on(t.startsAt),
    index('classes_series_idx').on(t.seriesId, t.startsAt),
    index('classes_demo_request_idx').on(t.demoRequestId),
    // Reminders look ahead at the classes to come; nudges back at the ones not recorded.
    index('classes_scheduled_start_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('classes_unrecorded_end_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'scheduled' and ${t.recordedAt} is null`),
    // A weekly plan fills each of its slots once, however often it is filled again (a
    // renewal, two staff at once); a moved class keeps its slot in \`moved_from\`.
    uniqueIndex('classes_series_slot_unique')
      .on(t.seriesId, sql`coalesce(${t.movedFrom}, ${t.startsAt})`)
      .where(sql`${t.seriesId} is not null`),
    check('classes_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('classes_holiday_idx')
      .on(t.holidayId)
      .where(sql`${t.holidayId} is not null`),
    index('classes_pause_idx')
      .on(t.pauseId)
      .where(sql`${t.pauseId} is not null`),
    index('classes_leave_idx')
      .on(t.leaveId)
      .where(sql`${t.leaveId} is not null`),
    check('classes_kind_check', sql`${t.kind} in (${inList(CLASS_KINDS)})`),
    check('classes_status_check', sql`${t.status} in (${inList(CLASS_STATUSES)})`),
    check(
      'classes_cancelled_by_check',
      sql`${t.cancelledBy} is null or ${t.cancelledBy} in (${inList(CANCELLED_BY)})`,
    ),
    check(
      'classes_attendance_check',
      sql`${t.attendance} is null or ${t.attendance} in (${inList(ATTENDANCE)})`,
    ),
    // A class belongs to a subscription, or is a trial of a demo request.
    check(
      'classes_owner_check',
      sql`case when ${t.kind} = 'trial' then ${t.demoRequestId} is not null and ${t.subscriptionId} is null else ${t.subscriptionId} is not null and ${t.demoRequestId} is null end`,
    ),
  ],
);

/**
 * Owed to a learner for a class the tutor cancelled or missed: one extra class, booked within
 * the school's make-up window. `classId` is the class that caused it (one credit per class),
 * `usedClassId` the make-up class booked with it.
 */
export const makeupCredits = pgTable(
  'makeup_credits',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .unique()
      .references(() => classes.id, { onDelete: 'cascade' }),
    usedClassId: integer('used_class_id')
      .unique()
      .references(() => classes.id, { onDelete: 'set null' }),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('makeup_credits_subscription_idx').on(t.subscriptionId)],
);

/** The school's rules, one row (id 1). */
export const schoolSettings = pgTable(
  'school_settings',
  {
    id: smallint('id').primaryKey().default(1),
    noticeHours: integer('notice_hours').notNull().default(12),
    makeupWeeks: integer('makeup_weeks').notNull().default(4),
    /** The school's words for the four grades, best first; null while it uses the default ones. */
    gradeLabels: text('grade_labels').array(),
    /** Whether tutors may propose certificates for staff to approve (decision 039). */
    tutorsProposeCertificates: boolean('tutors_propose_certificates').notNull().default(false),
    /**
     * The school's own clock (an IANA zone): its figures count its days and months, and a
     * tutor's pay month is one of them.
     */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** What pays a tutor for a class (PAY_OUTCOMES); a class not recorded never does. */
    paidOutcomes: text('paid_outcomes')
      .array()
      .notNull()
      .default(sql`'{present,late,absent,excused}'::text[]`),
    /** What a learner gets for a class a holiday takes (HOLIDAY_RULES). */
    holidayRule: text('holiday_rule', { enum: HOLIDAY_RULES }).notNull().default('extend_plan'),
    /** Weeks of pause a year a subscription is granted on asking; beyond them staff decide. */
    pauseWeeks: smallint('pause_weeks').notNull().default(4),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('school_settings_single_check', sql`${t.id} = 1`),
    check('school_settings_notice_check', sql`${t.noticeHours} between 0 and 168`),
    check('school_settings_makeup_check', sql`${t.makeupWeeks} between 1 and 52`),
    check(
      'school_settings_paid_outcomes_check',
      sql`${t.paidOutcomes} <@ array[${inList(PAY_OUTCOMES)}]::text[]`,
    ),
    check(
      'school_settings_holiday_rule_check',
      sql`${t.holidayRule} in (${inList(HOLIDAY_RULES)})`,
    ),
    check('school_settings_pause_weeks_check', sql`${t.pauseWeeks} between 0 and 52`),
    check(
      'school_settings_grade_labels_check',
      sql`${t.gradeLabels} is null or cardinality(${t.gradeLabels}) = 4`,
    ),
  ],
);

/**
 * One row (id 1) whose version grows with every committed change to what a list of classes
 * shows: classes, credits, subscriptions, course names, tutors' links, people's names and
 * zones, trials, the school's rules. Triggers (migration 0006) bump it once per transaction,
 * at commit; an answer kept with the version it was read under is good while it stays. Each
 * new version is announced (migration 0014), so instances know it without asking.
 */
export const classListVersion = pgTable(
  'class_list_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('class_list_version_single_check', sql`${t.id} = 1`)],
);
