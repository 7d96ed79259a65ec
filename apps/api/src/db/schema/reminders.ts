import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tz } from './columns.ts';

/**
 * Every reminder made, once: a class's (by lead and side), a plan's before and after its end,
 * a tutor's nudge for a class to record. The key holds the moment it was due, so a class moved
 * or a plan extended owes a new one while the old one stays spent. Instances that look at the
 * same moment race for the key; the one that inserts it queues the mail, in the same
 * transaction. Rows older than a few weeks are of no use and are removed.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    kind: text('kind').notNull(),
    /** The class (reminders, nudges) or the subscription (renewals). */
    refId: integer('ref_id').notNull(),
    /** 'learner' (or a trial's family), 'tutor'. */
    side: text('side').notNull(),
    dueAt: tz('due_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.refId, t.side, t.dueAt] })],
);
