import { eq } from 'drizzle-orm';
import type { AdminOutbox } from '@iqra/contracts';
import type { Database } from '../../../db/client.ts';
import { outbox } from '../../../db/schema.ts';
import { Conflict, NotFound } from '../../../lib/errors.ts';
import type { Actor } from '../resource/definition.ts';
import { outboxResource } from '../resources/records.ts';
import { runAuditedChange } from './run-audited-change.ts';

/** Puts a mail that gave up back in the queue, with its attempts counted afresh. */
export async function retryMail(db: Database, actor: Actor, id: number): Promise<AdminOutbox> {
  return runAuditedChange(
    db,
    { actor, action: 'retry', entity: 'outbox', entityId: id },
    async (tx) => {
      const before = await outboxResource.get(tx, id, actor.at);
      if (!before) throw new NotFound();
      if (before.status === 'sent') throw new Conflict('This mail has already been sent.');
      await tx
        .update(outbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: actor.at, lockedUntil: null })
        .where(eq(outbox.id, id));
      const after = { ...before, status: 'pending' as const, attempts: 0 };
      return { result: after, before: { status: before.status }, after: { status: after.status } };
    },
  );
}
