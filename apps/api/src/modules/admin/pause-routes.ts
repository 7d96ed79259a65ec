import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminPauseQuery,
  adminPauseSchema,
  listOf,
  messageSchema,
  one,
  PAUSE_BEGUN,
  PAUSE_DECIDED,
} from '@iqra/contracts';
import { NotFound, parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, routeDoc, type RouteDoc } from '../../lib/route-docs.ts';
import { adminPauses, classServicesOf, decidePause } from '../teaching/index.ts';
import { actorOf } from './resource-routes.ts';

// Learners' pauses waiting for staff (beyond the school's weeks a year), and the recent ones
// (decision 049). Staff grant or refuse; the teaching module does the rest.

const staffDoc = (doc: Omit<RouteDoc, 'tag' | 'caller'>) =>
  routeDoc({ tag: 'admin', caller: 'admin', ...doc });

const listDoc = staffDoc({
  summary: "Learners' pauses",
  description:
    '`status=requested` (the default): those waiting for staff, oldest first. `status=recent`: the latest 100 asked for, whatever became of them, newest first. Each with the pause days already granted to its subscription in the year up to its end.',
  query: adminPauseQuery,
  answers: { 200: ['The pauses.', listOf(adminPauseSchema)] },
});

const oneDoc = staffDoc({
  summary: "A learner's pause",
  params: idParams,
  answers: { 200: ['The pause.', one(adminPauseSchema)] },
});

const grantDoc = staffDoc({
  summary: 'Grant a pause',
  description:
    'Its classes to come in its days are cancelled (not counted as taken), the plan’s end moves on by its days and the new weeks get their classes; the learner (or a child’s guardians) and the tutor are mailed once each. Audited.',
  params: idParams,
  answers: {
    200: ['The pause, granted.', one(adminPauseSchema)],
    409: [
      `${PAUSE_DECIDED} Or: ${PAUSE_BEGUN} Or the subscription was cancelled, or the tutor has another class at a time it would give back.`,
      messageSchema,
    ],
  },
});

const refuseDoc = staffDoc({
  summary: 'Refuse a pause',
  description:
    'The classes stay as they are; the learner (or a child’s guardians) is mailed. Audited.',
  params: idParams,
  answers: {
    200: ['The pause, refused.', one(adminPauseSchema)],
    409: [PAUSE_DECIDED, messageSchema],
  },
});

export async function adminPauseRoutes(app: FastifyInstance) {
  const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, 'int');

  app.get('/api/admin/pauses', { schema: listDoc }, async (request) => {
    const { status } = parseInput(adminPauseQuery, request.query);
    return { data: await adminPauses(app.db, { list: status }, request.locale, app.clock.now()) };
  });

  app.get('/api/admin/pauses/:id', { schema: oneDoc }, async (request) => {
    const [data] = await adminPauses(
      app.db,
      { id: idOf(request) },
      request.locale,
      app.clock.now(),
    );
    if (!data) throw new NotFound();
    return { data };
  });

  for (const decision of ['grant', 'refuse'] as const) {
    app.post(
      `/api/admin/pauses/:id/${decision}`,
      { schema: decision === 'grant' ? grantDoc : refuseDoc },
      async (request) => ({
        data: await decidePause(
          classServicesOf(app),
          actorOf(request).userId,
          idOf(request),
          decision,
          request.locale,
        ),
      }),
    );
  }
}
