import { z } from 'zod';
import { integer } from './fields.ts';
import { PAY_BASES, PAY_OUTCOMES } from './pay-rules.ts';
import { CLASS_KINDS } from './teaching-rules.ts';

// Tutors' pay (decision 046): the rates staff set, a month's statement per tutor (each class,
// what became of it, the rate applied and the amount), the months paid, and staff's overview.

/** The largest amount a rate may be, in minor units (a million in a two-decimal currency). */
export const PAY_RATE_MAX_MINOR = 100_000_000;

const amount = (label: string) => integer(label, { min: 0, max: PAY_RATE_MAX_MINOR });

/** A month of the school's calendar, as `YYYY-MM`. */
export const payMonth = () =>
  z
    .string({ error: 'Give the month as YYYY-MM.' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Give the month as YYYY-MM.' });

/** `?month=YYYY-MM`: which month's statement. */
export const payMonthQuerySchema = z.object({ month: payMonth() });

/** A rate as staff set it: from a day of the school's calendar, per class or per hour. */
export const payRateCreateSchema = z
  .strictObject({
    effective_from: z.iso.date({ error: 'Give the date as YYYY-MM-DD.' }),
    currency: z
      .string({ error: 'Give the currency as its three-letter code, such as USD.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: 'Give the currency as its three-letter code, such as USD.' }),
    basis: z.enum(PAY_BASES, { error: 'Choose per class or per hour.' }),
    rate_30_minor: amount('rate for 30 minutes').nullish(),
    rate_60_minor: amount('rate for 60 minutes').nullish(),
    hourly_minor: amount('hourly rate').nullish(),
  })
  .superRefine((rate, context) => {
    const needed =
      rate.basis === 'per_hour'
        ? ([['hourly_minor', 'hourly rate']] as const)
        : ([
            ['rate_30_minor', 'rate for 30 minutes'],
            ['rate_60_minor', 'rate for 60 minutes'],
          ] as const);
    for (const [field, label] of needed) {
      if (rate[field] === undefined || rate[field] === null) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `The ${label} field is required.`,
        });
      }
    }
  })
  // Only the amounts of its basis are kept.
  .transform((rate) => ({
    effective_from: rate.effective_from,
    currency: rate.currency,
    basis: rate.basis,
    rate_30_minor: rate.basis === 'per_class' ? (rate.rate_30_minor ?? null) : null,
    rate_60_minor: rate.basis === 'per_class' ? (rate.rate_60_minor ?? null) : null,
    hourly_minor: rate.basis === 'per_hour' ? (rate.hourly_minor ?? null) : null,
  }));
export type PayRateCreateInput = z.input<typeof payRateCreateSchema>;

/** A rate as it is kept and applied. */
export const payRateSchema = z.strictObject({
  id: z.number(),
  effective_from: z.iso.date(),
  currency: z.string(),
  basis: z.enum(PAY_BASES),
  rate_30_minor: z.number().nullable(),
  rate_60_minor: z.number().nullable(),
  hourly_minor: z.number().nullable(),
});
export type PayRate = z.infer<typeof payRateSchema>;

/** A rate in the tutor's list: whether its days touch a month already paid (then it stays). */
export const tutorPayRateSchema = payRateSchema.extend({ locked: z.boolean() });
export type TutorPayRate = z.infer<typeof tutorPayRateSchema>;

/**
 * What became of a class on a statement: a pay outcome once recorded or cancelled; `not_recorded`
 * for a class over that nobody has recorded yet, `scheduled` for one still to come.
 */
export const PAY_LINE_OUTCOMES = [...PAY_OUTCOMES, 'not_recorded', 'scheduled'] as const;
export type PayLineOutcome = (typeof PAY_LINE_OUTCOMES)[number];

export const payStatementLineSchema = z.strictObject({
  class_id: z.number(),
  kind: z.enum(CLASS_KINDS),
  starts_at: z.iso.datetime(),
  /** The class's day and start on the tutor's clock. */
  date: z.iso.date(),
  time: z.string(),
  /** The learner as the tutor names them (a child by first name); a trial's, its request's address. */
  learner: z.string(),
  /** The course in English and, where staff wrote one, in Arabic; null for a trial. */
  course: z.string().nullable(),
  course_ar: z.string().nullable(),
  minutes: z.number(),
  outcome: z.enum(PAY_LINE_OUTCOMES),
  /** Whether the school's rule pays this outcome. */
  counts: z.boolean(),
  /** The rate the class's day falls under; null when the tutor has none for that day. */
  rate: payRateSchema.nullable(),
  /** What the class pays, in the rate's currency's minor units; null when it does not count or has no rate. */
  amount_minor: z.number().nullable(),
});
export type PayStatementLine = z.infer<typeof payStatementLineSchema>;

export const payTotalSchema = z.strictObject({
  currency: z.string(),
  amount_minor: z.number(),
  classes: z.number(),
  minutes: z.number(),
});
export type PayTotal = z.infer<typeof payTotalSchema>;

export const payStatementSchema = z.strictObject({
  tutor: z.strictObject({ id: z.number(), name: z.string(), time_zone: z.string() }),
  month: z.string(),
  /** The school's clock, whose calendar the month is of. */
  school_time_zone: z.string(),
  /** The school's rule the statement was read under. */
  paid_outcomes: z.array(z.enum(PAY_OUTCOMES)),
  lines: z.array(payStatementLineSchema),
  /** Per currency, never added together. */
  totals: z.array(payTotalSchema),
  classes_counted: z.number(),
  minutes_counted: z.number(),
  /** Classes that count but fall on days without a rate: not in the totals. */
  unpriced_classes: z.number(),
  /** Classes over that nobody has recorded yet (a warning: they pay nothing until recorded). */
  not_recorded: z.array(z.number()),
  /** Whether the month has ended on the school's clock (only then may it be paid). */
  month_ended: z.boolean(),
  /** Set once staff paid the month: the statement is then the one paid, kept as it was. */
  paid: z.strictObject({ paid_at: z.iso.datetime(), paid_by: z.string().nullable() }).nullable(),
});
export type PayStatement = z.infer<typeof payStatementSchema>;

/** A month of a tutor's statements: how many classes it holds, and whether it is paid. */
export const payMonthSummarySchema = z.strictObject({
  month: z.string(),
  classes: z.number(),
  paid_at: z.iso.datetime().nullable(),
});
export type PayMonthSummary = z.infer<typeof payMonthSummarySchema>;

/** Staff mark a month paid: `{ month }`. */
export const payMonthPaidSchema = z.strictObject({ month: payMonth() });

/** One tutor's month on staff's pay screen. */
export const payOverviewRowSchema = z.strictObject({
  tutor: z.strictObject({ id: z.number(), name: z.string() }),
  classes_counted: z.number(),
  minutes_counted: z.number(),
  totals: z.array(payTotalSchema),
  unpriced_classes: z.number(),
  not_recorded: z.number(),
  paid_at: z.iso.datetime().nullable(),
});
export type PayOverviewRow = z.infer<typeof payOverviewRowSchema>;

export const payOverviewSchema = z.strictObject({
  month: z.string(),
  school_time_zone: z.string(),
  month_ended: z.boolean(),
  tutors: z.array(payOverviewRowSchema),
});
export type PayOverview = z.infer<typeof payOverviewSchema>;
