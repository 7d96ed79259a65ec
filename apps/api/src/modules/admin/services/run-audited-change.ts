import type { AuditEntity } from '@iqra/contracts';
import type { Database } from '../../../db/client.ts';
import { recordAudit, type Tx } from '../../../lib/audit.ts';
import type { Actor, Id } from '../resource/definition.ts';

/** What a change gives back: its result, and what its audit entry says. */
export interface AuditedWork<T> {
  result: T;
  /** The changed row's id, when only the change knows it (a row it created). */
  entityId?: Id;
  before?: unknown;
  after?: unknown;
}

/** Runs `work` in a transaction and writes its audit entry there too: no change without one. */
export async function runAuditedChange<T>(
  db: Database,
  entry: { actor: Actor; action: string; entity: AuditEntity; entityId?: Id | null },
  work: (tx: Tx) => Promise<AuditedWork<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, entityId, before, after } = await work(tx);
    await recordAudit(tx, {
      actorUserId: entry.actor.userId,
      action: entry.action,
      entity: entry.entity,
      entityId: entityId ?? entry.entityId ?? null,
      before,
      after,
    });
    return result;
  });
}
