import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { CERTIFICATE_KINDS, CERTIFICATE_PROPOSAL_STATUSES } from '@iqra/contracts';
import { users } from './accounts.ts';
import { createdAt, inList, tz } from './columns.ts';
import { subscriptions } from './learning.ts';

// Certificates: what a learner achieved, as staff issued it, kept for good. What the
// certificate says (the names, the title, the tutor) is stored as it was printed, so a later
// change of name or tutor never changes a certificate someone framed; a revoked one keeps
// its row with when, why and by whom. A learner who deletes their account takes theirs along.

export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    /** The verification code: 80 random bits, in the certificate's address and printed on it. */
    code: text('code').notNull().unique(),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CERTIFICATE_KINDS }).notNull(),
    title: text('title').notNull(),
    titleAr: text('title_ar'),
    learnerName: text('learner_name').notNull(),
    learnerNameAr: text('learner_name_ar'),
    line: text('line'),
    lineAr: text('line_ar'),
    tutorId: integer('tutor_id').references(() => users.id, { onDelete: 'set null' }),
    tutorName: text('tutor_name').notNull(),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    /** A memorisation milestone's ayat, by their place in the Quran (1–6,236). */
    fromAyah: smallint('from_ayah'),
    toAyah: smallint('to_ayah'),
    grade: text('grade'),
    /** The day it was awarded, as printed. */
    issuedOn: date('issued_on').notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: tz('revoked_at'),
    revokedReason: text('revoked_reason'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('certificates_learner_idx').on(t.learnerId),
    check('certificates_kind_check', sql`${t.kind} in (${inList(CERTIFICATE_KINDS)})`),
    check(
      'certificates_range_check',
      sql`(${t.fromAyah} is null) = (${t.toAyah} is null) and (${t.fromAyah} is null or (${t.fromAyah} between 1 and 6236 and ${t.toAyah} between ${t.fromAyah} and 6236))`,
    ),
    check(
      'certificates_revoked_check',
      sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`,
    ),
  ],
);

/**
 * A tutor's proposal of a certificate, where the school's rules let tutors propose: what it
 * would say, for staff to approve (issuing the certificate, linked here) or decline with a
 * reason. Kept once decided, for the tutor to see what became of it.
 */
export const certificateProposals = pgTable(
  'certificate_proposals',
  {
    id: serial('id').primaryKey(),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CERTIFICATE_KINDS }).notNull(),
    title: text('title').notNull(),
    titleAr: text('title_ar'),
    learnerNameAr: text('learner_name_ar'),
    line: text('line'),
    lineAr: text('line_ar'),
    fromAyah: smallint('from_ayah'),
    toAyah: smallint('to_ayah'),
    grade: text('grade'),
    createdAt: createdAt(),
    status: text('status', { enum: CERTIFICATE_PROPOSAL_STATUSES }).notNull().default('pending'),
    decidedAt: tz('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    certificateId: integer('certificate_id').references(() => certificates.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('certificate_proposals_tutor_idx').on(t.tutorId),
    index('certificate_proposals_status_idx').on(t.status, t.createdAt),
    check('certificate_proposals_kind_check', sql`${t.kind} in (${inList(CERTIFICATE_KINDS)})`),
    check(
      'certificate_proposals_status_check',
      sql`${t.status} in (${inList(CERTIFICATE_PROPOSAL_STATUSES)})`,
    ),
    check(
      'certificate_proposals_range_check',
      sql`(${t.fromAyah} is null) = (${t.toAyah} is null) and (${t.fromAyah} is null or (${t.fromAyah} between 1 and 6236 and ${t.toAyah} between ${t.fromAyah} and 6236))`,
    ),
    check(
      'certificate_proposals_decided_check',
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null) and (${t.status} = 'declined') = (${t.declineReason} is not null)`,
    ),
  ],
);
