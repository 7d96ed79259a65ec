import { describe, expect, it } from 'vitest';
import { adminDemoRequestSchema } from '@iqra/contracts';
import { IN_24_HOURS, runAt } from '../../../test/reminders.ts';
import { DAY, schoolUnderClock } from '../../../test/teaching.ts';

// Who is in a class is written once (participants.ts): a change mail, a reminder and a list
// name the same people and show the same clock, also for a person without a zone of their own.

const { clock, app, world, mailTo } = await schoolUnderClock('2027-03-01T08:00:00Z');

describe('the people of a class', () => {
  it('a learner with no zone of their own reads every mail and list on the clock the class was set in', async () => {
    const tutor = await world.tutor({ time_zone: 'Africa/Cairo' });
    const learner = await world.learner(null);
    await world.plan(learner.subscriptionId, {
      tutor_id: tutor.profile.id,
      weekdays: [3],
      start_time: '17:00',
    });
    const [first, second] = (await learner.classes()).classes;

    const cancelled = await tutor.send('POST', `/api/teach/classes/${first!.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const change = await mailTo(learner.user.email, 'Class cancelled');
    expect(change.text).toContain('Class: Wednesday, 3 March 2027 at 17:00 EET');
    expect(change.text).toContain(
      `cancelled your Noorani Qaida class with ${tutor.profile.firstName}`,
    );

    await runAt(clock, new Date(Date.parse(second!.starts_at) - DAY), app);
    const reminder = await mailTo(learner.user.email, IN_24_HOURS);
    expect(reminder.text).toContain('Wednesday, 10 March 2027 at 17:00 EET');

    const week = await world.week(tutor, new Date('2027-03-08T00:00:00Z'));
    expect(week.classes[0]!.learner).toMatchObject({
      id: learner.user.id,
      time_zone: 'Africa/Cairo',
    });
  });

  it('a trial family reads a move and its reminder on one clock, whatever the tutor does since', async () => {
    const email = `family.${Date.now()}@example.com`;
    const asked = await app.inject({
      method: 'POST',
      url: '/api/request-demo',
      payload: { email },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = adminDemoRequestSchema.parse(
      (await world.admin.get(`/api/admin/demo-requests?q=${email}`)).json().data[0],
    );
    // Booked with a tutor in Cairo; the family gave no zone, so the trial is on Cairo's clock.
    const tutor = await world.tutor({ time_zone: 'Africa/Cairo' });
    const booked = await world.admin.send('POST', `/api/admin/demo-requests/${request.id}/trial`, {
      tutor_id: tutor.profile.id,
      starts_at: '2027-03-04T15:00:00Z',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // The tutor moves to Karachi, then staff move the trial an hour later.
    const rezoned = await world.admin.send('PATCH', `/api/admin/tutors/${tutor.profile.id}`, {
      time_zone: 'Asia/Karachi',
    });
    expect(rezoned.statusCode, rezoned.body).toBe(200);
    const moved = await world.admin.send(
      'POST',
      `/api/admin/classes/${booked.json().data.id}/move`,
      {
        starts_at: '2027-03-04T16:00:00Z',
      },
    );
    expect(moved.statusCode, moved.body).toBe(204);

    const change = await mailTo(email, 'Class moved');
    expect(change.text).toContain(`moved your free trial class with ${tutor.profile.firstName}`);
    expect(change.text).toContain('Now: Thursday, 4 March 2027 at 18:00 EET');
    await runAt(clock, '2027-03-03T16:00:00Z', app);
    const reminder = await mailTo(email, IN_24_HOURS);
    expect(reminder.text).toContain('Thursday, 4 March 2027 at 18:00 EET');
    // The tutor reads both on their own clock now.
    expect((await mailTo(tutor.profile.email, 'Class moved')).text).toContain(
      'Now: Thursday, 4 March 2027 at 21:00 GMT+5',
    );
  });
});
