import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, tz } from './columns.ts';
import { users } from './accounts.ts';

// Families: links between people. A guardian (a parent) follows and pays for a child, who is
// a learner like any other; a child may have two guardians, and a guardian may learn too.

export const guardianships = pgTable(
  'guardianships',
  {
    guardianId: integer('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the guardian agreed to the school keeping the child's data and teaching them. */
    consentAt: tz('consent_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.guardianId, t.childId] }),
    index('guardianships_child_idx').on(t.childId),
    check('guardianships_not_self_check', sql`${t.guardianId} <> ${t.childId}`),
  ],
);

/**
 * A parent's invitation to another person, by address, to join the family: an existing learner
 * to be linked as the parent's child (`child_id` null: the child is whoever accepts), or
 * another adult to be a second guardian of `child_id`. The person accepts signed in with that
 * address. The link's secret is kept only as its SHA-256.
 */
export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['child', 'guardian'] }).notNull(),
    guardianId: integer('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    tokenSha256: text('token_sha256').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    acceptedAt: tz('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('family_invitations_guardian_idx').on(t.guardianId),
    check('family_invitations_kind_check', sql`${t.kind} in ('child', 'guardian')`),
    check(
      'family_invitations_child_check',
      sql`(${t.kind} = 'guardian') = (${t.childId} is not null)`,
    ),
  ],
);

/**
 * Each weekly digest made, once per person per week (`week_start`: the Monday of the week it
 * was due in, on their clock). Instances that find the same digest due race for the key; the
 * one that inserts it queues the mail, in the same statement.
 */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    dueAt: tz('due_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);
