import type { Actor, AnyResource, Id } from '../resource/definition.ts';
import { findResourceRow } from './find-resource-row.ts';
import { runResourceChange, type AdminContext } from './run-resource-change.ts';

/** Changes a row (404 when there is none) and answers it as staff now see it. */
export async function updateResourceRow(
  context: AdminContext,
  resource: AnyResource,
  id: Id,
  input: unknown,
  actor: Actor,
): Promise<unknown> {
  const { update } = resource;
  if (!update) throw new Error(`${resource.name} cannot be updated`);
  return runResourceChange(
    context,
    resource,
    { actor, action: 'update', entityId: id },
    async (tx) => {
      const before = await findResourceRow(resource, tx, id, actor.at);
      await update.run(tx, id, input, actor);
      const after = await findResourceRow(resource, tx, id, actor.at);
      return { result: after, before, after };
    },
  );
}
