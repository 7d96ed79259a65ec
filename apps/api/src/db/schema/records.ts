import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tz } from './columns.ts';
import { users } from './accounts.ts';

// Records the system keeps: mail to send and who changed what.

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
    // What a mail composed when it is sent is about (a reminder's class, say).
    payload: jsonb('payload'),
    // A calendar invitation sent with the mail: { method, content } (iCalendar text).
    calendar: jsonb('calendar'),
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
