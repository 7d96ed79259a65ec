import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
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
