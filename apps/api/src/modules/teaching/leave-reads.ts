import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TutorLeave } from '@iqra/contracts';
import { classes, tutorLeaves, users } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { NotFound } from '../../lib/errors.ts';
import { fullName } from './leave-plan.ts';

// Tutors' leave as the tutor and staff read it (decision 049), with the classes its approval
// gave away and cancelled.

const leaveTutor = alias(users, 'leave_tutor');
const substituteUser = alias(users, 'leave_substitute');

export function leaveQuery(tx: Tx) {
  return tx
    .select({
      leave: tutorLeaves,
      tutorFirst: leaveTutor.firstName,
      tutorLast: leaveTutor.lastName,
      tutorGender: leaveTutor.gender,
      tutorZone: leaveTutor.timeZone,
      substituteFirst: substituteUser.firstName,
      substituteLast: substituteUser.lastName,
      substituteGender: substituteUser.gender,
      // The classes the approval changed: those with another tutor now were given away.
      reassigned: sql<number>`(select count(*)::int from ${classes} where ${classes.leaveId} = ${tutorLeaves.id} and ${classes.tutorId} <> ${tutorLeaves.tutorId})`,
      cancelled: sql<number>`(select count(*)::int from ${classes} where ${classes.leaveId} = ${tutorLeaves.id} and ${classes.tutorId} = ${tutorLeaves.tutorId} and ${classes.status} = 'cancelled')`,
    })
    .from(tutorLeaves)
    .innerJoin(leaveTutor, eq(leaveTutor.id, tutorLeaves.tutorId))
    .leftJoin(substituteUser, eq(substituteUser.id, tutorLeaves.substituteId))
    .$dynamic();
}
type LeaveRow = Awaited<ReturnType<typeof leaveQuery>>[number];

/** The clock a tutor's leave is read on: theirs (a tutor always has one; UTC otherwise). */
export const zoneOf = (row: { tutorZone: string | null }) => row.tutorZone ?? 'UTC';

function toLeave(row: LeaveRow): TutorLeave {
  const { leave } = row;
  return {
    id: leave.id,
    tutor: {
      id: leave.tutorId,
      name: fullName(row.tutorFirst, row.tutorLast),
      gender: row.tutorGender,
      time_zone: zoneOf(row),
    },
    starts_on: leave.startsOn,
    ends_on: leave.endsOn,
    reason: leave.reason,
    status: leave.status,
    substitute:
      leave.substituteId === null
        ? null
        : {
            id: leave.substituteId,
            name: fullName(row.substituteFirst, row.substituteLast),
            gender: row.substituteGender ?? 0,
          },
    entered_by_staff: leave.requestedBy !== leave.tutorId,
    requested_at: leave.createdAt.toISOString(),
    decided_at: leave.decidedAt?.toISOString() ?? null,
    reassigned: row.reassigned,
    cancelled: row.cancelled,
  };
}

/** Leave as lists show it: waiting first (soonest first), then the rest, latest first. */
export async function listLeaves(tx: Tx, tutorId?: number): Promise<TutorLeave[]> {
  const rows = await leaveQuery(tx)
    .where(tutorId === undefined ? undefined : eq(tutorLeaves.tutorId, tutorId))
    .orderBy(
      sql`${tutorLeaves.status} <> 'requested'`,
      asc(sql`case when ${tutorLeaves.status} = 'requested' then ${tutorLeaves.startsOn} end`),
      desc(tutorLeaves.startsOn),
      desc(tutorLeaves.id),
    )
    .limit(500);
  return rows.map(toLeave);
}

/** One leave, as staff read it; 404 for none. */
export async function readLeave(tx: Tx, id: number): Promise<TutorLeave> {
  const [row] = await leaveQuery(tx).where(eq(tutorLeaves.id, id));
  if (!row) throw new NotFound();
  return toLeave(row);
}
