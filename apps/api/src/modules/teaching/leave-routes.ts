import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminLeaveCreateSchema,
  LEAVE_DECIDED,
  LEAVE_NOT_WITHDRAWABLE,
  leaveApproveSchema,
  leavePreviewQuery,
  leavePreviewSchema,
  leaveRequestSchema,
  listOf,
  messageSchema,
  one,
  tutorLeaveSchema,
} from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, routeDoc } from '../../lib/route-docs.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { classServicesOf } from './class-changes.ts';
import { approveLeave, previewLeave, refuseLeave, requestLeave, withdrawLeave } from './leave.ts';
import { listLeaves, readLeave } from './leave-reads.ts';

// A tutor's leave (decision 049): the tutor asks on `/teach` and may withdraw a request still
// waiting; staff enter, approve (with a substitute or none), refuse or withdraw it in the back
// office.

const DAYS =
  '`starts_on` and `ends_on` are days on the tutor’s calendar, both included: not begun before today there, at most a year, not overlapping another leave of the tutor waiting or approved (422 on the field).';

const myLeaveDoc = routeDoc({
  tag: 'teaching',
  caller: 'tutor',
  summary: 'My leave',
  description: 'Waiting first, soonest first; then the decided and withdrawn, latest first.',
  answers: { 200: ["The tutor's leave.", listOf(tutorLeaveSchema)] },
});

const askDoc = routeDoc({
  tag: 'teaching',
  caller: 'tutor',
  summary: 'Ask for leave',
  description: `${DAYS} It waits for staff. Audited.`,
  body: leaveRequestSchema,
  answers: { 201: ['Asked: it waits for staff.', one(tutorLeaveSchema)] },
});

const withdrawMineDoc = routeDoc({
  tag: 'teaching',
  caller: 'tutor',
  summary: 'Withdraw my leave request',
  description: 'While it waits for staff. Audited.',
  params: idParams,
  answers: {
    200: ['Withdrawn.', one(tutorLeaveSchema)],
    409: [LEAVE_NOT_WITHDRAWABLE, messageSchema],
  },
});

const leavesDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: "Tutors' leave",
  description:
    'Waiting first, soonest first; then the rest, latest first. `reassigned` and `cancelled` count the classes an approval gave to the substitute and cancelled.',
  answers: { 200: ["Every tutor's leave.", listOf(tutorLeaveSchema)] },
});

const leaveDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: "One tutor's leave",
  params: idParams,
  answers: { 200: ['The leave.', one(tutorLeaveSchema)] },
});

const enterDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Enter leave for a tutor',
  description: `For an active tutor. ${DAYS} It waits for approval as a tutor's request does. Audited.`,
  body: adminLeaveCreateSchema,
  answers: { 201: ['Entered: it waits for approval.', one(tutorLeaveSchema)] },
});

const previewDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'What approving a leave would do',
  description:
    "The tutor's classes to come on the leave's days (on the tutor's calendar), each with its `outcome` if approved with `substitute_id` (none: every class `no_substitute`): `substitute` (given to them), `same_gender` (the learner's family asked for a tutor of the learner's gender and the substitute's differs) or `clash` (the substitute has a class then); all but `substitute` would be cancelled with a make-up credit.",
  params: idParams,
  query: leavePreviewQuery,
  answers: { 200: ['The classes and what would become of each.', one(leavePreviewSchema)] },
});

const approveDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Approve a leave',
  description:
    'With `substitute_id` (an active tutor, not the one on leave; 422 otherwise) or none. In one transaction the classes the preview gives to the substitute are theirs, the rest are cancelled by the tutor with a make-up credit each, every one a calendar SEQUENCE on; each family, the substitute and the tutor get one mail listing their classes. Audited.',
  params: idParams,
  body: leaveApproveSchema,
  answers: {
    200: ['Approved.', one(tutorLeaveSchema)],
    409: [`${LEAVE_DECIDED} Or a class of the substitute's was booked meanwhile.`, messageSchema],
  },
});

const refuseDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Refuse a leave',
  description: 'A leave waiting for approval. Audited.',
  params: idParams,
  answers: {
    200: ['Refused.', one(tutorLeaveSchema)],
    409: [LEAVE_DECIDED, messageSchema],
  },
});

const withdrawDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Withdraw a leave',
  description:
    'A waiting one, or an approved one that has not begun on the tutor’s calendar: its classes to come go back to the tutor (those cancelled come back as scheduled and their unused make-up credits go; one whose make-up was booked stays cancelled), each a SEQUENCE on, and everyone is mailed. Audited.',
  params: idParams,
  answers: {
    200: ['Withdrawn.', one(tutorLeaveSchema)],
    409: [
      `${LEAVE_NOT_WITHDRAWABLE} Or the tutor has another class at one of the times.`,
      messageSchema,
    ],
  },
});

const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, 'int');

/** A tutor's own leave, on `/teach`. */
export async function tutorLeaveRoutes(app: FastifyInstance) {
  const tutorOnly = (schema: ReturnType<typeof routeDoc>) => ({
    preHandler: app.requireTutor,
    schema,
  });
  const tutor = (request: FastifyRequest) => ({
    as: 'tutor' as const,
    userId: requireAuth(request).user.id,
  });

  app.get('/api/teach/leaves', tutorOnly(myLeaveDoc), async (request) => ({
    data: await listLeaves(app.db, tutor(request).userId),
  }));

  app.post('/api/teach/leaves', tutorOnly(askDoc), async (request, reply) => {
    const input = parseInput(leaveRequestSchema, request.body);
    const me = tutor(request);
    const data = await app.db.transaction((tx) =>
      requestLeave(tx, me, me.userId, input, app.clock.now()),
    );
    return reply.status(201).send({ data });
  });

  app.post('/api/teach/leaves/:id/withdraw', tutorOnly(withdrawMineDoc), async (request) => ({
    data: await withdrawLeave(classServicesOf(app), tutor(request), idOf(request)),
  }));
}

/** Staff's side: inside the back office's routes, behind its guard. */
export async function adminLeaveRoutes(app: FastifyInstance) {
  const staff = (request: FastifyRequest) => ({
    as: 'staff' as const,
    userId: requireAuth(request).user.id,
  });

  app.get('/api/admin/tutor-leaves', { schema: leavesDoc }, async () => ({
    data: await listLeaves(app.db),
  }));

  app.get('/api/admin/tutor-leaves/:id', { schema: leaveDoc }, async (request) => ({
    data: await readLeave(app.db, idOf(request)),
  }));

  app.post('/api/admin/tutor-leaves', { schema: enterDoc }, async (request, reply) => {
    const { tutor_id, ...days } = parseInput(adminLeaveCreateSchema, request.body);
    const data = await app.db.transaction((tx) =>
      requestLeave(tx, staff(request), tutor_id, days, app.clock.now()),
    );
    return reply.status(201).send({ data });
  });

  app.get('/api/admin/tutor-leaves/:id/preview', { schema: previewDoc }, async (request) => {
    const id = idOf(request);
    const { substitute_id } = parseInput(leavePreviewQuery, request.query);
    return {
      data: await previewLeave(app.db, id, substitute_id, app.clock.now(), request.locale),
    };
  });

  app.post('/api/admin/tutor-leaves/:id/approve', { schema: approveDoc }, async (request) => {
    const id = idOf(request);
    const { substitute_id } = parseInput(leaveApproveSchema, request.body);
    return {
      data: await approveLeave(
        classServicesOf(app),
        staff(request).userId,
        id,
        substitute_id ?? null,
      ),
    };
  });

  app.post('/api/admin/tutor-leaves/:id/refuse', { schema: refuseDoc }, async (request) => {
    const id = idOf(request);
    return {
      data: await app.db.transaction((tx) =>
        refuseLeave(tx, staff(request).userId, id, app.clock.now()),
      ),
    };
  });

  app.post('/api/admin/tutor-leaves/:id/withdraw', { schema: withdrawDoc }, async (request) => ({
    data: await withdrawLeave(classServicesOf(app), staff(request), idOf(request)),
  }));
}
