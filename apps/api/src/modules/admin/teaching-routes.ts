import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  classTimeSchema,
  makeupBookingSchema,
  recordClassSchema,
  schoolSettingsSchema,
  trialBookingSchema,
  weeklyPlanSchema,
  type SchoolSettings,
} from '@iqra/contracts';
import { schoolSettings } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import {
  applyWeeklyPlan,
  bookMakeup,
  bookTrial,
  cancelClass,
  listClassesToRecord,
  listTutorClasses,
  moveClass,
  parseRange,
  recordClass,
  schoolRules,
  weeklyPlanOf,
} from '../teaching/index.ts';
import { actorOf } from './resource-routes.ts';
import { findResourceRow } from './services/find-resource-row.ts';
import { tutorsResource } from './resources/tutors.ts';

const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, 'int');

/**
 * Teaching in the back office: weekly plans, each tutor's week, classes to record, make-up
 * credits, trial classes and the school's rules. Staff act on any class.
 */
export async function adminTeachingRoutes(app: FastifyInstance) {
  const services = () => ({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl });
  const staff = (request: FastifyRequest) => ({
    as: 'staff' as const,
    userId: actorOf(request).userId,
  });

  app.get('/api/admin/subscriptions/:id/plan', async (request) => ({
    data: await weeklyPlanOf(app.db, idOf(request)),
  }));

  app.put('/api/admin/subscriptions/:id/plan', async (request) => {
    const id = idOf(request);
    const input = parseInput(weeklyPlanSchema, request.body);
    return { data: await applyWeeklyPlan(services(), actorOf(request).userId, id, input) };
  });

  app.get('/api/admin/tutors/:id/classes', async (request) => {
    const id = idOf(request);
    const range = parseRange(request.query as Record<string, unknown>);
    const tutor = await findResourceRow(tutorsResource, app.db, id);
    return listTutorClasses(app.db, { id, timeZone: tutor.time_zone }, range);
  });

  app.get('/api/admin/classes/to-record', async () => listClassesToRecord(app.db, null));

  app.post('/api/admin/classes/:id/cancel', async (request, reply) => {
    await cancelClass(services(), staff(request), idOf(request));
    return reply.status(204).send();
  });

  app.post('/api/admin/classes/:id/move', async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(classTimeSchema, request.body);
    await moveClass(services(), staff(request), id, new Date(input.starts_at));
    return reply.status(204).send();
  });

  app.post('/api/admin/classes/:id/record', async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(recordClassSchema, request.body);
    await recordClass(app.db, staff(request), id, input);
    return reply.status(204).send();
  });

  app.post('/api/admin/makeup-credits/:id/book', async (request) => {
    const id = idOf(request);
    const input = parseInput(makeupBookingSchema, request.body);
    return {
      data: await bookMakeup(services(), staff(request), id, {
        startsAt: new Date(input.starts_at),
        ...(input.tutor_id ? { tutorId: input.tutor_id } : {}),
      }),
    };
  });

  app.post('/api/admin/demo-requests/:id/trial', async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(trialBookingSchema, request.body);
    const data = await bookTrial(services(), actorOf(request).userId, id, input);
    return reply.status(201).send({ data });
  });

  app.get('/api/admin/school-settings', async () => {
    const rules = await schoolRules(app.db);
    const data: SchoolSettings = {
      notice_hours: rules.noticeHours,
      makeup_weeks: rules.makeupWeeks,
    };
    return { data };
  });

  app.put('/api/admin/school-settings', async (request) => {
    const input = parseInput(schoolSettingsSchema, request.body);
    await app.db.transaction(async (tx) => {
      const before = await schoolRules(tx);
      await tx
        .update(schoolSettings)
        .set({
          noticeHours: input.notice_hours,
          makeupWeeks: input.makeup_weeks,
          updatedAt: new Date(),
        })
        .where(eq(schoolSettings.id, 1));
      await recordAudit(tx, {
        actorUserId: actorOf(request).userId,
        action: 'update',
        entity: 'school_settings',
        entityId: 1,
        before,
        after: input,
      });
    });
    return { data: input };
  });
}
