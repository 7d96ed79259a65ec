import { describe, expect, it } from 'vitest';
import { adminDemoRequestSchema } from '@iqra/contracts';
import { fieldErrors } from '../../../test/helpers.ts';
import { at, lineOf, paySchool, statementPath } from '../../../test/pay.ts';

// A tutor's statement for a month: what each class pays under the school's rule and the
// tutor's rates, on the school's calendar and the tutor's clock (decision 046).
const { clock, context, world, admin, schoolRules, january, statement } = await paySchool();

describe('a tutor’s monthly statement', () => {
  it('lists the month’s classes on the school’s calendar, on the tutor’s clock, each with what it pays', async () => {
    const { tutor, ids } = await january();
    const read = await statement(tutor.profile.id);
    expect(read.lines.map((line) => line.class_id)).toEqual([
      ids.newYear,
      ids.present,
      ids.late,
      ids.absent,
      ids.excused,
      ids.tutorAbsent,
      ids.byLearner,
      ids.byStaff,
      ids.unrecorded,
    ]);
    // 22:30 UTC on 31 December is 07:30 on 1 January in Tokyo.
    expect(lineOf(read, ids.newYear)).toMatchObject({
      date: '2027-01-01',
      time: '07:30',
      outcome: 'present',
      counts: true,
      amount_minor: 1000,
      course: expect.any(String),
      minutes: 30,
    });
    expect(lineOf(read, ids.late)).toMatchObject({ minutes: 60, amount_minor: 1800 });
    // 45 minutes per class: the 60-minute rate in proportion (1800 × 45 / 60).
    expect(lineOf(read, ids.absent)).toMatchObject({ outcome: 'absent', amount_minor: 1350 });
    expect(lineOf(read, ids.excused)).toMatchObject({ outcome: 'excused', amount_minor: 1000 });
    expect(lineOf(read, ids.tutorAbsent)).toMatchObject({
      outcome: 'tutor_absent',
      counts: false,
      amount_minor: null,
      rate: { currency: 'EUR', basis: 'per_hour' },
    });
    expect(lineOf(read, ids.byLearner)).toMatchObject({ outcome: 'cancelled_by_learner' });
    expect(lineOf(read, ids.byStaff)).toMatchObject({ outcome: 'cancelled_by_staff' });
    expect(lineOf(read, ids.unrecorded)).toMatchObject({ outcome: 'not_recorded', counts: false });
    expect(read.not_recorded).toEqual([ids.unrecorded]);
    expect(read.totals).toEqual([
      { currency: 'USD', amount_minor: 6150, classes: 5, minutes: 195 },
    ]);
    expect(read).toMatchObject({
      classes_counted: 5,
      minutes_counted: 195,
      unpriced_classes: 0,
      month_ended: true,
      paid: null,
      school_time_zone: 'Africa/Cairo',
      tutor: { id: tutor.profile.id, time_zone: 'Asia/Tokyo' },
    });
    const february = await statement(tutor.profile.id, '2027-02');
    expect(february.lines.map((line) => line.class_id)).toEqual([ids.february]);
    expect(february.lines[0]).toMatchObject({ date: '2027-02-01', time: '07:30' });
    expect(february.month_ended).toBe(false);

    // On UTC's calendar the two classes at the months' edges change month.
    await schoolRules({ time_zone: 'UTC' });
    const onUtc = await statement(tutor.profile.id);
    expect(onUtc.lines.map((line) => line.class_id)).not.toContain(ids.newYear);
    expect(onUtc.lines.map((line) => line.class_id)).toContain(ids.february);
    await schoolRules({ time_zone: 'Africa/Cairo' });
  });

  it('pays what the school’s rule pays: changing the rule changes the lines and the totals', async () => {
    const { tutor, ids } = await january();
    await schoolRules({
      paid_outcomes: ['present', 'late', 'tutor_absent', 'cancelled_by_learner'],
    });
    const read = await statement(tutor.profile.id);
    expect(lineOf(read, ids.absent)).toMatchObject({ counts: false, amount_minor: null });
    expect(lineOf(read, ids.excused)).toMatchObject({ counts: false });
    // Per hour: 2418 × 25 / 60 = 1007.5, rounded half up.
    expect(lineOf(read, ids.tutorAbsent)).toMatchObject({ counts: true, amount_minor: 1008 });
    expect(lineOf(read, ids.byLearner)).toMatchObject({ counts: true, amount_minor: 1209 });
    expect(lineOf(read, ids.byStaff)).toMatchObject({ counts: false });
    // The rate changed currency mid-month: two totals, never added together.
    expect(read.totals).toEqual([
      { currency: 'EUR', amount_minor: 2217, classes: 2, minutes: 55 },
      { currency: 'USD', amount_minor: 3800, classes: 3, minutes: 120 },
    ]);
    expect(read.paid_outcomes).toEqual(['present', 'late', 'tutor_absent', 'cancelled_by_learner']);

    await schoolRules({ paid_outcomes: [] });
    const none = await statement(tutor.profile.id);
    expect(none.totals).toEqual([]);
    expect(none.classes_counted).toBe(0);
    await schoolRules({ paid_outcomes: ['present', 'late', 'absent', 'excused'] });
  });
});

describe('a statement’s edges and files', () => {
  it('says when a class counts on a day without a rate, and leaves it out of the totals', async () => {
    clock.set('2027-01-01T08:00:00Z');
    const tutor = await world.tutor();
    const learner = await world.learner();
    const added = await admin.send('POST', '/api/admin/schedules', {
      subscription_id: learner.subscriptionId,
      tutor_id: tutor.profile.id,
      title: 'Tajweed',
      link: 'https://meet.jit.si/iqra-pay',
      ...at('2027-01-04T10:00:00Z'),
    });
    const id = added.json().data.id as number;
    clock.set('2027-01-05T08:00:00Z');
    await tutor.send('POST', `/api/teach/classes/${id}/record`, { attendance: 'present' });
    const read = await statement(tutor.profile.id);
    expect(read.lines[0]).toMatchObject({ counts: true, rate: null, amount_minor: null });
    expect(read).toMatchObject({ totals: [], classes_counted: 1, unpriced_classes: 1 });
  });

  it('names a trial’s learner by the request’s address', async () => {
    clock.set('2027-03-01T08:00:00Z');
    const tutor = await world.tutor();
    const email = `pay.trial.${Date.now()}@example.com`;
    const asked = await context.app.inject({
      method: 'POST',
      url: '/api/request-demo',
      payload: { email },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const listed = (await admin.get(`/api/admin/demo-requests?q=${email}`)).json().data;
    const request = adminDemoRequestSchema.parse(listed[0]);
    const booked = await admin.send('POST', `/api/admin/demo-requests/${request.id}/trial`, {
      tutor_id: tutor.profile.id,
      starts_at: '2027-03-03T10:00:00Z',
      minutes: 30,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const read = await statement(tutor.profile.id, '2027-03');
    expect(read.lines).toMatchObject([
      { kind: 'trial', learner: email, course: null, outcome: 'scheduled', counts: false },
    ]);
  });

  it('comes as CSV and PDF', async () => {
    const { tutor, ids } = await january();
    const csv = await admin.get(
      `/api/admin/tutors/${tutor.profile.id}/pay-statement/csv?month=2027-01`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(
      `pay-statement-${tutor.profile.id}-2027-01.csv`,
    );
    const rows = csv.body.trim().split('\n');
    expect(rows[0]).toBe(
      'Date (Asia/Tokyo),Time (Asia/Tokyo),Class,Learner,Course,Minutes,Outcome,Counts,Currency,Amount',
    );
    expect(rows.find((row) => row.includes(`,${ids.absent},`))).toMatch(
      /^2027-01-07,19:00,\d+,.*,45,Learner absent without notice,yes,USD,13\.50$/,
    );
    expect(rows.at(-1)).toBe('Total,,,,,195,5 classes,,USD,61.50');

    const pdf = await admin.get(
      `/api/admin/tutors/${tutor.profile.id}/pay-statement/pdf?month=2027-01`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a month not written as YYYY-MM, and a rate without its amounts', async () => {
    const tutor = await world.tutor();
    expect(fieldErrors(await admin.get(statementPath(tutor.profile.id, '2027-13')))).toEqual({
      month: ['Give the month as YYYY-MM.'],
    });
    const refused = await admin.send('POST', `/api/admin/tutors/${tutor.profile.id}/pay-rates`, {
      effective_from: '2027-01-01',
      currency: 'dollars',
      basis: 'per_class',
      rate_30_minor: 1000,
    });
    expect(fieldErrors(refused)).toEqual({
      currency: ['Give the currency as its three-letter code, such as USD.'],
      rate_60_minor: ['The rate for 60 minutes field is required.'],
    });
    expect((await admin.get(statementPath(999_999, '2027-01'))).statusCode).toBe(404);
  });
});

describe('the demo school', () => {
  it('pays its tutors: each has a rate, and Maryam’s last month has amounts', async () => {
    const tutors = (await admin.get('/api/admin/tutors?q=Maryam')).json().data as { id: number }[];
    const maryam = tutors[0]?.id ?? 0;
    const rates = (await admin.get(`/api/admin/tutors/${maryam}/pay-rates`)).json().data;
    expect(rates.length).toBeGreaterThan(0);
    // The seed's school is on UTC's calendar, its classes around the day it was made.
    await schoolRules({ time_zone: 'UTC' });
    try {
      const now = new Date();
      const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      const read = await statement(maryam, last.toISOString().slice(0, 7));
      expect(read.lines.length).toBeGreaterThan(0);
      expect(read.totals).toMatchObject([{ currency: 'USD' }]);
      expect(read.totals[0]?.amount_minor).toBeGreaterThan(0);
    } finally {
      await schoolRules({ time_zone: 'Africa/Cairo' });
    }
  });
});
