import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Temporal } from 'temporal-polyfill';
import {
  classes,
  classSeries,
  products,
  schoolSettings,
  subscriptionPauses,
  subscriptions,
  users,
} from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { NotFound } from '../../lib/errors.ts';
import { addToDay, dayOf, daysIn } from '../../lib/school-days.ts';
import { guardiansOf } from './class-rows.ts';

// A learner's pause of a subscription (decision 049): a range of calendar days on the plan's
// clock (its anchor zone). Granted, its classes to come are cancelled as the learner's (no
// make-up credit; not taken), each pointing at it, and the plan's end moves on by its length;
// withdrawn before it begins, they come back and the end moves back.

export type PauseRow = typeof subscriptionPauses.$inferSelect;

/** Who asks for a pause: the learner, or a parent (`userId`) for their child (`learnerId`). */
export interface PauseAsker {
  userId: number;
  learnerId: number;
}

/** The kinds of class a pause takes: the plan's and its make-ups, not a trial. */
const PAUSED_KINDS = ['regular', 'makeup'] as const;

/** The school's weeks of pause a year granted on asking (School rules). */
export async function pauseWeeks(db: Tx): Promise<number> {
  const [row] = await db
    .select({ weeks: schoolSettings.pauseWeeks })
    .from(schoolSettings)
    .where(eq(schoolSettings.id, 1));
  return row?.weeks ?? 4;
}

/** An instant moved by whole days on `zone`'s calendar (23 or 25 hours across a clock change). */
export function movedByDays(at: Date, zone: string, days: number): Date {
  return new Date(
    Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone).add({ days })
      .epochMilliseconds,
  );
}

/** Midnight UTC of a calendar date, a day either side of it on any zone's clock. */
const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Cancels, for the granted pauses of these subscriptions, every class to come (scheduled, not
 * recorded, the plan's or a make-up) whose day on its anchor zone's calendar is inside one: as
 * the learner's, pointing at its pause, one SEQUENCE on. Called after a plan's classes are
 * made (a re-plan, a payment's extension) so that a slot inside a pause never comes back.
 * Answers the classes it cancelled.
 */
export async function cancelPausedClasses(
  tx: Tx,
  scope: { subscriptionIds: number[] },
  now: Date,
): Promise<{ id: number; pauseId: number }[]> {
  if (scope.subscriptionIds.length === 0) return [];
  const pauses = await tx
    .select({
      id: subscriptionPauses.id,
      subscriptionId: subscriptionPauses.subscriptionId,
      startsOn: subscriptionPauses.startsOn,
      endsOn: subscriptionPauses.endsOn,
    })
    .from(subscriptionPauses)
    .where(
      and(
        inArray(subscriptionPauses.subscriptionId, scope.subscriptionIds),
        eq(subscriptionPauses.status, 'granted'),
        gte(subscriptionPauses.endsOn, addToDay(dayOf(now, 'UTC'), { days: -1 })),
      ),
    );
  if (pauses.length === 0) return [];
  const first = pauses.reduce((low, pause) => (pause.startsOn < low ? pause.startsOn : low), '9');
  const last = pauses.reduce((high, pause) => (pause.endsOn > high ? pause.endsOn : high), '0');
  const candidates = await tx
    .select({
      id: classes.id,
      subscriptionId: classes.subscriptionId,
      startsAt: classes.startsAt,
      anchorZone: classes.anchorZone,
    })
    .from(classes)
    .where(
      and(
        inArray(classes.subscriptionId, scope.subscriptionIds),
        eq(classes.status, 'scheduled'),
        isNull(classes.recordedAt),
        inArray(classes.kind, [...PAUSED_KINDS]),
        sql`${classes.startsAt} > ${now.toISOString()}::timestamptz`,
        gte(classes.startsAt, utcMidnight(addToDay(first, { days: -1 }))),
        lte(classes.startsAt, utcMidnight(addToDay(last, { days: 2 }))),
      ),
    );
  const byPause = new Map<number, number[]>();
  for (const row of candidates) {
    const day = dayOf(row.startsAt, row.anchorZone);
    const pause = pauses.find(
      (item) =>
        item.subscriptionId === row.subscriptionId && item.startsOn <= day && day <= item.endsOn,
    );
    if (pause) byPause.set(pause.id, [...(byPause.get(pause.id) ?? []), row.id]);
  }
  const cancelled: { id: number; pauseId: number }[] = [];
  for (const [pauseId, ids] of byPause) {
    await tx
      .update(classes)
      .set({
        status: 'cancelled',
        cancelledBy: 'learner',
        cancelledAt: now,
        pauseId,
        sequence: sql`${classes.sequence} + 1`,
        updatedAt: now,
      })
      .where(inArray(classes.id, ids));
    cancelled.push(...ids.map((id) => ({ id, pauseId })));
  }
  return cancelled;
}

export const learnerUser = alias(users, 'pause_learner');

/** A subscription with what a pause of it needs, locked; 404 unless it is `learnerId`'s. */
export async function lockSubscription(tx: Tx, subscriptionId: number, learnerId: number | null) {
  const [row] = await tx
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      endedAt: subscriptions.endedAt,
      status: subscriptions.status,
      zone: sql<string>`coalesce(${classSeries.anchorZone}, ${learnerUser.timeZone}, 'UTC')`,
      course: products.name,
      courseAr: products.nameAr,
      learnerId: learnerUser.id,
      learnerFirstName: learnerUser.firstName,
      learnerLastName: learnerUser.lastName,
      learnerEmail: learnerUser.email,
      learnerZone: learnerUser.timeZone,
      learnerGuardians: guardiansOf(learnerUser.id),
    })
    .from(subscriptions)
    .innerJoin(learnerUser, eq(learnerUser.id, subscriptions.userId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .leftJoin(classSeries, eq(classSeries.subscriptionId, subscriptions.id))
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        learnerId === null ? undefined : eq(subscriptions.userId, learnerId),
      ),
    )
    .for('update', { of: subscriptions });
  if (!row) throw new NotFound();
  return row;
}

export type PausedSubscription = Awaited<ReturnType<typeof lockSubscription>>;

/** The day after `now` on the plan's calendar: the first a pause may begin. */
export const tomorrowOn = (zone: string, now: Date) => addToDay(dayOf(now, zone), { days: 1 });

/** Granted pause days of a subscription within the 365 days that end on `endsOn`. */
export async function grantedDaysUpTo(
  tx: Tx,
  subscriptionId: number,
  endsOn: string,
  except?: number,
) {
  const from = addToDay(endsOn, { days: -364 });
  const granted = await tx
    .select({ startsOn: subscriptionPauses.startsOn, endsOn: subscriptionPauses.endsOn })
    .from(subscriptionPauses)
    .where(
      and(
        eq(subscriptionPauses.subscriptionId, subscriptionId),
        eq(subscriptionPauses.status, 'granted'),
        lte(subscriptionPauses.startsOn, endsOn),
        gte(subscriptionPauses.endsOn, from),
        except === undefined ? undefined : sql`${subscriptionPauses.id} <> ${except}`,
      ),
    );
  return granted.reduce((sum, pause) => {
    const start = pause.startsOn > from ? pause.startsOn : from;
    const end = pause.endsOn < endsOn ? pause.endsOn : endsOn;
    return sum + daysIn(start, end);
  }, 0);
}

/** Whether the asker may still withdraw a pause: waiting, or granted and not begun. */
export function isWithdrawable(
  pause: Pick<PauseRow, 'status' | 'startsOn'>,
  zone: string,
  now: Date,
) {
  if (pause.status === 'requested') return true;
  return pause.status === 'granted' && pause.startsOn > dayOf(now, zone);
}
