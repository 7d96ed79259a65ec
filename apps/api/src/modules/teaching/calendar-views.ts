import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  Holiday,
  HolidayClasses,
  Language,
  Ramadan,
  SchoolCalendar,
  ShownHoliday,
} from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import {
  classes,
  makeupCredits,
  products,
  schoolHolidays,
  schoolSettings,
  subscriptions,
  users,
} from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { NotFound } from '../../lib/errors.ts';
import { eidsFrom, eidsOf, hijriDayOf, ramadanOf } from '../../lib/hijri.ts';
import { addToDay, dayOf } from '../../lib/school-days.ts';
import { holidayName } from './holiday-mails.ts';
import { onHoliday, rowsOf, takeable } from './holidays.ts';

// The school's calendar as it is read (decision 049): by staff (the holidays kept, the Eids
// the Umm al-Qura calendar proposes, Ramadan, and the classes each takes), by the schedules and
// by the public pages. Changed through school-calendar.ts.

export type HolidayRow = typeof schoolHolidays.$inferSelect;

/** Today on the school's clock. */
export async function schoolToday(tx: Tx, now: Date): Promise<string> {
  const [row] = await tx
    .select({ zone: schoolSettings.timeZone })
    .from(schoolSettings)
    .where(eq(schoolSettings.id, 1));
  return dayOf(now, row?.zone ?? 'UTC');
}

const dayArray = (days: string[]) => `{${days.join(',')}}`;

/** How many takeable classes fall on each range of days (what a proposal would take). */
async function classesOn(
  tx: Tx,
  ranges: { startsOn: string; endsOn: string }[],
  now: Date,
): Promise<number[]> {
  if (ranges.length === 0) return [];
  const result = await tx.execute(sql`
    select (select count(*)::int from classes c where ${takeable(now)} and ${onHoliday}) as n
    from unnest(${dayArray(ranges.map((range) => range.startsOn))}::date[],
                ${dayArray(ranges.map((range) => range.endsOn))}::date[])
      with ordinality as h(starts_on, ends_on, i)
    order by h.i`);
  return rowsOf<{ n: number }>(result).map((row) => row.n);
}

/** The classes to come each kept holiday took. */
export async function classesTaken(tx: Tx, ids: number[], now: Date): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const result = await tx.execute(sql`
    select holiday_id as id, count(*)::int as n from classes
    where holiday_id = any(${`{${ids.join(',')}}`}::int[]) and starts_at > ${now.toISOString()}::timestamptz
    group by holiday_id`);
  return new Map(rowsOf<{ id: number; n: number }>(result).map((row) => [row.id, row.n]));
}

/** The calendar's first day for an Eid of a Hijri year. */
export const proposedStart = (kind: HolidayRow['kind'], hijriYear: number | null): string | null =>
  kind === 'closure' || hijriYear === null
    ? null
    : (eidsOf(hijriYear).find((proposal) => proposal.kind === kind)?.startsOn ?? null);

export const holidayView = (row: HolidayRow, taken: number): Holiday => ({
  id: row.id,
  kind: row.kind,
  hijri_year: row.hijriYear,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  name_en: row.kind === 'closure' ? row.nameEn : null,
  name_ar: row.kind === 'closure' ? row.nameAr : null,
  public: row.public,
  proposed_starts_on: proposedStart(row.kind, row.hijriYear),
  classes: taken,
});

/** Ramadan of the Hijri year of `today` and of the next, those not over. */
function ramadansFrom(today: string): Ramadan[] {
  const { year } = hijriDayOf(today);
  return [year, year + 1]
    .map((hijriYear) => {
      const { startsOn, days } = ramadanOf(hijriYear);
      return {
        hijri_year: hijriYear,
        starts_on: startsOn,
        ends_on: addToDay(startsOn, { days: days - 1 }),
      };
    })
    .filter((ramadan) => ramadan.ends_on >= today);
}

/**
 * The school's calendar from today: the holidays kept and the Eids the calendar proposes for
 * this Hijri year and the next that staff have not confirmed, soonest first, with the classes
 * each takes (or would take).
 */
export async function schoolCalendar(db: Database, now: Date): Promise<SchoolCalendar> {
  const today = await schoolToday(db, now);
  const [settings] = await db
    .select({ rule: schoolSettings.holidayRule })
    .from(schoolSettings)
    .where(eq(schoolSettings.id, 1));
  const kept = await db
    .select()
    .from(schoolHolidays)
    .where(gte(schoolHolidays.endsOn, today))
    .orderBy(asc(schoolHolidays.startsOn));
  const keptEids = new Set(
    (
      await db
        .select({ kind: schoolHolidays.kind, year: schoolHolidays.hijriYear })
        .from(schoolHolidays)
    ).map((row) => `${row.kind}:${row.year}`),
  );
  const proposals = eidsFrom(today, 1).filter(
    (eid) => !keptEids.has(`${eid.kind}:${eid.hijriYear}`),
  );
  const ranges = proposals.map((eid) => ({
    startsOn: eid.startsOn,
    endsOn: addToDay(eid.startsOn, { days: eid.days - 1 }),
  }));
  const [wouldTake, taken] = await Promise.all([
    classesOn(db, ranges, now),
    classesTaken(
      db,
      kept.map((row) => row.id),
      now,
    ),
  ]);
  const holidays: Holiday[] = [
    ...kept.map((row) => holidayView(row, taken.get(row.id) ?? 0)),
    ...proposals.map((eid, index) => ({
      id: null,
      kind: eid.kind,
      hijri_year: eid.hijriYear,
      starts_on: eid.startsOn,
      ends_on: ranges[index]?.endsOn ?? eid.startsOn,
      name_en: null,
      name_ar: null,
      public: false,
      proposed_starts_on: eid.startsOn,
      classes: wouldTake[index] ?? 0,
    })),
  ].sort((a, b) => a.starts_on.localeCompare(b.starts_on));
  return {
    holiday_rule: settings?.rule ?? 'extend_plan',
    today,
    ramadan: ramadansFrom(today),
    holidays,
  };
}

/**
 * The holidays to come a schedule shows (or the public pages: `onlyPublic`), and any of
 * `alsoIds` (those its classes were cancelled for), soonest first.
 */
export async function holidaysToCome(
  db: Tx,
  now: Date,
  language: Language,
  options: { onlyPublic?: boolean; alsoIds?: (number | null)[] } = {},
): Promise<ShownHoliday[]> {
  const today = await schoolToday(db, now);
  const also = [...new Set(options.alsoIds ?? [])].filter((id): id is number => id !== null);
  const toCome = and(
    gte(schoolHolidays.endsOn, addToDay(today, { days: -1 })),
    options.onlyPublic ? eq(schoolHolidays.public, true) : undefined,
  );
  const rows = await db
    .select()
    .from(schoolHolidays)
    .where(also.length > 0 ? or(toCome, inArray(schoolHolidays.id, also)) : toCome)
    .orderBy(asc(schoolHolidays.startsOn))
    .limit(24 + also.length);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.kind === 'closure' ? holidayName(row, language) : null,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
  }));
}

const tutorUser = alias(users, 'tutor_user');
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** The classes to come a holiday took, as staff check them. */
export async function holidayClasses(db: Database, id: number, now: Date): Promise<HolidayClasses> {
  const [holiday] = await db
    .select({ id: schoolHolidays.id })
    .from(schoolHolidays)
    .where(eq(schoolHolidays.id, id));
  if (!holiday) throw new NotFound();
  const rows = await db
    .select({
      id: classes.id,
      startsAt: classes.startsAt,
      anchorZone: classes.anchorZone,
      course: products.name,
      learnerId: users.id,
      learnerFirstName: users.firstName,
      learnerLastName: users.lastName,
      tutorId: classes.tutorId,
      tutorFirstName: tutorUser.firstName,
      tutorLastName: tutorUser.lastName,
      credited: sql<boolean>`exists (select 1 from ${makeupCredits} where ${makeupCredits.classId} = ${classes.id})`,
    })
    .from(classes)
    .innerJoin(subscriptions, eq(subscriptions.id, classes.subscriptionId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(tutorUser, eq(tutorUser.id, classes.tutorId))
    .where(
      and(eq(classes.holidayId, id), sql`${classes.startsAt} > ${now.toISOString()}::timestamptz`),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id));
  return {
    classes: rows.map((row) => ({
      id: row.id,
      starts_at: row.startsAt.toISOString(),
      anchor_zone: row.anchorZone,
      course: row.course,
      learner: { id: row.learnerId, name: fullName(row.learnerFirstName, row.learnerLastName) },
      tutor:
        row.tutorId !== null && row.tutorFirstName !== null
          ? { id: row.tutorId, name: fullName(row.tutorFirstName, row.tutorLastName ?? '') }
          : null,
      makeup_credit: row.credited,
    })),
  };
}
