import type { Actor, AnyResource } from '../resource/definition.ts';
import { runResourceChange, type AdminContext } from './run-resource-change.ts';

/** Puts a list's rows in the order of `ids`, audited as one change to the whole list. */
export async function reorderResourceRows(
  context: AdminContext,
  resource: AnyResource,
  ids: number[],
  actor: Actor,
): Promise<void> {
  const { reorder } = resource;
  if (!reorder) throw new Error(`${resource.name} cannot be reordered`);
  await runResourceChange(context, resource, { actor, action: 'reorder' }, async (tx) => {
    await reorder(tx, ids);
    return { result: undefined, after: { ids } };
  });
}
