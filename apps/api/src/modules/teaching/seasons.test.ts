import { describe, expect, it } from 'vitest';
import { CLASS_CLASH, listOf, one, seasonSchema } from '@iqra/contracts';
import { buyTajweedMonth } from '../../../test/family-plans.ts';
import { mailsTo } from '../../../test/reminders.ts';
import { answer, fixtureStarts, newYorkPlan, propose, startsOf } from '../../../test/seasons.ts';
import { schoolUnderClock } from '../../../test/teaching.ts';

// Seasonal timetables (decision 049), through the API on a real database. The school's clock
// starts on Monday 1 March 2027, the month the United States (Sunday 14 March) and the United
// Kingdom (Sunday 28 March) move their clocks forward: a season through March crosses both.

const { smtp, clock, app, world } = await schoolUnderClock('2027-03-01T08:00:00Z');

describe('a seasonal timetable through the United States’ clock change', () => {
  it('replans the range’s classes from now on, keeps a recorded one, and is mailed as a calendar', async () => {
    const { tutor, learner } = await newYorkPlan(world);
    // Ramadan-like days, Tuesday 9 to Thursday 18 March: Mondays and Wednesdays at 21:00.
    const season = await propose(learner, learner.subscriptionId, {
      starts_on: '2027-03-09',
      ends_on: '2027-03-18',
      weekdays: [1, 3],
      start_time: '21:00',
    });
    expect(season).toMatchObject({
      status: 'proposed',
      anchor_zone: 'America/New_York',
      proposed_by: 'learner',
      minutes: 60,
      may: ['withdraw'],
      usual: { weekdays: [2, 4], start_time: '18:30', anchor_zone: 'America/New_York' },
    });
    // The tutor is asked, once.
    const [asked] = await smtp.waitFor(
      (mail) =>
        mail.to.includes(tutor.profile.email) &&
        mail.subject.startsWith('Seasonal timetable proposed'),
    );
    expect(asked!.text).toContain('Mondays and Wednesdays at 21:00 America/New_York time');
    expect(asked!.text).toContain('Days: Tuesday, 9 March 2027 to Thursday, 18 March 2027');

    // Nothing changes until it is accepted.
    const before = await startsOf(learner);
    expect(before.slice(0, 4)).toEqual(
      fixtureStarts('America/New_York', '2027-03-01T08:00:00Z', '2027-03-12T00:00:00Z'),
    );

    // Tuesday 9 March's class (18:30 EST, 23:30Z) is held and recorded before the answer.
    const held = (await learner.classes()).classes.find(
      (item) => item.starts_at === '2027-03-09T23:30:00.000Z',
    );
    expect(held).toBeDefined();
    clock.set('2027-03-10T01:00:00Z');
    const recorded = await tutor.send('POST', `/api/teach/classes/${held!.id}/record`, {
      attendance: 'present',
      note: 'Read Al-Fatihah.',
    });
    expect(recorded.statusCode, recorded.body).toBe(204);

    const waiting = listOf(seasonSchema).parse((await tutor.get('/api/teach/seasons')).json()).data;
    expect(waiting.map((item) => [item.id, item.may])).toEqual([
      [season.id, ['accept', 'decline']],
    ]);
    const accepted = await answer(tutor, `/api/teach/seasons/${season.id}/answer`, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(one(seasonSchema).parse(accepted.json()).data.status).toBe('accepted');

    // New York keeps EST (UTC−5) until 02:00 on Sunday 14 March, then EDT (UTC−4):
    //   Wed 10 Mar 21:00 EST = Thu 11 Mar 02:00Z; Mon 15 and Wed 17 Mar 21:00 EDT = 01:00Z the
    //   next day. The days' Tuesdays and Thursdays (11, 16, 18 March) have no class now.
    // After the range the plan's own rule again, as the fixture has it (18:30 EDT = 22:30Z).
    expect(await startsOf(learner)).toEqual([
      '2027-03-11T02:00:00.000Z',
      '2027-03-16T01:00:00.000Z',
      '2027-03-18T01:00:00.000Z',
      ...fixtureStarts('America/New_York', '2027-03-19T00:00:00Z', '2027-04-01T08:00:00Z'),
    ]);
    expect(
      fixtureStarts('America/New_York', '2027-03-19T00:00:00Z', '2027-04-01T08:00:00Z'),
    ).toEqual(['2027-03-23T22:30:00.000Z', '2027-03-25T22:30:00.000Z', '2027-03-30T22:30:00.000Z']);
    // The classes before the range and the recorded one are as they were.
    const past = (await learner.classes('past')).classes;
    expect(past.map((item) => [item.starts_at, item.note])).toEqual([
      ['2027-03-09T23:30:00.000Z', 'Read Al-Fatihah.'],
      ['2027-03-04T23:30:00.000Z', ''],
      ['2027-03-02T23:30:00.000Z', ''],
    ]);
    // Each keeps the clock it was set on.
    for (const item of (await learner.classes()).classes) {
      expect(item.anchor_zone).toBe('America/New_York');
    }

    // Both sides are told once, with the days' classes as a calendar.
    const [toLearner] = await smtp.waitFor(
      (mail) =>
        mail.to.includes(learner.user.email) &&
        mail.subject.startsWith('Seasonal timetable agreed'),
    );
    expect(toLearner!.calendars).toHaveLength(1);
    expect(toLearner!.calendars[0]!.method).toBe('PUBLISH');
    expect(toLearner!.calendars[0]!.text.match(/BEGIN:VEVENT/g)).toHaveLength(3 + 3);
    expect(toLearner!.calendars[0]!.text.match(/STATUS:CANCELLED/g)).toHaveLength(3);
    await smtp.waitFor(
      (mail) =>
        mail.to.includes(tutor.profile.email) &&
        mail.subject.startsWith('Seasonal timetable agreed'),
    );
    expect(mailsTo(smtp.received, learner.user.email, /^Seasonal timetable agreed/)).toHaveLength(
      1,
    );

    // Begun: it runs to its last day.
    const late = await answer(learner, `/api/my-seasons/${season.id}/answer`, 'withdraw');
    expect(late.statusCode).toBe(409);
  });
});

describe('a seasonal timetable that clashes', () => {
  it('refuses an acceptance whose classes clash with another of the tutor’s, changing nothing', async () => {
    const { tutor, learner } = await newYorkPlan(world);
    const other = await world.learner('America/New_York', 60);
    const planned = await world.plan(other.subscriptionId, {
      tutor_id: tutor.profile.id,
      weekdays: [3],
      start_time: '21:30',
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const season = await propose(learner, learner.subscriptionId, {
      starts_on: '2027-03-08',
      ends_on: '2027-03-21',
      weekdays: [3],
      start_time: '21:00',
    });
    const before = await startsOf(learner);
    const refused = await answer(world.admin, `/api/admin/seasons/${season.id}/answer`, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CLASS_CLASH);
    expect(await startsOf(learner)).toEqual(before);
    const still = listOf(seasonSchema).parse((await learner.get('/api/my-seasons')).json()).data;
    expect(still.map((item) => item.status)).toEqual(['proposed']);
  });
});

describe('a seasonal timetable through the United Kingdom’s clock change', () => {
  it('gives the weeks a payment adds the season’s slots, and gives the plan’s back when withdrawn', async () => {
    const tutor = await world.tutor({ time_zone: 'Africa/Cairo' });
    const learner = await world.learner('Europe/London', 30, 'tajweed');
    const planned = await world.plan(learner.subscriptionId, {
      tutor_id: tutor.profile.id,
      weekdays: [6],
      start_time: '09:30',
      time_zone: 'Europe/London',
    });
    expect(planned.statusCode, planned.body).toBe(200);
    // Monday 22 March to Sunday 11 April: Saturdays and Sundays at 19:00 London time.
    const season = await propose(learner, learner.subscriptionId, {
      starts_on: '2027-03-22',
      ends_on: '2027-04-11',
      weekdays: [6, 7],
      start_time: '19:00',
    });
    expect(season.anchor_zone).toBe('Europe/London');
    const accepted = await answer(tutor, `/api/teach/seasons/${season.id}/answer`, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);

    // London keeps GMT (UTC+0) until 01:00Z on Sunday 28 March, then BST (UTC+1):
    //   Sat 27 Mar 19:00 GMT = 19:00Z; Sun 28 Mar 19:00 BST = 18:00Z. The month granted ends
    //   on 1 April at 08:00Z. Before the range, the plan's Saturdays as the fixture has them.
    const usualBefore = fixtureStarts(
      'Europe/London',
      '2027-03-01T08:00:00Z',
      '2027-03-22T00:00:00Z',
    );
    expect(usualBefore).toEqual([
      '2027-03-06T09:30:00.000Z',
      '2027-03-13T09:30:00.000Z',
      '2027-03-20T09:30:00.000Z',
    ]);
    expect(await startsOf(learner)).toEqual([
      ...usualBefore,
      '2027-03-27T19:00:00.000Z',
      '2027-03-28T18:00:00.000Z',
    ]);

    // A month paid: the weeks it adds (to 1 May, 08:00Z) follow the season on its days (19:00
    // BST = 18:00Z) and the plan after them (Saturdays 09:30 BST = 08:30Z, the fixture's).
    await buyTajweedMonth(app, learner.token);
    const usualAfter = fixtureStarts(
      'Europe/London',
      '2027-04-12T00:00:00Z',
      '2027-05-01T08:00:00Z',
    );
    expect(usualAfter).toEqual(['2027-04-17T08:30:00.000Z', '2027-04-24T08:30:00.000Z']);
    expect(await startsOf(learner)).toEqual([
      ...usualBefore,
      '2027-03-27T19:00:00.000Z',
      '2027-03-28T18:00:00.000Z',
      '2027-04-03T18:00:00.000Z',
      '2027-04-04T18:00:00.000Z',
      '2027-04-10T18:00:00.000Z',
      '2027-04-11T18:00:00.000Z',
      ...usualAfter,
    ]);

    // Withdrawn before its first day: the plan's own Saturdays come back for its days.
    const withdrawn = await answer(learner, `/api/my-seasons/${season.id}/answer`, 'withdraw');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(one(seasonSchema).parse(withdrawn.json()).data).toMatchObject({
      status: 'withdrawn',
      may: [],
    });
    expect(await startsOf(learner)).toEqual(
      fixtureStarts('Europe/London', '2027-03-01T08:00:00Z', '2027-05-01T08:00:00Z'),
    );
    const [told] = await smtp.waitFor(
      (mail) =>
        mail.to.includes(tutor.profile.email) &&
        mail.subject.startsWith('Seasonal timetable withdrawn'),
    );
    expect(told!.calendars[0]!.text.match(/STATUS:CANCELLED/g)).toHaveLength(6);
  });
});
