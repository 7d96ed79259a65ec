import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { HolidayRule } from '@iqra/contracts';
import { makeupCredits, schoolSettings } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { schoolRules } from './class-rows.ts';
import { movePlanEnds } from './plan-ends.ts';
import { cancelPausedClasses } from './pauses.ts';

// The school's holidays (decision 049): the Eids staff confirm from the Umm al-Qura calendar's
// proposal (shifted where the moon was sighted otherwise) and the closures they add. A plan's
// class on a holiday's day (on its anchor zone's calendar) is not held: it is cancelled by the
// school for that holiday, and per the school's rule the plan's end moves on by the classes
// lost or a make-up credit is given for each. Changing or removing the holiday gives back the
// classes it no longer takes. Plans generate their classes through weekly-plan.ts, which hands
// each new class to `holidaysTake` so a slot on a holiday comes out cancelled too.

/** A class a holiday took or gave back, as the statement that did it returns it. */
export interface ChangedClass {
  id: number;
  subscriptionId: number;
  seriesId: number;
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The classes that may be taken by a holiday: a plan's regular classes to come, not recorded. */
export const takeable = (now: Date) => sql`c.kind = 'regular' and c.series_id is not null
  and c.status = 'scheduled' and c.recorded_at is null and c.starts_at > ${now.toISOString()}::timestamptz`;

/**
 * A class's start is on one of the holiday `h`'s days, on its anchor zone's calendar. The first
 * two lines let the start index narrow the rows: no zone is more than a day from UTC.
 */
export const onHoliday = sql`c.starts_at >= (h.starts_on - 1)::timestamp at time zone 'UTC'
  and c.starts_at < (h.ends_on + 2)::timestamp at time zone 'UTC'
  and (c.starts_at at time zone c.anchor_zone)::date between h.starts_on and h.ends_on`;

/**
 * Cancels the takeable classes (narrowed by `scope`, on `c`) that fall on a holiday (narrowed
 * by `holidays`, on `h`), in one statement, each for its holiday.
 */
export async function cancelOnHolidays(
  tx: Tx,
  scope: { classes?: SQL; holidays?: SQL },
  now: Date,
): Promise<ChangedClass[]> {
  const at = now.toISOString();
  return rowsOf<ChangedClass>(
    await tx.execute(sql`
      update classes c
      set status = 'cancelled', cancelled_by = 'staff', cancelled_at = ${at}::timestamptz,
          holiday_id = h.id, sequence = c.sequence + 1, updated_at = ${at}::timestamptz
      from school_holidays h
      where ${takeable(now)} and ${onHoliday}
        and ${scope.classes ?? sql`true`} and ${scope.holidays ?? sql`true`}
      returning c.id, c.subscription_id as "subscriptionId", c.series_id as "seriesId"`),
  );
}

/**
 * Gives back the classes to come a holiday (`holidayId`) no longer takes: all of them when it
 * goes (`removing`), else those now off its days. A class whose make-up credit was already
 * used stays cancelled (the learner had their class), no longer the holiday's.
 */
export async function restoreOffHoliday(
  tx: Tx,
  holidayId: number,
  removing: boolean,
  now: Date,
): Promise<(ChangedClass & { credited: boolean })[]> {
  const at = now.toISOString();
  const off = removing ? sql`true` : sql`not (${onHoliday})`;
  await tx.execute(sql`
    update classes c set holiday_id = null, updated_at = ${at}::timestamptz
    from school_holidays h
    where c.holiday_id = ${holidayId} and h.id = c.holiday_id
      and (c.starts_at <= ${at}::timestamptz or exists (
        select 1 from makeup_credits m where m.class_id = c.id and m.used_class_id is not null))
      and ${removing ? sql`true` : off}`);
  const restored = rowsOf<ChangedClass>(
    await tx.execute(sql`
      update classes c
      set status = 'scheduled', cancelled_by = null, cancelled_at = null, holiday_id = null,
          sequence = c.sequence + 1, updated_at = ${at}::timestamptz
      from school_holidays h
      where c.holiday_id = ${holidayId} and h.id = c.holiday_id and ${off}
      returning c.id, c.subscription_id as "subscriptionId", c.series_id as "seriesId"`),
  );
  if (restored.length === 0) return [];
  const withdrawn = await tx
    .delete(makeupCredits)
    .where(
      inArray(
        makeupCredits.classId,
        restored.map((row) => row.id),
      ),
    )
    .returning({ classId: makeupCredits.classId });
  const credited = new Set(withdrawn.map((row) => row.classId));
  return restored.map((row) => ({ ...row, credited: credited.has(row.id) }));
}

/** Whether an instant falls on one of the school's holidays, on `zone`'s calendar. */
export async function onAHoliday(tx: Tx, at: Date, zone: string): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      select 1 from school_holidays
      where (${at.toISOString()}::timestamptz at time zone ${zone})::date between starts_on and ends_on
      limit 1`),
  );
  return rows.length > 0;
}

/** The school's rule for a class a holiday takes. */
async function holidayRule(tx: Tx): Promise<HolidayRule> {
  const [row] = await tx
    .select({ rule: schoolSettings.holidayRule })
    .from(schoolSettings)
    .where(eq(schoolSettings.id, 1));
  return row?.rule ?? 'extend_plan';
}

/** A make-up credit for each class taken, within the school's make-up window from the class. */
async function creditTaken(tx: Tx, taken: ChangedClass[]): Promise<void> {
  if (taken.length === 0) return;
  const { makeupWeeks } = await schoolRules(tx);
  await tx.execute(sql`
    insert into makeup_credits (subscription_id, class_id, expires_at)
    select c.subscription_id, c.id, c.starts_at + ${`${makeupWeeks * 7} days`}::interval
    from classes c where c.id = any(${`{${taken.map((row) => row.id).join(',')}}`}::int[])
    on conflict (class_id) do nothing`);
}

/**
 * Per the school's rule, makes good the classes holidays took (`taken`) and gave back
 * (`restored`: `credited` when a credit was withdrawn for it), and the classes a plan set again
 * replaced (`released`: they had moved its end): credits given, or each plan's end moved by the
 * net number of classes, for all plans at once. The new weeks' classes meet the plans' pauses
 * and the holidays in turn (a new class on a holiday is made good too), until none is taken.
 */
export async function makeGood(
  tx: Tx,
  taken: ChangedClass[],
  restored: (ChangedClass & { credited: boolean })[],
  now: Date,
  released: { subscriptionId: number; count: number } | null = null,
): Promise<void> {
  const rule = taken.length > 0 ? await holidayRule(tx) : 'extend_plan';
  let net = new Map<number, number>();
  const add = (subscriptionId: number, by: number) =>
    net.set(subscriptionId, (net.get(subscriptionId) ?? 0) + by);
  for (const row of restored) if (!row.credited) add(row.subscriptionId, -1);
  if (released) add(released.subscriptionId, -released.count);
  let newlyTaken = taken;
  for (let round = 0; round < 20; round += 1) {
    if (rule === 'makeup_credit') await creditTaken(tx, newlyTaken);
    else for (const row of newlyTaken) add(row.subscriptionId, 1);
    const moving = new Map([...net].filter(([, slots]) => slots !== 0));
    if (moving.size === 0) return;
    const grown = await movePlanEnds(tx, moving, now);
    if (grown.length === 0) return;
    const series = `{${grown.join(',')}}`;
    const subscriptionIds = [...moving.keys()];
    await cancelPausedClasses(tx, { subscriptionIds }, now);
    newlyTaken = await cancelOnHolidays(
      tx,
      {
        classes: sql`c.series_id = any(${series}::int[]) and c.time_set_at = ${now.toISOString()}::timestamptz`,
      },
      now,
    );
    net = new Map();
    if (newlyTaken.length === 0) return;
  }
}

/**
 * The holidays' part in a plan's new classes (those of `seriesId` made at `now`): those on a
 * holiday's day are cancelled for it and made good by the school's rule. `released` is how many
 * of the plan's classes a holiday had taken that a new plan just replaced: the end they moved
 * comes back.
 */
export async function holidaysTake(
  tx: Tx,
  plan: { seriesId: number; subscriptionId: number; released?: number },
  now: Date,
): Promise<void> {
  const taken = await cancelOnHolidays(
    tx,
    {
      classes: sql`c.series_id = ${plan.seriesId} and c.time_set_at = ${now.toISOString()}::timestamptz`,
    },
    now,
  );
  const released = plan.released
    ? { subscriptionId: plan.subscriptionId, count: plan.released }
    : null;
  if (taken.length > 0 || released) await makeGood(tx, taken, [], now, released);
}
