import type { AuditEntity } from '@iqra/contracts';
import type { Database } from '../../../db/client.ts';
import type { ResponseCache } from '../../../lib/cache.ts';
import type { Actor, AnyResource, Id } from '../resource/definition.ts';
import { runAuditedChange, type AuditedWork } from './run-audited-change.ts';
import { translateDatabaseError } from './translate-database-error.ts';
import type { Tx } from '../../../lib/audit.ts';

/** What the resource services write to and clear. */
export interface AdminContext {
  db: Database;
  cache: ResponseCache;
}

/** The resource's name in the audit log; a resource that changes rows must have one. */
export function auditEntityOf(resource: AnyResource): AuditEntity {
  if (!resource.entity) throw new Error(`${resource.name} needs an audit entity`);
  return resource.entity;
}

/**
 * One change to a resource: audited in its transaction, the database's own refusals said
 * per field (see translateDatabaseError), and the public answers it feeds dropped once it
 * is committed.
 */
export async function runResourceChange<T>(
  context: AdminContext,
  resource: AnyResource,
  entry: { actor: Actor; action: string; entityId?: Id | null },
  work: (tx: Tx) => Promise<AuditedWork<T>>,
): Promise<T> {
  const entity = auditEntityOf(resource);
  let result: T;
  try {
    result = await runAuditedChange(context.db, { ...entry, entity }, work);
  } catch (error) {
    return translateDatabaseError(error);
  }
  if (resource.invalidates?.length) context.cache.invalidate(...resource.invalidates);
  return result;
}
