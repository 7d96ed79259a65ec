import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminScheduleCreateSchema,
  adminScheduleSchema,
  adminScheduleUpdateSchema,
  classTimeSchema,
  learnerProgressSchema,
  makeupBookingSchema,
  makeupCreditSchema,
  messageSchema,
  one,
  recordClassSchema,
  trialBookingSchema,
  tutorClassesResponseSchema,
  tutorClassSchema,
  weeklyPlanSchema,
  weeklyPlanViewSchema,
} from '@iqra/contracts';
import { sendJsonBody } from '../../lib/encoded-body.ts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, routeDoc, type RouteDoc } from '../../lib/route-docs.ts';
import {
  addClass,
  applyWeeklyPlan,
  bookMakeup,
  bookTrial,
  cancelClass,
  classServicesOf,
  editClass,
  learnerProgressBody,
  listClassesToRecord,
  listTutorClasses,
  moveClass,
  parseRange,
  rangeQuery,
  recordClass,
  removeClass,
  weeklyPlanOf,
} from '../teaching/index.ts';
import { actorOf } from './resource-routes.ts';
import { findResourceRow } from './services/find-resource-row.ts';
import { schedulesResource } from './resources/schedules.ts';
import { tutorsResource } from './resources/tutors.ts';
import { usersResource } from './resources/users.ts';
import { addVary } from '../../lib/cached-reply.ts';

const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, 'int');

/** The signed-in staff member, acting on a class. */
const staff = (request: FastifyRequest) => ({
  as: 'staff' as const,
  userId: actorOf(request).userId,
});

/** A back-office route's document: staff only. */
const staffDoc = (doc: Omit<RouteDoc, 'tag' | 'caller'>) =>
  routeDoc({ tag: 'admin', caller: 'admin', ...doc });

const planDoc = staffDoc({
  summary: "A subscription's weekly plan",
  description: '`data` is null while the subscription has no plan.',
  params: idParams,
  answers: { 200: ['The plan, or null.', one(weeklyPlanViewSchema.nullable())] },
});

const setPlanDoc = staffDoc({
  summary: "Set a subscription's tutor and weekly plan",
  description:
    'Classes to come that nobody has recorded are planned again, and every slot until the subscription ends gets a class; the family and the tutor are mailed. Audited.',
  params: idParams,
  body: weeklyPlanSchema,
  answers: {
    200: ['The plan as it now is.', one(weeklyPlanViewSchema)],
    409: [
      'The subscription is cancelled, or a slot falls on another class of the tutor.',
      messageSchema,
    ],
  },
});

const tutorClassesDoc = staffDoc({
  summary: "A tutor's classes in a range of dates",
  description: "Times are shown in the tutor's time zone (`time_zone`).",
  params: idParams,
  query: rangeQuery,
  answers: {
    200: ['Their classes that start in the range, in order.', tutorClassesResponseSchema],
  },
});

const learnerProgressDoc = staffDoc({
  summary: "A learner's progress",
  description: 'The same as `GET /api/my-progress`, for any learner.',
  params: idParams,
  answers: {
    200: ["The learner's mushaf, revision due and latest lessons.", one(learnerProgressSchema)],
  },
});

const toRecordDoc = staffDoc({
  summary: 'Classes waiting to be recorded',
  description: "Every tutor's classes that are over and not yet recorded.",
  answers: { 200: ['The classes, in order.', tutorClassesResponseSchema] },
});

const cancelDoc = staffDoc({
  summary: 'Cancel a class',
  description:
    "The learner of a subscription's class is given a make-up credit; the family and the tutor are mailed.",
  params: idParams,
  answers: {
    204: ['Cancelled.'],
    409: ['The class is already cancelled, or has started.', messageSchema],
  },
});

const moveDoc = staffDoc({
  summary: 'Move a class',
  description: 'To a new start to come, keeping its length; the family and the tutor are mailed.',
  params: idParams,
  body: classTimeSchema,
  answers: {
    204: ['Moved.'],
    409: ['The class is cancelled, or the tutor has another class then.', messageSchema],
  },
});

const recordDoc = staffDoc({
  summary: 'Record a class',
  description:
    'Attendance and a note, once it has started. "Tutor absent" gives the learner a make-up credit.',
  params: idParams,
  body: recordClassSchema,
  answers: {
    204: ['Recorded.'],
    409: ['The class is cancelled, or has not started yet.', messageSchema],
  },
});

const bookMakeupDoc = staffDoc({
  summary: 'Book a make-up class with a credit',
  description: "With the missed class's tutor unless `tutor_id` names another.",
  params: idParams,
  body: makeupBookingSchema,
  answers: {
    200: ['The credit, now used.', one(makeupCreditSchema)],
    409: ['The credit is used or expired, or the tutor has another class then.', messageSchema],
  },
});

const trialDoc = staffDoc({
  summary: 'Book a free trial class for a demo request',
  description: 'The family and the tutor are mailed the time and the link.',
  params: idParams,
  body: trialBookingSchema,
  answers: {
    201: ['The trial class.', one(tutorClassSchema)],
    409: [
      'The request already has a trial class booked, or the tutor has another class then.',
      messageSchema,
    ],
  },
});

const addClassDoc = staffDoc({
  summary: 'Add one class to a subscription',
  description:
    "With the subscription's weekly plan's tutor unless `tutor_id` names another. A class to come is mailed to the family and the tutor; one held already (outside the plan) is added to be recorded. Audited.",
  body: adminScheduleCreateSchema,
  answers: {
    201: ['The class.', one(adminScheduleSchema)],
    409: ['The subscription is cancelled, or the tutor has another class then.', messageSchema],
  },
});

const editClassDoc = staffDoc({
  summary: 'Change one class of a subscription',
  description:
    'A new title or link is kept as it is; a new start or end moves the class, and status `inactive` cancels it (the learner gets a make-up credit): both are mailed to the family and the tutor, with their calendars updated. Audited.',
  params: idParams,
  body: adminScheduleUpdateSchema,
  answers: {
    200: ['The class as it now is.', one(adminScheduleSchema)],
    409: [
      'The class is cancelled (it stays so), has started, or the tutor has another class then.',
      messageSchema,
    ],
  },
});

const removeClassDoc = staffDoc({
  summary: 'Delete one class of a subscription',
  description:
    "For a class added by mistake: one still to come is taken out of the family's and the tutor's calendars. A make-up class deleted gives its credit back. Audited.",
  params: idParams,
  answers: {
    204: ['Deleted.'],
    409: ['The class was recorded, or the learner is owed a make-up class for it.', messageSchema],
  },
});

/**
 * Teaching in the back office: weekly plans, each tutor's week, classes to record, make-up
 * credits and trial classes (the school's rules are in school-settings-routes.ts). Staff act on
 * any class.
 */
export async function adminTeachingRoutes(app: FastifyInstance) {
  const services = () => classServicesOf(app);
  const now = () => app.clock.now();

  app.get('/api/admin/subscriptions/:id/plan', { schema: planDoc }, async (request) => ({
    data: await weeklyPlanOf(app.db, idOf(request), now()),
  }));

  app.put('/api/admin/subscriptions/:id/plan', { schema: setPlanDoc }, async (request) => {
    const id = idOf(request);
    const input = parseInput(weeklyPlanSchema, request.body);
    return { data: await applyWeeklyPlan(services(), actorOf(request).userId, id, input) };
  });

  app.get('/api/admin/tutors/:id/classes', { schema: tutorClassesDoc }, async (request) => {
    const id = idOf(request);
    const range = parseRange(request.query as Record<string, unknown>);
    const tutor = await findResourceRow(tutorsResource, app.db, id, now());
    return listTutorClasses(
      app.db,
      { id, timeZone: tutor.time_zone },
      range,
      now(),
      request.locale,
    );
  });

  app.get(
    '/api/admin/users/:id/progress',
    { schema: learnerProgressDoc },
    async (request, reply) => {
      const id = idOf(request);
      await findResourceRow(usersResource, app.db, id, now());
      addVary(reply, 'Accept-Language');
      const body = await learnerProgressBody(app.db, id, now(), request.locale);
      return sendJsonBody(request, reply, body);
    },
  );

  app.get('/api/admin/classes/to-record', { schema: toRecordDoc }, async (request) =>
    listClassesToRecord(app.db, null, now(), request.locale),
  );

  app.post('/api/admin/classes/:id/cancel', { schema: cancelDoc }, async (request, reply) => {
    await cancelClass(services(), staff(request), idOf(request));
    return reply.status(204).send();
  });

  app.post('/api/admin/classes/:id/move', { schema: moveDoc }, async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(classTimeSchema, request.body);
    await moveClass(services(), staff(request), id, new Date(input.starts_at));
    return reply.status(204).send();
  });

  app.post('/api/admin/classes/:id/record', { schema: recordDoc }, async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(recordClassSchema, request.body);
    await recordClass(services(), staff(request), id, input);
    return reply.status(204).send();
  });

  app.post('/api/admin/makeup-credits/:id/book', { schema: bookMakeupDoc }, async (request) => {
    const id = idOf(request);
    const input = parseInput(makeupBookingSchema, request.body);
    return {
      data: await bookMakeup(services(), staff(request), id, {
        startsAt: new Date(input.starts_at),
        ...(input.tutor_id ? { tutorId: input.tutor_id } : {}),
      }),
    };
  });

  app.post('/api/admin/demo-requests/:id/trial', { schema: trialDoc }, async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(trialBookingSchema, request.body);
    const data = await bookTrial(services(), actorOf(request).userId, id, input, request.locale);
    return reply.status(201).send({ data });
  });

  await classesByHandRoutes(app);
}

/** A subscription's classes by hand: the schedules resource lists and reads them. */
async function classesByHandRoutes(app: FastifyInstance) {
  const scheduleRow = (id: number) =>
    findResourceRow(schedulesResource, app.db, id, app.clock.now());
  app.post('/api/admin/schedules', { schema: addClassDoc }, async (request, reply) => {
    const input = parseInput(adminScheduleCreateSchema, request.body);
    const id = await addClass(classServicesOf(app), staff(request), {
      subscriptionId: input.subscription_id,
      tutorId: input.tutor_id,
      title: input.title,
      link: input.link,
      startsAt: new Date(input.started_at),
      endsAt: new Date(input.ended_at),
    });
    return reply.status(201).send({ data: await scheduleRow(id) });
  });

  app.patch('/api/admin/schedules/:id', { schema: editClassDoc }, async (request) => {
    const id = idOf(request);
    const input = parseInput(adminScheduleUpdateSchema, request.body);
    await editClass(classServicesOf(app), staff(request), id, {
      title: input.title,
      link: input.link,
      startsAt: input.started_at === undefined ? undefined : new Date(input.started_at),
      endsAt: input.ended_at === undefined ? undefined : new Date(input.ended_at),
      cancelled: input.status === undefined ? undefined : input.status === 'inactive',
    });
    return { data: await scheduleRow(id) };
  });

  app.delete('/api/admin/schedules/:id', { schema: removeClassDoc }, async (request, reply) => {
    await removeClass(classServicesOf(app), staff(request), idOf(request));
    return reply.status(204).send();
  });
}
