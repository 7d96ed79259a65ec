import { z } from 'zod';
import { inEnglishSchema } from '../in-english.ts';

// The school's figures for its staff (decision 045): a period's figures against the period
// before, the last months for the charts, and the lists to act on. Days are the school's
// (its time zone), money a list of sums in minor units, one per currency, never converted.

/** The periods the dashboard offers by name; any other is a custom range of days. */
export const REPORT_PERIODS = ['this_week', 'this_month', 'last_month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The longest custom range: three years of days. */
export const REPORT_MAX_DAYS = 1096;

const day = (error: string) => z.iso.date({ error });

/**
 * Which period: one of REPORT_PERIODS, or a range of days from `from` to `to`, both included;
 * this month when neither is given.
 */
export const reportPeriodQuerySchema = z
  .strictObject({
    period: z.enum(REPORT_PERIODS, { error: 'The selected period is invalid.' }).optional(),
    from: day('Give the first day as a date (YYYY-MM-DD).').optional(),
    to: day('Give the last day as a date (YYYY-MM-DD).').optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period !== undefined) return;
    if (query.from === undefined && query.to === undefined) return;
    if (query.from === undefined) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose the first day.' });
    }
    if (query.to === undefined) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose the last day.' });
    }
    if (query.from === undefined || query.to === undefined) return;
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The last day must be on or after the first.',
      });
    } else if (days > REPORT_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'Choose at most three years.',
      });
    }
  });
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuerySchema>;

/** A sum of money in one currency, in its minor units (cents). */
export const moneySumSchema = z.strictObject({
  currency: z.string(),
  amount_minor: z.number().int(),
});
export type MoneySum = z.infer<typeof moneySumSchema>;

const daysSchema = z.strictObject({ from: z.iso.date(), to: z.iso.date() });

/** What came in for one course and plan (or for books), in one currency. */
export const revenueLineSchema = z.strictObject({
  kind: z.enum(['course', 'book']),
  course: z.string().nullable(),
  tier: z.string().nullable(),
  minutes: z.number().int().nullable(),
  currency: z.string(),
  payments: z.number().int(),
  paid_minor: z.number().int(),
  refunded_minor: z.number().int(),
  net_minor: z.number().int(),
  in_english: inEnglishSchema,
});
export type RevenueLine = z.infer<typeof revenueLineSchema>;

/** The figures of one period. */
export const reportFiguresSchema = z.strictObject({
  /** Paid less refunded, per currency. */
  revenue: z.array(moneySumSchema),
  refunded: z.array(moneySumSchema),
  new_learners: z.number().int(),
  active_learners: z.number().int(),
  plans_renewed: z.number().int(),
  plans_not_renewed: z.number().int(),
  funnel: z.strictObject({
    requests: z.number().int(),
    trials_booked: z.number().int(),
    trials_attended: z.number().int(),
    paid: z.number().int(),
  }),
  /** Recorded classes (not trials, not missed by the tutor) and how many the learner attended. */
  attendance: z.strictObject({ recorded: z.number().int(), attended: z.number().int() }),
  cancelled: z.strictObject({
    tutor: z.number().int(),
    learner: z.number().int(),
    staff: z.number().int(),
  }),
  makeup_credits_expired: z.number().int(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

/** Hours one tutor taught in the period, as the school's pay rule counts them. */
export const tutorHoursSchema = z.strictObject({
  tutor_id: z.number().int(),
  name: z.string(),
  classes: z.number().int(),
  minutes: z.number().int(),
});
export type TutorHours = z.infer<typeof tutorHoursSchema>;

export const reportSchema = z.strictObject({
  time_zone: z.string(),
  period: daysSchema,
  previous: daysSchema,
  figures: reportFiguresSchema,
  previous_figures: reportFiguresSchema,
  revenue_lines: z.array(revenueLineSchema),
  tutor_hours: z.array(tutorHoursSchema),
  /** Make-up credits not used and not expired now. */
  makeup_credits_open: z.number().int(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportMonthSchema = z.strictObject({
  /** The month's first day on the school's calendar. */
  month: z.iso.date(),
  revenue: z.array(moneySumSchema),
  new_learners: z.number().int(),
  lost_learners: z.number().int(),
});
export type ReportMonth = z.infer<typeof reportMonthSchema>;

export const reportMonthsSchema = z.strictObject({
  time_zone: z.string(),
  months: z.array(reportMonthSchema),
});
export type ReportMonths = z.infer<typeof reportMonthsSchema>;

export const planEndingSchema = z.strictObject({
  subscription_id: z.number().int(),
  learner_id: z.number().int(),
  learner: z.string(),
  course: z.string(),
  tier: z.string(),
  ends_at: z.iso.datetime(),
  /** The school's day staff last sent a reminder from the dashboard, if they did. */
  reminded_on: z.iso.date().nullable(),
  in_english: inEnglishSchema,
});
export type PlanEnding = z.infer<typeof planEndingSchema>;

export const waitingRequestSchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  created_at: z.iso.datetime(),
});

export const stuckPaymentSchema = z.strictObject({
  id: z.string(),
  payer: z.string(),
  /** What the payments list is searched by to find it. */
  payer_email: z.string(),
  status: z.enum(['created', 'capturing']),
  amount_minor: z.number().int(),
  currency: z.string(),
  created_at: z.iso.datetime(),
});

/** What staff should act on now; each list is the oldest (or soonest) few, with its count. */
export const reportActionsSchema = z.strictObject({
  plans_ending: z.strictObject({ count: z.number().int(), items: z.array(planEndingSchema) }),
  classes_to_record: z.number().int(),
  requests_waiting: z.strictObject({
    count: z.number().int(),
    items: z.array(waitingRequestSchema),
  }),
  payments_stuck: z.strictObject({
    count: z.number().int(),
    items: z.array(stuckPaymentSchema),
  }),
});
export type ReportActions = z.infer<typeof reportActionsSchema>;

/** A reminder staff sent from the dashboard: to how many addresses it went. */
export const renewalReminderSentSchema = z.strictObject({
  sent_to: z.number().int(),
  reminded_on: z.iso.date(),
});
