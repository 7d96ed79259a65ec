import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  DEFAULT_PAID_OUTCOMES,
  PAY_OUTCOMES,
  payStatementSchema,
  type PayLineOutcome,
  type PayOutcome,
  type PayRate,
  type PayStatement,
  type PayStatementLine,
} from '@iqra/contracts';
import {
  classes,
  demoRequests,
  products,
  schoolSettings,
  subscriptions,
  tutorPayMonths,
  tutorPayRates,
  tutors,
  users,
} from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { NotFound } from '../../lib/errors.ts';
import { isChild, learnerName } from '../../lib/learner-names.ts';
import { amountFor, totalsOf } from './amounts.ts';
import { clockOf, firstDayOf, monthSpan } from './months.ts';

// A tutor's statement for a month (decision 046): its classes read in one statement over the
// tutor's index on (tutor_id, starts_at), each with the rate its day falls under, what became
// of it and whether the school's rule pays that; the amounts and totals are summed here. A
// month paid is read from what was kept when it was paid.

/** The school's clock and what pays a tutor (School rules). */
export interface PayRules {
  timeZone: string;
  paidOutcomes: readonly PayOutcome[];
}

/**
 * `hold` keeps the settings' row (FOR SHARE) until the transaction ends: paying a month does,
 * so that the school's time zone cannot change under it (migration 0028).
 */
export async function payRules(
  db: Tx,
  { hold = false }: { hold?: boolean } = {},
): Promise<PayRules> {
  const query = db
    .select({ timeZone: schoolSettings.timeZone, paidOutcomes: schoolSettings.paidOutcomes })
    .from(schoolSettings)
    .where(eq(schoolSettings.id, 1));
  const [row] = hold ? await query.for('share') : await query;
  const paid = row?.paidOutcomes ?? DEFAULT_PAID_OUTCOMES;
  return {
    timeZone: row?.timeZone ?? 'UTC',
    paidOutcomes: PAY_OUTCOMES.filter((outcome) => paid.includes(outcome)),
  };
}

/** The class's day on the school's calendar, as SQL reads it. */
export const schoolDay = (zone: string) => sql`("classes"."starts_at" at time zone ${zone})::date`;

/**
 * Each rate with the days it applies to: from its own first day (on the school's calendar) until
 * the tutor's next rate's (null: still applies). A class is paid at the rate whose days hold the
 * class's day (`rateOfClassDay`).
 */
export const rateSpans = (db: Tx) =>
  db.$with('rate_spans').as(
    db
      .select({
        id: tutorPayRates.id,
        tutorId: tutorPayRates.tutorId,
        fromDay: tutorPayRates.effectiveFrom,
        untilDay: sql<
          string | null
        >`lead(${tutorPayRates.effectiveFrom}) over (partition by ${tutorPayRates.tutorId} order by ${tutorPayRates.effectiveFrom})`.as(
          'until_day',
        ),
      })
      .from(tutorPayRates),
  );

/** The join of a class to the span of its tutor's rate that holds its school day. */
export function rateOfClassDay(spans: ReturnType<typeof rateSpans>, zone: string) {
  const day = schoolDay(zone);
  return and(
    eq(spans.tutorId, classes.tutorId),
    sql`${spans.fromDay} <= ${day}`,
    or(isNull(spans.untilDay), sql`${day} < ${spans.untilDay}`),
  );
}

/**
 * What became of the class as pay reads it: who cancelled it, its attendance, or (neither) not
 * recorded once over, scheduled before.
 */
export const outcomeOf = (now: Date) =>
  sql<PayLineOutcome>`coalesce(class_outcome(${classes}), case when ${classes.endsAt} <= ${now.toISOString()}::timestamptz then 'not_recorded' else 'scheduled' end)`;

/** The class's length in whole minutes (as the school's tallies count it: migration 0028). */
export const minutesOf = sql<number>`class_minutes(${classes})`;

export const rateOf = (row: typeof tutorPayRates.$inferSelect): PayRate => ({
  id: row.id,
  effective_from: row.effectiveFrom,
  currency: row.currency,
  basis: row.basis,
  rate_30_minor: row.rate30Minor,
  rate_60_minor: row.rate60Minor,
  hourly_minor: row.hourlyMinor,
});

/**
 * The tutor's name and clock; 404 for anyone who is not a tutor. `hold` locks the tutor's row
 * until the transaction ends: paying a month holds it ('update') from reading its classes to the
 * commit, and a change of the tutor's rates or classes takes a share of it ('key share'; the
 * classes' trigger does, migration 0028), so the two wait for each other rather than cross.
 */
export async function tutorOf(
  db: Tx,
  tutorId: number,
  { hold }: { hold?: 'update' | 'key share' } = {},
) {
  const query = db
    .select({ firstName: users.firstName, lastName: users.lastName, timeZone: users.timeZone })
    .from(tutors)
    .innerJoin(users, eq(users.id, tutors.userId))
    .where(eq(tutors.userId, tutorId));
  const [tutor] = hold ? await query.for(hold, { of: tutors }) : await query;
  if (!tutor) throw new NotFound();
  return {
    id: tutorId,
    name: `${tutor.firstName} ${tutor.lastName}`.trim(),
    time_zone: tutor.timeZone ?? 'UTC',
  };
}

/** The month paid to the tutor, as it was paid; null while it is not. */
export async function paidStatement(
  db: Tx,
  tutorId: number,
  month: string,
): Promise<PayStatement | null> {
  const [paid] = await db
    .select({ statement: tutorPayMonths.statement })
    .from(tutorPayMonths)
    .where(and(eq(tutorPayMonths.tutorId, tutorId), eq(tutorPayMonths.month, firstDayOf(month))));
  return paid ? payStatementSchema.parse(paid.statement) : null;
}

/**
 * The statement as the classes now stand. `hold` is for paying the month: the school's rules and
 * the tutor are held until the transaction ends (see `payRules` and `tutorOf`), so that nothing
 * the statement counts changes between the reading and the paying.
 */
export async function liveStatement(
  db: Tx,
  tutorId: number,
  month: string,
  now: Date,
  { hold = false }: { hold?: boolean } = {},
): Promise<PayStatement> {
  const rules = await payRules(db, { hold });
  const tutor = await tutorOf(db, tutorId, hold ? { hold: 'update' } : {});
  const span = monthSpan(month, rules.timeZone);
  const rates = new Map(
    (await db.select().from(tutorPayRates).where(eq(tutorPayRates.tutorId, tutorId))).map((row) => [
      row.id,
      rateOf(row),
    ]),
  );
  const spans = rateSpans(db);
  const rows = await db
    .with(spans)
    .select({
      id: classes.id,
      kind: classes.kind,
      startsAt: classes.startsAt,
      minutes: minutesOf,
      outcome: outcomeOf(now),
      rateId: spans.id,
      firstName: users.firstName,
      lastName: users.lastName,
      child: isChild(users.id),
      email: demoRequests.email,
      course: products.name,
      courseAr: products.nameAr,
    })
    .from(classes)
    .leftJoin(spans, rateOfClassDay(spans, rules.timeZone))
    .leftJoin(subscriptions, eq(subscriptions.id, classes.subscriptionId))
    .leftJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .leftJoin(demoRequests, eq(demoRequests.id, classes.demoRequestId))
    .where(
      and(
        eq(classes.tutorId, tutorId),
        gte(classes.startsAt, span.from),
        lt(classes.startsAt, span.to),
      ),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id));

  const paid = new Set<string>(rules.paidOutcomes);
  const lines: PayStatementLine[] = rows.map((row) => {
    const rate = row.rateId === null ? null : (rates.get(row.rateId) ?? null);
    const counts = paid.has(row.outcome);
    const { date, time } = clockOf(row.startsAt, tutor.time_zone);
    return {
      class_id: row.id,
      kind: row.kind,
      starts_at: row.startsAt.toISOString(),
      date,
      time,
      learner:
        row.firstName === null
          ? (row.email ?? '')
          : learnerName({
              firstName: row.firstName,
              lastName: row.lastName ?? '',
              child: row.child,
            }),
      course: row.course,
      course_ar: row.courseAr,
      minutes: row.minutes,
      outcome: row.outcome,
      counts,
      rate,
      amount_minor: counts && rate ? amountFor(rate, row.minutes) : null,
    };
  });
  const counted = lines.filter((line) => line.counts);
  const priced = counted.filter((line) => line.rate !== null);
  return {
    tutor,
    month,
    school_time_zone: rules.timeZone,
    paid_outcomes: [...rules.paidOutcomes],
    lines,
    totals: totalsOf(
      priced.map((line) => ({
        currency: line.rate?.currency ?? '',
        amount: line.amount_minor ?? 0,
        classes: 1,
        minutes: line.minutes,
      })),
    ),
    classes_counted: counted.length,
    minutes_counted: counted.reduce((sum, line) => sum + line.minutes, 0),
    unpriced_classes: counted.length - priced.length,
    not_recorded: lines
      .filter((line) => line.outcome === 'not_recorded')
      .map((line) => line.class_id),
    month_ended: span.to.getTime() <= now.getTime(),
    paid: null,
  };
}

/** The tutor's statement for the month: the one paid, or the classes as they now stand. */
export async function statementOf(
  db: Tx,
  tutorId: number,
  month: string,
  now: Date,
): Promise<PayStatement> {
  return (await paidStatement(db, tutorId, month)) ?? liveStatement(db, tutorId, month, now);
}

/** The months the tutor has classes in, up to the school's present month, latest first. */
export async function monthsOf(db: Tx, tutorId: number, now: Date) {
  const { timeZone } = await payRules(db);
  const month = sql<string>`to_char(${classes.startsAt} at time zone ${timeZone}, 'YYYY-MM')`;
  const { to } = monthSpan(clockOf(now, timeZone).date.slice(0, 7), timeZone);
  const [rows, paid] = await Promise.all([
    db
      .select({ month, classes: sql<number>`count(*)::int` })
      .from(classes)
      .where(and(eq(classes.tutorId, tutorId), lt(classes.startsAt, to)))
      // By position: the zone is a parameter, and each mention of it another one.
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`),
    db
      .select({ month: tutorPayMonths.month, paidAt: tutorPayMonths.paidAt })
      .from(tutorPayMonths)
      .where(eq(tutorPayMonths.tutorId, tutorId)),
  ]);
  const paidAt = new Map(paid.map((row) => [row.month.slice(0, 7), row.paidAt.toISOString()]));
  return rows.map((row) => ({
    month: row.month,
    classes: row.classes,
    paid_at: paidAt.get(row.month) ?? null,
  }));
}

/** The statements paid to any of `tutorIds` for the month, by tutor. */
export async function paidStatementsOf(db: Tx, tutorIds: number[], month: string) {
  if (tutorIds.length === 0) return new Map<number, PayStatement>();
  const rows = await db
    .select({ tutorId: tutorPayMonths.tutorId, statement: tutorPayMonths.statement })
    .from(tutorPayMonths)
    .where(
      and(inArray(tutorPayMonths.tutorId, tutorIds), eq(tutorPayMonths.month, firstDayOf(month))),
    );
  return new Map(rows.map((row) => [row.tutorId, payStatementSchema.parse(row.statement)]));
}
