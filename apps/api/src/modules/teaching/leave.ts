import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  LEAVE_DECIDED,
  LEAVE_ENDS_BEFORE,
  LEAVE_IN_PAST,
  LEAVE_MAX_DAYS,
  LEAVE_NOT_WITHDRAWABLE,
  LEAVE_OVERLAPS,
  LEAVE_TOO_LONG,
  type Language,
  type LeavePreview,
  type TutorLeave,
} from '@iqra/contracts';
import { classes, makeupCredits, tutorLeaves, tutors } from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { dayOf, daysIn } from '../../lib/school-days.ts';
import { grantCredits, refusingClashes, type ClassServices } from './class-changes.ts';
import { activeTutor, classQuery } from './class-rows.ts';
import { mailLeave, type LeaveChange } from './leave-mails.ts';
import { leaveQuery, readLeave, zoneOf } from './leave-reads.ts';
import { classesOfLeave, fullName, planLeave, substituteFor, toLeaveClass } from './leave-plan.ts';

// A tutor's leave (decision 049): days on the tutor's own calendar, asked for by the tutor (or
// entered by staff) and approved by staff. Approving gives the tutor's classes of those days to
// a substitute by one statement, or cancels them with a make-up credit each: those of a family
// that asked for a tutor of the learner's gender when the substitute's differs, those that
// would fall on the substitute's own classes, and all of them when there is no substitute.

/** Who acts on a leave: its tutor (their own), or staff (any). */
export interface LeaveActor {
  as: 'tutor' | 'staff';
  userId: number;
}

/** The leave with its tutor's clock; 404 when not the actor's. */
async function leaveOf(tx: Tx, actor: LeaveActor, id: number, lock: boolean) {
  const query = leaveQuery(tx).where(
    and(
      eq(tutorLeaves.id, id),
      actor.as === 'tutor' ? eq(tutorLeaves.tutorId, actor.userId) : undefined,
    ),
  );
  const [row] = await (lock ? query.for('update', { of: tutorLeaves }) : query);
  if (!row) throw new NotFound();
  return { ...row.leave, zone: zoneOf(row), tutorName: fullName(row.tutorFirst, row.tutorLast) };
}

/** The leave, locked for a decision; 404 when not the actor's. */
const lockLeave = (tx: Tx, actor: LeaveActor, id: number) => leaveOf(tx, actor, id, true);
type LockedLeave = Awaited<ReturnType<typeof lockLeave>>;

/** The days asked for, checked on the tutor's calendar: 422 per field. */
async function assertDays(
  tx: Tx,
  tutorId: number,
  zone: string,
  days: { starts_on: string; ends_on: string },
  now: Date,
) {
  const errors: Record<string, string[]> = {};
  if (days.ends_on < days.starts_on) errors.ends_on = [LEAVE_ENDS_BEFORE];
  else if (daysIn(days.starts_on, days.ends_on) > LEAVE_MAX_DAYS) errors.ends_on = [LEAVE_TOO_LONG];
  if (days.starts_on < dayOf(now, zone)) errors.starts_on = [LEAVE_IN_PAST];
  if (Object.keys(errors).length === 0) {
    const [other] = await tx
      .select({ id: tutorLeaves.id })
      .from(tutorLeaves)
      .where(
        and(
          eq(tutorLeaves.tutorId, tutorId),
          inArray(tutorLeaves.status, ['requested', 'approved']),
          lte(tutorLeaves.startsOn, days.ends_on),
          gte(tutorLeaves.endsOn, days.starts_on),
        ),
      )
      .limit(1);
    if (other) errors.starts_on = [LEAVE_OVERLAPS];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

/**
 * A tutor asks for leave (or staff enter it for them): waiting for staff. The tutor's row is
 * held while the days are checked, so two requests at once cannot both take the same days.
 */
export async function requestLeave(
  tx: Tx,
  actor: LeaveActor,
  tutorId: number,
  input: { starts_on: string; ends_on: string; reason: string },
  now: Date,
): Promise<TutorLeave> {
  const tutor = await activeTutor(tx, tutorId);
  await tx
    .select({ id: tutors.userId })
    .from(tutors)
    .where(eq(tutors.userId, tutorId))
    .for('no key update');
  await assertDays(tx, tutorId, tutor.timeZone ?? 'UTC', input, now);
  const [row] = await tx
    .insert(tutorLeaves)
    .values({
      tutorId,
      startsOn: input.starts_on,
      endsOn: input.ends_on,
      reason: input.reason,
      requestedBy: actor.userId,
      createdAt: now,
    })
    .returning({ id: tutorLeaves.id });
  if (!row) throw new Error('leave not written');
  const leave = await readLeave(tx, row.id);
  await recordAudit(tx, {
    actorUserId: actor.userId,
    action: 'create',
    entity: 'tutor_leaves',
    entityId: row.id,
    after: leave,
  });
  return leave;
}

/** What approving a waiting leave with this substitute (or none) would do, class by class. */
export async function previewLeave(
  tx: Tx,
  id: number,
  substituteId: number | undefined,
  now: Date,
  language: Language,
): Promise<LeavePreview> {
  const leave = await leaveOf(tx, { as: 'staff', userId: 0 }, id, false);
  const substitute =
    substituteId === undefined ? null : await substituteFor(tx, leave, substituteId);
  const planned = await planLeave(tx, await classesOfLeave(tx, leave, now), substitute);
  return { substitute, classes: planned.map((item) => toLeaveClass(item, language)) };
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

/**
 * Gives classes to a tutor by one statement, so that a leave takes the school's tallies' locks
 * in one order (decision 045), each class a calendar SEQUENCE on.
 */
async function giveClasses(
  tx: Tx,
  ids: number[],
  to: { tutorId: number; leaveId: number | null },
  now: Date,
) {
  if (ids.length === 0) return;
  await tx
    .update(classes)
    .set({ ...to, sequence: sql`${classes.sequence} + 1`, updatedAt: now })
    .where(inArray(classes.id, ids));
}

/**
 * Staff approve a waiting leave, with a substitute or none, in one transaction: the classes
 * given away by one statement, the rest cancelled by another with a make-up credit each, every
 * class one SEQUENCE on; audited; each family, the substitute and the tutor get one mail.
 */
export async function approveLeave(
  services: ClassServices,
  staffId: number,
  id: number,
  substituteId: number | null,
): Promise<TutorLeave> {
  const now = services.clock.now();
  const leave = await refusingClashes(() =>
    services.db.transaction(async (tx) => {
      const locked = await lockLeave(tx, { as: 'staff', userId: staffId }, id);
      if (locked.status !== 'requested') throw new Conflict(LEAVE_DECIDED);
      const substitute =
        substituteId === null ? null : await substituteFor(tx, locked, substituteId);
      const rows = await classesOfLeave(tx, locked, now).for('update', { of: classes });
      const planned = await planLeave(tx, rows, substitute);
      const given = planned.filter((item) => item.outcome === 'substitute').map(({ row }) => row);
      const lost = planned.filter((item) => item.outcome !== 'substitute').map(({ row }) => row);
      if (substitute)
        await giveClasses(tx, idsOf(given), { tutorId: substitute.id, leaveId: id }, now);
      if (lost.length > 0) {
        await tx
          .update(classes)
          .set({
            status: 'cancelled',
            cancelledBy: 'tutor',
            cancelledAt: now,
            leaveId: id,
            sequence: sql`${classes.sequence} + 1`,
            updatedAt: now,
          })
          .where(inArray(classes.id, idsOf(lost)));
      }
      const credited = await grantCredits(tx, lost);
      await tx
        .update(tutorLeaves)
        .set({
          status: 'approved',
          substituteId: substitute?.id ?? null,
          decidedBy: staffId,
          decidedAt: now,
        })
        .where(eq(tutorLeaves.id, id));
      await recordAudit(tx, {
        actorUserId: staffId,
        action: 'approve',
        entity: 'tutor_leaves',
        entityId: id,
        before: { status: locked.status },
        after: {
          status: 'approved',
          substitute_id: substitute?.id ?? null,
          reassigned: idsOf(given),
          cancelled: idsOf(lost),
          makeup_credits: credited,
        },
      });
      const changes: LeaveChange[] = planned.map(({ row, outcome }) => ({
        before: row,
        outcome: outcome === 'substitute' ? 'substitute' : 'cancelled',
      }));
      await mailLeave(
        tx,
        services,
        { ...locked, substituteName: substitute?.name ?? null },
        changes,
      );
      return readLeave(tx, id);
    }),
  );
  services.mailer.flushSoon();
  return leave;
}

/** Staff refuse a waiting leave; audited. */
export async function refuseLeave(
  tx: Tx,
  staffId: number,
  id: number,
  now: Date,
): Promise<TutorLeave> {
  const locked = await lockLeave(tx, { as: 'staff', userId: staffId }, id);
  if (locked.status !== 'requested') throw new Conflict(LEAVE_DECIDED);
  await tx
    .update(tutorLeaves)
    .set({ status: 'refused', decidedBy: staffId, decidedAt: now })
    .where(eq(tutorLeaves.id, id));
  await recordAudit(tx, {
    actorUserId: staffId,
    action: 'refuse',
    entity: 'tutor_leaves',
    entityId: id,
    before: { status: 'requested' },
    after: { status: 'refused' },
  });
  return readLeave(tx, id);
}

/**
 * Gives an approved leave's classes to come back to its tutor: those the substitute took, and
 * those it cancelled whose make-up credit is still unused (the credit goes; a class whose
 * make-up was booked stays cancelled). A class of the tutor's since at the same time is a 409.
 */
async function restoreClasses(tx: Tx, leave: LockedLeave, now: Date): Promise<LeaveChange[]> {
  const rows = await classQuery(tx)
    .where(
      and(eq(classes.leaveId, leave.id), gt(classes.startsAt, now), isNull(classes.recordedAt)),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id))
    .for('update', { of: classes });
  const given = rows.filter((row) => row.status === 'scheduled' && row.tutorId !== leave.tutorId);
  const cancelled = rows.filter(
    (row) => row.status === 'cancelled' && row.tutorId === leave.tutorId,
  );
  const used = new Set(
    cancelled.length === 0
      ? []
      : (
          await tx
            .select({ classId: makeupCredits.classId })
            .from(makeupCredits)
            .where(
              and(
                inArray(makeupCredits.classId, idsOf(cancelled)),
                isNotNull(makeupCredits.usedClassId),
              ),
            )
        ).map((credit) => credit.classId),
  );
  const back = cancelled.filter((row) => !used.has(row.id));
  await giveClasses(tx, idsOf(given), { tutorId: leave.tutorId, leaveId: null }, now);
  if (back.length > 0) {
    await tx
      .delete(makeupCredits)
      .where(and(inArray(makeupCredits.classId, idsOf(back)), isNull(makeupCredits.usedClassId)));
    await tx
      .update(classes)
      .set({
        status: 'scheduled',
        cancelledBy: null,
        cancelledAt: null,
        leaveId: null,
        sequence: sql`${classes.sequence} + 1`,
        updatedAt: now,
      })
      .where(inArray(classes.id, idsOf(back)));
  }
  return [...given, ...back].map((row) => ({ before: row, outcome: 'back' }));
}

/**
 * Withdraws a leave: its tutor a waiting one of theirs; staff a waiting one, or an approved one
 * that has not begun on the tutor's calendar (its classes back with the tutor, everyone told).
 */
export async function withdrawLeave(
  services: ClassServices,
  actor: LeaveActor,
  id: number,
): Promise<TutorLeave> {
  const now = services.clock.now();
  const leave = await refusingClashes(() =>
    services.db.transaction(async (tx) => {
      const locked = await lockLeave(tx, actor, id);
      const restorable =
        actor.as === 'staff' &&
        locked.status === 'approved' &&
        locked.startsOn > dayOf(now, locked.zone);
      if (locked.status !== 'requested' && !restorable) {
        throw new Conflict(LEAVE_NOT_WITHDRAWABLE);
      }
      const changes = restorable ? await restoreClasses(tx, locked, now) : [];
      await tx
        .update(tutorLeaves)
        .set({ status: 'withdrawn', decidedBy: actor.userId, decidedAt: now })
        .where(eq(tutorLeaves.id, id));
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'withdraw',
        entity: 'tutor_leaves',
        entityId: id,
        before: { status: locked.status },
        after: { status: 'withdrawn', restored: changes.map((change) => change.before.id) },
      });
      if (changes.length > 0) {
        const [row] = await leaveQuery(tx).where(eq(tutorLeaves.id, id));
        const substituteName = row ? fullName(row.substituteFirst, row.substituteLast) : null;
        await mailLeave(tx, services, { ...locked, substituteName }, changes);
      }
      return readLeave(tx, id);
    }),
  );
  services.mailer.flushSoon();
  return leave;
}
