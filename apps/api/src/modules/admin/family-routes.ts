import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminFamilyLinkSchema,
  adminFamilyMoveSchema,
  adminFamilySchema,
  FAMILY_MESSAGES,
  messageSchema,
  one,
} from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { pathParams, routeDoc } from '../../lib/route-docs.ts';
import { actorOf } from './resource-routes.ts';
import { linkFamilyChild, moveFamilyChild, unlinkFamilyChild } from './services/change-family.ts';

const childParams = pathParams({ id: 'int', childId: 'int' });

const linkDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Link a learner to a parent',
  description:
    'The learner (`child_id`) becomes a child of the parent (`guardian_id`), both learners. `consent: true` says staff confirm the parent agrees to the school keeping the child’s details and teaching them; the link’s consent is dated now. 422 on the field for a learner linked to themselves, a tutor or staff member on either side, a link that exists, a child who is a parent or grandparent of the parent, a child with two parents already, or a parent with 12 children. Audited (`guardianships`, the child’s id).',
  body: adminFamilyLinkSchema,
  answers: { 201: ["Linked: the parent's family as it now is.", one(adminFamilySchema)] },
});

const unlinkDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Unlink a parent from a child',
  description:
    '`:id` is the parent, `:childId` the child; 404 when they are not linked. Audited (`guardianships`, the child’s id).',
  params: childParams,
  answers: { 204: ['Unlinked.'], 409: [FAMILY_MESSAGES.orphan, messageSchema] },
});

const moveDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Move a child to another parent',
  description:
    'In one go the parent `:id` is replaced by `guardian_id` (the child’s other parent stays); `consent: true` says staff confirm the new parent’s consent, dated now. 404 when `:id` is not the child’s parent; 422 on `guardian_id` as for a link. Audited (`guardianships`, the child’s id).',
  params: childParams,
  body: adminFamilyMoveSchema,
  answers: { 200: ["Moved: the new parent's family.", one(adminFamilySchema)] },
});

/** The parent and the child a path names (404 when malformed). */
const linkOf = (request: FastifyRequest) => {
  const params = request.params as { id: string; childId: string };
  return { guardianId: parseId(params.id, 'int'), childId: parseId(params.childId, 'int') };
};

/**
 * Families in the back office, beside their list and reads (resources/families.ts): staff
 * link a learner to a parent, unlink one, and move a child to another parent (decision 033).
 */
export async function adminFamilyRoutes(app: FastifyInstance) {
  app.post('/api/admin/families', { schema: linkDoc }, async (request, reply) => {
    const input = parseInput(adminFamilyLinkSchema, request.body);
    const link = { guardianId: input.guardian_id, childId: input.child_id };
    const data = await linkFamilyChild(app.db, actorOf(request), link);
    return reply.status(201).send({ data });
  });

  app.delete(
    '/api/admin/families/:id/children/:childId',
    { schema: unlinkDoc },
    async (request, reply) => {
      await unlinkFamilyChild(app.db, actorOf(request), linkOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/families/:id/children/:childId/move',
    { schema: moveDoc },
    async (request) => {
      const { guardianId, childId } = linkOf(request);
      const input = parseInput(adminFamilyMoveSchema, request.body);
      const move = { childId, fromId: guardianId, toId: input.guardian_id };
      return { data: await moveFamilyChild(app.db, actorOf(request), move) };
    },
  );
}
