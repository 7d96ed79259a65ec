import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ATTENDED,
  CLASS_ALREADY_CANCELLED,
  CLASS_CLASH,
  CLASS_IN_PAST,
  CLASS_ON_HOLIDAY,
  CLASS_NOT_CHANGEABLE,
  OWED_ATTENDANCE,
  type Language,
  type RecordClassInput,
} from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { classes, makeupCredits, subscriptions } from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { databaseErrorOf } from '../../lib/pg-errors.ts';
import {
  gradeChoices,
  lessonsOf,
  syllabusOfSubscription,
  writeLesson,
  type LessonInput,
} from '../lessons/index.ts';
import type { Mailer } from '../mail/index.ts';
import { mailClassChange, type ChangedBy } from './class-mails.ts';
import { changeDeadline, classQuery, schoolRules, type ClassRow } from './class-rows.ts';
import { onAHoliday } from './holidays.ts';

/** Who acts on a class: its learner, its tutor, or staff (any class). */
export interface ClassActor {
  as: ChangedBy;
  /** Who acts (in the audit log): the learner, a parent of theirs, the tutor, staff. */
  userId: number | null;
  /** For a parent acting on a child's class: the child, whose classes they may change. */
  learnerId?: number;
  /** The language of the page that acted: what the answer names (a course) is in it. */
  locale?: Language;
}

/** What the teaching verbs work with: the database, the mail, the site's address, the clock. */
export interface ClassServices {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
}

/** The teaching verbs' services, from the app that runs them. */
export const classServicesOf = (app: FastifyInstance): ClassServices => ({
  db: app.db,
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
  clock: app.clock,
});

/** The rows an actor may touch: a learner their own, a tutor theirs, staff any. */
export function ownedBy(actor: ClassActor): SQL | undefined {
  if (actor.as === 'staff') return undefined;
  if (actor.as === 'tutor') return eq(classes.tutorId, actor.userId ?? -1);
  const learner = actor.learnerId ?? actor.userId ?? -1;
  return sql`${classes.subscriptionId} in (select ${subscriptions.id} from ${subscriptions} where ${subscriptions.userId} = ${learner})`;
}

/** The class, locked for the change; 404 when it is not the actor's (or does not exist). */
export async function lockClass(tx: Tx, actor: ClassActor, id: number): Promise<ClassRow> {
  const [row] = await classQuery(tx)
    .where(and(eq(classes.id, id), ownedBy(actor)))
    .for('update', { of: classes });
  if (!row) throw new NotFound();
  return row;
}

/** A class's lesson as recorded, for its learner, its tutor or staff; 404 for anyone else. */
export async function classLesson(db: Database, actor: ClassActor, id: number) {
  const [row] = await db
    .select({ id: classes.id, subscriptionId: classes.subscriptionId })
    .from(classes)
    .where(and(eq(classes.id, id), ownedBy(actor)));
  const lesson = row && (await lessonsOf(db, [id])).get(id);
  if (!lesson) throw new NotFound();
  return { lesson, subscriptionId: row.subscriptionId };
}

/**
 * What the tutor records a class's lesson with: the lesson, its course's syllabus, and the
 * school's grades.
 */
export async function classLessonToRecord(db: Database, actor: ClassActor, id: number) {
  const { lesson, subscriptionId } = await classLesson(db, actor, id);
  return {
    ...lesson,
    syllabus: await syllabusOfSubscription(db, subscriptionId),
    grades: await gradeChoices(db),
  };
}

/** A tutor's clash (the exclusion constraint) as the 409 people read. */
export async function refusingClashes<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (databaseErrorOf(error)?.code === '23P01') throw new Conflict(CLASS_CLASH);
    throw error;
  }
}

/**
 * Owed to the learners of subscription classes the tutor cancelled or missed: a make-up credit
 * each (none twice for a class). Answers the classes that got one.
 */
export async function grantCredits(
  tx: Tx,
  rows: Pick<ClassRow, 'id' | 'subscriptionId' | 'startsAt'>[],
): Promise<number[]> {
  const owed = rows.filter((row) => row.subscriptionId !== null);
  if (owed.length === 0) return [];
  const { makeupWeeks } = await schoolRules(tx);
  const inserted = await tx
    .insert(makeupCredits)
    .values(
      owed.map((row) => ({
        subscriptionId: row.subscriptionId ?? -1,
        classId: row.id,
        expiresAt: new Date(row.startsAt.getTime() + makeupWeeks * 7 * 86_400_000),
      })),
    )
    .onConflictDoNothing({ target: makeupCredits.classId })
    .returning({ classId: makeupCredits.classId });
  return inserted.map((row) => row.classId);
}

/** Owed to the learner of a subscription class the tutor cancelled or missed. */
async function grantCredit(tx: Tx, row: ClassRow): Promise<boolean> {
  return (await grantCredits(tx, [row])).length > 0;
}

async function assertLearnerMayChange(tx: Tx, actor: ClassActor, row: ClassRow, now: Date) {
  if (actor.as !== 'learner') return;
  const rules = await schoolRules(tx);
  if (now.getTime() >= changeDeadline(row, rules).getTime()) {
    throw new Conflict(CLASS_NOT_CHANGEABLE(rules.noticeHours));
  }
}

/**
 * Cancels the class `row`, locked by the caller and checked: a class the tutor or staff cancel
 * gives the learner a make-up credit. Audited, and everyone in it is told.
 */
export async function cancelLocked(
  tx: Tx,
  services: ClassServices,
  actor: ClassActor,
  row: ClassRow,
  now: Date,
): Promise<void> {
  if (row.startsAt.getTime() <= now.getTime()) {
    throw new Conflict('A class that has started cannot be cancelled; record it instead.');
  }
  await tx
    .update(classes)
    .set({
      status: 'cancelled',
      cancelledBy: actor.as,
      cancelledAt: now,
      sequence: sql`${classes.sequence} + 1`,
      updatedAt: now,
    })
    .where(eq(classes.id, row.id));
  const credit = actor.as !== 'learner' && (await grantCredit(tx, row));
  await recordAudit(tx, {
    actorUserId: actor.userId,
    action: 'cancel',
    entity: 'classes',
    entityId: row.id,
    before: { status: row.status },
    after: { status: 'cancelled', cancelled_by: actor.as, makeup_credit: credit },
  });
  await mailClassChange(tx, services.mailer, services.publicUrl, row, {
    kind: 'cancelled',
    by: actor.as,
    credit,
  });
}

/**
 * Cancels a class. A learner may until the notice window; inside it the class counts as
 * taken. A class the tutor or staff cancel gives the learner a make-up credit.
 */
export async function cancelClass(services: ClassServices, actor: ClassActor, id: number) {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const row = await lockClass(tx, actor, id);
    if (row.status === 'cancelled') throw new Conflict(CLASS_ALREADY_CANCELLED);
    await assertLearnerMayChange(tx, actor, row, now);
    await cancelLocked(tx, services, actor, row, now);
  });
  services.mailer.flushSoon();
}

/**
 * Puts the class `row`, locked by the caller, at a new time to come: audited, the calendar's
 * event one SEQUENCE on, everyone in it told. A clash with another class of the tutor is
 * refused by the database (see refusingClashes). `field` names the start in the request.
 */
export async function moveLocked(
  tx: Tx,
  services: ClassServices,
  actor: ClassActor,
  row: ClassRow,
  to: { startsAt: Date; endsAt: Date; field?: string },
  now: Date,
): Promise<void> {
  if (row.status === 'cancelled') throw new Conflict(CLASS_ALREADY_CANCELLED);
  if (to.startsAt.getTime() <= now.getTime()) {
    throw ValidationFailed.field(to.field ?? 'starts_at', CLASS_IN_PAST);
  }
  // No class is held on a school holiday (decision 049), on the class's own clock.
  if (await onAHoliday(tx, to.startsAt, row.anchorZone)) {
    throw ValidationFailed.field(to.field ?? 'starts_at', CLASS_ON_HOLIDAY);
  }
  await tx
    .update(classes)
    .set({
      startsAt: to.startsAt,
      endsAt: to.endsAt,
      movedFrom: sql`coalesce(${classes.movedFrom}, ${classes.startsAt})`,
      sequence: sql`${classes.sequence} + 1`,
      timeSetAt: now,
      updatedAt: now,
    })
    .where(eq(classes.id, row.id));
  await recordAudit(tx, {
    actorUserId: actor.userId,
    action: 'move',
    entity: 'classes',
    entityId: row.id,
    before: { starts_at: row.startsAt, ends_at: row.endsAt },
    after: { starts_at: to.startsAt, ends_at: to.endsAt, by: actor.as },
  });
  await mailClassChange(tx, services.mailer, services.publicUrl, row, {
    kind: 'moved',
    by: actor.as,
    newStart: to.startsAt,
    newEnd: to.endsAt,
  });
}

/**
 * Moves a class to a new start, keeping its length: a learner until the notice window and to
 * a time at least that far ahead, inside their subscription; never onto another class of the
 * tutor (409).
 */
export async function moveClass(
  services: ClassServices,
  actor: ClassActor,
  id: number,
  newStart: Date,
) {
  const now = services.clock.now();
  await refusingClashes(() =>
    services.db.transaction(async (tx) => {
      const row = await lockClass(tx, actor, id);
      if (row.status === 'cancelled') throw new Conflict(CLASS_ALREADY_CANCELLED);
      await assertLearnerMayChange(tx, actor, row, now);
      if (actor.as === 'learner' && newStart.getTime() > now.getTime()) {
        await assertLearnerTime(tx, row, newStart, now);
      }
      const length = row.endsAt.getTime() - row.startsAt.getTime();
      const to = { startsAt: newStart, endsAt: new Date(newStart.getTime() + length) };
      await moveLocked(tx, services, actor, row, to, now);
    }),
  );
  services.mailer.flushSoon();
}

async function assertLearnerTime(tx: Tx, row: ClassRow, newStart: Date, now: Date) {
  const { noticeHours } = await schoolRules(tx);
  if (newStart.getTime() < now.getTime() + noticeHours * 3_600_000) {
    throw ValidationFailed.field(
      'starts_at',
      `The new time must be at least ${noticeHours} hours from now, so your tutor can prepare.`,
    );
  }
  const [subscription] = await tx
    .select({ endedAt: subscriptions.endedAt })
    .from(subscriptions)
    .where(eq(subscriptions.id, row.subscriptionId ?? -1));
  if (subscription && newStart.getTime() >= subscription.endedAt.getTime()) {
    throw ValidationFailed.field(
      'starts_at',
      'The new time must be before the end of your subscription.',
    );
  }
}

/**
 * Records a class once it has started: attendance and a note for the learner. "Tutor absent"
 * gives the learner a make-up credit; recording it otherwise later takes an unused one back.
 */
export async function recordClass(
  services: Pick<ClassServices, 'db' | 'clock'>,
  actor: ClassActor,
  id: number,
  input: { attendance: NonNullable<RecordClassInput['attendance']>; note: string } & LessonInput,
) {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const row = await lockClass(tx, actor, id);
    if (row.status === 'cancelled') throw new Conflict(CLASS_ALREADY_CANCELLED);
    if (row.startsAt.getTime() > now.getTime()) {
      throw new Conflict('A class can be recorded once it has started.');
    }
    // A learner who was not there learned nothing in the class: no entries, and none kept.
    const attended = ATTENDED.includes(input.attendance);
    if (!attended && (input.entries?.length ?? 0) > 0) {
      throw ValidationFailed.field('entries', 'A lesson is recorded for a learner who attended.');
    }
    await writeLesson(tx, row, { ...input, entries: attended ? input.entries : [] });
    await tx
      .update(classes)
      .set({ attendance: input.attendance, note: input.note, recordedAt: now, updatedAt: now })
      .where(eq(classes.id, id));
    const owed = OWED_ATTENDANCE.includes(input.attendance);
    if (owed) await grantCredit(tx, row);
    else {
      await tx
        .delete(makeupCredits)
        .where(and(eq(makeupCredits.classId, id), isNull(makeupCredits.usedClassId)));
    }
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'record',
      entity: 'classes',
      entityId: id,
      before: { attendance: row.attendance, note: row.note },
      after: {
        attendance: input.attendance,
        note: input.note,
        ...(input.entries ? { lesson_entries: input.entries.length } : {}),
        ...(input.homework !== undefined ? { homework: input.homework !== null } : {}),
      },
    });
  });
}
