import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import {
  CLASS_PERIODS,
  calendarFeedSchema,
  classLessonSchema,
  tutorClassLessonSchema,
  classTimeSchema,
  learnerNotesSchema,
  listOf,
  makeupCreditSchema,
  messageSchema,
  myClassesResponseSchema,
  one,
  recordClassSchema,
  tutorClassesResponseSchema,
  tutorLearnerSchema,
} from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { sendJsonBody } from '../../lib/encoded-body.ts';
import { NotFound, parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, routeDoc } from '../../lib/route-docs.ts';
import { requireAuth } from '../../plugins/auth.ts';
import {
  calendarFeedText,
  calendarSecretOf,
  feedOf,
  renewCalendarSecret,
} from './calendar-feed.ts';
import {
  cancelClass,
  classLesson,
  classLessonToRecord,
  classServicesOf,
  moveClass,
  recordClass,
  type ClassActor,
} from './class-changes.ts';
import {
  learnerNotesFor,
  listClassesToRecord,
  listTutorLearners,
  myClassesBody,
  parseRange,
  rangeQuery,
  tutorClassesBody,
  type ListReader,
} from './class-lists.ts';
import { currentClassListVersion } from './list-version.ts';
import { TUTOR_INVITATION_MAIL, tutorInvitationComposer } from './invitations.ts';
import { bookMakeup, listMakeupCredits } from './makeup-credits.ts';
import { PLAN_MAIL, planMailComposer } from './plan-mails.ts';
import { HOLIDAY_MAIL, holidayMailComposer } from './holiday-mails.ts';
import { pauseRoutes } from './pause-routes.ts';
import { seasonRoutes } from './season-routes.ts';
import { addVary } from '../../lib/cached-reply.ts';

const periodQuery = z.object({
  period: z.enum(CLASS_PERIODS, { error: 'The selected period is invalid.' }).default('upcoming'),
});

/** A calendar feed's file name: its secret and `.ics`. */
const feedParams = z.object({ name: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/) });

/** The signed-in person as a reader of their own class lists. */
async function listReader(db: Database, request: FastifyRequest): Promise<ListReader> {
  const { user } = requireAuth(request);
  return { id: user.id, timeZone: user.timeZone, version: await currentClassListVersion(db) };
}

const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, 'int');

// What each route says of itself in the OpenAPI document.

const myClassesDoc = routeDoc({
  tag: 'learning',
  summary: 'My classes, to come or past, and my make-up credits',
  description:
    'Classes to come soonest first (`period=upcoming`, the default), or past ones latest first (`period=past`).',
  caller: 'signed-in',
  query: periodQuery,
  answers: { 200: ["The learner's classes and make-up credits.", myClassesResponseSchema] },
});

const calendarDoc = routeDoc({
  tag: 'learning',
  summary: 'The addresses of my calendar feed',
  description: 'Both addresses are null until a feed is made with `POST /api/calendar`.',
  caller: 'signed-in',
  answers: { 200: ["The feed's addresses.", one(calendarFeedSchema)] },
});

const renewCalendarDoc = routeDoc({
  tag: 'learning',
  summary: 'Make a new calendar feed address',
  description: 'A new secret: the old address stops working.',
  caller: 'signed-in',
  answers: { 200: ["The new feed's addresses.", one(calendarFeedSchema)] },
});

const feedDoc = routeDoc({
  tag: 'learning',
  summary: 'A calendar feed of my classes',
  description:
    "The iCalendar file calendar apps poll, at the address `GET /api/calendar` gives: its owner's classes from 30 days back on, cancelled ones marked cancelled.",
  caller: 'link',
  params: feedParams,
  answers: { 200: ['The iCalendar file.', 'text/calendar'] },
});

const learnerCancelDoc = routeDoc({
  tag: 'learning',
  summary: 'Cancel one of my classes',
  description: 'Up to the notice hours before it starts; after that it counts as taken.',
  caller: 'signed-in',
  params: idParams,
  answers: {
    204: ['Cancelled.'],
    409: ['Already cancelled, started, or too late to change.', messageSchema],
  },
});

const learnerMoveDoc = routeDoc({
  tag: 'learning',
  summary: 'Move one of my classes',
  description:
    'Up to the notice hours before it starts, to a time at least that far ahead and inside the subscription; it keeps its length.',
  caller: 'signed-in',
  params: idParams,
  body: classTimeSchema,
  answers: {
    204: ['Moved.'],
    409: ['Cancelled, too late to change, or the tutor has another class then.', messageSchema],
  },
});

const tutorClassesDoc = routeDoc({
  tag: 'teaching',
  summary: 'My classes in a range of dates',
  description: 'The classes of the signed-in tutor that start in [`from`, `to`), in order.',
  caller: 'tutor',
  query: rangeQuery,
  answers: {
    200: ["The tutor's classes, and the tutor's time zone.", tutorClassesResponseSchema],
  },
});

const toRecordDoc = routeDoc({
  tag: 'teaching',
  summary: 'My classes still to be recorded',
  description: 'Classes over for a day and not yet recorded, oldest first.',
  caller: 'tutor',
  answers: { 200: ['The classes to record.', tutorClassesResponseSchema] },
});

const recordDoc = routeDoc({
  tag: 'teaching',
  summary: 'Record a class: attendance and a note',
  description: "Once it has started. 'Tutor absent' gives the learner a make-up credit.",
  caller: 'tutor',
  params: idParams,
  body: recordClassSchema,
  answers: {
    204: ['Recorded.'],
    409: ['Cancelled, or not started yet.', messageSchema],
  },
});

const LESSON_IS =
  'What the class taught (new lesson, revision, Qaida lesson or unit, with grades and the mistakes heard on words) and the homework set.';

const lessonDoc = routeDoc({
  tag: 'teaching',
  summary: 'The lesson of one of my classes',
  description: LESSON_IS,
  caller: 'signed-in',
  params: idParams,
  answers: { 200: ['The lesson; empty until the class is recorded.', one(classLessonSchema)] },
});

const tutorLessonDoc = routeDoc({
  tag: 'teaching',
  summary: 'The lesson recorded for one of my classes',
  description: `${LESSON_IS} With the course's syllabus, whose items a Qaida lesson or a unit names.`,
  caller: 'tutor',
  params: idParams,
  answers: {
    200: [
      'The lesson (empty until the class is recorded) and the syllabus.',
      one(tutorClassLessonSchema),
    ],
  },
});

const tutorCancelDoc = routeDoc({
  tag: 'teaching',
  summary: 'Cancel one of my classes',
  description: 'Before it starts; the learner gets a make-up credit.',
  caller: 'tutor',
  params: idParams,
  answers: {
    204: ['Cancelled.'],
    409: ['Already cancelled, or started.', messageSchema],
  },
});

const learnersDoc = routeDoc({
  tag: 'teaching',
  summary: 'My learners, by name',
  caller: 'tutor',
  answers: {
    200: ['Everyone with a class of this tutor, past or to come.', listOf(tutorLearnerSchema)],
  },
});

const notesDoc = routeDoc({
  tag: 'teaching',
  summary: "My notes on one learner's classes",
  description: 'Recorded and cancelled classes of this tutor with the learner, latest first.',
  caller: 'tutor',
  params: idParams,
  answers: { 200: ['The learner and the notes.', learnerNotesSchema] },
});

const creditsDoc = routeDoc({
  tag: 'teaching',
  summary: "My learners' make-up credits",
  caller: 'tutor',
  answers: { 200: ['The make-up credits.', listOf(makeupCreditSchema)] },
});

const bookMakeupDoc = routeDoc({
  tag: 'teaching',
  summary: 'Book the make-up class of a credit',
  description: 'At a time to come, within the make-up weeks of the class it replaces.',
  caller: 'tutor',
  params: idParams,
  body: classTimeSchema,
  answers: {
    200: ['The credit, now used.', one(makeupCreditSchema)],
    409: ['The credit is used or expired, or the tutor has another class then.', messageSchema],
  },
});

/**
 * Classes for the people in them. Learners: /api/my-classes (their own, and 404 for anyone
 * else's). Tutors: /api/teach/… (their own classes and learners; 403 for everyone else).
 */
/** Who writes teaching's mails composed when they are sent. */
function composeTeachingMails(app: FastifyInstance) {
  app.mailer.composeWith(
    TUTOR_INVITATION_MAIL,
    tutorInvitationComposer(app.db, app.mailer.templates, app.config.publicUrl),
  );
  app.mailer.composeWith(PLAN_MAIL, planMailComposer(classServicesOf(app)));
  app.mailer.composeWith(HOLIDAY_MAIL, holidayMailComposer(classServicesOf(app)));
}

export async function teachingRoutes(app: FastifyInstance) {
  const services = () => classServicesOf(app);
  const now = () => app.clock.now();
  const actor = (request: FastifyRequest, as: ClassActor['as']): ClassActor => ({
    as,
    userId: requireAuth(request).user.id,
    locale: request.locale,
  });
  composeTeachingMails(app);
  await seasonRoutes(app);
  const signedIn = (schema: FastifySchema) => ({ preHandler: app.authenticate, schema });
  const tutorOnly = (schema: FastifySchema) => ({ preHandler: app.requireTutor, schema });

  await pauseRoutes(app);
  app.get('/api/my-classes', signedIn(myClassesDoc), async (request, reply) => {
    const { period } = parseInput(periodQuery, request.query);
    const { user } = requireAuth(request);
    const body = await myClassesBody(app.db, user, period, now(), request.locale);
    addVary(reply, 'Accept-Language');
    return sendJsonBody(request, reply, body);
  });

  // The person's private calendar feed: its addresses, a new secret, and the feed itself.
  app.get('/api/calendar', signedIn(calendarDoc), async (request) => {
    const secret = await calendarSecretOf(app.db, requireAuth(request).user.id);
    return { data: feedOf(app.config.publicUrl, secret) };
  });

  app.post('/api/calendar', signedIn(renewCalendarDoc), async (request) => {
    const secret = await renewCalendarSecret(app.db, requireAuth(request).user.id);
    return { data: feedOf(app.config.publicUrl, secret) };
  });

  app.get('/calendar/:name', { schema: feedDoc }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const text = await calendarFeedText(app.db, name, app.config.publicUrl, now());
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

  app.get('/api/my-classes/:id/lesson', signedIn(lessonDoc), async (request) => ({
    data: (await classLesson(app.db, actor(request, 'learner'), idOf(request))).lesson,
  }));

  app.post('/api/my-classes/:id/cancel', signedIn(learnerCancelDoc), async (request, reply) => {
    await cancelClass(services(), actor(request, 'learner'), idOf(request));
    return reply.status(204).send();
  });

  app.post('/api/my-classes/:id/move', signedIn(learnerMoveDoc), async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(classTimeSchema, request.body);
    await moveClass(services(), actor(request, 'learner'), id, new Date(input.starts_at));
    return reply.status(204).send();
  });

  app.get('/api/teach/classes', tutorOnly(tutorClassesDoc), async (request, reply) => {
    const range = parseRange(request.query as Record<string, unknown>);
    const reader = await listReader(app.db, request);
    const body = await tutorClassesBody(app.db, reader, range, now(), request.locale);
    addVary(reply, 'Accept-Language');
    return sendJsonBody(request, reply, body);
  });

  app.get('/api/teach/to-record', tutorOnly(toRecordDoc), async (request) =>
    listClassesToRecord(app.db, requireAuth(request).user, now(), request.locale),
  );

  app.post('/api/teach/classes/:id/record', tutorOnly(recordDoc), async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(recordClassSchema, request.body);
    await recordClass(services(), actor(request, 'tutor'), id, input);
    return reply.status(204).send();
  });

  app.get('/api/teach/classes/:id/lesson', tutorOnly(tutorLessonDoc), async (request) => ({
    data: await classLessonToRecord(app.db, actor(request, 'tutor'), idOf(request)),
  }));

  app.post('/api/teach/classes/:id/cancel', tutorOnly(tutorCancelDoc), async (request, reply) => {
    await cancelClass(services(), actor(request, 'tutor'), idOf(request));
    return reply.status(204).send();
  });

  app.get('/api/teach/learners', tutorOnly(learnersDoc), async (request) => ({
    data: await listTutorLearners(app.db, requireAuth(request).user.id, now()),
  }));

  app.get('/api/teach/learners/:id/notes', tutorOnly(notesDoc), async (request) =>
    learnerNotesFor(app.db, requireAuth(request).user.id, idOf(request), request.locale),
  );

  app.get('/api/teach/makeup-credits', tutorOnly(creditsDoc), async (request) => ({
    data: await listMakeupCredits(
      app.db,
      { as: 'tutor', userId: requireAuth(request).user.id },
      now(),
      request.locale,
    ),
  }));

  app.post('/api/teach/makeup-credits/:id/book', tutorOnly(bookMakeupDoc), async (request) => {
    const id = idOf(request);
    const input = parseInput(classTimeSchema, request.body);
    const data = await bookMakeup(services(), actor(request, 'tutor'), id, {
      startsAt: new Date(input.starts_at),
    });
    return { data };
  });
}
