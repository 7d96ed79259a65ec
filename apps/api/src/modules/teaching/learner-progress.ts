import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { learnerProgressSchema, one, type Language } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import type { Tx } from '../../lib/audit.ts';
import { classes, subscriptions } from '../../db/schema.ts';
import { EncodedBody, sendJsonBody } from '../../lib/encoded-body.ts';
import { NotFound } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, routeDoc } from '../../lib/route-docs.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { learnerProgress } from '../lessons/index.ts';
import { currentClassListVersion } from './list-version.ts';
import { firstTurnAfter, keptListsOf } from './kept-lists.ts';
import { addVary } from '../../lib/cached-reply.ts';

/**
 * A learner's progress (`{ data }`) as JSON made once, kept under the class-list version
 * (every change to a lesson or a class moves it) until the learner's next midnight turns its
 * "today". Whoever asks has been let through by the route.
 */
export async function learnerProgressBody(
  db: Database,
  learnerId: number,
  now: Date,
  language: Language,
): Promise<EncodedBody> {
  const key = `progress:${learnerId}:${language}`;
  const lists = keptListsOf(db);
  const version = await currentClassListVersion(db);
  const kept = lists.get(key, version, now.getTime());
  if (kept !== undefined) return kept;
  const { progress, turns } = await learnerProgress(db, learnerId, now, language);
  const body = new EncodedBody(JSON.stringify({ data: progress }));
  lists.set(key, version, body, firstTurnAfter(now.getTime(), [turns.getTime()]));
  return body;
}

/** Whether the tutor has a class (past or to come) with the learner. */
export async function teaches(db: Database | Tx, tutorId: number, learnerId: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(classes)
    .innerJoin(subscriptions, eq(subscriptions.id, classes.subscriptionId))
    .where(and(eq(classes.tutorId, tutorId), eq(subscriptions.userId, learnerId)))
    .limit(1);
  return row !== undefined;
}

/** A tutor sees the record of a learner they teach (any class, past or to come); 404 else. */
export async function assertTeaches(db: Database, tutorId: number, learnerId: number) {
  if (!(await teaches(db, tutorId, learnerId))) throw new NotFound();
}

const progressAnswer = {
  200: ["The learner's mushaf, revision due and latest lessons.", one(learnerProgressSchema)],
} as const;

const myProgressDoc = routeDoc({
  tag: 'learning',
  summary: 'My progress: the mushaf as I have memorised it, revision due, my latest lessons',
  description:
    'Pages heard, memorised or in progress, each with the day (on the learner’s calendar) it is next due for revision by FSRS from the grades and mistakes recorded.',
  caller: 'signed-in',
  answers: progressAnswer,
});

const learnerProgressDoc = routeDoc({
  tag: 'teaching',
  summary: "One of my learners' progress",
  description: 'The same as `GET /api/my-progress`, for a learner of one of the tutor’s classes.',
  caller: 'tutor',
  params: idParams,
  answers: progressAnswer,
});

/**
 * A learner's progress for the learner (their own, and nobody else's) and for a tutor who
 * teaches them; staff read it in the back office.
 */
export async function learnerProgressRoutes(app: FastifyInstance) {
  const now = () => app.clock.now();
  app.get(
    '/api/my-progress',
    { preHandler: app.authenticate, schema: myProgressDoc },
    async (request, reply) => {
      const { user } = requireAuth(request);
      addVary(reply, 'Accept-Language');
      return sendJsonBody(
        request,
        reply,
        await learnerProgressBody(app.db, user.id, now(), request.locale),
      );
    },
  );
  app.get(
    '/api/teach/learners/:id/progress',
    { preHandler: app.requireTutor, schema: learnerProgressDoc },
    async (request, reply) => {
      const learnerId = parseId((request.params as { id: string }).id, 'int');
      await assertTeaches(app.db, requireAuth(request).user.id, learnerId);
      addVary(reply, 'Accept-Language');
      const body = await learnerProgressBody(app.db, learnerId, now(), request.locale);
      return sendJsonBody(request, reply, body);
    },
  );
}
