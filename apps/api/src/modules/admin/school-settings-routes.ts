import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  messageSchema,
  one,
  schoolSettingsSchema,
  type SchoolSettings,
} from '@iqra/contracts';
import { schoolSettings } from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { parseInput } from '../../lib/errors.ts';
import { routeDoc, type RouteDoc } from '../../lib/route-docs.ts';
import { proposalsOpen } from '../certificates/index.ts';
import { gradeLabels, storedGradeLabels } from '../lessons/index.ts';
import { payRules } from '../pay/index.ts';
import { pauseWeeks, schoolRules } from '../teaching/index.ts';
import { actorOf } from './resource-routes.ts';

/** A back-office route's document: staff only. */
const staffDoc = (doc: Omit<RouteDoc, 'tag' | 'caller'>) =>
  routeDoc({ tag: 'admin', caller: 'admin', ...doc });

const settingsDoc = staffDoc({
  summary:
    "The school's rules for changing a class, its words for the grades, its clock and what pays a tutor",
  answers: { 200: ['The rules.', one(schoolSettingsSchema)] },
});

const setSettingsDoc = staffDoc({
  summary:
    "Set the school's rules for changing a class, its words for the grades, whether tutors propose certificates, its clock and what pays a tutor",
  description:
    "The four grades keep their meaning (the first is the best; the fourth means the lesson is to be repeated, and is not counted as memorised); only their names change, everywhere a grade is shown. `time_zone` is the school's clock: its days and months, tutors' pay months among them (a change moves every day boundary, past ones too; once a tutor's month is paid it can no longer change: 409, decision 048). `paid_outcomes` is what pays a tutor for a class (decision 046). `holiday_rule` is what a learner gets for a class a holiday takes: the plan's end moves on (`extend_plan`) or a make-up credit (`makeup_credit`); it applies to holidays confirmed or shifted after the change (decision 049). `pause_weeks` is the weeks of pause a year a subscription is granted on asking; beyond them staff decide (decision 049). `tutors_propose_certificates`, `time_zone`, `paid_outcomes`, `holiday_rule` and `pause_weeks` left out stay as they are. Audited.",
  body: schoolSettingsSchema,
  answers: {
    200: ['The rules as they now are.', one(schoolSettingsSchema)],
    409: [MESSAGES.zoneAfterPaidMonths, messageSchema],
  },
});

/**
 * The school's rules (the School rules screen): changing a class, the words for the grades,
 * tutors' proposals, the school's clock and what pays a tutor.
 */
export async function adminSchoolSettingsRoutes(app: FastifyInstance) {
  const now = () => app.clock.now();

  app.get('/api/admin/school-settings', { schema: settingsDoc }, async () => ({
    data: await schoolSettingsOf(app.db),
  }));

  app.put('/api/admin/school-settings', { schema: setSettingsDoc }, async (request) => {
    const input = parseInput(schoolSettingsSchema, request.body);
    const data = await app.db.transaction(async (tx) => {
      const before = await schoolSettingsOf(tx);
      await tx
        .update(schoolSettings)
        .set({
          noticeHours: input.notice_hours,
          makeupWeeks: input.makeup_weeks,
          gradeLabels: storedGradeLabels(input.grade_labels),
          tutorsProposeCertificates:
            input.tutors_propose_certificates ?? before.tutors_propose_certificates,
          timeZone: input.time_zone ?? before.time_zone,
          paidOutcomes: input.paid_outcomes ?? before.paid_outcomes,
          holidayRule: input.holiday_rule ?? before.holiday_rule,
          pauseWeeks: input.pause_weeks ?? before.pause_weeks,
          updatedAt: now(),
        })
        .where(eq(schoolSettings.id, 1));
      const after = await schoolSettingsOf(tx);
      await recordAudit(tx, {
        actorUserId: actorOf(request).userId,
        action: 'update',
        entity: 'school_settings',
        entityId: 1,
        before,
        after,
      });
      return after;
    });
    return { data };
  });
}

/** The school's rules and the words for its grades, as the settings screen edits them. */
async function schoolSettingsOf(tx: Tx): Promise<SchoolSettings> {
  const rules = await schoolRules(tx);
  const pay = await payRules(tx);
  const [rule] = await tx
    .select({ holidayRule: schoolSettings.holidayRule })
    .from(schoolSettings)
    .where(eq(schoolSettings.id, 1));
  return {
    notice_hours: rules.noticeHours,
    makeup_weeks: rules.makeupWeeks,
    grade_labels: await gradeLabels(tx),
    tutors_propose_certificates: await proposalsOpen(tx),
    time_zone: pay.timeZone,
    paid_outcomes: [...pay.paidOutcomes],
    holiday_rule: rule?.holidayRule ?? 'extend_plan',
    pause_weeks: await pauseWeeks(tx),
  };
}
