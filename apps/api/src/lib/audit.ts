import type { AuditEntity } from '@iqra/contracts';
import type { Database, Transaction } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** A transaction of `db.transaction`, or the database itself: both write the same way. */
export type Tx = Transaction | Database;

export interface AuditEntry {
  /** null when the change came from the command line, not a signed-in person. */
  actorUserId: number | null;
  action: string;
  entity: AuditEntity;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Writes who changed what, and how, in the caller's transaction: no change without its entry. */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
