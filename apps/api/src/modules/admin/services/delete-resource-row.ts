import type { Actor, AnyResource, Id } from '../resource/definition.ts';
import { findResourceRow } from './find-resource-row.ts';
import { runResourceChange, type AdminContext } from './run-resource-change.ts';

/** Deletes a row (404 when there is none), then does what had to wait for the commit. */
export async function deleteResourceRow(
  context: AdminContext,
  resource: AnyResource,
  id: Id,
  actor: Actor,
): Promise<void> {
  const { remove } = resource;
  if (!remove) throw new Error(`${resource.name} cannot be deleted`);
  const afterCommit = await runResourceChange(
    context,
    resource,
    { actor, action: 'delete', entityId: id },
    async (tx) => {
      const row = await findResourceRow(resource, tx, id, actor.at);
      return { result: await remove(tx, id, actor, row), before: row };
    },
  );
  if (typeof afterCommit === 'function') await (afterCommit as () => Promise<void>)();
}
