import type { Language } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { learnerName } from '../../lib/learner-names.ts';
import { readerOf, type MailReader } from '../mail/index.ts';
import type { ClassRow } from './class-rows.ts';

// Who is in a class, written once: every mail, calendar invitation, feed, reminder and list
// reads the people of a class from here, so that a name, an address, a clock or a page is the
// same wherever it shows. A family (a parent told of a child's class) adds a rule here, not at
// every place a class is mailed: a child's guardians are on the learner's side, each mailed on
// their own clock about the child's class.

/** The side of a class a person is on. */
export type Side = 'learner' | 'tutor';

/** Whose settings (reminders turned off, unsubscribe links): an account, or a trial's family. */
export interface ParticipantOwner {
  type: 'user' | 'family';
  id: number;
}

/** One person a class is addressed to, as they read it. */
export interface Participant {
  side: Side;
  owner: ParticipantOwner;
  email: string;
  /** Their name (a trial's family, who gave none, by their address). */
  name: string;
  /** What a mail greets them by ('' for a family). */
  firstName: string;
  /** The clock they read times on: their own zone, else the one the class was set in. */
  zone: string;
  /** Where on the site they see and change their classes ('' for a family: the home page). */
  page: string;
  /** The person on the other side, as this one names them. */
  withName: string;
  /** For a guardian, the child whose class it is (their first name); null for anyone else. */
  child: string | null;
  /**
   * The language of the page a trial's family asked from (they have no account to keep one);
   * null for an account, whose own language is read at its address.
   */
  language: Language | null;
}

/** A guardian of a class's learner, as the class's row carries them. */
export interface Guardian {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  zone: string | null;
}

/** The columns of a class row that say who its learner is, and who the learner's guardians. */
export type LearnerColumns = Pick<
  ClassRow,
  | 'learnerId'
  | 'learnerFirstName'
  | 'learnerLastName'
  | 'learnerEmail'
  | 'learnerZone'
  | 'learnerGuardians'
>;

/** The columns of a class row that say who is in it. */
export type ClassPeople = LearnerColumns &
  Pick<
    ClassRow,
    | 'anchorZone'
    | 'trialId'
    | 'trialEmail'
    | 'trialZone'
    | 'trialLanguage'
    | 'tutorId'
    | 'tutorFirstName'
    | 'tutorLastName'
    | 'tutorEmail'
    | 'tutorZone'
  >;

const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

/** A person without a zone of their own reads a class on the clock it was set in. */
const zoneOr = (own: string | null, row: ClassPeople) => own ?? row.anchorZone;

/**
 * The learner of a subscription's class, as lists and the tutor's mails show them; null for a
 * trial. A child (a learner with guardians) is named by first name alone.
 */
export const learnerOf = (row: ClassPeople) =>
  row.learnerId === null
    ? null
    : {
        id: row.learnerId,
        name: learnerName({
          firstName: row.learnerFirstName ?? '',
          lastName: row.learnerLastName ?? '',
          child: row.learnerGuardians.length > 0,
        }),
        time_zone: zoneOr(row.learnerZone, row),
      };

/** The tutor of a class, as lists show them; null while it has none. */
export const tutorOf = (row: ClassPeople) =>
  row.tutorId === null
    ? null
    : {
        id: row.tutorId,
        name: fullName(row.tutorFirstName, row.tutorLastName),
        time_zone: zoneOr(row.tutorZone, row),
      };

/** The learner's side by name: the learner, or a trial's family by their address. */
const learnerSideName = (row: ClassPeople) => learnerOf(row)?.name ?? row.trialEmail;

/**
 * Everyone a class is addressed to: its learner (or the family who asked for a trial) and its
 * tutor, each with an address. A side nobody holds (no tutor yet) is left out.
 */
export function participantsOf(row: ClassPeople): Participant[] {
  const people: Participant[] = [];
  const tutorName = tutorOf(row)?.name ?? 'your tutor';
  const learner = learnerOf(row);
  if (learner && row.learnerEmail) {
    people.push({
      side: 'learner',
      owner: { type: 'user', id: learner.id },
      email: row.learnerEmail,
      name: learner.name,
      firstName: row.learnerFirstName ?? '',
      zone: learner.time_zone,
      page: '/learning?tab=classes',
      withName: tutorName,
      child: null,
      language: null,
    });
  }
  if (learner) {
    // A child's guardians, who sign in and so have an address (the child may have none).
    for (const guardian of row.learnerGuardians) {
      people.push({
        side: 'learner',
        owner: { type: 'user', id: guardian.id },
        email: guardian.email,
        name: fullName(guardian.firstName, guardian.lastName),
        firstName: guardian.firstName,
        zone: zoneOr(guardian.zone, row),
        page: `/family?child=${learner.id}`,
        withName: tutorName,
        child: learner.name,
        language: null,
      });
    }
  } else if (row.trialId !== null && row.trialEmail) {
    people.push({
      side: 'learner',
      owner: { type: 'family', id: row.trialId },
      email: row.trialEmail,
      name: row.trialEmail,
      firstName: '',
      zone: zoneOr(row.trialZone, row),
      page: '',
      withName: tutorName,
      child: null,
      language: row.trialLanguage,
    });
  }
  const tutor = tutorOf(row);
  if (tutor && row.tutorEmail) {
    people.push({
      side: 'tutor',
      owner: { type: 'user', id: tutor.id },
      email: row.tutorEmail,
      name: tutor.name,
      firstName: row.tutorFirstName ?? '',
      zone: tutor.time_zone,
      page: '/teach',
      withName: learnerSideName(row) ?? 'your learner',
      child: null,
      language: null,
    });
  }
  return people;
}

/**
 * What a mail to `person` is written for (decision 042): the language their account keeps,
 * else the one a trial's family asked in, else English.
 */
export const readerFor = (db: Pick<Database, 'select'>, person: Participant): Promise<MailReader> =>
  readerOf(db, person.email, person.language ?? 'en');

/** The one on `side` of a class, if anyone holds it. */
export const participantOn = (row: ClassPeople, side: Side): Participant | undefined =>
  participantsOf(row).find((person) => person.side === side);

/** The one on `side` of a class at `email` (a reminder or a mail composed when it is sent). */
export const participantAt = (
  row: ClassPeople,
  side: Side,
  email: string,
): Participant | undefined =>
  participantsOf(row).find((person) => person.side === side && person.email === email);
