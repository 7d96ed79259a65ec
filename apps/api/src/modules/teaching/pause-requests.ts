import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import {
  PAUSE_AFTER_PLAN,
  PAUSE_BEGUN,
  PAUSE_DECIDED,
  PAUSE_ENDS_BEFORE_START,
  PAUSE_NOT_WITHDRAWABLE,
  PAUSE_OVERLAPS,
  PAUSE_PLAN_CANCELLED,
  PAUSE_STARTS_TOO_SOON,
  PAUSE_TOO_LONG,
  type AdminPause,
  type Language,
  type Pause,
} from '@iqra/contracts';
import { classes, subscriptionPauses, subscriptions } from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { addToDay, dayStart, daysIn } from '../../lib/school-days.ts';
import type { ClassServices } from './class-changes.ts';
import { refusingClashes } from './class-changes.ts';
import { mailPauseAnswer, mailPauseClasses } from './pause-mails.ts';
import { adminPauses, pauseById } from './pause-views.ts';
import {
  cancelPausedClasses,
  grantedDaysUpTo,
  isWithdrawable,
  lockSubscription,
  movedByDays,
  pauseWeeks,
  tomorrowOn,
  type PauseAsker,
  type PausedSubscription,
  type PauseRow,
} from './pauses.ts';
import { syncWeeklyPlan } from './weekly-plan.ts';

// Asking for a pause, withdrawing it, and staff's decision on one that waits (decision 049).

/** The rules a pause's days must keep (422, every field at once). */
async function checkDays(
  tx: Tx,
  subscription: PausedSubscription,
  input: { starts_on: string; ends_on: string },
  now: Date,
) {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const { starts_on: startsOn, ends_on: endsOn } = input;
  if (startsOn < tomorrowOn(subscription.zone, now)) add('starts_on', PAUSE_STARTS_TOO_SOON);
  else if (dayStart(startsOn, subscription.zone).getTime() >= subscription.endedAt.getTime()) {
    add('starts_on', PAUSE_AFTER_PLAN);
  }
  if (endsOn < startsOn) add('ends_on', PAUSE_ENDS_BEFORE_START);
  else if (endsOn >= addToDay(startsOn, { years: 1 })) add('ends_on', PAUSE_TOO_LONG);
  if (!errors.starts_on && !errors.ends_on) {
    const [overlap] = await tx
      .select({ id: subscriptionPauses.id })
      .from(subscriptionPauses)
      .where(
        and(
          eq(subscriptionPauses.subscriptionId, subscription.id),
          inArray(subscriptionPauses.status, ['requested', 'granted']),
          lte(subscriptionPauses.startsOn, endsOn),
          gte(subscriptionPauses.endsOn, startsOn),
        ),
      )
      .limit(1);
    if (overlap) add('starts_on', PAUSE_OVERLAPS);
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

/**
 * Grants a pause locked with its subscription: its classes are cancelled, the plan's end
 * moves on by its days on the plan's calendar, and the plan's new weeks are made.
 */
async function grantLocked(
  tx: Tx,
  subscription: PausedSubscription,
  pause: PauseRow,
  decidedBy: number | null,
  now: Date,
) {
  await tx
    .update(subscriptionPauses)
    .set({ status: 'granted', decidedBy, decidedAt: now })
    .where(eq(subscriptionPauses.id, pause.id));
  const cancelled = await cancelPausedClasses(tx, { subscriptionIds: [subscription.id] }, now);
  const newEnd = movedByDays(
    subscription.endedAt,
    subscription.zone,
    daysIn(pause.startsOn, pause.endsOn),
  );
  await tx
    .update(subscriptions)
    .set({ endedAt: newEnd })
    .where(eq(subscriptions.id, subscription.id));
  await syncWeeklyPlan(tx, subscription.id, now);
  return {
    classIds: cancelled.filter((item) => item.pauseId === pause.id).map((item) => item.id),
    newEnd,
  };
}

/**
 * A learner (or a parent for their child) asks for a pause of one of their subscriptions:
 * granted at once while the subscription's granted pause days in the year up to its end stay
 * within the school's weeks, else waiting for staff. One transaction; audited; mailed.
 */
export async function askPause(
  services: ClassServices,
  asker: PauseAsker,
  subscriptionId: number,
  input: { starts_on: string; ends_on: string; reason: string },
  locale: Language,
): Promise<Pause> {
  const now = services.clock.now();
  const id = await refusingClashes(() =>
    services.db.transaction(async (tx) => {
      const subscription = await lockSubscription(tx, subscriptionId, asker.learnerId);
      if (subscription.status === 'cancelled') throw new Conflict(PAUSE_PLAN_CANCELLED);
      await checkDays(tx, subscription, input, now);
      const [pause] = await tx
        .insert(subscriptionPauses)
        .values({
          subscriptionId,
          startsOn: input.starts_on,
          endsOn: input.ends_on,
          reason: input.reason,
          requestedBy: asker.userId,
          createdAt: now,
        })
        .returning();
      if (!pause) throw new Error('The pause was not saved');
      const days = daysIn(pause.startsOn, pause.endsOn);
      const allowed = (await pauseWeeks(tx)) * 7;
      const within = (await grantedDaysUpTo(tx, subscriptionId, pause.endsOn)) + days <= allowed;
      const granted = within ? await grantLocked(tx, subscription, pause, null, now) : null;
      await recordAudit(tx, {
        actorUserId: asker.userId,
        action: 'create',
        entity: 'subscription_pauses',
        entityId: pause.id,
        after: {
          subscription_id: subscriptionId,
          starts_on: pause.startsOn,
          ends_on: pause.endsOn,
          status: granted ? 'granted' : 'requested',
          classes_cancelled: granted?.classIds.length ?? 0,
          ended_at: granted?.newEnd ?? subscription.endedAt,
        },
      });
      await tellOfPause(tx, services, subscription, pause, granted);
      return pause.id;
    }),
  );
  services.mailer.flushSoon();
  return pauseById(services.db, id, locale, now);
}

/** The mails of a pause granted (to both sides) or waiting (to the learner's side). */
async function tellOfPause(
  tx: Tx,
  services: ClassServices,
  subscription: PausedSubscription,
  pause: PauseRow,
  granted: { classIds: number[]; newEnd: Date } | null,
) {
  await mailPauseAnswer(tx, services, subscription, pause, granted ?? 'waiting');
  if (granted) await mailPauseClasses(tx, services, pause, 'cancelled', granted.classIds);
}

/** A pause, locked with its subscription; 404 unless the subscription is `learnerId`'s. */
async function lockPause(tx: Tx, pauseId: number, learnerId: number | null) {
  const [found] = await tx
    .select({ subscriptionId: subscriptionPauses.subscriptionId })
    .from(subscriptionPauses)
    .where(eq(subscriptionPauses.id, pauseId));
  if (!found) throw new NotFound();
  const subscription = await lockSubscription(tx, found.subscriptionId, learnerId);
  const [pause] = await tx
    .select()
    .from(subscriptionPauses)
    .where(eq(subscriptionPauses.id, pauseId))
    .for('update');
  if (!pause) throw new NotFound();
  return { subscription, pause };
}

/**
 * The asker withdraws a pause: one waiting, or one granted that has not begun (its classes
 * come back, the plan's end moves back, and the tutor is told). 409 otherwise.
 */
export async function withdrawPause(
  services: ClassServices,
  asker: PauseAsker,
  pauseId: number,
  locale: Language,
): Promise<Pause> {
  const now = services.clock.now();
  await refusingClashes(() =>
    services.db.transaction(async (tx) => {
      const { subscription, pause } = await lockPause(tx, pauseId, asker.learnerId);
      if (!isWithdrawable(pause, subscription.zone, now)) {
        throw new Conflict(PAUSE_NOT_WITHDRAWABLE);
      }
      await tx
        .update(subscriptionPauses)
        .set({ status: 'withdrawn' })
        .where(eq(subscriptionPauses.id, pause.id));
      let restored: number[] = [];
      if (pause.status === 'granted') {
        const newEnd = movedByDays(
          subscription.endedAt,
          subscription.zone,
          -daysIn(pause.startsOn, pause.endsOn),
        );
        await tx
          .update(subscriptions)
          .set({ endedAt: newEnd })
          .where(eq(subscriptions.id, subscription.id));
        // Its classes inside the plan come back; those of the weeks it added go with them.
        const rows = await tx
          .update(classes)
          .set({
            status: 'scheduled',
            cancelledBy: null,
            cancelledAt: null,
            pauseId: null,
            sequence: sql`${classes.sequence} + 1`,
            updatedAt: now,
          })
          .where(
            and(
              eq(classes.pauseId, pause.id),
              or(eq(classes.kind, 'makeup'), sql`${classes.startsAt} < ${newEnd.toISOString()}`),
            ),
          )
          .returning({ id: classes.id });
        restored = rows.map((row) => row.id);
        await syncWeeklyPlan(tx, subscription.id, now);
      }
      await recordAudit(tx, {
        actorUserId: asker.userId,
        action: 'withdraw',
        entity: 'subscription_pauses',
        entityId: pause.id,
        before: { status: pause.status },
        after: { status: 'withdrawn', classes_restored: restored.length },
      });
      if (restored.length > 0) await mailPauseClasses(tx, services, pause, 'restored', restored);
    }),
  );
  services.mailer.flushSoon();
  return pauseById(services.db, pauseId, locale, now);
}

/** Staff grant or refuse a pause waiting for them; the learner's side is told. */
export async function decidePause(
  services: ClassServices,
  staffId: number | null,
  pauseId: number,
  decision: 'grant' | 'refuse',
  locale: Language,
): Promise<AdminPause> {
  const now = services.clock.now();
  await refusingClashes(() =>
    services.db.transaction(async (tx) => {
      const { subscription, pause } = await lockPause(tx, pauseId, null);
      if (pause.status !== 'requested') throw new Conflict(PAUSE_DECIDED);
      let granted: { classIds: number[]; newEnd: Date } | null = null;
      if (decision === 'grant') {
        if (subscription.status === 'cancelled') throw new Conflict(PAUSE_PLAN_CANCELLED);
        if (pause.startsOn < tomorrowOn(subscription.zone, now)) throw new Conflict(PAUSE_BEGUN);
        granted = await grantLocked(tx, subscription, pause, staffId, now);
      } else {
        await tx
          .update(subscriptionPauses)
          .set({ status: 'refused', decidedBy: staffId, decidedAt: now })
          .where(eq(subscriptionPauses.id, pause.id));
      }
      await recordAudit(tx, {
        actorUserId: staffId,
        action: decision,
        entity: 'subscription_pauses',
        entityId: pause.id,
        before: { status: pause.status },
        after: {
          status: granted ? 'granted' : 'refused',
          classes_cancelled: granted?.classIds.length ?? 0,
          ...(granted ? { ended_at: granted.newEnd } : {}),
        },
      });
      if (granted) await tellOfPause(tx, services, subscription, pause, granted);
      else await mailPauseAnswer(tx, services, subscription, pause, 'refused');
    }),
  );
  services.mailer.flushSoon();
  const [data] = await adminPauses(services.db, { id: pauseId }, locale, now);
  if (!data) throw new NotFound();
  return data;
}
