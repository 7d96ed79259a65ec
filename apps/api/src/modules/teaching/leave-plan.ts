import { and, asc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  LEAVE_SUBSTITUTE_INVALID,
  type Language,
  type LeaveClass,
  type LeaveOutcome,
} from '@iqra/contracts';
import { classes, users } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { daysSpan } from '../../lib/school-days.ts';
import { activeTutor, classQuery, type ClassRow } from './class-rows.ts';
import { classNameIn } from './class-names.ts';
import { learnerOf } from './participants.ts';

// What approving a tutor's leave does to each of its classes (decision 049): the classes of
// its days on the tutor's calendar, and whether each may go to the substitute.

/** A leave's tutor and days, with the clock its days are read on (the tutor's). */
export interface LeaveDays {
  tutorId: number;
  startsOn: string;
  endsOn: string;
  zone: string;
}

export const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

/** The tutor's classes to come in the leave's days (on their calendar), soonest first. */
export function classesOfLeave(tx: Tx, leave: LeaveDays, now: Date) {
  const span = daysSpan(leave.startsOn, leave.endsOn, leave.zone);
  return classQuery(tx)
    .where(
      and(
        eq(classes.tutorId, leave.tutorId),
        eq(classes.status, 'scheduled'),
        isNull(classes.recordedAt),
        gt(classes.startsAt, now),
        gte(classes.startsAt, span.start),
        lt(classes.startsAt, span.end),
      ),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id));
}

export interface Substitute {
  id: number;
  name: string;
  gender: number;
}

/** The substitute chosen: an active tutor, not the one on leave; 422 on `substitute_id`. */
export async function substituteFor(tx: Tx, leave: LeaveDays, id: number): Promise<Substitute> {
  const invalid = ValidationFailed.field('substitute_id', LEAVE_SUBSTITUTE_INVALID);
  if (id === leave.tutorId) throw invalid;
  const tutor = await activeTutor(tx, id).catch(() => {
    throw invalid;
  });
  return { id: tutor.id, name: fullName(tutor.firstName, tutor.lastName), gender: tutor.gender };
}

export interface Planned {
  row: ClassRow;
  outcome: LeaveOutcome;
}

/**
 * What approving does to each class: to the substitute, unless its family asked for a tutor of
 * the learner's gender and the substitute's differs, or the substitute has a class then (the
 * tutor-overlap constraint would refuse the statement: those are picked out first).
 */
export async function planLeave(
  tx: Tx,
  rows: ClassRow[],
  substitute: Substitute | null,
): Promise<Planned[]> {
  if (substitute === null || rows.length === 0) {
    return rows.map((row) => ({ row, outcome: 'no_substitute' }));
  }
  const ids = rows.map((row) => row.id);
  const learnerIds = rows.flatMap((row) => (row.learnerId === null ? [] : [row.learnerId]));
  const learners = new Map(
    learnerIds.length === 0
      ? []
      : (
          await tx
            .select({ id: users.id, gender: users.gender, same: users.sameGenderTutor })
            .from(users)
            .where(inArray(users.id, learnerIds))
        ).map((learner) => [learner.id, learner]),
  );
  const clashing = new Set(
    (
      await tx
        .select({ id: classes.id })
        .from(classes)
        .where(
          and(
            inArray(classes.id, ids),
            sql`exists (select 1 from ${classes} as "other" where "other"."tutor_id" = ${substitute.id}
              and "other"."status" = 'scheduled'
              and "other"."starts_at" < ${classes.endsAt} and "other"."ends_at" > ${classes.startsAt})`,
          ),
        )
    ).map((row) => row.id),
  );
  return rows.map((row) => {
    const learner = row.learnerId === null ? undefined : learners.get(row.learnerId);
    // A learner whose gender is not known cannot be sure of the same: not given away either.
    if (learner?.same && (learner.gender === 0 || learner.gender !== substitute.gender)) {
      return { row, outcome: 'same_gender' };
    }
    if (clashing.has(row.id)) return { row, outcome: 'clash' };
    return { row, outcome: 'substitute' };
  });
}

export function toLeaveClass(planned: Planned, language: Language): LeaveClass {
  const { row } = planned;
  return {
    id: row.id,
    kind: row.kind,
    course: classNameIn(language, row),
    learner: learnerOf(row)?.name ?? row.trialEmail,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    outcome: planned.outcome,
  };
}
