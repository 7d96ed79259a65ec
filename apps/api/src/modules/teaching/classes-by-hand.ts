import { eq } from 'drizzle-orm';
import { classes, classSeries, makeupCredits, subscriptions, users } from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import {
  cancelLocked,
  lockClass,
  moveLocked,
  refusingClashes,
  type ClassActor,
  type ClassServices,
} from './class-changes.ts';
import { mailBooked, mailClassChange } from './class-mails.ts';
import { activeTutor, classQuery } from './class-rows.ts';

// What staff do to a subscription's classes by hand, besides its weekly plan: add one class,
// change one (its title, link, time, or cancel it), or delete one added by mistake. Each goes
// through the same rules, mails and calendar updates as the learner's and tutor's own changes.

export const CANCELLED_STAYS_CANCELLED =
  'A cancelled class stays cancelled: add a class in its place instead.';
export const RECORDED_STAYS = 'A recorded class is part of the learner’s record and stays.';
export const OWED_STAYS =
  'The learner is owed a make-up class for this one: book it, or let the credit expire.';

/** The end of a class given by hand: after its start, or 422 on `ended_at`. */
function assertEndAfterStart(startsAt: Date, endsAt: Date) {
  if (endsAt.getTime() <= startsAt.getTime()) {
    throw ValidationFailed.field('ended_at', 'The end must be after the start.');
  }
}

/** The tutor who teaches a class added by hand: the one named, else the plan's; active. */
async function tutorFor(tx: Tx, subscriptionId: number, named: number | undefined) {
  let tutorId = named;
  if (tutorId === undefined) {
    const [plan] = await tx
      .select({ tutorId: classSeries.tutorId })
      .from(classSeries)
      .where(eq(classSeries.subscriptionId, subscriptionId));
    tutorId = plan?.tutorId;
  }
  if (tutorId === undefined) {
    throw ValidationFailed.field(
      'tutor_id',
      'Choose a tutor: this subscription has no weekly plan to take one from.',
    );
  }
  return activeTutor(tx, tutorId);
}

/**
 * One class added to a subscription by staff, with the plan's tutor unless another is named,
 * never on another class of the tutor (409): one to come is mailed to both sides; one held
 * already (outside the plan) is added to be recorded.
 */
export async function addClass(
  services: ClassServices,
  actor: ClassActor,
  input: {
    subscriptionId: number;
    tutorId?: number | undefined;
    title: string;
    link: string;
    startsAt: Date;
    endsAt: Date;
  },
): Promise<number> {
  const now = services.clock.now();
  const id = await refusingClashes(() =>
    services.db.transaction(async (tx) => {
      const [subscription] = await tx
        .select({ status: subscriptions.status, learnerZone: users.timeZone })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(eq(subscriptions.id, input.subscriptionId))
        .for('update', { of: subscriptions });
      if (!subscription) {
        throw ValidationFailed.field('subscription_id', 'The selected subscription is invalid.');
      }
      if (subscription.status === 'cancelled') {
        throw new Conflict('This subscription has been cancelled.');
      }
      assertEndAfterStart(input.startsAt, input.endsAt);
      const tutor = await tutorFor(tx, input.subscriptionId, input.tutorId);
      const [created] = await tx
        .insert(classes)
        .values({
          subscriptionId: input.subscriptionId,
          tutorId: tutor.id,
          title: input.title,
          link: input.link || null,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          anchorZone: tutor.timeZone ?? subscription.learnerZone ?? 'UTC',
          timeSetAt: now,
        })
        .returning({ id: classes.id });
      if (!created) throw new Error('The class was not saved');
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'create',
        entity: 'classes',
        entityId: created.id,
        after: { ...input, tutorId: tutor.id },
      });
      // A class to come is news to both sides; one held already is only there to record.
      const [row] = await classQuery(tx).where(eq(classes.id, created.id));
      if (row && row.startsAt.getTime() > now.getTime()) {
        await mailBooked(tx, services, row, 'One extra class');
      }
      return created.id;
    }),
  );
  services.mailer.flushSoon();
  return id;
}

/**
 * Staff's change to one class: its title and link as they are; a new time is a move, and
 * `cancelled` a cancellation, each with the rules, mails and calendar updates of its own.
 */
export async function editClass(
  services: ClassServices,
  actor: ClassActor,
  id: number,
  input: {
    title?: string | undefined;
    link?: string | undefined;
    startsAt?: Date | undefined;
    endsAt?: Date | undefined;
    cancelled?: boolean | undefined;
  },
): Promise<void> {
  const now = services.clock.now();
  await refusingClashes(() =>
    services.db.transaction(async (tx) => {
      const before = await lockClass(tx, actor, id);
      if (before.status === 'cancelled' && input.cancelled === false) {
        throw new Conflict(CANCELLED_STAYS_CANCELLED);
      }
      // The row's own link (its list shows the tutor's where it has none).
      const [stored] = await tx
        .select({ link: classes.link })
        .from(classes)
        .where(eq(classes.id, id));
      const link = input.link === undefined ? undefined : input.link || null;
      const details = {
        ...(input.title === undefined || input.title === before.title
          ? {}
          : { title: input.title }),
        ...(link === undefined || link === (stored?.link ?? null) ? {} : { link }),
      };
      if (Object.keys(details).length > 0) {
        await tx
          .update(classes)
          .set({ ...details, sequence: before.sequence + 1, updatedAt: now })
          .where(eq(classes.id, id));
        await recordAudit(tx, {
          actorUserId: actor.userId,
          action: 'update',
          entity: 'classes',
          entityId: id,
          before: { title: before.title, link: stored?.link ?? null },
          after: details,
        });
      }
      // The class as it now reads, for the mails of a move or a cancellation.
      const row = await lockClass(tx, actor, id);
      if (input.cancelled === true) {
        if (row.status !== 'cancelled') await cancelLocked(tx, services, actor, row, now);
        return;
      }
      const startsAt = input.startsAt ?? row.startsAt;
      const endsAt = input.endsAt ?? row.endsAt;
      if (
        startsAt.getTime() === row.startsAt.getTime() &&
        endsAt.getTime() === row.endsAt.getTime()
      )
        return;
      assertEndAfterStart(startsAt, endsAt);
      await moveLocked(tx, services, actor, row, { startsAt, endsAt, field: 'started_at' }, now);
    }),
  );
  services.mailer.flushSoon();
}

/**
 * Deletes a class staff added by mistake. One that was recorded, or owes the learner a make-up
 * class, stays (409); one still to come is taken out of everyone's calendar (a CANCEL mailed).
 * A make-up class deleted gives its credit back.
 */
export async function removeClass(
  services: ClassServices,
  actor: ClassActor,
  id: number,
): Promise<void> {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const row = await lockClass(tx, actor, id);
    if (row.recordedAt !== null) throw new Conflict(RECORDED_STAYS);
    const [owed] = await tx
      .select({ id: makeupCredits.id })
      .from(makeupCredits)
      .where(eq(makeupCredits.classId, id));
    if (owed) throw new Conflict(OWED_STAYS);
    const deleted = await tx
      .delete(classes)
      .where(eq(classes.id, id))
      .returning({ id: classes.id });
    if (deleted.length === 0) throw new NotFound();
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'delete',
      entity: 'classes',
      entityId: id,
      before: {
        title: row.title,
        starts_at: row.startsAt,
        ends_at: row.endsAt,
        status: row.status,
      },
    });
    if (row.status === 'scheduled' && row.startsAt.getTime() > now.getTime()) {
      await mailClassChange(tx, services.mailer, services.publicUrl, row, {
        kind: 'cancelled',
        by: actor.as,
      });
    }
  });
  services.mailer.flushSoon();
}
