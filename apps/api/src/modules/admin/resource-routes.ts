import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminReorderSchema } from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { Actor, AnyResource } from './resource/definition.ts';
import { parseListParams } from './resource/list-params.ts';
import { createResourceRow } from './services/create-resource-row.ts';
import { deleteResourceRow } from './services/delete-resource-row.ts';
import { findResourceRow } from './services/find-resource-row.ts';
import { reorderResourceRows } from './services/reorder-resource-rows.ts';
import { auditEntityOf } from './services/run-resource-change.ts';
import { updateResourceRow } from './services/update-resource-row.ts';

/** The signed-in staff member making a change. */
export const actorOf = (request: FastifyRequest): Actor => ({
  userId: requireAuth(request).user.id,
});

/** The `:id` of the path, of the kind the resource's ids are (404 when malformed). */
const idOf = (resource: AnyResource, request: FastifyRequest) =>
  parseId((request.params as { id: string }).id, resource.idKind ?? 'int');

/** List, get, create, update, delete (and reorder) routes of one resource, audited. */
export function registerResourceRoutes(app: FastifyInstance, resource: AnyResource) {
  const base = `/api/admin/${resource.name}`;
  const context = { db: app.db, cache: app.cache };
  const { create, update, remove, reorder } = resource;
  // A resource that changes rows without an audit entity is a mistake: fail at start-up.
  if (create || update || remove || reorder) auditEntityOf(resource);

  app.get(base, async (request) => {
    const params = parseListParams(request.query);
    const { rows, total } = await resource.list(app.db, params);
    return { data: rows, meta: { total, page: params.page, per_page: params.perPage } };
  });
  app.get(`${base}/:id`, async (request) => ({
    data: await findResourceRow(resource, app.db, idOf(resource, request)),
  }));

  if (create) {
    app.post(base, async (request, reply) => {
      const input = parseInput(create.schema, request.body);
      const data = await createResourceRow(context, resource, input, actorOf(request));
      return reply.status(201).send({ data });
    });
  }
  if (update) {
    app.patch(`${base}/:id`, async (request) => {
      const id = idOf(resource, request);
      const input = parseInput(update.schema, request.body);
      return { data: await updateResourceRow(context, resource, id, input, actorOf(request)) };
    });
  }
  if (remove) {
    app.delete(`${base}/:id`, async (request, reply) => {
      await deleteResourceRow(context, resource, idOf(resource, request), actorOf(request));
      return reply.status(204).send();
    });
  }
  if (reorder) {
    app.post(`${base}/reorder`, async (request, reply) => {
      const { ids } = parseInput(adminReorderSchema, request.body);
      await reorderResourceRows(context, resource, ids, actorOf(request));
      return reply.status(204).send();
    });
  }
}
