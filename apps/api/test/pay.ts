import { expect } from 'vitest';
import {
  DEFAULT_GRADE_LABELS,
  one,
  payStatementSchema,
  tutorPayRateSchema,
  type PayOutcome,
  type PayStatement,
} from '@iqra/contracts';
import { createTestApp } from './helpers.ts';
import { testClock, underClock } from './reminders.ts';
import { teachingWorld } from './teaching.ts';

/** A class's times, from its start and its length in minutes. */
export const at = (iso: string, minutes = 30) => ({
  started_at: iso,
  ended_at: new Date(Date.parse(iso) + minutes * 60_000).toISOString(),
});

/** Staff's address of a tutor's statement for a month. */
export const statementPath = (tutorId: number, month: string) =>
  `/api/admin/tutors/${tutorId}/pay-statement?month=${month}`;

/** A statement's line of a class. */
export const lineOf = (read: PayStatement, id: number) =>
  read.lines.find((line) => line.class_id === id);

/**
 * A school for tutors' pay tests (decision 046), through the HTTP API on a real database: its
 * clock, its staff, and a tutor's January on the school's calendar (Cairo, UTC+2) with classes
 * of every outcome, a rate per class that gives way mid-month to a rate per hour in another
 * currency, and a tutor in Tokyo whose clock the statement's days and times are on.
 */
export async function paySchool() {
  const clock = testClock('2027-01-01T08:00:00Z');
  const context = await createTestApp(underClock(clock));
  const world = await teachingWorld(context);
  const { admin } = world;

  const RULES = { notice_hours: 12, makeup_weeks: 4, grade_labels: DEFAULT_GRADE_LABELS };
  async function schoolRules(change: { time_zone?: string; paid_outcomes?: PayOutcome[] }) {
    const saved = await admin.send('PUT', '/api/admin/school-settings', { ...RULES, ...change });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  /** A tutor in Tokyo, a learner, and the January classes of every outcome (see the list). */
  async function january() {
    clock.set('2027-01-01T08:00:00Z');
    await schoolRules({
      time_zone: 'Africa/Cairo',
      paid_outcomes: ['present', 'late', 'absent', 'excused'],
    });
    const tutor = await world.tutor({ time_zone: 'Asia/Tokyo' });
    const learner = await world.learner('Europe/London', 30);
    const add = async (iso: string, minutes = 30) => {
      const added = await admin.send('POST', '/api/admin/schedules', {
        subscription_id: learner.subscriptionId,
        tutor_id: tutor.profile.id,
        title: 'Tajweed',
        link: 'https://meet.jit.si/iqra-pay',
        ...at(iso, minutes),
      });
      expect(added.statusCode, added.body).toBe(201);
      return added.json().data.id as number;
    };
    const ids = {
      // 00:30 on 1 January in Cairo (22:30 on 31 December in UTC): January's.
      newYear: await add('2026-12-31T22:30:00Z'),
      present: await add('2027-01-05T10:00:00Z'),
      late: await add('2027-01-06T10:00:00Z', 60),
      absent: await add('2027-01-07T10:00:00Z', 45),
      excused: await add('2027-01-08T10:00:00Z'),
      tutorAbsent: await add('2027-01-09T10:00:00Z', 25),
      byLearner: await add('2027-01-10T10:00:00Z'),
      byStaff: await add('2027-01-11T10:00:00Z'),
      unrecorded: await add('2027-01-20T10:00:00Z'),
      // 00:30 on 1 February in Cairo (22:30 on 31 January in UTC): February's.
      february: await add('2027-01-31T22:30:00Z'),
    };
    expect((await learner.send('POST', `/api/my-classes/${ids.byLearner}/cancel`)).statusCode).toBe(
      204,
    );
    expect((await admin.send('POST', `/api/admin/classes/${ids.byStaff}/cancel`)).statusCode).toBe(
      204,
    );
    clock.set('2027-02-10T12:00:00Z');
    const record = async (id: number, attendance: string) => {
      const recorded = await tutor.send('POST', `/api/teach/classes/${id}/record`, { attendance });
      expect(recorded.statusCode, recorded.body).toBe(204);
    };
    await record(ids.newYear, 'present');
    await record(ids.present, 'present');
    await record(ids.late, 'late');
    await record(ids.absent, 'absent');
    await record(ids.excused, 'excused');
    await record(ids.tutorAbsent, 'tutor_absent');
    await record(ids.february, 'present');

    const addRate = (body: object) =>
      admin.send('POST', `/api/admin/tutors/${tutor.profile.id}/pay-rates`, body);
    // Per class in dollars until 8 January; per hour in euros from 9 January (Cairo's days).
    const perClass = await addRate({
      effective_from: '2026-12-01',
      currency: 'usd',
      basis: 'per_class',
      rate_30_minor: 1000,
      rate_60_minor: 1800,
    });
    expect(perClass.statusCode, perClass.body).toBe(201);
    const perHour = await addRate({
      effective_from: '2027-01-09',
      currency: 'EUR',
      basis: 'per_hour',
      hourly_minor: 2418,
      // An amount of the other basis is not kept.
      rate_30_minor: 5,
    });
    expect(perHour.statusCode, perHour.body).toBe(201);
    expect(tutorPayRateSchema.parse(perHour.json().data)).toMatchObject({
      currency: 'EUR',
      rate_30_minor: null,
      hourly_minor: 2418,
      locked: false,
    });
    return { tutor, learner, ids, rates: { perClass: perClass.json().data.id as number } };
  }

  async function statement(tutorId: number, month = '2027-01'): Promise<PayStatement> {
    const response = await admin.get(statementPath(tutorId, month));
    expect(response.statusCode, response.body).toBe(200);
    return one(payStatementSchema).parse(response.json()).data;
  }

  return {
    clock,
    context,
    world,
    admin,
    schoolRules,
    january,
    statement,
  };
}
