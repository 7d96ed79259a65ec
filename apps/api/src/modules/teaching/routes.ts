import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CLASS_PERIODS, classTimeSchema, recordClassSchema } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { NotFound, parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { requireAuth } from '../../plugins/auth.ts';
import {
  calendarFeedText,
  calendarSecretOf,
  feedOf,
  renewCalendarSecret,
} from './calendar-feed.ts';
import { cancelClass, moveClass, recordClass, type ClassActor } from './class-changes.ts';
import {
  learnerNotesFor,
  listClassesToRecord,
  listTutorLearners,
  currentClassListVersion,
  myClassesJson,
  parseRange,
  tutorClassesJson,
  type ListReader,
} from './class-lists.ts';
import { TUTOR_INVITATION_MAIL, tutorInvitationComposer } from './invitations.ts';
import { bookMakeup, listMakeupCredits } from './makeup-credits.ts';

const periodQuery = z.object({
  period: z.enum(CLASS_PERIODS, { error: 'The selected period is invalid.' }).default('upcoming'),
});

const JSON_TYPE = 'application/json; charset=utf-8';

/** The signed-in person as a reader of their own class lists. */
async function listReader(db: Database, request: FastifyRequest): Promise<ListReader> {
  const { user } = requireAuth(request);
  return { id: user.id, timeZone: user.timeZone, version: await currentClassListVersion(db) };
}

const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, 'int');

/**
 * Classes for the people in them. Learners: /api/my-classes (their own, and 404 for anyone
 * else's). Tutors: /api/teach/… (their own classes and learners; 403 for everyone else).
 */
export async function teachingRoutes(app: FastifyInstance) {
  const services = () => ({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl });
  const actor = (request: FastifyRequest, as: ClassActor['as']): ClassActor => ({
    as,
    userId: requireAuth(request).user.id,
  });
  app.mailer.composeWith(
    TUTOR_INVITATION_MAIL,
    tutorInvitationComposer(app.db, app.mailer.templates, app.config.publicUrl),
  );
  const signedIn = { preHandler: app.authenticate };
  const tutorOnly = { preHandler: app.requireTutor };

  app.get('/api/my-classes', signedIn, async (request, reply) => {
    const { period } = parseInput(periodQuery, request.query);
    return reply
      .type(JSON_TYPE)
      .send(await myClassesJson(app.db, await listReader(app.db, request), period));
  });

  // The person's private calendar feed: its addresses, a new secret, and the feed itself.
  app.get('/api/calendar', signedIn, async (request) => {
    const secret = await calendarSecretOf(app.db, requireAuth(request).user.id);
    return { data: feedOf(app.config.publicUrl, secret) };
  });

  app.post('/api/calendar', signedIn, async (request) => {
    const secret = await renewCalendarSecret(app.db, requireAuth(request).user.id);
    return { data: feedOf(app.config.publicUrl, secret) };
  });

  app.get('/calendar/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const text = await calendarFeedText(app.db, name, app.config.publicUrl);
    if (text === null) throw new NotFound();
    return (
      reply
        .type('text/calendar; charset=utf-8')
        // Private to its owner: never kept by a shared cache; calendar apps poll it.
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="iqra-classes.ics"')
        .send(text)
    );
  });

  app.post('/api/my-classes/:id/cancel', signedIn, async (request, reply) => {
    await cancelClass(services(), actor(request, 'learner'), idOf(request));
    return reply.status(204).send();
  });

  app.post('/api/my-classes/:id/move', signedIn, async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(classTimeSchema, request.body);
    await moveClass(services(), actor(request, 'learner'), id, new Date(input.starts_at));
    return reply.status(204).send();
  });

  app.get('/api/teach/classes', tutorOnly, async (request, reply) => {
    const range = parseRange(request.query as Record<string, unknown>);
    return reply
      .type(JSON_TYPE)
      .send(await tutorClassesJson(app.db, await listReader(app.db, request), range));
  });

  app.get('/api/teach/to-record', tutorOnly, async (request) =>
    listClassesToRecord(app.db, requireAuth(request).user),
  );

  app.post('/api/teach/classes/:id/record', tutorOnly, async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(recordClassSchema, request.body);
    await recordClass(app.db, actor(request, 'tutor'), id, input);
    return reply.status(204).send();
  });

  app.post('/api/teach/classes/:id/cancel', tutorOnly, async (request, reply) => {
    await cancelClass(services(), actor(request, 'tutor'), idOf(request));
    return reply.status(204).send();
  });

  app.get('/api/teach/learners', tutorOnly, async (request) => ({
    data: await listTutorLearners(app.db, requireAuth(request).user.id),
  }));

  app.get('/api/teach/learners/:id/notes', tutorOnly, async (request) =>
    learnerNotesFor(app.db, requireAuth(request).user.id, idOf(request)),
  );

  app.get('/api/teach/makeup-credits', tutorOnly, async (request) => ({
    data: await listMakeupCredits(app.db, { as: 'tutor', userId: requireAuth(request).user.id }),
  }));

  app.post('/api/teach/makeup-credits/:id/book', tutorOnly, async (request) => {
    const id = idOf(request);
    const input = parseInput(classTimeSchema, request.body);
    const data = await bookMakeup(services(), actor(request, 'tutor'), id, {
      startsAt: new Date(input.starts_at),
    });
    return { data };
  });
}
