import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  listOf,
  messageSchema,
  one,
  seasonAnswerSchema,
  seasonOfferInputSchema,
  seasonOfferSchema,
  seasonProposalSchema,
  seasonSchema,
} from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, routeDoc, type RouteDoc } from '../../lib/route-docs.ts';
import {
  answerSeason,
  classServicesOf,
  listSeasons,
  offerSeason,
  proposeSeason,
  SEASON_DOCS,
  seasonAnswerAnswers,
  type ClassActor,
} from '../teaching/index.ts';
import { actorOf } from './resource-routes.ts';
import { findResourceRow } from './services/find-resource-row.ts';
import { tutorsResource } from './resources/tutors.ts';

/** A back-office route's document: staff only. */
const staffDoc = (doc: Omit<RouteDoc, 'tag' | 'caller'>) =>
  routeDoc({ tag: 'admin', caller: 'admin', ...doc });

const tutorSeasonsDoc = staffDoc({
  summary: "The seasonal timetables of a tutor's plans",
  description: 'Latest first; `may` says what staff may do with each now.',
  params: idParams,
  answers: { 200: ['The seasons.', listOf(seasonSchema)] },
});

const planSeasonsDoc = staffDoc({
  summary: "The seasonal timetables of a subscription's plan",
  description: 'Latest first; `may` says what staff may do with each now.',
  params: idParams,
  answers: { 200: ['The seasons.', listOf(seasonSchema)] },
});

const proposeSeasonDoc = staffDoc({
  summary: "Propose a seasonal timetable for a subscription's plan",
  description: `${SEASON_DOCS.proposal.description} The learner (a child's parents) answers it and is mailed. Audited.`,
  params: idParams,
  body: seasonProposalSchema,
  answers: {
    201: ['The proposal.', one(seasonSchema)],
    409: ['The subscription has no weekly plan yet.', messageSchema],
  },
});

const offerSeasonDoc = staffDoc({
  summary: 'Offer a seasonal timetable to all learners of a tutor',
  description: `One proposal per plan of the tutor still running, each learner answering their own (mailed each); without \`weekdays\` each plan keeps its own days. ${SEASON_DOCS.proposal.description} A plan that ends before the first day or has a season on those days is left out and named in \`skipped\`; a first day past refuses the whole offer. Audited per proposal.`,
  params: idParams,
  body: seasonOfferInputSchema,
  answers: { 201: ['What was proposed, and the plans left out.', one(seasonOfferSchema)] },
});

const answerSeasonDoc = staffDoc({
  summary: 'Answer a seasonal timetable',
  description: `${SEASON_DOCS.answer.description} Staff answer the learner's proposals, withdraw their own, and may decline any. Audited.`,
  params: idParams,
  body: seasonAnswerSchema,
  answers: seasonAnswerAnswers,
});

const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, 'int');

/** The signed-in staff member, acting on a plan's seasons, in the page's language. */
const staff = (request: FastifyRequest): ClassActor => ({
  as: 'staff',
  userId: actorOf(request).userId,
  locale: request.locale,
});

/**
 * Seasonal timetables in the back office (decision 049): every plan's, one proposed for a
 * plan, one offered to all of a tutor's learners, and staff's answers.
 */
export async function adminSeasonRoutes(app: FastifyInstance) {
  const services = () => classServicesOf(app);
  const now = () => app.clock.now();

  app.get('/api/admin/tutors/:id/seasons', { schema: tutorSeasonsDoc }, async (request) => {
    const tutorId = idOf(request);
    await findResourceRow(tutorsResource, app.db, tutorId, now());
    return { data: await listSeasons(app.db, staff(request), now(), request.locale, { tutorId }) };
  });

  app.get('/api/admin/subscriptions/:id/seasons', { schema: planSeasonsDoc }, async (request) => {
    const subscriptionId = idOf(request);
    const only = { subscriptionId };
    return { data: await listSeasons(app.db, staff(request), now(), request.locale, only) };
  });

  app.post(
    '/api/admin/subscriptions/:id/seasons',
    { schema: proposeSeasonDoc },
    async (request, reply) => {
      const id = idOf(request);
      const input = parseInput(seasonProposalSchema, request.body);
      const data = await proposeSeason(services(), staff(request), id, input);
      return reply.status(201).send({ data });
    },
  );

  app.post('/api/admin/tutors/:id/seasons', { schema: offerSeasonDoc }, async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(seasonOfferInputSchema, request.body);
    await findResourceRow(tutorsResource, app.db, id, now());
    const data = await offerSeason(services(), staff(request), id, input);
    return reply.status(201).send({ data });
  });

  app.post('/api/admin/seasons/:id/answer', { schema: answerSeasonDoc }, async (request) => {
    const id = idOf(request);
    const { answer } = parseInput(seasonAnswerSchema, request.body);
    return { data: await answerSeason(services(), staff(request), id, answer) };
  });
}
