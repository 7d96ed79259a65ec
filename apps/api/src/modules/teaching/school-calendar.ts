import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EID_SHIFT_MAX_DAYS,
  type holidayChangeSchema,
  type HolidayChangeResult,
  type holidayCreateSchema,
} from '@iqra/contracts';
import { schoolHolidays } from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { daysIn } from '../../lib/school-days.ts';
import type { ClassServices } from './class-changes.ts';
import { refusingClashes } from './class-changes.ts';
import {
  classesTaken,
  holidayView,
  proposedStart,
  schoolToday,
  type HolidayRow,
} from './calendar-views.ts';
import { cancelOnHolidays, makeGood, restoreOffHoliday, type ChangedClass } from './holidays.ts';
import { mailHolidayChange } from './holiday-mails.ts';

// The school's calendar as staff change it (decision 049): an Eid confirmed from the Umm
// al-Qura calendar's proposal (or shifted), a closure added, a holiday shifted or removed.
// Each change changes its classes through holidays.ts in the same transaction, and tells each
// learner (or a child's guardians) and each tutor once.

/** Refuses days that have begun: a holiday changes only before its first day. */
function assertToCome(field: string, day: string, today: string) {
  if (day < today) {
    throw ValidationFailed.field(field, 'The first day must be today or later.');
  }
}

/** An Eid's first day may move from the calendar's by a few days at most. */
function assertNearProposal(row: Pick<HolidayRow, 'kind' | 'hijriYear'>, startsOn: string) {
  const proposed = proposedStart(row.kind, row.hijriYear);
  if (proposed === null) return;
  const apart =
    proposed <= startsOn ? daysIn(proposed, startsOn) - 1 : daysIn(startsOn, proposed) - 1;
  if (apart > EID_SHIFT_MAX_DAYS) {
    throw ValidationFailed.field(
      'starts_on',
      `The calendar has this Eid on ${proposed}; it may move by at most ${EID_SHIFT_MAX_DAYS} days.`,
    );
  }
}

/** What the change did, counted, and everyone whose classes changed told once. */
async function finish(
  tx: Tx,
  services: ClassServices,
  holiday: HolidayRow | null,
  label: HolidayRow,
  taken: ChangedClass[],
  restored: (ChangedClass & { credited: boolean })[],
  now: Date,
): Promise<HolidayChangeResult> {
  await makeGood(tx, taken, restored, now);
  await mailHolidayChange(tx, services, {
    holiday: label,
    removed: holiday === null,
    cancelled: taken.map((row) => row.id),
    restored: restored.map((row) => row.id),
  });
  const learners = new Set([...taken, ...restored].map((row) => row.subscriptionId));
  const counts = holiday ? await classesTaken(tx, [holiday.id], now) : new Map<number, number>();
  return {
    holiday: holiday ? holidayView(holiday, counts.get(holiday.id) ?? 0) : null,
    cancelled: taken.length,
    restored: restored.length,
    learners: learners.size,
  };
}

/** Runs a change of the calendar: in one transaction, the mail sent after it commits. */
async function calendarChange<T>(services: ClassServices, work: (tx: Tx) => Promise<T>) {
  const result = await refusingClashes(() => services.db.transaction(work));
  services.mailer.flushSoon();
  return result;
}

/** Puts a holiday on the calendar and cancels its classes: confirming, before it is made good. */
async function insertHoliday(
  tx: Tx,
  actorUserId: number | null,
  input: z.output<typeof holidayCreateSchema>,
  now: Date,
): Promise<{ row: HolidayRow; taken: ChangedClass[] }> {
  const today = await schoolToday(tx, now);
  assertToCome('starts_on', input.starts_on, today);
  const hijriYear = input.kind === 'closure' ? null : (input.hijri_year ?? null);
  assertNearProposal({ kind: input.kind, hijriYear }, input.starts_on);
  const [row] = await tx
    .insert(schoolHolidays)
    .values({
      kind: input.kind,
      hijriYear,
      startsOn: input.starts_on,
      endsOn: input.ends_on,
      nameEn: input.kind === 'closure' ? input.name_en : null,
      nameAr: input.kind === 'closure' && input.name_ar !== '' ? input.name_ar : null,
      public: input.public,
      confirmedBy: actorUserId,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new Conflict('This Eid is already on the school’s calendar: change it there.');
  const taken = await cancelOnHolidays(tx, { holidays: sql`h.id = ${row.id}` }, now);
  await recordAudit(tx, {
    actorUserId,
    action: 'create',
    entity: 'school_holidays',
    entityId: row.id,
    before: null,
    after: { ...row, classes_cancelled: taken.length },
  });
  return { row, taken };
}

/** Confirms an Eid (as the calendar proposes it or shifted) or adds a closure. */
export function addHoliday(
  services: ClassServices,
  actorUserId: number | null,
  input: z.output<typeof holidayCreateSchema>,
): Promise<HolidayChangeResult> {
  const now = services.clock.now();
  return calendarChange(services, async (tx) => {
    const { row, taken } = await insertHoliday(tx, actorUserId, input, now);
    return finish(tx, services, row, row, taken, [], now);
  });
}

/**
 * Confirms a holiday within `tx` as `addHoliday` does (its classes cancelled, made good by the
 * school's rule) but tells no one: the demo seed's closure, on a database nobody reads yet
 * (db/seed is handed it). Answers how many classes it took.
 */
export async function confirmHolidayUntold(
  tx: Tx,
  input: z.output<typeof holidayCreateSchema>,
  now: Date,
): Promise<number> {
  const { taken } = await insertHoliday(tx, null, input, now);
  await makeGood(tx, taken, [], now);
  return taken.length;
}

async function lockHoliday(tx: Tx, id: number, today: string): Promise<HolidayRow> {
  const [row] = await tx
    .select()
    .from(schoolHolidays)
    .where(eq(schoolHolidays.id, id))
    .for('update');
  if (!row) throw new NotFound();
  if (row.startsOn <= today) {
    throw new Conflict('A holiday that has begun can no longer change.');
  }
  return row;
}

/** Shifts a holiday's days (or renames it, or shows it to the public). */
export function changeHoliday(
  services: ClassServices,
  actorUserId: number | null,
  id: number,
  input: z.output<typeof holidayChangeSchema>,
): Promise<HolidayChangeResult> {
  const now = services.clock.now();
  return calendarChange(services, async (tx) => {
    const today = await schoolToday(tx, now);
    const before = await lockHoliday(tx, id, today);
    assertToCome('starts_on', input.starts_on, today);
    assertNearProposal(before, input.starts_on);
    if (before.kind === 'closure' && input.name_en === '') {
      throw ValidationFailed.field('name_en', 'The name field is required.');
    }
    const [row] = await tx
      .update(schoolHolidays)
      .set({
        startsOn: input.starts_on,
        endsOn: input.ends_on,
        ...(before.kind === 'closure'
          ? { nameEn: input.name_en, nameAr: input.name_ar === '' ? null : input.name_ar }
          : {}),
        public: input.public,
        confirmedBy: actorUserId,
        updatedAt: now,
      })
      .where(eq(schoolHolidays.id, id))
      .returning();
    if (!row) throw new NotFound();
    const restored = await restoreOffHoliday(tx, id, false, now);
    const taken = await cancelOnHolidays(tx, { holidays: sql`h.id = ${id}` }, now);
    await recordAudit(tx, {
      actorUserId,
      action: 'update',
      entity: 'school_holidays',
      entityId: id,
      before,
      after: { ...row, classes_cancelled: taken.length, classes_restored: restored.length },
    });
    return finish(tx, services, row, row, taken, restored, now);
  });
}

/** Takes a holiday off the calendar: its classes are held after all. */
export function removeHoliday(
  services: ClassServices,
  actorUserId: number | null,
  id: number,
): Promise<HolidayChangeResult> {
  const now = services.clock.now();
  return calendarChange(services, async (tx) => {
    const today = await schoolToday(tx, now);
    const before = await lockHoliday(tx, id, today);
    const restored = await restoreOffHoliday(tx, id, true, now);
    await tx.delete(schoolHolidays).where(eq(schoolHolidays.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: 'delete',
      entity: 'school_holidays',
      entityId: id,
      before,
      after: { classes_restored: restored.length },
    });
    return finish(tx, services, null, before, [], restored, now);
  });
}
