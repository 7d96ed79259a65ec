import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CLASS_PERIODS,
  childCreateSchema,
  childSchema,
  childUpdateSchema,
  classTimeSchema,
  familySchema,
  learnerProgressSchema,
  listOf,
  messageSchema,
  myClassesResponseSchema,
  one,
  subscriptionSchema,
} from '@iqra/contracts';
import { sendJsonBody } from '../../lib/encoded-body.ts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, pathParams, routeDoc } from '../../lib/route-docs.ts';
import { listUserSubscriptions } from '../learning/index.ts';
import {
  cancelClass,
  classServicesOf,
  learnerProgressBody,
  moveClass,
  myClassesBody,
  type ClassActor,
} from '../teaching/index.ts';
import { addChild, childOf, childrenOf, updateChild } from './children.ts';
import { familyMember, notAParent } from './route-parts.ts';
import { childPauseRoutes } from './pause-routes.ts';
import { familySeasonRoutes } from './season-routes.ts';
import { addVary } from '../../lib/cached-reply.ts';

const periodQuery = z.object({
  period: z.enum(CLASS_PERIODS, { error: 'The selected period is invalid.' }).default('upcoming'),
});

const familyDoc = routeDoc({
  tag: 'families',
  summary: 'My children',
  description: 'The children the signed-in parent added or was linked to, eldest first.',
  caller: 'signed-in',
  answers: { 200: ['The family.', one(familySchema)], ...notAParent },
});

const addChildDoc = routeDoc({
  tag: 'families',
  summary: 'Add a child',
  description:
    'A learner without a sign-in of their own, on the parent’s clock unless `time_zone` is given. `consent: true` records, with the date, that the parent agrees to the school keeping the child’s details and teaching them. Audited.',
  caller: 'signed-in',
  body: childCreateSchema,
  answers: { 201: ['The child, added.', one(childSchema)], ...notAParent },
});

const updateChildDoc = routeDoc({
  tag: 'families',
  summary: "Change a child's details",
  description: 'What is left out stays as it was. Audited.',
  caller: 'signed-in',
  params: idParams,
  body: childUpdateSchema,
  answers: { 200: ['The child as now.', one(childSchema)], ...notAParent },
});

const childClassesDoc = routeDoc({
  tag: 'families',
  summary: "A child's classes, to come or past, and make-up credits",
  description:
    'The same as `GET /api/my-classes`, for one of the parent’s children, on the child’s clock. 404 for anyone else’s child.',
  caller: 'signed-in',
  params: idParams,
  query: periodQuery,
  answers: {
    200: ["The child's classes and make-up credits.", myClassesResponseSchema],
    ...notAParent,
  },
});

const childProgressDoc = routeDoc({
  tag: 'families',
  summary: "A child's progress",
  description:
    'The same as `GET /api/my-progress`, for one of the parent’s children. 404 for anyone else’s child.',
  caller: 'signed-in',
  params: idParams,
  answers: {
    200: ["The child's mushaf, revision due and latest lessons.", one(learnerProgressSchema)],
    ...notAParent,
  },
});

const childSubscriptionsDoc = routeDoc({
  tag: 'families',
  summary: "A child's courses",
  description:
    'The same as `GET /api/my-subscriptions`, for one of the parent’s children: each plan with its dates, status and progress, newest first. 404 for anyone else’s child.',
  caller: 'signed-in',
  params: idParams,
  answers: { 200: ["The child's subscriptions.", listOf(subscriptionSchema)], ...notAParent },
});

const childClassParams = pathParams({ id: 'int', classId: 'int' });

const childCancelDoc = routeDoc({
  tag: 'families',
  summary: "Cancel a child's class",
  description:
    'As the child could: up to the notice hours before it starts. Audited as the parent’s; the tutor and the child’s other parent are told. 404 for anyone else’s child or class.',
  caller: 'signed-in',
  params: childClassParams,
  answers: {
    204: ['Cancelled.'],
    409: ['Already cancelled, started, or too late to change.', messageSchema],
    ...notAParent,
  },
});

const childMoveDoc = routeDoc({
  tag: 'families',
  summary: "Move a child's class",
  description:
    'As the child could: up to the notice hours before it starts, to a time at least that far ahead and inside the subscription; it keeps its length. 404 for anyone else’s child or class.',
  caller: 'signed-in',
  params: childClassParams,
  body: classTimeSchema,
  answers: {
    204: ['Moved.'],
    409: ['Cancelled, too late to change, or the tutor has another class then.', messageSchema],
    ...notAParent,
  },
});

/**
 * A parent's family: the children they add, and each child's classes and progress. A family
 * is a learner's account; tutors' and staff's accounts are for work (403).
 */
export async function familyRoutes(app: FastifyInstance) {
  const now = () => app.clock.now();
  const parent = familyMember;
  const signedIn = { preHandler: app.authenticate };
  const childId = (request: FastifyRequest) =>
    parseId((request.params as { id: string }).id, 'int');

  app.get('/api/family', { ...signedIn, schema: familyDoc }, async (request) => ({
    data: { children: await childrenOf(app.db, parent(request).id, now()) },
  }));

  app.post('/api/family/children', { ...signedIn, schema: addChildDoc }, async (request, reply) => {
    const guardian = parent(request);
    const input = parseInput(childCreateSchema, request.body);
    const data = await addChild(app.db, guardian, input, now());
    return reply.status(201).send({ data });
  });

  app.patch(
    '/api/family/children/:id',
    { ...signedIn, schema: updateChildDoc },
    async (request) => {
      const guardian = parent(request);
      const id = childId(request);
      const input = parseInput(childUpdateSchema, request.body);
      return { data: await updateChild(app.db, guardian.id, id, input, now()) };
    },
  );

  app.get(
    '/api/family/children/:id/classes',
    { ...signedIn, schema: childClassesDoc },
    async (request, reply) => {
      const guardian = parent(request);
      const child = await childOf(app.db, guardian.id, childId(request), now());
      const { period } = parseInput(periodQuery, request.query);
      const body = await myClassesBody(
        app.db,
        { id: child.id, timeZone: child.time_zone },
        period,
        now(),
        request.locale,
      );
      addVary(reply, 'Accept-Language');
      return sendJsonBody(request, reply, body);
    },
  );

  app.get(
    '/api/family/children/:id/progress',
    { ...signedIn, schema: childProgressDoc },
    async (request, reply) => {
      const guardian = parent(request);
      const child = await childOf(app.db, guardian.id, childId(request), now());
      addVary(reply, 'Accept-Language');
      const body = await learnerProgressBody(app.db, child.id, now(), request.locale);
      return sendJsonBody(request, reply, body);
    },
  );

  app.get(
    '/api/family/children/:id/subscriptions',
    { ...signedIn, schema: childSubscriptionsDoc },
    async (request) => {
      const guardian = parent(request);
      const child = await childOf(app.db, guardian.id, childId(request), now());
      return { data: await listUserSubscriptions(app.db, child.id, now(), request.locale) };
    },
  );

  await childPauseRoutes(app);

  /** The parent acting on one of their children's classes, as the child could. */
  const onChildsClass = async (request: FastifyRequest) => {
    const guardian = parent(request);
    const child = await childOf(app.db, guardian.id, childId(request), now());
    const classId = parseId((request.params as { classId: string }).classId, 'int');
    const actor: ClassActor = { as: 'learner', userId: guardian.id, learnerId: child.id };
    return { actor, classId };
  };

  app.post(
    '/api/family/children/:id/classes/:classId/cancel',
    { ...signedIn, schema: childCancelDoc },
    async (request, reply) => {
      const { actor, classId } = await onChildsClass(request);
      await cancelClass(classServicesOf(app), actor, classId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/family/children/:id/classes/:classId/move',
    { ...signedIn, schema: childMoveDoc },
    async (request, reply) => {
      const { actor, classId } = await onChildsClass(request);
      const input = parseInput(classTimeSchema, request.body);
      await moveClass(classServicesOf(app), actor, classId, new Date(input.starts_at));
      return reply.status(204).send();
    },
  );

  await familySeasonRoutes(app);
}
