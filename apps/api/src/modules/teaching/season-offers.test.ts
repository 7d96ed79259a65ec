import { describe, expect, it } from 'vitest';
import { listOf, one, seasonOfferSchema, seasonSchema, type Season } from '@iqra/contracts';
import { addChild } from '../../../test/families.ts';
import { clientOf, fieldErrors, registerLearner } from '../../../test/helpers.ts';
import { mailsTo } from '../../../test/reminders.ts';
import { answer, newYorkPlan, propose } from '../../../test/seasons.ts';
import { schoolUnderClock } from '../../../test/teaching.ts';

// Seasonal timetables (decision 049) through the API on a real database: staff's offer to all
// of a tutor's learners, who may see and answer one, and the input refused. The school's clock
// starts on Monday 1 March 2027.

const { smtp, app, world } = await schoolUnderClock('2027-03-01T08:00:00Z');

describe('staff’s offer to all learners of a tutor', () => {
  it('proposes to each plan of the tutor, mails each family once, and each answers their own', async () => {
    const tutor = await world.tutor({ time_zone: 'Africa/Cairo' });
    const adult = await world.learner('Europe/London');
    const parent = await registerLearner(app, { time_zone: 'Asia/Amman' });
    const asParent = clientOf(app, parent.token);
    const child = await addChild(asParent, { firstName: 'Zayd', birth_year: 2017 });
    const childSubscription = await world.grant(child.id);
    const elsewhere = await world.learner('Europe/London');
    const otherTutor = await world.tutor();
    for (const [subscriptionId, weekdays, teacher] of [
      [adult.subscriptionId, [1, 3], tutor],
      [childSubscription, [2], tutor],
      [elsewhere.subscriptionId, [1], otherTutor],
    ] as const) {
      const planned = await world.plan(subscriptionId, {
        tutor_id: teacher.profile.id,
        weekdays: [...weekdays],
        start_time: weekdays.length === 2 ? '16:00' : '17:00',
      });
      expect(planned.statusCode, planned.body).toBe(200);
    }
    // Ramadan: the same days at 21:00 Cairo time.
    const offered = await world.admin.send(
      'POST',
      `/api/admin/tutors/${tutor.profile.id}/seasons`,
      {
        starts_on: '2027-03-15',
        ends_on: '2027-03-25',
        start_time: '21:00',
        time_zone: 'Africa/Cairo',
      },
    );
    expect(offered.statusCode, offered.body).toBe(201);
    const offer = one(seasonOfferSchema).parse(offered.json()).data;
    expect(offer.skipped).toEqual([]);
    expect(
      offer.proposed.map((item) => [
        item.subscription_id,
        item.weekdays,
        item.proposed_by,
        item.may,
      ]),
    ).toEqual([
      [adult.subscriptionId, [1, 3], 'school', ['decline', 'withdraw']],
      [childSubscription, [2], 'school', ['decline', 'withdraw']],
    ]);
    // The adult and the child's parent are asked, once each; the other tutor's learner is not.
    await smtp.waitFor(
      (mail) => mail.to.includes(parent.user.email) && /proposed/.test(mail.subject),
    );
    await smtp.waitFor(
      (mail) => mail.to.includes(adult.user.email) && /proposed/.test(mail.subject),
    );
    expect(mailsTo(smtp.received, elsewhere.user.email, /^Seasonal/)).toEqual([]);
    expect(mailsTo(smtp.received, parent.user.email, /^Seasonal timetable proposed/)).toHaveLength(
      1,
    );

    // The tutor may not accept it for the learner; the learner and the parent answer.
    const adultSeason = offer.proposed[0]!;
    const childSeason = offer.proposed[1]!;
    const byTutor = await answer(tutor, `/api/teach/seasons/${adultSeason.id}/answer`, 'accept');
    expect(byTutor.statusCode).toBe(403);
    const mine = listOf(seasonSchema).parse((await adult.get('/api/my-seasons')).json()).data;
    expect(mine.map((item) => [item.id, item.may])).toEqual([
      [adultSeason.id, ['accept', 'decline']],
    ]);
    expect(
      (await answer(adult, `/api/my-seasons/${adultSeason.id}/answer`, 'accept')).statusCode,
    ).toBe(200);
    const declined = await answer(
      asParent,
      `/api/family/children/${child.id}/seasons/${childSeason.id}/answer`,
      'decline',
    );
    expect(declined.statusCode, declined.body).toBe(200);
    // The tutor hears the child's family declined.
    await smtp.waitFor(
      (mail) =>
        mail.to.includes(tutor.profile.email) &&
        mail.subject.startsWith('Seasonal timetable declined'),
    );
    // Offered again, the adult's plan (agreed those days) is left out and named.
    const again = await world.admin.send('POST', `/api/admin/tutors/${tutor.profile.id}/seasons`, {
      starts_on: '2027-03-20',
      ends_on: '2027-03-22',
      start_time: '20:00',
    });
    const second = one(seasonOfferSchema).parse(again.json()).data;
    expect(second.proposed.map((item) => item.subscription_id)).toEqual([childSubscription]);
    expect(second.skipped).toEqual([
      {
        subscription_id: adult.subscriptionId,
        learner: adultSeason.learner.name,
        message: 'This plan already has a seasonal timetable for some of these days.',
      },
    ]);
  });
});

describe('who may see and answer a seasonal timetable', () => {
  it('refuses other learners, parents and tutors, and the proposer’s own acceptance', async () => {
    const parent = await registerLearner(app, { time_zone: 'Asia/Amman' });
    const asParent = clientOf(app, parent.token);
    const child = await addChild(asParent, { firstName: 'Hana', birth_year: 2019 });
    const subscriptionId = await world.grant(child.id);
    const tutor = await world.tutor();
    const planned = await world.plan(subscriptionId, {
      tutor_id: tutor.profile.id,
      weekdays: [5],
      start_time: '15:00',
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const proposed = await asParent.send(
      'POST',
      `/api/family/children/${child.id}/subscriptions/${subscriptionId}/seasons`,
      { starts_on: '2027-03-12', ends_on: '2027-03-26', weekdays: [6], start_time: '10:00' },
    );
    expect(proposed.statusCode, proposed.body).toBe(201);
    const season: Season = one(seasonSchema).parse(proposed.json()).data;
    expect(season.learner).toEqual({ id: child.id, name: 'Hana' });

    // The parent proposed it: they may not accept it for the tutor.
    const own = await answer(
      asParent,
      `/api/family/children/${child.id}/seasons/${season.id}/answer`,
      'accept',
    );
    expect(own.statusCode).toBe(403);

    // Another learner, another parent and another tutor neither see nor answer it.
    const stranger = await world.learner();
    expect(listOf(seasonSchema).parse((await stranger.get('/api/my-seasons')).json()).data).toEqual(
      [],
    );
    expect(
      (await answer(stranger, `/api/my-seasons/${season.id}/answer`, 'decline')).statusCode,
    ).toBe(404);
    expect(
      (
        await stranger.send('POST', `/api/my-subscriptions/${subscriptionId}/seasons`, {
          starts_on: '2027-04-01',
          ends_on: '2027-04-02',
          weekdays: [1],
          start_time: '10:00',
        })
      ).statusCode,
    ).toBe(404);
    const otherParent = clientOf(app, (await registerLearner(app)).token);
    expect((await otherParent.get(`/api/family/children/${child.id}/seasons`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await answer(
          otherParent,
          `/api/family/children/${child.id}/seasons/${season.id}/answer`,
          'withdraw',
        )
      ).statusCode,
    ).toBe(404);
    const otherTutor = await world.tutor();
    expect(
      listOf(seasonSchema).parse((await otherTutor.get('/api/teach/seasons')).json()).data,
    ).toEqual([]);
    expect(
      (await answer(otherTutor, `/api/teach/seasons/${season.id}/answer`, 'accept')).statusCode,
    ).toBe(404);
    // A learner is no tutor: the tutor's list is refused.
    expect((await stranger.get('/api/teach/seasons')).statusCode).toBe(403);

    // The parent sees it on the child's page; the tutor declines it, and it stays declined.
    const theirs = listOf(seasonSchema)
      .parse((await asParent.get(`/api/family/children/${child.id}/seasons`)).json())
      .data.map((item) => [item.id, item.may]);
    expect(theirs).toEqual([[season.id, ['withdraw']]]);
    expect(
      (await answer(tutor, `/api/teach/seasons/${season.id}/answer`, 'decline')).statusCode,
    ).toBe(200);
    expect(
      (await answer(tutor, `/api/teach/seasons/${season.id}/answer`, 'accept')).statusCode,
    ).toBe(409);
    // The child's side is told through the parent, not the child (who has no address).
    await smtp.waitFor(
      (mail) =>
        mail.to.includes(parent.user.email) &&
        mail.subject.startsWith('Seasonal timetable declined'),
    );
  });
});

describe('a seasonal timetable it cannot follow', () => {
  it('answers 422 per field and writes nothing', async () => {
    const { learner } = await newYorkPlan(world);
    const url = `/api/my-subscriptions/${learner.subscriptionId}/seasons`;
    expect(
      fieldErrors(
        await learner.send('POST', url, {
          starts_on: '2027-02-30',
          ends_on: 'soon',
          weekdays: [0, 8],
          start_time: '25:00',
          time_zone: 'Mars/Olympus',
        }),
      ),
    ).toEqual({
      starts_on: ['The first day must be a date (YYYY-MM-DD).'],
      ends_on: ['The last day must be a date (YYYY-MM-DD).'],
      'weekdays.0': ['The day field must be at least 1.'],
      'weekdays.1': ['The day field must not be greater than 7.'],
      start_time: ['The start time must look like 18:30.'],
      time_zone: ['The time zone field must be a valid time zone.'],
    });
    const rule = { weekdays: [1], start_time: '21:00' };
    expect(
      fieldErrors(
        await learner.send('POST', url, {
          ...rule,
          starts_on: '2027-03-20',
          ends_on: '2027-03-19',
        }),
      ),
    ).toEqual({ ends_on: ['The last day must not come before the first day.'] });
    expect(
      fieldErrors(
        await learner.send('POST', url, {
          ...rule,
          starts_on: '2027-03-20',
          ends_on: '2028-03-20',
        }),
      ),
    ).toEqual({ ends_on: ['A seasonal timetable runs for at most 366 days.'] });
    // 1 March is today on the school's clock (08:00Z); 28 February has passed in New York.
    expect(
      fieldErrors(
        await learner.send('POST', url, {
          ...rule,
          starts_on: '2027-02-28',
          ends_on: '2027-03-19',
        }),
      ),
    ).toEqual({ starts_on: ['The first day must not be in the past.'] });
    await propose(learner, learner.subscriptionId, {
      ...rule,
      starts_on: '2027-03-10',
      ends_on: '2027-03-20',
    });
    expect(
      fieldErrors(
        await learner.send('POST', url, {
          ...rule,
          starts_on: '2027-03-20',
          ends_on: '2027-03-25',
        }),
      ),
    ).toEqual({
      starts_on: ['This plan already has a seasonal timetable for some of these days.'],
    });
    // In Arabic, as the page asks.
    const arabic = await app.inject({
      method: 'POST',
      url,
      headers: { ...learner.headers, 'accept-language': 'ar' },
      payload: { ...rule, starts_on: '2027-03-20', ends_on: '2027-03-19' },
    });
    expect(fieldErrors(arabic)).toEqual({ ends_on: ['يجب ألا يسبق اليوم الأخير اليوم الأول.'] });
    const seasons = listOf(seasonSchema).parse((await learner.get('/api/my-seasons')).json()).data;
    expect(seasons).toHaveLength(1);
  });
});
