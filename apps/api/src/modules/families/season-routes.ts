import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  listOf,
  messageSchema,
  one,
  seasonAnswerSchema,
  seasonProposalSchema,
  seasonSchema,
} from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, pathParams, routeDoc } from '../../lib/route-docs.ts';
import {
  answerSeason,
  classServicesOf,
  listSeasons,
  proposeSeason,
  SEASON_DOCS,
  seasonAnswerAnswers,
  type ClassActor,
} from '../teaching/index.ts';
import { childOf } from './children.ts';
import { familyMember, notAParent } from './route-parts.ts';

const childSeasonsDoc = routeDoc({
  tag: 'families',
  summary: "The seasonal timetables of a child's plans",
  description:
    'The same as `GET /api/my-seasons`, for one of the parent’s children. 404 for anyone else’s child.',
  caller: 'signed-in',
  params: idParams,
  answers: { 200: ['The seasons.', listOf(seasonSchema)], ...notAParent },
});

const childProposeDoc = routeDoc({
  tag: 'families',
  summary: "Propose a seasonal timetable for a child's plan",
  description: `As the child could. ${SEASON_DOCS.proposal.description} The tutor is mailed. 404 for anyone else’s child or subscription.`,
  caller: 'signed-in',
  params: pathParams({ id: 'int', subscriptionId: 'int' }),
  body: seasonProposalSchema,
  answers: {
    201: ['The proposal.', one(seasonSchema)],
    409: ['The subscription has no weekly plan yet.', messageSchema],
    ...notAParent,
  },
});

const childAnswerDoc = routeDoc({
  tag: 'families',
  summary: "Answer a seasonal timetable of a child's plan",
  description: `As the child could. ${SEASON_DOCS.answer.description} 404 for anyone else’s child or season.`,
  caller: 'signed-in',
  params: pathParams({ id: 'int', seasonId: 'int' }),
  body: seasonAnswerSchema,
  answers: { ...seasonAnswerAnswers, ...notAParent },
});

const paramOf = (request: FastifyRequest, name: string) =>
  parseId((request.params as Record<string, string>)[name] ?? '', 'int');

/**
 * A parent's part in a child's seasonal timetables (decision 049): as the child could, the
 * parent proposes one for the child's plan and answers the school's.
 */
export async function familySeasonRoutes(app: FastifyInstance) {
  const now = () => app.clock.now();
  const signedIn = { preHandler: app.authenticate };

  /** The parent acting on a child's plans, as the child could. */
  const forChild = async (request: FastifyRequest): Promise<ClassActor> => {
    const guardian = familyMember(request);
    const child = await childOf(app.db, guardian.id, paramOf(request, 'id'), now());
    return { as: 'learner', userId: guardian.id, learnerId: child.id, locale: request.locale };
  };

  app.get(
    '/api/family/children/:id/seasons',
    { ...signedIn, schema: childSeasonsDoc },
    async (request) => ({
      data: await listSeasons(app.db, await forChild(request), now(), request.locale),
    }),
  );

  app.post(
    '/api/family/children/:id/subscriptions/:subscriptionId/seasons',
    { ...signedIn, schema: childProposeDoc },
    async (request, reply) => {
      const actor = await forChild(request);
      const id = paramOf(request, 'subscriptionId');
      const input = parseInput(seasonProposalSchema, request.body);
      const data = await proposeSeason(classServicesOf(app), actor, id, input);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/api/family/children/:id/seasons/:seasonId/answer',
    { ...signedIn, schema: childAnswerDoc },
    async (request) => {
      const actor = await forChild(request);
      const id = paramOf(request, 'seasonId');
      const { answer } = parseInput(seasonAnswerSchema, request.body);
      return { data: await answerSeason(classServicesOf(app), actor, id, answer) };
    },
  );
}
