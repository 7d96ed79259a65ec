import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import {
  messageSchema,
  one,
  renewalReminderSentSchema,
  reportActionsSchema,
  reportMonthsSchema,
  reportPeriodQuerySchema,
  reportSchema,
  type ReportPeriodQuery,
} from '@iqra/contracts';
import { recordAudit } from '../../lib/audit.ts';
import { Conflict, NotFound, parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, routeDoc } from '../../lib/route-docs.ts';
import { addToDay, dayOf, dayStart, daysSpan, periodBefore } from '../../lib/school-days.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { payRules } from '../pay/index.ts';
import { remindRenewalNow } from '../reminders/index.ts';
import { actionsOf } from './actions.ts';
import { creditsOpen, figuresOf } from './figures.ts';
import { monthsOf } from './months.ts';

const reportDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: "The school's figures for a period",
  description:
    "A period of the school's days (its time zone): `period` is `this_week` (Monday to Sunday), `this_month` or `last_month`, or `from` and `to` name its first and last day (three years at most). The figures come with those of the period before (the month before a whole month, else as many days just before): revenue per currency in minor units, paid less refunded; new, active and lapsing learners; the demo-request funnel; attendance; cancellations; make-up credits. Also the period's revenue by course and plan and the hours each tutor taught, as the school's pay rule counts them.",
  query: reportPeriodQuerySchema,
  answers: { 200: ['The figures.', one(reportSchema)] },
});

const monthsQuery = z.strictObject({
  count: z.coerce
    .number({ error: 'The number of months must be a whole number.' })
    .int({ error: 'The number of months must be a whole number.' })
    .min(1, { error: 'Give at least one month.' })
    .max(36, { error: 'Give at most 36 months.' })
    .optional(),
});

const monthsDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: "The school's last months, for the charts",
  description:
    "The last `count` months of the school's calendar (12 unless given), this one included, oldest first: revenue per currency (paid less refunded), learners whose first plan began in the month and learners whose last plan ended in it.",
  query: monthsQuery,
  answers: { 200: ['The months.', one(reportMonthsSchema)] },
});

const actionsDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'What staff should act on now',
  description:
    'Plans ending in the next 7 days, the number of classes still to record, demo requests with no trial class 48 hours on, and payments stuck at the provider: each list its count and its first 20.',
  answers: { 200: ['The lists.', one(reportActionsSchema)] },
});

const remindDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Remind a learner that their plan ends soon',
  description:
    'Queues the renewal reminder now, to the learner at their own address and to each guardian, except those who turned these reminders off. Once a day per plan: a second press that day is a 409.',
  params: idParams,
  answers: {
    200: ['Queued.', one(renewalReminderSentSchema)],
    409: ['A reminder for this plan already went today.', messageSchema],
  },
});

export const REMINDED_TODAY = 'A reminder for this plan was already sent today.';

/** The first and last day of a named period, or the range asked for, on the school's calendar. */
function daysOf(query: ReportPeriodQuery, today: string): { from: string; to: string } {
  if (query.period === undefined && query.from !== undefined && query.to !== undefined) {
    return { from: query.from, to: query.to };
  }
  const date = Temporal.PlainDate.from(today);
  switch (query.period ?? 'this_month') {
    case 'this_week': {
      const monday = date.subtract({ days: date.dayOfWeek - 1 }).toString();
      return { from: monday, to: addToDay(monday, { days: 6 }) };
    }
    case 'this_month': {
      const first = date.with({ day: 1 }).toString();
      return { from: first, to: addToDay(addToDay(first, { months: 1 }), { days: -1 }) };
    }
    case 'last_month': {
      const first = date.with({ day: 1 }).subtract({ months: 1 }).toString();
      return { from: first, to: addToDay(date.with({ day: 1 }).toString(), { days: -1 }) };
    }
  }
}

/** The school's figures for its staff; registered inside the back office's guard. */
export async function adminReportRoutes(app: FastifyInstance) {
  app.get('/api/admin/reports', { schema: reportDoc }, async (request: FastifyRequest) => {
    const query = parseInput(reportPeriodQuerySchema, request.query);
    const now = app.clock.now();
    const { timeZone: zone, paidOutcomes } = await payRules(app.db);
    const period = daysOf(query, dayOf(now, zone));
    const previous = periodBefore(period.from, period.to);
    const span = { ...daysSpan(period.from, period.to, zone), ...period };
    const [current, before, open] = await Promise.all([
      figuresOf(app.db, span, now, request.locale, paidOutcomes),
      figuresOf(
        app.db,
        { ...daysSpan(previous.from, previous.to, zone), ...previous },
        now,
        request.locale,
        paidOutcomes,
      ),
      creditsOpen(app.db, now),
    ]);
    return {
      data: {
        time_zone: zone,
        period,
        previous,
        figures: current.figures,
        previous_figures: before.figures,
        revenue_lines: current.lines,
        tutor_hours: current.hours,
        makeup_credits_open: open,
      },
    };
  });

  app.get('/api/admin/reports/months', { schema: monthsDoc }, async (request) => {
    const { count } = parseInput(monthsQuery, request.query);
    const zone = (await payRules(app.db)).timeZone;
    return {
      data: {
        time_zone: zone,
        months: await monthsOf(app.db, zone, app.clock.now(), count ?? 12),
      },
    };
  });

  app.get('/api/admin/reports/actions', { schema: actionsDoc }, async (request) => ({
    data: await actionsOf(
      app.db,
      app.clock.now(),
      (await payRules(app.db)).timeZone,
      request.locale,
    ),
  }));

  app.post('/api/admin/subscriptions/:id/remind', { schema: remindDoc }, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'int');
    const now = app.clock.now();
    const zone = (await payRules(app.db)).timeZone;
    const today = dayOf(now, zone);
    return app.db.transaction(async (tx) => {
      const sent = await remindRenewalNow(tx, id, now, dayStart(today, zone));
      if (sent === 'no_plan') throw new NotFound();
      if (sent === 'sent_today') throw new Conflict(REMINDED_TODAY);
      await recordAudit(tx, {
        actorUserId: requireAuth(request).user.id,
        action: 'remind',
        entity: 'subscriptions',
        entityId: id,
        after: { sent_to: sent },
      });
      return { data: { sent_to: sent, reminded_on: today } };
    });
  });
}
