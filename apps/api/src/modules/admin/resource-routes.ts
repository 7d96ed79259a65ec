import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminListOf,
  adminListQuerySchema,
  adminReorderSchema,
  messageSchema,
  one,
} from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { pathParams, routeDoc, type Answer } from '../../lib/route-docs.ts';
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
  at: request.server.clock.now(),
  locale: request.locale,
});

/** The `:id` of the path, of the kind the resource's ids are (404 when malformed). */
const idOf = (resource: AnyResource, request: FastifyRequest) =>
  parseId((request.params as { id: string }).id, resource.idKind ?? 'int');

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `?page=&per_page=&q=&sort=` with the resource's own sorts, and its filters by name. */
export function listQueryOf({ listing }: AnyResource) {
  const sorts = listing.sorts.flatMap((sort) => [sort, `-${sort}`]);
  return adminListQuerySchema.extend({
    sort: z
      .enum(sorts as [string, ...string[]])
      .optional()
      .describe(
        `The field to sort by, \`-\` first for descending; \`${listing.defaultSort}\` unless said.`,
      ),
    ...Object.fromEntries(
      listing.filters.map((filter) => [
        filter,
        z.string().optional().describe(`Only rows whose ${filter} is this.`),
      ]),
    ),
  });
}

/** The generic routes' documents, from the resource's definition (all for staff only). */
function resourceDocs(resource: AnyResource) {
  const { label, schema, conflicts = {} } = resource;
  const params = pathParams({ id: resource.idKind ?? 'int' });
  const conflict = (when: string | undefined): Record<number, Answer> =>
    when ? { 409: [when, messageSchema] } : {};
  const common = { tag: 'admin', caller: 'admin' } as const;
  return {
    list: routeDoc({
      ...common,
      summary: `List ${label.many}`,
      description: `A page of ${label.many} (\`per_page\` of them, 25 unless said), searched with \`q\`, sorted and filtered; \`meta.total\` counts every match.`,
      query: listQueryOf(resource),
      answers: { 200: [`A page of ${label.many}.`, adminListOf(schema)] },
    }),
    get: routeDoc({
      ...common,
      summary: `Read ${label.one}`,
      params,
      answers: { 200: [capitalized(`${label.one}.`), one(schema)] },
    }),
    create: routeDoc({
      ...common,
      summary: `Create ${label.one}`,
      description: 'Audited. Answers the new row as staff read it.',
      body: resource.create?.schema,
      answers: {
        201: [`Created: ${label.one}.`, one(schema)],
        ...conflict(conflicts.create),
      },
    }),
    update: routeDoc({
      ...common,
      summary: `Change ${label.one}`,
      description: 'Only the fields sent are changed. Audited. Answers the row as it now is.',
      params,
      body: resource.update?.schema,
      answers: { 200: ['Changed.', one(schema)], ...conflict(conflicts.update) },
    }),
    remove: routeDoc({
      ...common,
      summary: `Delete ${label.one}`,
      description: 'Audited.',
      params,
      answers: { 204: ['Deleted.'], ...conflict(conflicts.remove) },
    }),
    reorder: routeDoc({
      ...common,
      summary: `Reorder ${label.many}`,
      description:
        'The ids in their new order: their `position` becomes 0, 1, … Audited as one change.',
      body: adminReorderSchema,
      answers: { 204: ['Reordered.'] },
    }),
  };
}

/** List, get, create, update, delete (and reorder) routes of one resource, audited. */
export function registerResourceRoutes(app: FastifyInstance, resource: AnyResource) {
  const base = `/api/admin/${resource.name}`;
  const context = { db: app.db, cache: app.cache };
  const { create, update, remove, reorder } = resource;
  // A resource that changes rows without an audit entity is a mistake: fail at start-up.
  if (create || update || remove || reorder) auditEntityOf(resource);
  const docs = resourceDocs(resource);

  app.get(base, { schema: docs.list }, async (request) => {
    const params = parseListParams(request.query, app.clock.now());
    const { rows, total } = await resource.list(app.db, params);
    return { data: rows, meta: { total, page: params.page, per_page: params.perPage } };
  });
  app.get(`${base}/:id`, { schema: docs.get }, async (request) => ({
    data: await findResourceRow(resource, app.db, idOf(resource, request), app.clock.now()),
  }));

  if (create) {
    app.post(base, { schema: docs.create }, async (request, reply) => {
      const input = parseInput(create.schema, request.body);
      const data = await createResourceRow(context, resource, input, actorOf(request));
      return reply.status(201).send({ data });
    });
  }
  if (update) {
    app.patch(`${base}/:id`, { schema: docs.update }, async (request) => {
      const id = idOf(resource, request);
      const input = parseInput(update.schema, request.body);
      return { data: await updateResourceRow(context, resource, id, input, actorOf(request)) };
    });
  }
  if (remove) {
    app.delete(`${base}/:id`, { schema: docs.remove }, async (request, reply) => {
      await deleteResourceRow(context, resource, idOf(resource, request), actorOf(request));
      return reply.status(204).send();
    });
  }
  if (reorder) {
    app.post(`${base}/reorder`, { schema: docs.reorder }, async (request, reply) => {
      const { ids } = parseInput(adminReorderSchema, request.body);
      await reorderResourceRows(context, resource, ids, actorOf(request));
      return reply.status(204).send();
    });
  }
}
