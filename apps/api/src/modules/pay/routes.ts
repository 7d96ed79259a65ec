import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  listOf,
  messageSchema,
  one,
  payMonthPaidSchema,
  payMonthQuerySchema,
  payMonthSummarySchema,
  payOverviewSchema,
  payRateCreateSchema,
  payStatementSchema,
  tutorPayRateSchema,
  type PayStatement,
} from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, pathParams, routeDoc, type RouteDoc } from '../../lib/route-docs.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { statementCsv, statementFileName, statementPdf } from './documents.ts';
import { payOverview } from './overview.ts';
import { MONTH_NOT_ENDED, MONTH_NOT_RECORDED, MONTH_PAID_ALREADY, payMonth } from './paying.ts';
import { addRate, deleteRate, RATE_DAY_TAKEN, RATE_IN_PAID_MONTH, ratesOf } from './rates.ts';
import { monthsOf, statementOf } from './statement.ts';

const staffDoc = (doc: Omit<RouteDoc, 'tag' | 'caller'>) =>
  routeDoc({ tag: 'admin', caller: 'admin', ...doc });
const tutorDoc = (doc: Omit<RouteDoc, 'tag' | 'caller'>) =>
  routeDoc({ tag: 'teaching', caller: 'tutor', ...doc });

const STATEMENT = {
  description:
    "Each class whose start falls in the month on the school's calendar (regular, make-up and trial), with its day and time on the tutor's clock, learner, course, length, outcome, whether the school's rule pays it, the rate of its day and its amount in minor units; totals per currency. A month paid is the statement as it was paid.",
};
const FILE = { 200: ['The file.', ['text/csv', 'application/pdf']] } as const;

const overviewDoc = staffDoc({
  summary: "Every tutor's pay for a month",
  description:
    "Active tutors, and any other with a class or a payment in the month: classes and minutes counted, totals per currency, classes not recorded, and whether the month is paid. The month is of the school's calendar.",
  query: payMonthQuerySchema,
  answers: { 200: ['The month.', one(payOverviewSchema)] },
});

const ratesDoc = staffDoc({
  summary: "A tutor's pay rates",
  description:
    'Earliest first; each applies from its day (on the school’s calendar) until the next. `locked`: its days touch a month already paid, so it can no longer be deleted.',
  params: idParams,
  answers: { 200: ['The rates.', listOf(tutorPayRateSchema)] },
});

const addRateDoc = staffDoc({
  summary: 'Add a pay rate for a tutor from a day',
  description:
    'Per class (`rate_30_minor`, `rate_60_minor`) or per hour (`hourly_minor`), in minor units of `currency`. Audited.',
  params: idParams,
  body: payRateCreateSchema,
  answers: {
    201: ['The rate.', one(tutorPayRateSchema)],
    409: [`${RATE_DAY_TAKEN} Or: ${RATE_IN_PAID_MONTH}`, messageSchema],
  },
});

const deleteRateDoc = staffDoc({
  summary: "Delete one of a tutor's pay rates",
  description: 'The days it covered fall under the rate before it. Audited.',
  params: pathParams({ id: 'int', rateId: 'int' }),
  answers: { 204: ['Deleted.'], 409: [RATE_IN_PAID_MONTH, messageSchema] },
});

const statementDoc = staffDoc({
  summary: "A tutor's pay statement for a month",
  ...STATEMENT,
  params: idParams,
  query: payMonthQuerySchema,
  answers: { 200: ['The statement.', one(payStatementSchema)] },
});

const statementFileDoc = (kind: 'CSV' | 'PDF') =>
  staffDoc({
    summary: `A tutor's pay statement for a month, as ${kind}`,
    params: idParams,
    query: payMonthQuerySchema,
    answers: FILE,
  });

const payDoc = staffDoc({
  summary: "Pay a tutor's month",
  description:
    "Only a month over on the school's clock, all of whose classes are recorded or cancelled. The statement is kept as paid, and the database refuses any later change to the month's classes (409). Audited.",
  params: idParams,
  body: payMonthPaidSchema,
  answers: {
    201: ['The statement as paid.', one(payStatementSchema)],
    409: [`${MONTH_PAID_ALREADY} Or: ${MONTH_NOT_ENDED} Or: ${MONTH_NOT_RECORDED}`, messageSchema],
  },
});

const myMonthsDoc = tutorDoc({
  summary: 'My pay statements: the months I have classes in',
  description:
    "Up to the school's present month, latest first, each with its number of classes and when it was paid.",
  answers: { 200: ['The months.', listOf(payMonthSummarySchema)] },
});

const myStatementDoc = tutorDoc({
  summary: 'My pay statement for a month',
  ...STATEMENT,
  query: payMonthQuerySchema,
  answers: { 200: ['The statement.', one(payStatementSchema)] },
});

const myStatementFileDoc = (kind: 'CSV' | 'PDF') =>
  tutorDoc({
    summary: `My pay statement for a month, as ${kind}`,
    query: payMonthQuerySchema,
    answers: FILE,
  });

const monthOf = (request: FastifyRequest) => parseInput(payMonthQuerySchema, request.query).month;
const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, 'int');

/** A statement sent as a download. */
async function sendFile(reply: FastifyReply, statement: PayStatement, kind: 'csv' | 'pdf') {
  const name = statementFileName(statement, kind);
  reply.header('content-disposition', `attachment; filename="${name}"`);
  if (kind === 'csv') {
    return reply.type('text/csv; charset=utf-8').send(await statementCsv(statement));
  }
  return reply.type('application/pdf').send(Buffer.from(await statementPdf(statement)));
}

/** Staff's pay routes: inside the back office's routes, behind its guard (staff only). */
export async function adminPayRoutes(app: FastifyInstance) {
  const now = () => app.clock.now();
  const staffId = (request: FastifyRequest) => requireAuth(request).user.id;

  app.get('/api/admin/pay/overview', { schema: overviewDoc }, async (request) => ({
    data: await payOverview(app.db, monthOf(request), now()),
  }));

  app.get('/api/admin/tutors/:id/pay-rates', { schema: ratesDoc }, async (request) => ({
    data: await ratesOf(app.db, idOf(request)),
  }));

  app.post('/api/admin/tutors/:id/pay-rates', { schema: addRateDoc }, async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(payRateCreateSchema, request.body);
    const data = await app.db.transaction((tx) => addRate(tx, staffId(request), id, input));
    return reply.status(201).send({ data });
  });

  app.delete(
    '/api/admin/tutors/:id/pay-rates/:rateId',
    { schema: deleteRateDoc },
    async (request, reply) => {
      const id = idOf(request);
      const rateId = parseId((request.params as { rateId: string }).rateId, 'int');
      await app.db.transaction((tx) => deleteRate(tx, staffId(request), id, rateId));
      return reply.status(204).send();
    },
  );

  app.get('/api/admin/tutors/:id/pay-statement', { schema: statementDoc }, async (request) => {
    const id = idOf(request);
    return { data: await statementOf(app.db, id, monthOf(request), now()) };
  });

  for (const kind of ['csv', 'pdf'] as const) {
    app.get(
      `/api/admin/tutors/:id/pay-statement/${kind}`,
      { schema: statementFileDoc(kind === 'csv' ? 'CSV' : 'PDF') },
      async (request, reply) => {
        const id = idOf(request);
        return sendFile(reply, await statementOf(app.db, id, monthOf(request), now()), kind);
      },
    );
  }

  app.post('/api/admin/tutors/:id/paid-months', { schema: payDoc }, async (request, reply) => {
    const id = idOf(request);
    const { month } = parseInput(payMonthPaidSchema, request.body);
    const data = await app.db.transaction((tx) => payMonth(tx, staffId(request), id, month, now()));
    return reply.status(201).send({ data });
  });
}

/**
 * A tutor's own statements on /teach. No tutor's id is in the path: a tutor reads their own,
 * and no other's.
 */
export async function payRoutes(app: FastifyInstance) {
  const tutorOnly = { preHandler: app.requireTutor };
  const now = () => app.clock.now();
  const me = (request: FastifyRequest) => requireAuth(request).user.id;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get(
    '/api/teach/pay-months',
    { ...tutorOnly, schema: myMonthsDoc },
    async (request, reply) => {
      noStore(reply);
      return { data: await monthsOf(app.db, me(request), now()) };
    },
  );

  app.get(
    '/api/teach/pay-statement',
    { ...tutorOnly, schema: myStatementDoc },
    async (request, reply) => {
      noStore(reply);
      return { data: await statementOf(app.db, me(request), monthOf(request), now()) };
    },
  );

  for (const kind of ['csv', 'pdf'] as const) {
    app.get(
      `/api/teach/pay-statement/${kind}`,
      { ...tutorOnly, schema: myStatementFileDoc(kind === 'csv' ? 'CSV' : 'PDF') },
      async (request, reply) => {
        noStore(reply);
        return sendFile(
          reply,
          await statementOf(app.db, me(request), monthOf(request), now()),
          kind,
        );
      },
    );
  }
}
