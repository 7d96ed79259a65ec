import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CLASS_CLASH, listOf, subscriptionSchema, weeklyPlanViewSchema } from '@iqra/contracts';
import { createTestApp, fieldErrors } from '../../../test/helpers.ts';
import { testClock, underClock } from '../../../test/reminders.ts';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.ts';
import { DAY, teachingWorld } from '../../../test/teaching.ts';

const smtp = await startSmtpStandIn();
afterAll(() => smtp.stop());
// The school's clock is the test's: each test starts on a Monday morning, and a class is held
// by moving the clock past it.
const START = '2027-03-01T08:00:00Z';
const clock = testClock(START);
beforeEach(() => clock.set(START));
const context = await createTestApp({ env: { SMTP_URL: smtp.url }, ...underClock(clock) });
const world = await teachingWorld(context);

/** "Tue 17:00": a class's weekday and time on a zone's clock. */
function onClock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

describe('a weekly plan', () => {
  it('gives a subscription its classes at the anchor’s wall-clock time, shown on the learner’s clock', async () => {
    const tutor = await world.tutor({ time_zone: 'Africa/Cairo' });
    const learner = await world.learner('Europe/London');
    const response = await world.plan(learner.subscriptionId, {
      tutor_id: tutor.profile.id,
      weekdays: [5, 2],
      start_time: '17:00',
    });
    expect(response.statusCode, response.body).toBe(200);
    const plan = weeklyPlanViewSchema.parse(response.json().data);
    expect(plan).toMatchObject({
      weekdays: [2, 5],
      start_time: '17:00',
      minutes: 30,
      anchor_zone: 'Africa/Cairo',
      tutor: { id: tutor.profile.id, time_zone: 'Africa/Cairo' },
    });
    // A month of Tuesdays and Fridays, from now on.
    expect(plan.upcoming).toBeGreaterThanOrEqual(7);
    expect(plan.upcoming).toBeLessThanOrEqual(10);

    const { classes } = await learner.classes();
    expect(classes).toHaveLength(plan.upcoming);
    for (const item of classes) {
      expect(['Tue 17:00', 'Fri 17:00']).toContain(onClock(item.starts_at, 'Africa/Cairo'));
      expect(Date.parse(item.ends_at) - Date.parse(item.starts_at)).toBe(30 * 60_000);
      expect(item).toMatchObject({
        kind: 'regular',
        status: 'scheduled',
        anchor_zone: 'Africa/Cairo',
        link: tutor.profile.meeting_link,
        tutor: { id: tutor.profile.id, time_zone: 'Africa/Cairo', gender: 1 },
      });
      expect(Date.parse(item.starts_at)).toBeGreaterThan(clock.now().getTime());
    }
    // The spec's schedule dialog reads the same classes.
    const mine = listOf(subscriptionSchema).parse(
      (await learner.get('/api/my-subscriptions')).json(),
    );
    const schedules = mine.data.find((item) => item.id === learner.subscriptionId)?.schedules ?? [];
    expect(schedules.map((item) => item.id)).toEqual(classes.map((item) => item.id));
    expect(new Set(schedules.map((item) => item.status))).toEqual(new Set(['active']));
    expect(new Set(schedules.map((item) => item.link))).toEqual(
      new Set([tutor.profile.meeting_link]),
    );

    // Both sides hear of it, each on their own clock.
    const [toLearner] = await smtp.waitFor(
      (mail) => mail.to.includes(learner.user.email) && mail.subject.endsWith('classes are booked'),
    );
    expect(toLearner!.text).toContain('Tuesdays and Fridays at 17:00 Africa/Cairo time');
    expect(toLearner!.text).toMatch(
      /First class: \w+day, \d{1,2} \w+ \d{4} at \d{2}:\d{2} (GMT|BST)/,
    );
    const [toTutor] = await smtp.waitFor(
      (mail) =>
        mail.to.includes(tutor.profile.email) && mail.subject.endsWith('classes are booked'),
    );
    expect(toTutor!.text).toMatch(/First class: (Tuesday|Friday), \d{1,2} \w+ \d{4} at 17:00/);
  });

  it('refuses a plan that puts the tutor in two classes at once, and writes nothing', async () => {
    const tutor = await world.tutor();
    const first = await world.learner();
    const second = await world.learner('America/Toronto');
    const plan = { tutor_id: tutor.profile.id, weekdays: [1, 3], start_time: '18:00' };
    expect((await world.plan(first.subscriptionId, plan)).statusCode).toBe(200);
    // 18:15 overlaps the 18:00–18:30 classes.
    const clash = await world.plan(second.subscriptionId, { ...plan, start_time: '18:15' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(CLASS_CLASH);
    expect((await second.classes()).classes).toEqual([]);
    const stored = await world.admin.get(`/api/admin/subscriptions/${second.subscriptionId}/plan`);
    expect(stored.json().data).toBeNull();
    // Right after the first class ends is free.
    const after = await world.plan(second.subscriptionId, { ...plan, start_time: '18:30' });
    expect(after.statusCode, after.body).toBe(200);
  });
});

describe('a weekly plan, changed', () => {
  it('plans again: classes to come follow the new plan, recorded ones stay', async () => {
    const tutor = await world.tutor({ time_zone: 'Asia/Karachi' });
    const learner = await world.learner('Australia/Sydney');
    await world.plan(learner.subscriptionId, {
      tutor_id: tutor.profile.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      start_time: '09:00',
    });
    const before = (await learner.classes()).classes;
    // The first class is held, and the tutor records it.
    const held = before[0]!;
    clock.set(new Date(Date.parse(held.ends_at) + 60_000));
    const recorded = await tutor.send('POST', `/api/teach/classes/${held.id}/record`, {
      attendance: 'present',
      note: 'Good start.',
    });
    expect(recorded.statusCode, recorded.body).toBe(204);

    const again = await world.plan(learner.subscriptionId, {
      tutor_id: tutor.profile.id,
      weekdays: [6],
      start_time: '10:30',
      time_zone: 'Europe/London',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ anchor_zone: 'Europe/London', weekdays: [6] });
    const upcoming = (await learner.classes()).classes;
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.length).toBeLessThanOrEqual(5);
    for (const item of upcoming) expect(onClock(item.starts_at, 'Europe/London')).toBe('Sat 10:30');
    const past = (await learner.classes('past')).classes;
    expect(past.map((item) => [item.id, item.note])).toEqual([[held.id, 'Good start.']]);
  });

  it('gives the weeks staff add to a subscription their classes, and takes away those cut', async () => {
    const tutor = await world.tutor();
    const learner = await world.learner();
    await world.plan(learner.subscriptionId, {
      tutor_id: tutor.profile.id,
      weekdays: [4],
      start_time: '12:00',
    });
    const count = async () => (await learner.classes()).classes.length;
    const month = await count();
    const subscription = (
      await world.admin.get(`/api/admin/subscriptions/${learner.subscriptionId}`)
    ).json().data;
    const longer = new Date(Date.parse(subscription.ended_at) + 28 * DAY).toISOString();
    expect(
      (
        await world.admin.send('PATCH', `/api/admin/subscriptions/${learner.subscriptionId}`, {
          ended_at: longer,
        })
      ).statusCode,
    ).toBe(200);
    expect(await count()).toBe(month + 4);
    const shorter = new Date(clock.now().getTime() + 8 * DAY).toISOString();
    await world.admin.send('PATCH', `/api/admin/subscriptions/${learner.subscriptionId}`, {
      ended_at: shorter,
    });
    expect(await count()).toBeLessThanOrEqual(2);
  });

  it('answers 422 per field for a plan it cannot follow', async () => {
    const learner = await world.learner();
    const errors = fieldErrors(
      await world.plan(learner.subscriptionId, {
        tutor_id: 0,
        weekdays: [],
        start_time: '25:00',
        time_zone: 'Mars/Olympus',
      }),
    );
    expect(errors).toEqual({
      tutor_id: ['The tutor field must be at least 1.'],
      weekdays: ['Choose at least one day.'],
      start_time: ['The start time must look like 18:30.'],
      time_zone: ['The time zone field must be a valid time zone.'],
    });
    const notATutor = await world.plan(learner.subscriptionId, {
      tutor_id: learner.user.id,
      weekdays: [1],
      start_time: '10:00',
    });
    expect(fieldErrors(notATutor)).toEqual({ tutor_id: ['The selected tutor is invalid.'] });
    expect(
      (await world.plan(999_999, { tutor_id: 1, weekdays: [1], start_time: '10:00' })).statusCode,
    ).toBe(404);
  });

  it('takes the classes ahead from a subscription staff cancel, and gives them back on restore', async () => {
    const tutor = await world.tutor();
    const learner = await world.learner();
    await world.plan(learner.subscriptionId, {
      tutor_id: tutor.profile.id,
      weekdays: [2, 5],
      start_time: '11:00',
    });
    const planned = (await learner.classes()).classes.length;
    const patch = (body: Record<string, unknown>) =>
      world.admin.send('PATCH', `/api/admin/subscriptions/${learner.subscriptionId}`, body);
    expect((await patch({ cancelled: true })).statusCode).toBe(200);
    expect((await learner.classes()).classes).toEqual([]);
    expect((await patch({ cancelled: false })).statusCode).toBe(200);
    expect((await learner.classes()).classes).toHaveLength(planned);
  });
});
