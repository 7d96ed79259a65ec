import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GRADE_LABELS,
  listOf,
  MESSAGES,
  one,
  payMonthSummarySchema,
  payOverviewSchema,
  payStatementSchema,
  tutorPayRateSchema,
} from '@iqra/contracts';
import { at, paySchool, statementPath } from '../../../test/pay.ts';
import { RATE_IN_PAID_MONTH } from './rates.ts';
import { MONTH_NOT_ENDED, MONTH_NOT_RECORDED, MONTH_PAID_ALREADY } from './paying.ts';

// A month paid is kept as paid and locks its classes; a statement is staff's to read for any
// tutor, and a tutor's for their own alone (decision 046).
const { context, world, admin, schoolRules, january, statement } = await paySchool();

/** The rates of a paid month stay; a rate after it may be added and deleted. */
async function ratesOfAPaidMonth(tutorId: number, perClass: number) {
  const ratesPath = `/api/admin/tutors/${tutorId}/pay-rates`;
  const inPaid = await admin.send('POST', ratesPath, {
    effective_from: '2027-01-20',
    currency: 'USD',
    basis: 'per_hour',
    hourly_minor: 1,
  });
  expect(inPaid.statusCode).toBe(409);
  expect(inPaid.json().message).toBe(RATE_IN_PAID_MONTH);
  const removed = await admin.send('DELETE', `${ratesPath}/${perClass}`);
  expect(removed.statusCode).toBe(409);
  const later = await admin.send('POST', ratesPath, {
    effective_from: '2027-02-01',
    currency: 'USD',
    basis: 'per_hour',
    hourly_minor: 1,
  });
  expect(later.statusCode, later.body).toBe(201);
  const listed = listOf(tutorPayRateSchema).parse((await admin.get(ratesPath)).json()).data;
  expect(listed.map((rate) => [rate.effective_from, rate.locked])).toEqual([
    ['2026-12-01', true],
    ['2027-01-09', true],
    ['2027-02-01', false],
  ]);
  expect(
    (await admin.send('DELETE', `${ratesPath}/${later.json().data.id as number}`)).statusCode,
  ).toBe(204);
}

describe('a month paid', () => {
  it('is paid once, when over and recorded; then it is kept as paid and its classes are locked', async () => {
    const { tutor, learner, ids, rates } = await january();
    const pay = (month: string) =>
      admin.send('POST', `/api/admin/tutors/${tutor.profile.id}/paid-months`, { month });

    const unrecorded = await pay('2027-01');
    expect(unrecorded.statusCode).toBe(409);
    expect(unrecorded.json().message).toBe(MONTH_NOT_RECORDED);
    const notOver = await pay('2027-02');
    expect(notOver.statusCode).toBe(409);
    expect(notOver.json().message).toBe(MONTH_NOT_ENDED);

    await tutor.send('POST', `/api/teach/classes/${ids.unrecorded}/record`, {
      attendance: 'present',
    });
    const paid = await pay('2027-01');
    expect(paid.statusCode, paid.body).toBe(201);
    const asPaid = one(payStatementSchema).parse(paid.json()).data;
    // The class recorded last falls on the rate per hour: 2418 × 30 / 60.
    expect(asPaid.totals).toEqual([
      { currency: 'EUR', amount_minor: 1209, classes: 1, minutes: 30 },
      { currency: 'USD', amount_minor: 6150, classes: 5, minutes: 195 },
    ]);
    expect(asPaid.paid).toMatchObject({ paid_at: '2027-02-10T12:00:00.000Z' });
    expect((await pay('2027-01')).json().message).toBe(MONTH_PAID_ALREADY);

    // The school's time zone stays: another would move the paid month's edges.
    const moved = await admin.send('PUT', '/api/admin/school-settings', {
      notice_hours: 12,
      makeup_weeks: 4,
      grade_labels: DEFAULT_GRADE_LABELS,
      time_zone: 'UTC',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(MESSAGES.zoneAfterPaidMonths);
    expect((await admin.get('/api/admin/school-settings')).json().data.time_zone).toBe(
      'Africa/Cairo',
    );

    // The database refuses any change to the month's classes.
    const again = await tutor.send('POST', `/api/teach/classes/${ids.present}/record`, {
      attendance: 'absent',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.paidMonth);
    const added = await admin.send('POST', '/api/admin/schedules', {
      subscription_id: learner.subscriptionId,
      tutor_id: tutor.profile.id,
      title: 'Tajweed',
      link: 'https://meet.jit.si/iqra-pay',
      ...at('2027-01-25T10:00:00Z'),
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe(MESSAGES.paidMonth);
    // February's class is in a month not paid: it still changes.
    const february = await tutor.send('POST', `/api/teach/classes/${ids.february}/record`, {
      attendance: 'late',
    });
    expect(february.statusCode).toBe(204);

    await ratesOfAPaidMonth(tutor.profile.id, rates.perClass);

    // Whatever changes after, the month reads as it was paid.
    const renamed = await admin.send('PATCH', `/api/admin/users/${learner.user.id}`, {
      firstName: 'Renamed',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await schoolRules({ paid_outcomes: ['present'] });
    try {
      expect(await statement(tutor.profile.id)).toEqual(asPaid);
    } finally {
      await schoolRules({ paid_outcomes: ['present', 'late', 'absent', 'excused'] });
    }

    const overview = one(payOverviewSchema).parse(
      (await admin.get('/api/admin/pay/overview?month=2027-01')).json(),
    ).data;
    expect(overview.tutors.find((row) => row.tutor.id === tutor.profile.id)).toMatchObject({
      paid_at: '2027-02-10T12:00:00.000Z',
      totals: asPaid.totals,
      classes_counted: 6,
    });
    const audit = (await admin.get(`/api/admin/audit-log?entity=tutor_pay_months`)).json().data as {
      action: string;
      entity_id: string;
    }[];
    expect(audit[0]).toMatchObject({ action: 'pay', entity_id: `${tutor.profile.id}:2027-01` });
  });

  it('shows each tutor’s month on staff’s overview, from the same rule as the statement', async () => {
    const { tutor } = await january();
    // Another tutor's newer rate is theirs alone, not the first tutor's.
    const other = await world.tutor();
    const theirs = await admin.send('POST', `/api/admin/tutors/${other.profile.id}/pay-rates`, {
      effective_from: '2027-01-05',
      currency: 'GBP',
      basis: 'per_class',
      rate_30_minor: 1,
      rate_60_minor: 2,
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const overview = one(payOverviewSchema).parse(
      (await admin.get('/api/admin/pay/overview?month=2027-01')).json(),
    ).data;
    const read = await statement(tutor.profile.id);
    expect(overview.tutors.find((row) => row.tutor.id === tutor.profile.id)).toEqual({
      tutor: { id: tutor.profile.id, name: read.tutor.name },
      classes_counted: read.classes_counted,
      minutes_counted: read.minutes_counted,
      totals: read.totals,
      unpriced_classes: 0,
      not_recorded: 1,
      paid_at: null,
    });
  });
});

describe('who reads a statement', () => {
  it('is staff for any tutor, and a tutor for their own alone', async () => {
    const { tutor } = await january();
    const other = await world.tutor();
    const learner = await world.learner();
    const mine = '/api/teach/pay-statement?month=2027-01';

    const own = await tutor.get(mine);
    expect(own.statusCode, own.body).toBe(200);
    expect(one(payStatementSchema).parse(own.json()).data).toEqual(
      await statement(tutor.profile.id),
    );
    // Another tutor reads theirs: none of the first tutor's classes.
    const theirs = one(payStatementSchema).parse((await other.get(mine)).json()).data;
    expect(theirs.tutor.id).toBe(other.profile.id);
    expect(theirs.lines).toEqual([]);
    const monthsAnswer = await tutor.get('/api/teach/pay-months');
    expect(monthsAnswer.statusCode, monthsAnswer.body).toBe(200);
    const months = listOf(payMonthSummarySchema).parse(monthsAnswer.json()).data;
    expect(months.map((month) => month.month)).toEqual(['2027-02', '2027-01']);
    expect((await tutor.get('/api/teach/pay-statement/csv?month=2027-01')).statusCode).toBe(200);

    const guest = await context.app.inject({ url: mine });
    expect(guest.statusCode).toBe(401);
    expect((await learner.get(mine)).statusCode).toBe(403);
    expect((await learner.get('/api/teach/pay-months')).statusCode).toBe(403);
    const staffOnly = statementPath(tutor.profile.id, '2027-01');
    expect((await tutor.get(staffOnly)).statusCode).toBe(403);
    expect((await learner.get(staffOnly)).statusCode).toBe(403);
    expect((await context.app.inject({ url: staffOnly })).statusCode).toBe(401);
    expect(
      (
        await tutor.send('POST', `/api/admin/tutors/${tutor.profile.id}/paid-months`, {
          month: '2027-01',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await tutor.send('POST', `/api/admin/tutors/${tutor.profile.id}/pay-rates`, {})).statusCode,
    ).toBe(403);
  });
});
