import { inArray } from 'drizzle-orm';
import type { Language } from '@iqra/contracts';
import { classes } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import {
  courseWith,
  dayFor,
  isolate,
  whenFor,
  type LeaveMailClass,
  type Mailer,
} from '../mail/index.ts';
import { classEvent, type ClassEvent } from './class-calendar.ts';
import { attendee, invitationTo, pageOf } from './class-mails.ts';
import { classNameIn } from './class-names.ts';
import { classQuery, type ClassRow } from './class-rows.ts';
import { participantAt, participantsOf, readerFor, type Participant } from './participants.ts';

// The mails of a tutor's leave (decision 049): one per person, however many of their classes
// it changed. Each family (the learner, or a child's guardians) reads their classes with the
// substitute's name or the make-up credit given; the substitute, the classes they take over;
// the tutor, what became of each. Each carries the classes for their calendar (PUBLISH), under
// the feed's UIDs one SEQUENCE on: a class given away is cancelled in the tutor's calendar and
// booked in the substitute's, as the feeds (read by tutor) show it.

/** A class a leave changed: as it was before, and what became of it. */
export interface LeaveChange {
  before: ClassRow;
  outcome: LeaveMailClass['outcome'];
}

interface Letter {
  person: Participant;
  items: { row: ClassRow; outcome: LeaveMailClass['outcome']; event: ClassEvent }[];
}

/** What a class is called in one person's mail: a tutor reads whom it is with. */
function whatFor(locale: Language, row: ClassRow, person: Participant) {
  const course = classNameIn(locale, row);
  if (person.side === 'tutor') return courseWith(locale, course, person.withName);
  return locale === 'en' ? course : isolate(course);
}

/** The class as it was, now gone from this person's calendar. */
const goneEvent = (row: ClassRow, person: Participant, publicUrl: string): ClassEvent => ({
  ...classEvent(row, person, publicUrl),
  sequence: row.sequence + 1,
  cancelled: true,
});

/**
 * Queues each person's one mail about a leave approved (`substitute`, `cancelled`) or withdrawn
 * (`back`), in the change's transaction, from the classes as they were and as they now are.
 */
export async function mailLeave(
  tx: Tx,
  services: { mailer: Mailer; publicUrl: string },
  leave: {
    tutorId: number;
    startsOn: string;
    endsOn: string;
    tutorName: string;
    substituteName: string | null;
  },
  changes: LeaveChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const { mailer, publicUrl } = services;
  const after = new Map(
    (
      await classQuery(tx).where(
        inArray(
          classes.id,
          changes.map((change) => change.before.id),
        ),
      )
    ).map((row) => [row.id, row]),
  );
  const letters = new Map<string, Letter>();
  const add = (person: Participant | undefined, item: Letter['items'][number]) => {
    if (!person) return;
    const key = `${person.side} ${person.email}`;
    const letter = letters.get(key) ?? { person, items: [] };
    letter.items.push(item);
    letters.set(key, letter);
  };
  for (const { before, outcome } of changes) {
    const now = after.get(before.id);
    if (!now) continue;
    // The family, as the class now is (with the substitute's name, or cancelled).
    for (const person of participantsOf(now).filter((one) => one.side === 'learner')) {
      add(person, { row: now, outcome, event: classEvent(now, person, publicUrl) });
    }
    // The tutor who had the class loses it from their calendar; the one who has it gains it.
    const was = participantsOf(before).find((one) => one.side === 'tutor');
    if (was && before.tutorId !== now.tutorId) {
      add(was, { row: before, outcome, event: goneEvent(before, was, publicUrl) });
    }
    const is = now.tutorEmail ? participantAt(now, 'tutor', now.tutorEmail) : undefined;
    if (is) add(is, { row: now, outcome, event: classEvent(now, is, publicUrl) });
  }
  for (const { person, items } of letters.values()) {
    const reader = await readerFor(tx, person);
    const audience =
      person.side === 'learner'
        ? 'family'
        : (items[0]?.row.tutorId ?? -1) === leave.tutorId
          ? 'tutor'
          : 'substitute';
    await mailer.queue(tx, {
      to: person.email,
      ...mailer.templates.in(reader.locale).tutorLeave({
        audience,
        firstName: person.firstName,
        child: person.child,
        tutorName: leave.tutorName,
        substituteName: leave.substituteName,
        from: dayFor(reader, leave.startsOn),
        to: dayFor(reader, leave.endsOn),
        withdrawn: items.some((item) => item.outcome === 'back'),
        classes: items.map(({ row, outcome }) => ({
          when: whenFor(reader, row.startsAt, person.zone),
          what: whatFor(reader.locale, row, person),
          outcome,
        })),
        pageUrl: pageOf(publicUrl, person),
      }),
      calendar: await invitationTo(
        mailer,
        publicUrl,
        'PUBLISH',
        items.map((item) => item.event),
        attendee(person),
      ),
    });
  }
}
