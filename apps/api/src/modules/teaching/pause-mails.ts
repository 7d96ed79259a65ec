import { asc, inArray } from 'drizzle-orm';
import { classes, type subscriptionPauses } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { textIn } from '../../lib/in-language.ts';
import { dayOf } from '../../lib/school-days.ts';
import { dayFor, whenFor } from '../mail/index.ts';
import { classEvent } from './class-calendar.ts';
import type { ClassServices } from './class-changes.ts';
import { attendee, invitationTo, pageOf } from './class-mails.ts';
import { classNameIn } from './class-names.ts';
import { classQuery, type ClassRow } from './class-rows.ts';
import {
  participantAt,
  participantOn,
  participantsOf,
  readerFor,
  type ClassPeople,
  type Participant,
} from './participants.ts';
import type { PausedSubscription } from './pauses.ts';

// The mails of a learner's pause: one to each person, however many classes it changed. The
// learner (or a child's guardians) hear the answer: granted (with the plan's new end and the
// cancelled classes for their calendar), waiting for the school, or refused. The tutor hears
// once of the classes it cancelled, or gave back when it was withdrawn.

type PauseRow = typeof subscriptionPauses.$inferSelect;

/** What the school answered a pause with. */
export type PauseAnswer = { classIds: number[]; newEnd: Date } | 'waiting' | 'refused';

/** The learner's side of a subscription: the learner (with an address) and their guardians. */
function learnerSideOf(subscription: PausedSubscription): Participant[] {
  const people: ClassPeople = {
    anchorZone: subscription.zone,
    learnerId: subscription.learnerId,
    learnerFirstName: subscription.learnerFirstName,
    learnerLastName: subscription.learnerLastName,
    learnerEmail: subscription.learnerEmail,
    learnerZone: subscription.learnerZone,
    learnerGuardians: subscription.learnerGuardians,
    trialId: null,
    trialEmail: null,
    trialZone: null,
    trialLanguage: null,
    tutorId: null,
    tutorFirstName: null,
    tutorLastName: null,
    tutorEmail: null,
    tutorZone: null,
  };
  return participantsOf(people).filter((person) => person.side === 'learner');
}

const classRows = (tx: Tx, ids: number[]): Promise<ClassRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : classQuery(tx)
        .where(inArray(classes.id, ids))
        .orderBy(asc(classes.startsAt), asc(classes.id));

/** Tells the learner's side the school's answer to their pause, in the change's transaction. */
export async function mailPauseAnswer(
  tx: Tx,
  services: ClassServices,
  subscription: PausedSubscription,
  pause: PauseRow,
  answer: PauseAnswer,
): Promise<void> {
  const { mailer, publicUrl } = services;
  const granted = typeof answer === 'string' ? null : answer;
  const rows = await classRows(tx, granted?.classIds ?? []);
  for (const person of learnerSideOf(subscription)) {
    const reader = await readerFor(tx, person);
    const events = rows.map((row) =>
      classEvent(row, participantAt(row, 'learner', person.email) ?? person, publicUrl),
    );
    await mailer.queue(tx, {
      to: person.email,
      ...mailer.templates.in(reader.locale).pauseAnswered({
        firstName: person.firstName,
        child: person.child,
        course: textIn(reader.locale, subscription.course, subscription.courseAr),
        outcome: granted ? 'granted' : (answer as 'waiting' | 'refused'),
        from: dayFor(reader, pause.startsOn),
        to: dayFor(reader, pause.endsOn),
        classes: rows.length,
        newEnd: granted ? dayFor(reader, dayOf(granted.newEnd, person.zone)) : null,
        pageUrl: pageOf(publicUrl, person),
      }),
      ...(events.length > 0
        ? {
            calendar: await invitationTo(mailer, publicUrl, 'CANCEL', events, attendee(person)),
          }
        : {}),
    });
  }
}

/**
 * Tells each tutor once of the classes a pause cancelled (or, withdrawn, gave back), listed
 * on their clock, with the classes for their calendar.
 */
export async function mailPauseClasses(
  tx: Tx,
  services: ClassServices,
  pause: PauseRow,
  change: 'cancelled' | 'restored',
  classIds: number[],
): Promise<void> {
  const { mailer, publicUrl } = services;
  const byTutor = new Map<string, { tutor: Participant; rows: ClassRow[] }>();
  for (const row of await classRows(tx, classIds)) {
    const tutor = participantOn(row, 'tutor');
    if (!tutor) continue;
    const group = byTutor.get(tutor.email) ?? { tutor, rows: [] };
    group.rows.push(row);
    byTutor.set(tutor.email, group);
  }
  for (const { tutor, rows } of byTutor.values()) {
    const reader = await readerFor(tx, tutor);
    const [first] = rows;
    if (!first) continue;
    await mailer.queue(tx, {
      to: tutor.email,
      ...mailer.templates.in(reader.locale).pauseClasses({
        firstName: tutor.firstName,
        learner: tutor.withName,
        course: classNameIn(reader.locale, first),
        change,
        from: dayFor(reader, pause.startsOn),
        to: dayFor(reader, pause.endsOn),
        classes: rows.map((row) => whenFor(reader, row.startsAt, tutor.zone)),
        pageUrl: pageOf(publicUrl, tutor),
      }),
      calendar: await invitationTo(
        mailer,
        publicUrl,
        change === 'cancelled' ? 'CANCEL' : 'REQUEST',
        rows.map((row) => classEvent(row, tutor, publicUrl)),
        attendee(tutor),
      ),
    });
  }
}
