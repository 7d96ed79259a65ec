import { describe, expect, it } from 'vitest';
import { listOf, one, leavePreviewSchema, tutorLeaveSchema } from '@iqra/contracts';
import { childWithPlan } from '../../../test/family-plans.ts';
import { clientOf } from '../../../test/helpers.ts';
import { invitationOf } from '../../../test/invitations.ts';
import { mailSettled } from '../../../test/outbox.ts';
import type { ReceivedMail } from '../../../test/smtp-stand-in.ts';
import { askLeave, approveLeave } from '../../../test/leave.ts';
import { DAY, schoolUnderClock } from '../../../test/teaching.ts';
import { dayOf } from '../../lib/school-days.ts';

// A tutor's leave (decision 049), through the API on a real database: the tutor asks, staff
// approve with a substitute (or none), and the classes of the leave's days on the tutor's own
// calendar go to the substitute or are cancelled with a make-up credit; everyone gets one mail.

const START = '2027-01-04T00:00:00Z';
const { smtp, clock, app, world } = await schoolUnderClock(START);
const KARACHI = 'Asia/Karachi';

type Tutor = Awaited<ReturnType<typeof world.tutor>>;
type Learner = Awaited<ReturnType<typeof world.learner>>;

async function dailyPlan(learner: Learner, tutor: Tutor, startTime: string, zone = KARACHI) {
  const planned = await world.plan(learner.subscriptionId, {
    tutor_id: tutor.profile.id,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    start_time: startTime,
    time_zone: zone,
  });
  expect(planned.statusCode, planned.body).toBe(200);
}

/** The learner's classes to come whose start falls on the leave's days on the tutor's clock. */
const inLeave = <T extends { starts_at: string }>(
  classes: T[],
  days: { from: string; to: string },
  zone = KARACHI,
) =>
  classes.filter((item) => {
    const day = dayOf(new Date(item.starts_at), zone);
    return day >= days.from && day <= days.to;
  });

const mailsTo = (address: string, subject: RegExp) => (mail: ReceivedMail) =>
  mail.to.includes(address) && subject.test(mail.subject);

async function onlyMail(address: string, subject: RegExp) {
  await mailSettled(app);
  const found = await smtp.waitFor(mailsTo(address, subject));
  expect(found).toHaveLength(1);
  return found[0]!;
}

/**
 * Bilal (Karachi) teaching three learners on daily plans, Maryam (another gender) to stand in,
 * and Bilal's leave of three days, asked for and waiting.
 */
async function leaveToDecide() {
  const tutor = await world.tutor({ firstName: 'Bilal', time_zone: KARACHI, gender: 1 });
  const substitute = await world.tutor({ firstName: 'Maryam', gender: 2 });
  // A learner far from the tutor: 02:00 in Karachi is the afternoon before in Los Angeles.
  const far = await world.learner('America/Los_Angeles');
  await dailyPlan(far, tutor, '02:00');
  // A learner whose family asked for a tutor of his gender: the substitute's is not.
  const asked = await world.learner('Europe/London');
  const flagged = await world.admin.send('PATCH', `/api/admin/users/${asked.user.id}`, {
    gender: 1,
    same_gender_tutor: true,
  });
  expect(flagged.statusCode, flagged.body).toBe(200);
  expect(flagged.json().data.same_gender_tutor).toBe(true);
  await dailyPlan(asked, tutor, '05:00');
  // A learner whose class falls on one of the substitute's own.
  const clashing = await world.learner('Europe/London');
  await dailyPlan(clashing, tutor, '08:00');
  const theirs = await world.learner('Europe/London');
  await dailyPlan(theirs, substitute, '08:15');

  const days = { from: '2027-01-11', to: '2027-01-13' };
  const leave = await askLeave(tutor, { starts_on: days.from, ends_on: days.to });
  expect(leave).toMatchObject({ status: 'requested', entered_by_staff: false, reason: 'Umrah' });
  const expected = inLeave((await far.classes()).classes, days);
  expect(expected).toHaveLength(3);
  // Read on the learner's own calendar (or UTC) the first falls a day earlier.
  expect(dayOf(new Date(expected[0]!.starts_at), 'America/Los_Angeles')).toBe('2027-01-10');
  return { tutor, substitute, far, asked, clashing, leave, expected };
}

describe("a tutor's leave with a substitute", () => {
  it('gives exactly the classes of the leave’s days on the tutor’s calendar to the substitute, cancelling with a credit those it may not or cannot take', async () => {
    const { tutor, substitute, far, asked, clashing, leave, expected } = await leaveToDecide();

    // Staff see it waiting, and what approving with Maryam would do.
    const listed = listOf(tutorLeaveSchema).parse(
      (await world.admin.get('/api/admin/tutor-leaves')).json(),
    ).data;
    expect(listed[0]?.id).toBe(leave.id);
    const preview = one(leavePreviewSchema).parse(
      (
        await world.admin.get(
          `/api/admin/tutor-leaves/${leave.id}/preview?substitute_id=${substitute.profile.id}`,
        )
      ).json(),
    ).data;
    expect(preview.classes).toHaveLength(9);
    const outcomes = preview.classes.map((item) => item.outcome);
    expect(outcomes.filter((outcome) => outcome === 'substitute')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'same_gender')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'clash')).toHaveLength(3);

    const farBefore = (await far.classes()).classes;
    const approved = await approveLeave(world.admin, leave, substitute.profile.id);
    expect(approved).toMatchObject({
      status: 'approved',
      substitute: { id: substitute.profile.id, gender: 2 },
      reassigned: 3,
      cancelled: 6,
    });

    // Exactly the three classes of those days are Maryam's now; the rest stay Bilal's.
    const farAfter = (await far.classes()).classes;
    const moved = farAfter.filter((item) => item.tutor?.id === substitute.profile.id);
    expect(moved.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    expect(farAfter.filter((item) => item.tutor?.id === tutor.profile.id)).toHaveLength(
      farBefore.length - 3,
    );
    expect(moved.every((item) => item.status === 'scheduled')).toBe(true);

    // The family that asked for the same gender, and the clashing class: cancelled, a credit each.
    for (const learner of [asked, clashing]) {
      const mine = await learner.classes();
      const cancelled = mine.classes.filter((item) => item.status === 'cancelled');
      expect(cancelled).toHaveLength(3);
      expect(cancelled.every((item) => item.cancelled_by === 'tutor')).toBe(true);
      expect(cancelled.every((item) => item.tutor?.id === tutor.profile.id)).toBe(true);
      expect(mine.makeup_credits.map((credit) => credit.class_id).sort()).toEqual(
        cancelled.map((item) => item.id).sort(),
      );
    }

    // The classes left the tutor's week and joined the substitute's.
    const from = new Date('2027-01-10T00:00:00Z');
    const to = new Date(from.getTime() + 5 * DAY);
    const tutorWeek = await world.week(tutor, from, to);
    expect(tutorWeek.classes.some((item) => moved.some((m) => m.id === item.id))).toBe(false);
    const substituteWeek = await world.week(substitute, from, to);
    expect(moved.every((m) => substituteWeek.classes.some((item) => item.id === m.id))).toBe(true);

    // Once the class has begun, the substitute records it; the tutor on leave cannot.
    const first = moved[0]!;
    clock.set(new Date(Date.parse(first.ends_at) + 60_000));
    const record = { attendance: 'present', note: 'Read well.' };
    const byTutor = await tutor.send('POST', `/api/teach/classes/${first.id}/record`, record);
    expect(byTutor.statusCode).toBe(404);
    const bySubstitute = await substitute.send(
      'POST',
      `/api/teach/classes/${first.id}/record`,
      record,
    );
    expect(bySubstitute.statusCode, bySubstitute.body).toBe(204);
  });

  it('tells each family, the substitute and the tutor in one mail each, with their calendars', async () => {
    const { tutor, substitute, far, asked, leave, expected } = await leaveToDecide();
    // A free trial of Bilal's on one of the days goes to the substitute too.
    const family = `trial.${Date.now()}@example.com`;
    const requested = await app.inject({
      method: 'POST',
      url: '/api/request-demo',
      payload: { email: family },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const demo = (await world.admin.get(`/api/admin/demo-requests?q=${family}`)).json().data[0];
    const trial = await world.admin.send('POST', `/api/admin/demo-requests/${demo.id}/trial`, {
      tutor_id: tutor.profile.id,
      starts_at: '2027-01-12T12:00:00.000Z',
    });
    expect(trial.statusCode, trial.body).toBe(201);
    const approved = await approveLeave(world.admin, leave, substitute.profile.id);
    expect(approved).toMatchObject({ reassigned: 4, cancelled: 6 });
    const trialMail = await onlyMail(family, /classes while .* is on leave$/);
    expect(trialMail.text).toContain('Free trial class: taught by Maryam');

    const farMail = await onlyMail(far.user.email, /classes while .* is on leave$/);
    expect(farMail.text.match(/taught by Maryam/g)).toHaveLength(3);
    const farEvents = invitationOf(farMail);
    expect(farEvents.method).toBe('PUBLISH');
    expect(farEvents.events.map((event) => event.uid)).toEqual(
      expected.map((item) => `class-${item.id}@school.example`),
    );
    expect(farEvents.events.every((e) => e.sequence === 1 && e.status === 'CONFIRMED')).toBe(true);
    const askedMail = await onlyMail(asked.user.email, /classes while .* is on leave$/);
    expect(askedMail.text.match(/a make-up credit was given/g)).toHaveLength(3);
    expect(askedMail.text).not.toContain('taught by');

    const substituteMail = await onlyMail(substitute.profile.email, /^Leave: Bilal/);
    expect(substituteMail.text.match(/yours to teach/g)).toHaveLength(4);
    expect(invitationOf(substituteMail).events).toHaveLength(4);

    const tutorMail = await onlyMail(tutor.profile.email, /^Leave: Bilal/);
    expect(tutorMail.text.match(/taught by Maryam/g)).toHaveLength(4);
    expect(tutorMail.text.match(/make-up credit given/g)).toHaveLength(6);
    const tutorEvents = invitationOf(tutorMail).events;
    expect(tutorEvents).toHaveLength(10);
    expect(tutorEvents.every((e) => e.sequence === 1 && e.status === 'CANCELLED')).toBe(true);
  });
});

describe("a tutor's leave without a substitute", () => {
  it('cancels every class of the days with a credit when there is no substitute, and a family of a child hears as guardians', async () => {
    const { parent, child, tutor, classes } = await childWithPlan(app, world);
    // Staff enter the leave for the tutor: the three Mondays from the 11th, on the tutor's calendar.
    const entered = await world.admin.send('POST', '/api/admin/tutor-leaves', {
      tutor_id: tutor.profile.id,
      starts_on: '2027-01-11',
      ends_on: '2027-01-25',
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const leave = one(tutorLeaveSchema).parse(entered.json()).data;
    expect(leave.entered_by_staff).toBe(true);
    const expected = inLeave(classes, { from: '2027-01-11', to: '2027-01-25' }, 'Africa/Cairo');
    expect(expected.length).toBeGreaterThan(0);

    const approved = await approveLeave(world.admin, leave, null);
    expect(approved).toMatchObject({ substitute: null, reassigned: 0 });
    expect(approved.cancelled).toBe(expected.length);
    const asParent = clientOf(app, parent.token);
    const after = (await asParent.get(`/api/family/children/${child.id}/classes`)).json() as {
      classes: { id: number; status: string }[];
      makeup_credits: { class_id: number }[];
    };
    const cancelled = after.classes.filter((item) => item.status === 'cancelled');
    expect(cancelled.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    expect(after.makeup_credits).toHaveLength(expected.length);

    const mail = await onlyMail(parent.user.email, /^Hana's classes while .* is on leave$/);
    expect(mail.text.match(/a make-up credit was given/g)).toHaveLength(expected.length);
  });
});

describe('withdrawing a leave', () => {
  it('gives an approved leave’s classes back to the tutor, the cancelled ones scheduled again and their credits gone', async () => {
    const tutor = await world.tutor({ firstName: 'Bilal', time_zone: KARACHI, gender: 1 });
    const substitute = await world.tutor({ firstName: 'Umar', gender: 1 });
    const given = await world.learner('Europe/London');
    await dailyPlan(given, tutor, '02:00');
    const clashing = await world.learner('Europe/London');
    await dailyPlan(clashing, tutor, '08:00');
    const theirs = await world.learner('Europe/London');
    await dailyPlan(theirs, substitute, '08:00');
    const before = [...(await given.classes()).classes, ...(await clashing.classes()).classes];

    const leave = await askLeave(tutor, { starts_on: '2027-01-11', ends_on: '2027-01-12' });
    expect(await approveLeave(world.admin, leave, substitute.profile.id)).toMatchObject({
      reassigned: 2,
      cancelled: 2,
    });
    expect((await clashing.classes()).makeup_credits).toHaveLength(2);

    // A tutor may not withdraw an approved leave; staff may, before it begins.
    const byTutor = await tutor.send('POST', `/api/teach/leaves/${leave.id}/withdraw`);
    expect(byTutor.statusCode).toBe(409);
    const withdrawn = await world.admin.send(
      'POST',
      `/api/admin/tutor-leaves/${leave.id}/withdraw`,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(one(tutorLeaveSchema).parse(withdrawn.json()).data.status).toBe('withdrawn');

    const after = [...(await given.classes()).classes, ...(await clashing.classes()).classes];
    expect(after.map((item) => [item.id, item.status, item.tutor?.id])).toEqual(
      before.map((item) => [item.id, 'scheduled', tutor.profile.id]),
    );
    expect((await clashing.classes()).makeup_credits).toHaveLength(0);
    const back = await onlyMail(given.user.email, /^Leave withdrawn: Bilal/);
    expect(invitationOf(back).events.every((event) => event.sequence === 2)).toBe(true);
    const substituteMail = await onlyMail(substitute.profile.email, /^Leave withdrawn: Bilal/);
    expect(invitationOf(substituteMail).events.every((e) => e.status === 'CANCELLED')).toBe(true);

    // Once a leave has begun on the tutor's calendar, it stays.
    const later = await askLeave(tutor, { starts_on: '2027-01-14', ends_on: '2027-01-15' });
    await approveLeave(world.admin, later, substitute.profile.id);
    clock.set('2027-01-13T20:00:00Z'); // 01:00 on the 14th in Karachi
    const begun = await world.admin.send('POST', `/api/admin/tutor-leaves/${later.id}/withdraw`);
    expect(begun.statusCode).toBe(409);
  });
});
