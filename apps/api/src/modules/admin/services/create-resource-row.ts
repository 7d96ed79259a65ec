import type { Actor, AnyResource } from '../resource/definition.ts';
import { findResourceRow } from './find-resource-row.ts';
import { runResourceChange, type AdminContext } from './run-resource-change.ts';

/** Creates a row from a parsed body and answers it as staff see it. */
export async function createResourceRow(
  context: AdminContext,
  resource: AnyResource,
  input: unknown,
  actor: Actor,
): Promise<unknown> {
  const { create } = resource;
  if (!create) throw new Error(`${resource.name} cannot be created`);
  return runResourceChange(context, resource, { actor, action: 'create' }, async (tx) => {
    const id = await create.run(tx, input, actor);
    const after = await findResourceRow(resource, tx, id, actor.at);
    return { result: after, entityId: id, after };
  });
}
