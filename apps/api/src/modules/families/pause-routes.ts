import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listOf, pauseCreateSchema, pauseSchema } from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, pathParams, routeDoc } from '../../lib/route-docs.ts';
import {
  askPause,
  askPauseDoc,
  classServicesOf,
  pausesOf,
  withdrawPause,
  withdrawPauseDoc,
} from '../teaching/index.ts';
import { childOf } from './children.ts';
import { familyMember, notAParent } from './route-parts.ts';

// A parent pauses a child's subscription as the child could (decision 049): the teaching
// module's verbs, with the parent as the one who asks.

const childPausesDoc = routeDoc({
  tag: 'families',
  summary: "A child's pauses",
  description:
    'The same as `GET /api/my-pauses`, for one of the parent’s children. 404 for anyone else’s child.',
  caller: 'signed-in',
  params: idParams,
  answers: { 200: ["The child's pauses.", listOf(pauseSchema)], ...notAParent },
});

const childAskPauseDoc = askPauseDoc(
  {
    tag: 'families',
    summary: "Pause a child's subscription",
    params: pathParams({ id: 'int', subscriptionId: 'int' }),
  },
  'anyone else’s child or subscription; 403 for tutors and staff',
);

const childWithdrawPauseDoc = withdrawPauseDoc(
  {
    tag: 'families',
    summary: "Withdraw a child's pause",
    params: pathParams({ id: 'int', pauseId: 'int' }),
  },
  'anyone else’s child or pause; 403 for tutors and staff',
);

/** A child's pauses: read, asked for and withdrawn by a parent of theirs. */
export async function childPauseRoutes(app: FastifyInstance) {
  const now = () => app.clock.now();
  const parent = familyMember;
  const signedIn = { preHandler: app.authenticate };
  const childId = (request: FastifyRequest) =>
    parseId((request.params as { id: string }).id, 'int');

  app.get(
    '/api/family/children/:id/pauses',
    { ...signedIn, schema: childPausesDoc },
    async (request) => {
      const guardian = parent(request);
      const child = await childOf(app.db, guardian.id, childId(request), now());
      return { data: await pausesOf(app.db, child.id, request.locale, now()) };
    },
  );

  /** The parent acting on a child's pauses, as the child could: the parent asks. */
  const forChild = async (request: FastifyRequest, param: 'subscriptionId' | 'pauseId') => {
    const guardian = parent(request);
    const child = await childOf(app.db, guardian.id, childId(request), now());
    const id = parseId((request.params as Record<string, string>)[param] ?? '', 'int');
    return { asker: { userId: guardian.id, learnerId: child.id }, id };
  };

  app.post(
    '/api/family/children/:id/subscriptions/:subscriptionId/pauses',
    { ...signedIn, schema: childAskPauseDoc },
    async (request, reply) => {
      const { asker, id } = await forChild(request, 'subscriptionId');
      const input = parseInput(pauseCreateSchema, request.body);
      const data = await askPause(classServicesOf(app), asker, id, input, request.locale);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/api/family/children/:id/pauses/:pauseId/withdraw',
    { ...signedIn, schema: childWithdrawPauseDoc },
    async (request) => {
      const { asker, id } = await forChild(request, 'pauseId');
      return { data: await withdrawPause(classServicesOf(app), asker, id, request.locale) };
    },
  );
}
