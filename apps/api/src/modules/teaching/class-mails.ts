import type { Tx } from '../../lib/audit.ts';
import type { Language } from '@iqra/contracts';
import { isolate, oneClassIn, whenFor, type CalendarPart, type Mailer } from '../mail/index.ts';
import { classEvent, classInvitation, type ClassEvent } from './class-calendar.ts';
import type { ClassRow } from './class-rows.ts';
import { participantsOf, readerFor, type Participant } from './participants.ts';
import { classNameIn } from './class-names.ts';

export type ChangedBy = 'learner' | 'tutor' | 'staff';

/**
 * The calendar invitation a mail about classes carries: to `to`, from the school, with the
 * classes as `viewer` sees them (the same UIDs as their calendar feed).
 */
export function invitationTo(
  mailer: Mailer,
  publicUrl: string,
  method: CalendarPart['method'],
  events: ClassEvent[],
  to: { name: string; email: string },
): Promise<CalendarPart> {
  return classInvitation(method, events, { organizer: mailer.sender, attendee: to }, publicUrl);
}

/** A class just booked (a make-up, a trial), as a REQUEST to one of the people in it. */
export const bookedInvitation = (
  mailer: Mailer,
  publicUrl: string,
  row: ClassRow,
  person: Participant,
) =>
  invitationTo(mailer, publicUrl, 'REQUEST', [classEvent(row, person, publicUrl)], {
    name: person.name,
    email: person.email,
  });

/** A class as it is after a change: one SEQUENCE higher, at its new time or cancelled. */
function changedEvent(
  row: ClassRow,
  viewer: Participant,
  publicUrl: string,
  change: { kind: 'moved' | 'cancelled'; newStart?: Date; newEnd?: Date },
): ClassEvent {
  const event = classEvent(row, viewer, publicUrl);
  return {
    ...event,
    sequence: row.sequence + 1,
    ...(change.kind === 'cancelled' ? { cancelled: true } : {}),
    ...(change.newStart && change.newEnd
      ? { startsAt: change.newStart, endsAt: change.newEnd }
      : {}),
  };
}

/** Who made the change, as `person` reads it (a guardian reads the child's own by name). */
function byWords(locale: Language, by: ChangedBy, person: Participant) {
  if (by === 'staff') return locale === 'en' ? 'Iqra Academy' : 'أكاديمية اقرأ';
  if (by === person.side) return person.child ?? (locale === 'en' ? 'You' : 'أنت');
  return person.withName;
}

/** A learner's make-up credit for a class the school or tutor cancelled. */
function owedWords(locale: Language, person: Participant) {
  if (locale === 'ar') {
    return person.child
      ? `لدى ${isolate(person.child)} رصيد حصة تعويضية عن هذه الحصة: سيحجز المعلم أو الأكاديمية الحصة الإضافية معك.`
      : 'لديك رصيد حصة تعويضية عن هذه الحصة: سيحجز معلمك أو الأكاديمية الحصة الإضافية معك.';
  }
  return person.child
    ? `${person.child} has a make-up credit for this class: the tutor or the school will book the extra class with you.`
    : 'You have a make-up credit for this class: your tutor or the school will book the extra class with you.';
}

/** A participant as a calendar invitation's attendee. */
export const attendee = (person: Participant) => ({ name: person.name, email: person.email });

/** Where `person` sees their classes, as a link in a mail. */
export const pageOf = (publicUrl: string, person: Participant) => `${publicUrl}${person.page}`;

/**
 * Tells everyone in a class that it moved or was cancelled, each on their own clock. Written
 * in the change's transaction.
 */
export async function mailClassChange(
  tx: Tx,
  mailer: Mailer,
  publicUrl: string,
  row: ClassRow,
  change: {
    kind: 'moved' | 'cancelled';
    by: ChangedBy;
    newStart?: Date;
    newEnd?: Date;
    credit?: boolean;
  },
): Promise<void> {
  for (const person of participantsOf(row)) {
    const reader = await readerFor(tx, person);
    const owed =
      change.credit && person.side === 'learner' ? [owedWords(reader.locale, person)] : undefined;
    await mailer.queue(tx, {
      to: person.email,
      ...mailer.templates.in(reader.locale).classChanged({
        firstName: person.firstName,
        child: person.child,
        course: classNameIn(reader.locale, row),
        withName: person.withName,
        change: change.kind,
        by: byWords(reader.locale, change.by, person),
        was: whenFor(reader, row.startsAt, person.zone),
        now: change.newStart ? whenFor(reader, change.newStart, person.zone) : null,
        link: row.link ?? '',
        pageUrl: pageOf(publicUrl, person),
        ...(owed ? { after: owed } : {}),
      }),
      calendar: await invitationTo(
        mailer,
        publicUrl,
        change.kind === 'moved' ? 'REQUEST' : 'CANCEL',
        [changedEvent(row, person, publicUrl, change)],
        attendee(person),
      ),
    });
  }
}

/**
 * A class just booked one at a time (a make-up, a class staff add): everyone in it is told
 * on their own clock, with a REQUEST for their calendar.
 */
export async function mailBooked(
  tx: Tx,
  services: { mailer: Mailer; publicUrl: string },
  row: ClassRow,
  plan: string,
): Promise<void> {
  const { mailer, publicUrl } = services;
  for (const person of participantsOf(row)) {
    const reader = await readerFor(tx, person);
    await mailer.queue(tx, {
      to: person.email,
      ...mailer.templates.in(reader.locale).classesBooked({
        firstName: person.firstName,
        child: person.child,
        course: classNameIn(reader.locale, row),
        withName: person.withName,
        plan: oneClassIn(reader.locale, plan),
        first: whenFor(reader, row.startsAt, person.zone),
        link: row.link ?? '',
        pageUrl: pageOf(publicUrl, person),
      }),
      calendar: await bookedInvitation(mailer, publicUrl, row, person),
    });
  }
}
