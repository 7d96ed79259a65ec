import { describe, expect, it } from 'vitest';
import { toLearnerClass, type ClassRow } from './class-rows.ts';

const rules = { noticeHours: 12, makeupWeeks: 4 };

/** A regular class row as the class query reads it. */
function classAt(startsAt: string, anchorZone: string): ClassRow {
  const start = new Date(startsAt);
  return {
    id: 1,
    kind: 'regular',
    title: 'Tajweed',
    subscriptionId: 1,
    seriesId: 1,
    tutorId: 2,
    link: 'https://meet.jit.si/x',
    startsAt: start,
    endsAt: new Date(start.getTime() + 30 * 60_000),
    anchorZone,
    status: 'scheduled',
    cancelledBy: null,
    pauseId: null,
    movedFrom: null,
    attendance: null,
    note: '',
    recordedAt: null,
    sequence: 0,
    holidayId: null,
    course: 'Tajweed',
    courseAr: null,
    learnerId: 3,
    learnerFirstName: 'Amina',
    learnerLastName: 'Rahman',
    learnerEmail: 'a@example.com',
    learnerGuardians: [],
    learnerZone: 'Europe/London',
    tutorFirstName: 'Yusuf',
    tutorLastName: 'Abdelrahman',
    tutorEmail: 't@example.com',
    tutorZone: anchorZone,
    tutorGender: 1,
    trialId: null,
    trialEmail: null,
    trialZone: null,
    trialLanguage: null,
  };
}

const seen = (startsAt: string, anchor: string, viewer: string, now: string) =>
  toLearnerClass(classAt(startsAt, anchor), {
    rules,
    viewerZone: viewer,
    now: new Date(now),
    language: 'en',
  }).clock_change;

describe('why a class sits at another hour on the learner’s clock', () => {
  it('names the learner’s own clock change, the anchor’s, or neither when both move together', () => {
    // A Cairo 17:00 class seen from London: London springs forward on 28 March 2027.
    expect(
      seen('2027-03-23T15:00:00Z', 'Africa/Cairo', 'Europe/London', '2027-03-20T12:00:00Z'),
    ).toBeNull();
    expect(
      seen('2027-03-30T15:00:00Z', 'Africa/Cairo', 'Europe/London', '2027-03-20T12:00:00Z'),
    ).toBe('yours');
    // Egypt follows on 30 April: both clocks have moved by an hour, so London sees 17:00 − 2h again.
    expect(
      seen('2027-05-04T14:00:00Z', 'Africa/Cairo', 'Europe/London', '2027-03-20T12:00:00Z'),
    ).toBeNull();
    // A New York class seen from Cairo: New York springs forward on 14 March.
    expect(
      seen('2027-03-16T22:30:00Z', 'America/New_York', 'Africa/Cairo', '2027-03-10T12:00:00Z'),
    ).toBe('anchor');
    // New York and London both change, two weeks apart: between the two only New York has.
    expect(
      seen('2027-03-16T22:30:00Z', 'America/New_York', 'Europe/London', '2027-03-10T12:00:00Z'),
    ).toBe('anchor');
    expect(
      seen('2027-03-30T22:30:00Z', 'America/New_York', 'Europe/London', '2027-03-10T12:00:00Z'),
    ).toBeNull();
    // Autumn: London falls back on 31 October, New York on 7 November.
    expect(
      seen('2027-11-02T22:30:00Z', 'America/New_York', 'Europe/London', '2027-10-20T12:00:00Z'),
    ).toBe('yours');
  });

  it('offers a change until the notice window, and not for a trial', () => {
    const row = classAt('2027-03-23T15:00:00Z', 'Africa/Cairo');
    const context = {
      rules,
      viewerZone: 'Europe/London',
      now: new Date('2027-03-20T12:00:00Z'),
      language: 'en' as const,
    };
    expect(toLearnerClass(row, context).change_until).toBe('2027-03-23T03:00:00.000Z');
    expect(
      toLearnerClass(row, { ...context, now: new Date('2027-03-23T03:00:00Z') }).change_until,
    ).toBeNull();
    expect(toLearnerClass({ ...row, kind: 'trial' }, context).change_until).toBeNull();
  });
});
