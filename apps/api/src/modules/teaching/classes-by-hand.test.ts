import { describe, expect, it } from 'vitest';
import { adminScheduleSchema, CLASS_CLASH, type MyClassesResponse } from '@iqra/contracts';
import { fieldErrors } from '../../../test/helpers.ts';
import { invitationOf } from '../../../test/invitations.ts';
import { IN_24_HOURS, mailsTo, runAt } from '../../../test/reminders.ts';
import { mailSettled } from '../../../test/outbox.ts';
import { DAY, HOUR, schoolUnderClock } from '../../../test/teaching.ts';
import { CANCELLED_STAYS_CANCELLED, OWED_STAYS, RECORDED_STAYS } from './classes-by-hand.ts';

// What staff do to one class of a subscription in the back office (the schedules screen's
// Add, Edit, Cancel and Delete) keeps the rules the learner's and the tutor's own changes keep:
// make-up credits, mails on each side's clock, calendar invitations one SEQUENCE on, reminders.

const { smtp, clock, app, world, mailTo } = await schoolUnderClock('2027-03-01T08:00:00Z');

/** Wednesdays at 17:00 in Cairo (15:00 UTC in March), a learner in London, from 1 March. */
async function wednesdays(learnerZone: string | null = 'Europe/London') {
  const tutor = await world.tutor({ time_zone: 'Africa/Cairo' });
  const learner = await world.learner(learnerZone);
  const planned = await world.plan(learner.subscriptionId, {
    tutor_id: tutor.profile.id,
    weekdays: [3],
    start_time: '17:00',
  });
  expect(planned.statusCode, planned.body).toBe(200);
  const { classes } = await learner.classes();
  expect(classes[0]!.starts_at).toBe('2027-03-03T15:00:00.000Z');
  return { tutor, learner, classes };
}

const edit = (id: number, body: Record<string, unknown>) =>
  world.admin.send('PATCH', `/api/admin/schedules/${id}`, body);

const creditsOf = async (learner: { classes(): Promise<MyClassesResponse> }) =>
  (await learner.classes()).makeup_credits;

describe('a class staff cancel in the back office', () => {
  it('owes the learner a make-up, tells both sides with a CANCEL, and is never reminded of', async () => {
    const { tutor, learner, classes } = await wednesdays();
    const first = classes[0]!;
    const cancelled = await edit(first.id, { status: 'inactive' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(adminScheduleSchema.parse(cancelled.json().data).status).toBe('inactive');

    expect((await creditsOf(learner)).map((credit) => [credit.class_id, credit.state])).toEqual([
      [first.id, 'open'],
    ]);
    for (const address of [learner.user.email, tutor.profile.email]) {
      const mail = await mailTo(address, 'Class cancelled');
      expect(mail.text).toContain('Iqra Academy cancelled your');
      expect(invitationOf(mail)).toMatchObject({
        method: 'CANCEL',
        events: [{ uid: `class-${first.id}@school.example`, sequence: 1, status: 'CANCELLED' }],
      });
    }
    expect((await mailTo(learner.user.email, 'Class cancelled')).text).toContain(
      'You have a make-up credit for this class',
    );

    // It stays cancelled: staff add a class in its place instead.
    const restored = await edit(first.id, { status: 'active' });
    expect(restored.statusCode).toBe(409);
    expect(restored.json().message).toBe(CANCELLED_STAYS_CANCELLED);

    await runAt(clock, new Date(Date.parse(first.starts_at) - DAY), app);
    await mailSettled(app);
    expect(mailsTo(smtp.received, learner.user.email, IN_24_HOURS)).toEqual([]);
    const audit = (await world.admin.get('/api/admin/audit-log?entity=classes')).json().data as {
      action: string;
      entity_id: string;
    }[];
    expect(audit.filter((entry) => entry.entity_id === String(first.id))).toMatchObject([
      { action: 'cancel' },
    ]);
  });
});

describe('a class staff move in the back office', () => {
  it('is told to both sides on their own clocks, with the calendar one SEQUENCE on', async () => {
    const { tutor, learner, classes } = await wednesdays();
    const first = classes[0]!;
    // Thursday 16:00 UTC: 16:00 in London, 18:00 in Cairo; an hour long now.
    const moved = await edit(first.id, {
      started_at: '2027-03-04T16:00:00Z',
      ended_at: '2027-03-04T17:00:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      started_at: '2027-03-04T16:00:00.000Z',
      ended_at: '2027-03-04T17:00:00.000Z',
    });
    const learnerMail = await mailTo(learner.user.email, 'Class moved');
    expect(learnerMail.text).toMatch(/Now: Thursday, 4 March 2027 at 16:00 GMT\b/);
    const tutorMail = await mailTo(tutor.profile.email, 'Class moved');
    expect(tutorMail.text).toMatch(/Now: Thursday, 4 March 2027 at 18:00 EET/);
    for (const mail of [learnerMail, tutorMail]) {
      expect(invitationOf(mail)).toMatchObject({
        method: 'REQUEST',
        events: [{ sequence: 1, start: '2027-03-04T16:00:00.000Z', status: 'CONFIRMED' }],
      });
    }
    // Its 24-hour reminder follows it to the new time.
    await runAt(clock, '2027-03-03T16:00:00Z', app);
    const [reminder] = await smtp.waitFor(
      (mail) => mail.to.includes(learner.user.email) && IN_24_HOURS.test(mail.subject),
    );
    expect(reminder!.text).toContain('Thursday, 4 March 2027 at 16:00 GMT');
  });

  it('refuses a time on another class of the tutor (409) or in the past (422), changing nothing', async () => {
    const { classes } = await wednesdays();
    const [first, second] = [classes[0]!, classes[1]!];
    const clash = await edit(first.id, {
      started_at: second.starts_at,
      ended_at: second.ends_at,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(CLASS_CLASH);
    expect(fieldErrors(await edit(first.id, { started_at: '2027-02-26T15:00:00Z' }))).toEqual({
      started_at: ['The new time must be in the future.'],
    });
    const row = (await world.admin.get(`/api/admin/schedules/${first.id}`)).json().data;
    expect(row).toMatchObject({ started_at: first.starts_at, status: 'active' });
  });

  it('keeps a new title and link without a mail, and calendars read them one SEQUENCE on', async () => {
    const { learner, classes } = await wednesdays();
    const first = classes[0]!;
    const renamed = await edit(first.id, {
      title: 'Tajweed: the heavy letters',
      link: 'https://meet.jit.si/iqra-heavy-letters',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      title: 'Tajweed: the heavy letters',
      link: 'https://meet.jit.si/iqra-heavy-letters',
    });
    const calendar = await learner.get('/api/calendar');
    expect(calendar.statusCode).toBe(200);
    const renewed = await learner.send('POST', '/api/calendar');
    const feed = await app.inject({ url: new URL(renewed.json().data.https_url).pathname });
    const event = feed.body
      .split('BEGIN:VEVENT')
      .find((part) => part.includes(`class-${first.id}@`));
    expect(event).toContain('SEQUENCE:1');
    expect(event).toContain('https://meet.jit.si/iqra-heavy-letters');
    await mailSettled(app);
    expect(mailsTo(smtp.received, learner.user.email, /^Class (moved|cancelled)/)).toEqual([]);
  });
});

describe('a class staff add in the back office', () => {
  it('to come: with the plan’s tutor, mailed to both sides with a REQUEST', async () => {
    const { tutor, learner } = await wednesdays();
    const added = await world.addClass(
      learner.subscriptionId,
      new Date('2027-03-06T10:00:00Z'),
      45,
    );
    expect(added).toMatchObject({ status: 'active', subscription_id: learner.subscriptionId });
    for (const address of [learner.user.email, tutor.profile.email]) {
      const mail = await smtp.waitFor(
        (item) => item.to.includes(address) && item.text.includes('One extra class'),
      );
      expect(invitationOf(mail[0]!)).toMatchObject({
        method: 'REQUEST',
        events: [{ uid: `class-${added.id}@school.example`, sequence: 0 }],
      });
    }
    const week = await world.week(tutor, new Date('2027-03-05T00:00:00Z'));
    expect(week.classes.find((item) => item.id === added.id)).toMatchObject({
      ends_at: '2027-03-06T10:45:00.000Z',
      learner: { id: learner.user.id },
    });
  });

  it('held already: not mailed, there for the tutor to record', async () => {
    const { tutor, learner } = await wednesdays();
    const held = await world.addClass(learner.subscriptionId, new Date('2027-02-27T10:00:00Z'));
    const recorded = await tutor.send('POST', `/api/teach/classes/${held.id}/record`, {
      attendance: 'present',
      note: 'A class by telephone, before the plan began.',
    });
    expect(recorded.statusCode, recorded.body).toBe(204);
    await mailSettled(app);
    expect(mailsTo(smtp.received, learner.user.email, /classes are booked$/)).toHaveLength(1);
  });

  it('needs a tutor when the subscription has no plan, and a subscription that runs', async () => {
    const learner = await world.learner();
    const body = {
      subscription_id: learner.subscriptionId,
      title: 'Tajweed',
      link: 'https://meet.jit.si/x',
      started_at: '2027-03-06T10:00:00Z',
      ended_at: '2027-03-06T10:30:00Z',
    };
    expect(fieldErrors(await world.admin.send('POST', '/api/admin/schedules', body))).toEqual({
      tutor_id: ['Choose a tutor: this subscription has no weekly plan to take one from.'],
    });
    const backwards = { ...body, ended_at: '2027-03-06T09:00:00Z', tutor_id: 999_999 };
    expect(
      Object.keys(fieldErrors(await world.admin.send('POST', '/api/admin/schedules', backwards))),
    ).toEqual(['ended_at']);
    await world.admin.send('PATCH', `/api/admin/subscriptions/${learner.subscriptionId}`, {
      cancelled: true,
    });
    const tutor = await world.tutor();
    const refused = await world.admin.send('POST', '/api/admin/schedules', {
      ...body,
      tutor_id: tutor.profile.id,
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('a class staff delete in the back office', () => {
  it('only when nothing hangs on it: a class to come leaves both calendars', async () => {
    const { tutor, learner, classes } = await wednesdays();
    const [first, second, third] = [classes[0]!, classes[1]!, classes[2]!];
    const remove = (id: number) => world.admin.send('DELETE', `/api/admin/schedules/${id}`);

    // The tutor cancels one: the learner is owed a make-up for it, so it stays.
    await tutor.send('POST', `/api/teach/classes/${second.id}/cancel`);
    const owed = await remove(second.id);
    expect(owed.statusCode).toBe(409);
    expect(owed.json().message).toBe(OWED_STAYS);

    // The make-up booked for it, deleted, gives the credit back.
    const [credit] = await creditsOf(learner);
    const booked = await tutor.send('POST', `/api/teach/makeup-credits/${credit!.id}/book`, {
      starts_at: '2027-03-12T15:00:00Z',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await remove(booked.json().data.used_class_id)).statusCode).toBe(204);
    expect((await creditsOf(learner)).map((item) => item.state)).toEqual(['open']);

    // A class to come: both sides get a CANCEL, and it is gone from the learner's list.
    expect((await remove(third.id)).statusCode).toBe(204);
    const cancel = await smtp.waitFor(
      (mail) =>
        mail.to.includes(learner.user.email) &&
        mail.subject.startsWith('Class cancelled') &&
        mail.calendars.some((part) => part.text.includes(`class-${third.id}@`)),
    );
    expect(invitationOf(cancel[0]!)).toMatchObject({
      method: 'CANCEL',
      events: [{ sequence: 1, status: 'CANCELLED' }],
    });
    expect((await learner.classes()).classes.map((item) => item.id)).not.toContain(third.id);

    // A recorded class is the learner's record.
    clock.set(new Date(Date.parse(first.ends_at) + HOUR));
    await tutor.send('POST', `/api/teach/classes/${first.id}/record`, { attendance: 'present' });
    const recorded = await remove(first.id);
    expect(recorded.statusCode).toBe(409);
    expect(recorded.json().message).toBe(RECORDED_STAYS);
  });
});
