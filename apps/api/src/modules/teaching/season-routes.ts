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
import { idParams, routeDoc, type RouteDoc } from '../../lib/route-docs.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { classServicesOf, type ClassActor } from './class-changes.ts';
import { answerSeason, listSeasons } from './seasons.ts';
import { SEASON_MAIL, seasonMailComposer } from './season-mails.ts';
import { proposeSeason } from './season-proposals.ts';

// Seasonal timetables for the people of a plan (decision 049): the learner proposes and
// answers the school's, the tutor answers the learner's. A parent's are in modules/families,
// staff's in the back office; each reads the same words from here.

/** What making and answering a seasonal timetable do, as every route that does either says it. */
export const SEASON_DOCS = {
  proposal: {
    description:
      'From `starts_on` to `ends_on` (both included, days on the clock of `time_zone`, the plan’s anchor zone when left out) the plan’s classes fall on `weekdays` at `start_time`; the plan’s class length stays, and its own rule applies before and after. Nothing changes until the other side accepts. 422 for a first day past, a range longer than a year or after the plan’s end, or one meeting another season of the plan proposed or agreed.',
  },
  answer: {
    description:
      '`accept` (the side that did not propose it): the plan’s classes of its days that are not recorded and not owed a make-up are planned again under it, from now on, in one transaction; a clash with another class of the tutor refuses it (409) and changes nothing. `decline` (that side, or staff): a proposal is turned down, or an agreed season not yet begun is undone and the plan’s own classes come back for its days. `withdraw` (the side that proposed it): the same, for one’s own. Both sides are mailed; a change of classes carries the days’ classes as a calendar.',
  },
} as const;

/** The answers a route that answers a season may give besides the season. */
export const seasonAnswerAnswers = {
  200: ['The season as it now is.', one(seasonSchema)],
  403: ['The other side answers it.', messageSchema],
  409: [
    'Already answered or begun, or the new times clash with another class of the tutor.',
    messageSchema,
  ],
} as const satisfies RouteDoc['answers'];

const mySeasonsDoc = routeDoc({
  tag: 'learning',
  summary: 'The seasonal timetables of my plans',
  description:
    'Proposed, agreed, declined and withdrawn, latest first; `may` says what the learner may do with each now.',
  caller: 'signed-in',
  answers: { 200: ['The seasons.', listOf(seasonSchema)] },
});

const proposeDoc = routeDoc({
  tag: 'learning',
  summary: 'Propose a seasonal timetable for my plan (a Ramadan timetable)',
  description: `${SEASON_DOCS.proposal.description} The tutor is mailed. 404 for a subscription not the learner’s.`,
  caller: 'signed-in',
  params: idParams,
  body: seasonProposalSchema,
  answers: {
    201: ['The proposal.', one(seasonSchema)],
    409: ['The subscription has no weekly plan yet.', messageSchema],
  },
});

const myAnswerDoc = routeDoc({
  tag: 'learning',
  summary: 'Answer a seasonal timetable of my plan',
  description: `${SEASON_DOCS.answer.description} 404 for a season not of the learner’s plans.`,
  caller: 'signed-in',
  params: idParams,
  body: seasonAnswerSchema,
  answers: seasonAnswerAnswers,
});

const tutorSeasonsDoc = routeDoc({
  tag: 'teaching',
  summary: "My learners' seasonal timetables",
  description:
    'Of the plans the tutor teaches, latest first; `may` says which the tutor may accept or decline now.',
  caller: 'tutor',
  answers: { 200: ['The seasons.', listOf(seasonSchema)] },
});

const tutorAnswerDoc = routeDoc({
  tag: 'teaching',
  summary: "Accept or decline a learner's seasonal timetable",
  description: `${SEASON_DOCS.answer.description} 404 for a season of another tutor's plan.`,
  caller: 'tutor',
  params: idParams,
  body: seasonAnswerSchema,
  answers: seasonAnswerAnswers,
});

const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, 'int');

/** The learner's and the tutor's routes of seasonal timetables, and their mail. */
export async function seasonRoutes(app: FastifyInstance) {
  const services = () => classServicesOf(app);
  const actor = (request: FastifyRequest, as: ClassActor['as']): ClassActor => ({
    as,
    userId: requireAuth(request).user.id,
    locale: request.locale,
  });
  app.mailer.composeWith(SEASON_MAIL, seasonMailComposer(classServicesOf(app)));
  const signedIn = { preHandler: app.authenticate };
  const tutorOnly = { preHandler: app.requireTutor };

  app.get('/api/my-seasons', { ...signedIn, schema: mySeasonsDoc }, async (request) => ({
    data: await listSeasons(app.db, actor(request, 'learner'), app.clock.now(), request.locale),
  }));

  app.post(
    '/api/my-subscriptions/:id/seasons',
    { ...signedIn, schema: proposeDoc },
    async (request, reply) => {
      const id = idOf(request);
      const input = parseInput(seasonProposalSchema, request.body);
      const data = await proposeSeason(services(), actor(request, 'learner'), id, input);
      return reply.status(201).send({ data });
    },
  );

  app.post('/api/my-seasons/:id/answer', { ...signedIn, schema: myAnswerDoc }, async (request) => {
    const id = idOf(request);
    const { answer } = parseInput(seasonAnswerSchema, request.body);
    return { data: await answerSeason(services(), actor(request, 'learner'), id, answer) };
  });

  app.get('/api/teach/seasons', { ...tutorOnly, schema: tutorSeasonsDoc }, async (request) => ({
    data: await listSeasons(app.db, actor(request, 'tutor'), app.clock.now(), request.locale),
  }));

  app.post(
    '/api/teach/seasons/:id/answer',
    { ...tutorOnly, schema: tutorAnswerDoc },
    async (request) => {
      const id = idOf(request);
      const { answer } = parseInput(seasonAnswerSchema, request.body);
      return { data: await answerSeason(services(), actor(request, 'tutor'), id, answer) };
    },
  );
}
