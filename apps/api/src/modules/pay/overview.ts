import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { PayLineOutcome, PayOverview, PayOverviewRow } from '@iqra/contracts';
import { classes, tutorPayMonths, tutorPayRates, tutors, users } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { amountFor, totalsOf } from './amounts.ts';
import { firstDayOf, monthSpan } from './months.ts';
import {
  minutesOf,
  outcomeOf,
  paidStatementsOf,
  payRules,
  rateOf,
  rateOfClassDay,
  rateSpans,
} from './statement.ts';

// Staff's pay screen: every tutor's month at once. The month's classes are counted in one
// statement, grouped by tutor, rate, length and outcome (the same rate and length pay the same
// amount, so a group's amount is its count times one class's); a month paid is read from what
// was kept.

interface Group {
  tutorId: number;
  rateId: number | null;
  minutes: number;
  outcome: PayLineOutcome;
  classes: number;
}

/** Each tutor's month: active tutors, and any other with a class or a payment in it. */
export async function payOverview(db: Tx, month: string, now: Date): Promise<PayOverview> {
  const rules = await payRules(db);
  const span = monthSpan(month, rules.timeZone);
  const spans = rateSpans(db);
  const groups: Group[] = await db
    .with(spans)
    .select({
      tutorId: sql<number>`${classes.tutorId}`,
      rateId: spans.id,
      minutes: minutesOf,
      outcome: outcomeOf(now),
      classes: sql<number>`count(*)::int`,
    })
    .from(classes)
    .leftJoin(spans, rateOfClassDay(spans, rules.timeZone))
    .where(
      and(
        isNotNull(classes.tutorId),
        gte(classes.startsAt, span.from),
        lt(classes.startsAt, span.to),
      ),
    )
    .groupBy(sql`1, 2, 3, 4`);

  const withClasses = [...new Set(groups.map((group) => group.tutorId))];
  const paidIds = (
    await db
      .select({ tutorId: tutorPayMonths.tutorId })
      .from(tutorPayMonths)
      .where(eq(tutorPayMonths.month, firstDayOf(month)))
  ).map((row) => row.tutorId);
  const people = await db
    .select({ id: tutors.userId, firstName: users.firstName, lastName: users.lastName })
    .from(tutors)
    .innerJoin(users, eq(users.id, tutors.userId))
    .where(or(eq(tutors.active, true), inArray(tutors.userId, [...withClasses, ...paidIds, 0])))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(tutors.userId));
  const rateIds = [...new Set(groups.map((group) => group.rateId).filter((id) => id !== null))];
  const rates = new Map(
    rateIds.length === 0
      ? []
      : (await db.select().from(tutorPayRates).where(inArray(tutorPayRates.id, rateIds))).map(
          (row) => [row.id, rateOf(row)],
        ),
  );
  const paid = await paidStatementsOf(
    db,
    people.map((person) => person.id),
    month,
  );
  const counts = new Set<string>(rules.paidOutcomes);

  const rows: PayOverviewRow[] = people.map((person) => {
    const tutor = { id: person.id, name: `${person.firstName} ${person.lastName}`.trim() };
    const statement = paid.get(person.id);
    if (statement) {
      return {
        tutor,
        classes_counted: statement.classes_counted,
        minutes_counted: statement.minutes_counted,
        totals: statement.totals,
        unpriced_classes: statement.unpriced_classes,
        not_recorded: statement.not_recorded.length,
        paid_at: statement.paid?.paid_at ?? null,
      };
    }
    const own = groups.filter((group) => group.tutorId === person.id);
    const counted = own.filter((group) => counts.has(group.outcome));
    const priced = counted.flatMap((group) => {
      const rate = group.rateId === null ? undefined : rates.get(group.rateId);
      return rate
        ? [
            {
              currency: rate.currency,
              amount: amountFor(rate, group.minutes) * group.classes,
              classes: group.classes,
              minutes: group.minutes * group.classes,
            },
          ]
        : [];
    });
    const sum = (items: readonly Group[], of: (group: Group) => number) =>
      items.reduce((total, group) => total + of(group), 0);
    return {
      tutor,
      classes_counted: sum(counted, (group) => group.classes),
      minutes_counted: sum(counted, (group) => group.classes * group.minutes),
      totals: totalsOf(priced),
      unpriced_classes:
        sum(counted, (group) => group.classes) - priced.reduce((n, item) => n + item.classes, 0),
      not_recorded: sum(
        own.filter((group) => group.outcome === 'not_recorded'),
        (group) => group.classes,
      ),
      paid_at: null,
    };
  });
  return {
    month,
    school_time_zone: rules.timeZone,
    month_ended: span.to.getTime() <= now.getTime(),
    tutors: rows,
  };
}
