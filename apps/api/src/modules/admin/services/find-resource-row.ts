import { NotFound } from '../../../lib/errors.ts';
import type { Id, ResourceDefinition, Tx } from '../resource/definition.ts';

/** The resource's row with that id, as staff see it at `now`, or 404. */
export async function findResourceRow<Row>(
  resource: ResourceDefinition<Row>,
  db: Tx,
  id: Id,
  now: Date,
): Promise<Row> {
  const row = await resource.get(db, id, now);
  if (row === undefined) throw new NotFound();
  return row;
}
