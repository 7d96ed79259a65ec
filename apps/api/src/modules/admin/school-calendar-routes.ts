import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  holidayChangeResultSchema,
  holidayChangeSchema,
  holidayClassesSchema,
  holidayCreateSchema,
  messageSchema,
  one,
  schoolCalendarSchema,
} from '@iqra/contracts';
import { HOLIDAYS_CACHE } from '../../lib/cache-keys.ts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, routeDoc, type RouteDoc } from '../../lib/route-docs.ts';
import {
  addHoliday,
  changeHoliday,
  classServicesOf,
  holidayClasses,
  removeHoliday,
  schoolCalendar,
} from '../teaching/index.ts';
import { actorOf } from './resource-routes.ts';

const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, 'int');

const staffDoc = (doc: Omit<RouteDoc, 'tag' | 'caller'>) =>
  routeDoc({ tag: 'admin', caller: 'admin', ...doc });

const calendarDoc = staffDoc({
  summary: "The school's calendar",
  description:
    "From today on the school's clock: the holidays kept, the Eids the Umm al-Qura calendar proposes for this Hijri year and the next that are not confirmed yet (`id` null), each with the classes to come it takes (or would take), and Ramadan.",
  answers: { 200: ['The calendar.', one(schoolCalendarSchema)] },
});

const addDoc = staffDoc({
  summary: 'Confirm an Eid or add a closure',
  description:
    "An Eid is confirmed for its Hijri year on the calendar's day or up to 3 days from it (the moon sighted otherwise), for the days staff choose; a closure is any days with a name. Each plan's class to come on one of its days (on the plan's anchor zone's calendar) is cancelled by the school for it; per the school's `holiday_rule` the plan's end moves on by the classes lost (`extend_plan`) or each class gets a make-up credit (`makeup_credit`). Each learner (or a child's guardians) and each tutor is mailed once, listing their classes. Audited.",
  body: holidayCreateSchema,
  answers: {
    201: ['The holiday, and what it did to classes.', one(holidayChangeResultSchema)],
    409: [
      "That Eid is already on the calendar, or a class it gives back now clashes with the tutor's.",
      messageSchema,
    ],
  },
});

const changeDoc = staffDoc({
  summary: "Shift a holiday's days",
  description:
    "Or rename it, or show it on the public pages. Classes it no longer takes are held again (their unused make-up credits go, or the plan's end comes back); those it now takes are cancelled as when it was confirmed. Everyone whose classes changed is mailed once. Audited.",
  params: idParams,
  body: holidayChangeSchema,
  answers: {
    200: ['The holiday, and what the change did to classes.', one(holidayChangeResultSchema)],
    409: [
      "The holiday has begun, or a class it gives back clashes with the tutor's.",
      messageSchema,
    ],
  },
});

const removeDoc = staffDoc({
  summary: 'Take a holiday off the calendar',
  description:
    "Its classes to come are held after all (unused make-up credits go, or the plan's end comes back), and everyone is told once. An Eid removed is proposed again by the calendar.",
  params: idParams,
  answers: {
    200: ['What it did to classes (`holiday` null).', one(holidayChangeResultSchema)],
    409: ["The holiday has begun, or a class given back clashes with the tutor's.", messageSchema],
  },
});

const classesDoc = staffDoc({
  summary: 'The classes a holiday takes',
  params: idParams,
  answers: {
    200: ['Its classes to come, soonest first.', one(holidayClassesSchema)],
  },
});

/** The school's calendar in the back office: holidays proposed, confirmed, shifted, removed. */
export async function adminSchoolCalendarRoutes(app: FastifyInstance) {
  const services = () => classServicesOf(app);
  // What the public pages show of the calendar (`GET /api/holidays`) goes with every change.
  const changed = <T>(result: T): T => {
    app.cache.invalidate(HOLIDAYS_CACHE);
    return result;
  };

  app.get('/api/admin/holidays', { schema: calendarDoc }, async () => ({
    data: await schoolCalendar(app.db, app.clock.now()),
  }));

  app.post('/api/admin/holidays', { schema: addDoc }, async (request, reply) => {
    const input = parseInput(holidayCreateSchema, request.body);
    const data = changed(await addHoliday(services(), actorOf(request).userId, input));
    return reply.status(201).send({ data });
  });

  app.put('/api/admin/holidays/:id', { schema: changeDoc }, async (request) => {
    const id = idOf(request);
    const input = parseInput(holidayChangeSchema, request.body);
    return { data: changed(await changeHoliday(services(), actorOf(request).userId, id, input)) };
  });

  app.delete('/api/admin/holidays/:id', { schema: removeDoc }, async (request) => ({
    data: changed(await removeHoliday(services(), actorOf(request).userId, idOf(request))),
  }));

  app.get('/api/admin/holidays/:id/classes', { schema: classesDoc }, async (request) => ({
    data: await holidayClasses(app.db, idOf(request), app.clock.now()),
  }));
}
