import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language, LearnerClass, ScheduleStatus, TutorClass } from '@iqra/contracts';
import {
  classes,
  demoRequests,
  guardianships,
  products,
  schoolSettings,
  subscriptions,
  tutors,
  users,
} from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { nextClockChange, offsetMinutes } from '../../lib/weekly-series.ts';
import { learnerOf, tutorOf, type Guardian } from './participants.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { classNameIn } from './class-names.ts';

// Classes as everyone reads them: one query with the course, the learner and the tutor.

const learner = alias(users, 'learner');
const tutorUser = alias(users, 'tutor_user');

// What every view of a class reads: the class, its course and its tutor.
const classColumns = {
  id: classes.id,
  kind: classes.kind,
  title: classes.title,
  subscriptionId: classes.subscriptionId,
  seriesId: classes.seriesId,
  tutorId: classes.tutorId,
  // A class without a link of its own meets at its tutor's meeting link.
  link: sql<string | null>`coalesce(${classes.link}, ${tutors.meetingLink})`,
  startsAt: classes.startsAt,
  endsAt: classes.endsAt,
  anchorZone: classes.anchorZone,
  status: classes.status,
  cancelledBy: classes.cancelledBy,
  pauseId: classes.pauseId,
  movedFrom: classes.movedFrom,
  attendance: classes.attendance,
  note: classes.note,
  recordedAt: classes.recordedAt,
  sequence: classes.sequence,
  holidayId: classes.holidayId,
  course: products.name,
  courseAr: products.nameAr,
  tutorFirstName: tutorUser.firstName,
  tutorLastName: tutorUser.lastName,
  tutorEmail: tutorUser.email,
  tutorZone: tutorUser.timeZone,
  tutorGender: tutorUser.gender,
};

const guardian = alias(users, 'guardian');

/**
 * The guardians of the learner `learnerId`, as JSON read with the row (none for an adult, or
 * for a row without a learner): whom a child's classes are mailed to.
 */
export const guardiansOf = (learnerId: AnyColumn) =>
  sql<Guardian[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${guardian.id}, 'email', ${guardian.email}, 'firstName', ${guardian.firstName},
      'lastName', ${guardian.lastName}, 'zone', ${guardian.timeZone}) order by ${guardian.id})
    from ${guardianships} join ${users} as ${sql.identifier('guardian')}
      on ${guardian.id} = ${guardianships.guardianId}
    where ${guardianships.childId} = ${learnerId}), '[]'::json)`;

/** A class with everyone in it: its learner (or a trial's family) as well. */
export function classQuery(db: Tx) {
  return db
    .select({
      ...classColumns,
      learnerId: learner.id,
      learnerFirstName: learner.firstName,
      learnerLastName: learner.lastName,
      learnerEmail: learner.email,
      learnerZone: learner.timeZone,
      learnerGuardians: guardiansOf(learner.id),
      trialId: demoRequests.id,
      trialEmail: demoRequests.email,
      trialZone: demoRequests.timeZone,
      trialLanguage: demoRequests.language,
    })
    .from(classes)
    .leftJoin(subscriptions, eq(subscriptions.id, classes.subscriptionId))
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .leftJoin(learner, eq(learner.id, subscriptions.userId))
    .leftJoin(tutors, eq(tutors.userId, classes.tutorId))
    .leftJoin(tutorUser, eq(tutorUser.id, classes.tutorId))
    .leftJoin(demoRequests, eq(demoRequests.id, classes.demoRequestId))
    .$dynamic();
}

/**
 * A class as its own learner reads it: who they are is known, and a learner has no trials, so
 * two joins fewer (a join costs planning time, on the embedded database most of all). `also`
 * is read with every row (what the list needs besides its classes, in the same round trip).
 */
export function learnersOwnClassQuery<Also extends Record<string, SQL>>(db: Tx, also: Also) {
  return db
    .select({
      ...also,
      ...classColumns,
      learnerId: sql<number | null>`null`,
      learnerFirstName: sql<string | null>`null`,
      learnerLastName: sql<string | null>`null`,
      learnerEmail: sql<string | null>`null`,
      learnerZone: sql<string | null>`null`,
      learnerGuardians: sql<Guardian[]>`'[]'::json`,
      trialId: sql<number | null>`null`,
      trialEmail: sql<string | null>`null`,
      trialZone: sql<string | null>`null`,
      trialLanguage: sql<Language | null>`null`,
    })
    .from(classes)
    .innerJoin(subscriptions, eq(subscriptions.id, classes.subscriptionId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .leftJoin(tutors, eq(tutors.userId, classes.tutorId))
    .leftJoin(tutorUser, eq(tutorUser.id, classes.tutorId))
    .$dynamic();
}

export type ClassRow = Awaited<ReturnType<typeof classQuery>>[number];

/** A tutor who may be given classes (an active tutor account), or 422 on `tutor_id`. */
export async function activeTutor(tx: Tx, tutorId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      timeZone: users.timeZone,
      gender: users.gender,
      meetingLink: tutors.meetingLink,
    })
    .from(tutors)
    .innerJoin(users, eq(users.id, tutors.userId))
    .where(and(eq(tutors.userId, tutorId), eq(tutors.active, true)));
  if (!row) throw ValidationFailed.field('tutor_id', 'The selected tutor is invalid.');
  return row;
}

/** The spec's schedule status: a class to come is active; one cancelled or over is not. */
export function scheduleStatus(item: { status: string; endsAt: Date }, now: Date): ScheduleStatus {
  return item.status === 'scheduled' && item.endsAt.getTime() > now.getTime()
    ? 'active'
    : 'inactive';
}

export interface SchoolRules {
  noticeHours: number;
  makeupWeeks: number;
}

/** The rules of a school that has set none. */
export const DEFAULT_RULES: SchoolRules = { noticeHours: 12, makeupWeeks: 4 };

/** The school's rules as they are now: what every change of a class is checked against. */
export async function schoolRules(db: Tx): Promise<SchoolRules> {
  const [row] = await db
    .select({ noticeHours: schoolSettings.noticeHours, makeupWeeks: schoolSettings.makeupWeeks })
    .from(schoolSettings)
    .where(eq(schoolSettings.id, 1));
  return row ?? DEFAULT_RULES;
}

// What lists show of the rules (the notice window a learner is told about) is read again only
// when the class-list version has moved on: a change to the rules moves it.
const shownRules = new WeakMap<object, { rules: SchoolRules; version: number }>();

export async function schoolRulesForLists(db: Tx, version: number): Promise<SchoolRules> {
  const kept = shownRules.get(db);
  if (kept && kept.version === version) return kept.rules;
  const rules = await schoolRules(db);
  shownRules.set(db, { rules, version });
  return rules;
}

/** Until when a learner may cancel or move a class: the notice window before its start. */
export function changeDeadline(row: Pick<ClassRow, 'startsAt'>, rules: SchoolRules): Date {
  return new Date(row.startsAt.getTime() - rules.noticeHours * 3_600_000);
}

/** A zone's offset at "now" and its next clock change (kept per zone by weekly-series.ts). */
function zoneNow(zone: string, now: Date) {
  return { offset: offsetMinutes(zone, now), next: nextClockChange(zone, now)?.getTime() ?? null };
}

/** The zone's offset at the class's start, when it differs from now's; else null. */
function movedOffset(zone: string, at: Date, now: Date): number | null {
  const { offset, next } = zoneNow(zone, now);
  // Before the zone's next change nothing can differ: most classes stop here.
  if (next === null || at.getTime() < next) return null;
  const then = offsetMinutes(zone, at);
  return then === offset ? null : then;
}

/** Whose clock change puts a class at another hour than a class today would be. */
function clockChange(row: ClassRow, viewerZone: string, now: Date): LearnerClass['clock_change'] {
  const yours = movedOffset(viewerZone, row.startsAt, now);
  const anchor = movedOffset(row.anchorZone, row.startsAt, now);
  // Both zones moving by the same amount leaves the class where it was on the learner's clock.
  if (yours !== null && anchor !== null) {
    const before = zoneNow(viewerZone, now).offset - zoneNow(row.anchorZone, now).offset;
    return before === yours - anchor ? null : 'both';
  }
  if (
    row.kind === 'regular' &&
    (yours !== null || anchor !== null) &&
    row.anchorZone !== viewerZone
  ) {
    return yours !== null ? 'yours' : 'anchor';
  }
  return null;
}

/**
 * A class's course in the reader's language (decision 043), and its title with it: a regular
 * class's title is its course's English name, kept when it was planned, and a trial's is the
 * trial's; a title of its own (a class staff added) stays as written.
 */
function namesIn(row: ClassRow, language: Language) {
  if (row.course === null) return { title: classNameIn(language, row), course: null };
  const named = inLanguage(language, { course: row.course }, { course: row.courseAr });
  return { title: row.title === row.course ? named.course : row.title, ...named };
}

const classFields = (row: ClassRow, language: Language) => ({
  id: row.id,
  kind: row.kind,
  ...namesIn(row, language),
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  anchor_zone: row.anchorZone,
  link: row.link,
  status: row.status,
  cancelled_by: row.cancelledBy,
  moved_from: row.movedFrom?.toISOString() ?? null,
  attendance: row.attendance,
  note: row.note,
  holiday_id: row.holidayId,
});

export function toLearnerClass(
  row: ClassRow,
  context: { rules: SchoolRules; viewerZone: string; now: Date; language: Language },
): LearnerClass {
  const deadline = changeDeadline(row, context.rules);
  const changeable =
    row.status === 'scheduled' &&
    row.kind !== 'trial' &&
    context.now.getTime() < deadline.getTime();
  const tutor = tutorOf(row);
  return {
    ...classFields(row, context.language),
    tutor: tutor ? { ...tutor, gender: row.tutorGender ?? 0 } : null,
    change_until: changeable ? deadline.toISOString() : null,
    paused: row.pauseId !== null,
    clock_change: clockChange(row, context.viewerZone, context.now),
    lesson: null,
    prepare: null,
  };
}

/**
 * When the clock alone would show a learner this class differently: it ends (and leaves the
 * upcoming list), its notice window closes, or the learner's or its anchor's zone changes.
 */
export function learnerClassTurns(
  row: ClassRow,
  context: { rules: SchoolRules; viewerZone: string; now: Date },
): (number | null)[] {
  return [
    row.endsAt.getTime(),
    changeDeadline(row, context.rules).getTime(),
    zoneNow(context.viewerZone, context.now).next,
    zoneNow(row.anchorZone, context.now).next,
  ];
}

/** Over and not recorded a day after its end: the tutor's list of classes to record. */
export const RECORD_WITHIN_MS = 24 * 3_600_000;

/** When the clock alone would show a tutor this class differently: it falls to be recorded. */
export const tutorClassTurn = (row: ClassRow): number => row.endsAt.getTime() + RECORD_WITHIN_MS;

export function toTutorClass(row: ClassRow, now: Date, language: Language): TutorClass {
  return {
    ...classFields(row, language),
    learner: learnerOf(row),
    tutor: tutorOf(row),
    trial_email: row.trialEmail,
    recorded_at: row.recordedAt?.toISOString() ?? null,
    to_record:
      row.status === 'scheduled' &&
      row.recordedAt === null &&
      row.endsAt.getTime() + RECORD_WITHIN_MS <= now.getTime(),
  };
}
