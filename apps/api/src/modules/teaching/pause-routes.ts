import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  listOf,
  messageSchema,
  one,
  pauseCreateSchema,
  pauseSchema,
  PAUSE_NOT_WITHDRAWABLE,
  PAUSE_PLAN_CANCELLED,
} from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, routeDoc, type RouteDoc } from '../../lib/route-docs.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { classServicesOf } from './class-changes.ts';
import { askPause, withdrawPause } from './pause-requests.ts';
import { pausesOf } from './pause-views.ts';
import type { PauseAsker } from './pauses.ts';

// A learner's pauses of their own subscriptions (decision 049); a parent's for a child are
// the families module's routes, calling the same verbs.

/**
 * The document of asking for a pause, the learner's route's and a parent's (`tag`, `summary`,
 * `params` and who else gets a 404 are theirs).
 */
export const askPauseDoc = (route: Pick<RouteDoc, 'tag' | 'summary' | 'params'>, others: string) =>
  routeDoc({
    ...route,
    description: `The days are calendar dates on the plan’s clock (its anchor zone), both included: from tomorrow at the earliest, starting before the plan ends, a year at most, overlapping no other pause waiting or granted (422 per field). Granted at once while the subscription’s granted pause days in the 365 days up to its last day stay within the school’s \`pause_weeks\` × 7: its classes to come in those days are cancelled (not counted as taken, no make-up credit), the plan’s end moves on by its days and the new weeks get their classes; the tutor is mailed the classes once, the learner (or a child’s guardians) the new end. Beyond the school’s weeks it waits for staff (\`status: requested\`), and the learner is told so. Audited. 404 for ${others}.`,
    caller: 'signed-in',
    body: pauseCreateSchema,
    answers: {
      201: ['The pause, granted or waiting.', one(pauseSchema)],
      409: [PAUSE_PLAN_CANCELLED, messageSchema],
    },
  });

/** The document of withdrawing a pause, the learner's route's and a parent's. */
export const withdrawPauseDoc = (
  route: Pick<RouteDoc, 'tag' | 'summary' | 'params'>,
  others: string,
) =>
  routeDoc({
    ...route,
    description: `A pause waiting for staff, or granted and not begun: its classes come back, the plan’s end moves back, and the tutor is told. 404 for ${others}.`,
    caller: 'signed-in',
    answers: {
      200: ['The pause, withdrawn.', one(pauseSchema)],
      409: [
        `${PAUSE_NOT_WITHDRAWABLE} Or the tutor has booked another class at one of its times.`,
        messageSchema,
      ],
    },
  });

const myPausesDoc = routeDoc({
  tag: 'learning',
  summary: 'My pauses',
  description:
    'The pauses of all my subscriptions, latest first: waiting, granted, refused or withdrawn, each with the plan’s end as it now is.',
  caller: 'signed-in',
  answers: { 200: ['The pauses.', listOf(pauseSchema)] },
});

const askDoc = askPauseDoc(
  { tag: 'learning', summary: 'Pause one of my subscriptions', params: idParams },
  'anyone else’s subscription',
);

const withdrawDoc = withdrawPauseDoc(
  { tag: 'learning', summary: 'Withdraw one of my pauses', params: idParams },
  'anyone else’s pause',
);

export async function pauseRoutes(app: FastifyInstance) {
  const signedIn = { preHandler: app.authenticate };
  const me = (request: FastifyRequest): PauseAsker => {
    const { user } = requireAuth(request);
    return { userId: user.id, learnerId: user.id };
  };
  const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, 'int');

  app.get('/api/my-pauses', { ...signedIn, schema: myPausesDoc }, async (request) => ({
    data: await pausesOf(app.db, me(request).learnerId, request.locale, app.clock.now()),
  }));

  app.post(
    '/api/my-subscriptions/:id/pauses',
    { ...signedIn, schema: askDoc },
    async (request, reply) => {
      const asker = me(request);
      const id = idOf(request);
      const input = parseInput(pauseCreateSchema, request.body);
      const data = await askPause(classServicesOf(app), asker, id, input, request.locale);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/api/my-pauses/:id/withdraw',
    { ...signedIn, schema: withdrawDoc },
    async (request) => ({
      data: await withdrawPause(classServicesOf(app), me(request), idOf(request), request.locale),
    }),
  );
}
