import { describe, expect, it } from 'vitest';
import {
  adminPauseSchema,
  listOf,
  one,
  pauseSchema,
  schoolSettingsSchema,
  type LearnerClass,
} from '@iqra/contracts';
import { fieldErrors } from '../../../test/helpers.ts';
import { mailSettled } from '../../../test/outbox.ts';
import { childWithPlan } from '../../../test/family-plans.ts';
import { schoolUnderClock } from '../../../test/teaching.ts';

// A learner's pause (decision 049): granted at once within the school's weeks a year, its
// classes cancelled by their day on the plan's clock (New York here, where a class at 21:30 is
// on the next day in UTC), the plan's end moved on by its days across a clock change.
const START = '2027-01-04T12:00:00Z';
const { smtp, clock, app, world } = await schoolUnderClock(START);

/** Midnight of 8 March in New York (EST): the plan's end before any pause. */
const OLD_END = '2027-03-08T05:00:00.000Z';
/** Fourteen days later on New York's calendar, across its change to summer time (14 March). */
const NEW_END = '2027-03-22T04:00:00.000Z';
/** The pause's days: Monday 25 January to Sunday 7 February, both included. */
const PAUSE = { starts_on: '2027-01-25', ends_on: '2027-02-07' };
/** The plan's classes on those days (Mondays, Fridays and Sundays at 21:30 New York time). */
const IN_PAUSE = [
  '2027-01-26T02:30:00.000Z',
  '2027-01-30T02:30:00.000Z',
  '2027-02-01T02:30:00.000Z',
  '2027-02-02T02:30:00.000Z',
  '2027-02-06T02:30:00.000Z',
  '2027-02-08T02:30:00.000Z',
];
/** The weeks the pause adds: the same six classes' worth, after the old end. */
const ADDED = [
  '2027-03-09T02:30:00.000Z',
  '2027-03-13T02:30:00.000Z',
  '2027-03-15T01:30:00.000Z',
  '2027-03-16T01:30:00.000Z',
  '2027-03-20T01:30:00.000Z',
  '2027-03-22T01:30:00.000Z',
];

/** A learner in New York on Mondays, Fridays and Sundays at 21:30 New York time, until OLD_END. */
async function learnerOnPlan() {
  const tutor = await world.tutor({ time_zone: 'Africa/Cairo' });
  const learner = await world.learner('America/New_York');
  const ended = await world.admin.send(
    'PATCH',
    `/api/admin/subscriptions/${learner.subscriptionId}`,
    {
      ended_at: OLD_END,
    },
  );
  expect(ended.statusCode, ended.body).toBe(200);
  const planned = await world.plan(learner.subscriptionId, {
    tutor_id: tutor.profile.id,
    weekdays: [1, 5, 7],
    start_time: '21:30',
    time_zone: 'America/New_York',
  });
  expect(planned.statusCode, planned.body).toBe(200);
  const ask = (body: unknown) =>
    learner.send('POST', `/api/my-subscriptions/${learner.subscriptionId}/pauses`, body);
  return { tutor, learner, ask };
}

const startsOf = (classes: LearnerClass[]) => classes.map((item) => item.starts_at);
const paused = (classes: LearnerClass[]) => classes.filter((item) => item.paused);
const pauseOf = (response: { json(): unknown }) => one(pauseSchema).parse(response.json()).data;

async function setPauseWeeks(weeks: number) {
  const current = one(schoolSettingsSchema).parse(
    (await world.admin.get('/api/admin/school-settings')).json(),
  ).data;
  const saved = await world.admin.send('PUT', '/api/admin/school-settings', {
    ...current,
    pause_weeks: weeks,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(one(schoolSettingsSchema).parse(saved.json()).data.pause_weeks).toBe(weeks);
}

const mailsTo = (email: string, subject: RegExp) =>
  smtp.received.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));

describe('a pause within the school’s weeks', () => {
  it('cancels the classes of its days on the plan’s calendar and moves the end on by its days', async () => {
    const { tutor, learner, ask } = await learnerOnPlan();
    const before = (await learner.classes()).classes;
    expect(startsOf(before)).toEqual(expect.arrayContaining(IN_PAUSE));

    const asked = await ask({ ...PAUSE, reason: 'Family visit' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(pauseOf(asked)).toMatchObject({
      status: 'granted',
      starts_on: '2027-01-25',
      ends_on: '2027-02-07',
      days: 14,
      reason: 'Family visit',
      classes_cancelled: 6,
      plan_ends_at: NEW_END,
      time_zone: 'America/New_York',
      withdrawable: true,
    });

    const after = (await learner.classes()).classes;
    // Exactly the classes of those days in New York: Sunday 24 January at 21:30 (25 January in
    // UTC) is not one of them, nor is Monday 8 February (the day after the last).
    expect(startsOf(paused(after))).toEqual(IN_PAUSE);
    for (const item of paused(after)) {
      expect(item).toMatchObject({ status: 'cancelled', cancelled_by: 'learner' });
    }
    const sunday = after.find((item) => item.starts_at === '2027-01-25T02:30:00.000Z');
    expect(sunday).toMatchObject({ status: 'scheduled', paused: false });
    // The same classes, not new ones; no make-up is owed for a pause.
    expect(paused(after).map((item) => item.id)).toEqual(
      before.filter((item) => IN_PAUSE.includes(item.starts_at)).map((item) => item.id),
    );
    expect((await learner.classes()).makeup_credits).toEqual([]);
    // The weeks added after the old end, at 21:30 New York time on both sides of its change.
    const added = after.filter((item) => item.starts_at >= OLD_END);
    expect(startsOf(added)).toEqual(ADDED);
    expect(new Set(added.map((item) => item.status))).toEqual(new Set(['scheduled']));
    const [mine] = (await learner.get('/api/my-subscriptions')).json().data as {
      ended_at: string;
    }[];
    expect(mine?.ended_at).toBe(NEW_END);

    // One mail to the tutor listing the six classes, one to the learner with the new end.
    await mailSettled(app);
    const toTutor = mailsTo(tutor.profile.email, /^Classes paused: /);
    expect(toTutor).toHaveLength(1);
    expect(toTutor[0]!.text.match(/^Class: /gm)).toHaveLength(6);
    expect(toTutor[0]!.calendars[0]!.text).toContain('METHOD:CANCEL');
    const toLearner = mailsTo(learner.user.email, /classes are paused$/);
    expect(toLearner).toHaveLength(1);
    expect(toLearner[0]!.text).toContain(
      'Pause: Monday, 25 January 2027 to Sunday, 7 February 2027',
    );
    expect(toLearner[0]!.text).toContain('Plan now ends: Monday, 22 March 2027');
  });
});

describe('withdrawing a pause', () => {
  it('before it begins gives its classes back and moves the end back', async () => {
    const { tutor, learner, ask } = await learnerOnPlan();
    const before = (await learner.classes()).classes;
    const pause = pauseOf(await ask(PAUSE));
    const withdrawn = await learner.send('POST', `/api/my-pauses/${pause.id}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(pauseOf(withdrawn)).toMatchObject({
      status: 'withdrawn',
      plan_ends_at: OLD_END,
      classes_cancelled: 0,
      withdrawable: false,
    });
    const after = (await learner.classes()).classes;
    expect(after.map((item) => [item.id, item.status, item.paused])).toEqual(
      before.map((item) => [item.id, 'scheduled', false]),
    );
    await mailSettled(app);
    expect(mailsTo(tutor.profile.email, /^Pause withdrawn: /)).toHaveLength(1);
    // Once withdrawn it stays so.
    const again = await learner.send('POST', `/api/my-pauses/${pause.id}/withdraw`);
    expect(again.statusCode).toBe(409);
  });

  it('is refused once the pause has begun', async () => {
    const { learner, ask } = await learnerOnPlan();
    const pause = pauseOf(await ask(PAUSE));
    clock.set('2027-01-26T12:00:00Z');
    const mine = listOf(pauseSchema).parse((await learner.get('/api/my-pauses')).json()).data;
    expect(mine.find((item) => item.id === pause.id)?.withdrawable).toBe(false);
    const late = await learner.send('POST', `/api/my-pauses/${pause.id}/withdraw`);
    expect(late.statusCode).toBe(409);
  });
});

describe('a granted pause', () => {
  it('keeps its days cancelled when staff plan the subscription again', async () => {
    const { tutor, learner, ask } = await learnerOnPlan();
    await ask(PAUSE);
    const replanned = await world.plan(learner.subscriptionId, {
      tutor_id: tutor.profile.id,
      weekdays: [2, 4],
      start_time: '20:00',
      time_zone: 'America/New_York',
    });
    expect(replanned.statusCode, replanned.body).toBe(200);
    const classes = (await learner.classes()).classes;
    const inPause = classes.filter(
      (item) => item.starts_at > '2027-01-25T05:00:00Z' && item.starts_at < '2027-02-08T05:00:00Z',
    );
    // Tuesdays and Thursdays of the two weeks, all cancelled for the pause.
    expect(inPause).toHaveLength(4);
    for (const item of inPause) {
      expect(item).toMatchObject({ status: 'cancelled', cancelled_by: 'learner', paused: true });
    }
    expect(classes.filter((item) => item.status === 'scheduled').length).toBeGreaterThan(10);
  });
});

describe('the days of a pause', () => {
  it('are refused when it cannot take them, each on its field', async () => {
    const { ask } = await learnerOnPlan();
    expect(fieldErrors(await ask({ starts_on: '2027-02-30', ends_on: 'soon' }))).toEqual({
      starts_on: ['The first day field must be a valid date.'],
      ends_on: ['The last day field must be a valid date.'],
    });
    expect(fieldErrors(await ask({ starts_on: '2027-02-07', ends_on: '2027-01-25' }))).toEqual({
      ends_on: ['The last day must be on or after the first day.'],
    });
    // Today on New York's calendar is too soon; tomorrow is the first day a pause may take.
    expect(fieldErrors(await ask({ starts_on: '2027-01-04', ends_on: '2027-01-10' }))).toEqual({
      starts_on: ['A pause can start tomorrow at the earliest.'],
    });
    expect(fieldErrors(await ask({ starts_on: '2027-03-08', ends_on: '2027-03-10' }))).toEqual({
      starts_on: ['A pause must start before the plan ends.'],
    });
    expect(fieldErrors(await ask({ starts_on: '2027-01-10', ends_on: '2028-01-10' }))).toEqual({
      ends_on: ['A pause can last a year at most.'],
    });
    expect((await ask({ starts_on: '2027-01-05', ends_on: '2027-01-06' })).statusCode).toBe(201);
    expect(fieldErrors(await ask({ starts_on: '2027-01-06', ends_on: '2027-01-08' }))).toEqual({
      starts_on: ['These days overlap another pause of this plan.'],
    });
  });
});

describe('a pause beyond the school’s weeks', () => {
  it('waits for staff, who grant it; the learner is told it waits, then the answer', async () => {
    await setPauseWeeks(2);
    try {
      const { tutor, learner, ask } = await learnerOnPlan();
      // A week granted at once; ten more days would make 17 in the year: they wait.
      const first = pauseOf(await ask({ starts_on: '2027-01-11', ends_on: '2027-01-17' }));
      expect(first.status).toBe('granted');
      const asked = await ask(PAUSE);
      expect(asked.statusCode, asked.body).toBe(201);
      const waiting = pauseOf(asked);
      expect(waiting).toMatchObject({
        status: 'requested',
        classes_cancelled: 0,
        withdrawable: true,
      });
      expect(paused((await learner.classes()).classes)).toHaveLength(3);
      await smtp.waitFor(
        (mail) =>
          mail.to.includes(learner.user.email) && /waits for the school$/.test(mail.subject),
      );

      const list = listOf(adminPauseSchema).parse(
        (await world.admin.get('/api/admin/pauses')).json(),
      ).data;
      expect(list.find((item) => item.id === waiting.id)).toMatchObject({
        status: 'requested',
        learner: { id: learner.user.id, name: 'Yusuf Ali' },
        asked_by: 'Yusuf Ali',
        granted_days_in_year: 7,
      });
      expect(list.find((item) => item.id === first.id)).toBeUndefined();

      const granted = await world.admin.send('POST', `/api/admin/pauses/${waiting.id}/grant`);
      expect(granted.statusCode, granted.body).toBe(200);
      expect(one(adminPauseSchema).parse(granted.json()).data).toMatchObject({
        status: 'granted',
        classes_cancelled: 6,
      });
      expect(startsOf(paused((await learner.classes()).classes))).toEqual([
        '2027-01-12T02:30:00.000Z',
        '2027-01-16T02:30:00.000Z',
        '2027-01-18T02:30:00.000Z',
        ...IN_PAUSE,
      ]);
      const again = await world.admin.send('POST', `/api/admin/pauses/${waiting.id}/refuse`);
      expect(again.statusCode).toBe(409);
      await mailSettled(app);
      expect(mailsTo(learner.user.email, /classes are paused$/)).toHaveLength(2);
      expect(mailsTo(tutor.profile.email, /^Classes paused: /)).toHaveLength(2);
    } finally {
      await setPauseWeeks(4);
    }
  });

  it('is refused by staff: the classes stay and the learner is told', async () => {
    await setPauseWeeks(0);
    try {
      const { learner, ask } = await learnerOnPlan();
      const waiting = pauseOf(await ask(PAUSE));
      expect(waiting.status).toBe('requested');
      const refused = await world.admin.send('POST', `/api/admin/pauses/${waiting.id}/refuse`);
      expect(refused.statusCode, refused.body).toBe(200);
      expect(one(adminPauseSchema).parse(refused.json()).data.status).toBe('refused');
      expect(paused((await learner.classes()).classes)).toEqual([]);
      await smtp.waitFor(
        (mail) => mail.to.includes(learner.user.email) && /was not granted$/.test(mail.subject),
      );
      const late = await learner.send('POST', `/api/my-pauses/${waiting.id}/withdraw`);
      expect(late.statusCode).toBe(409);
    } finally {
      await setPauseWeeks(4);
    }
  });
});

describe('who may pause a plan', () => {
  it('is the learner or a parent of theirs; others get 404, tutors 403 on a family’s routes, nobody 401', async () => {
    const { tutor, learner } = await learnerOnPlan();
    const other = await world.learner('Europe/London');
    const url = `/api/my-subscriptions/${learner.subscriptionId}/pauses`;
    expect((await other.send('POST', url, PAUSE)).statusCode).toBe(404);
    expect((await tutor.send('POST', url, PAUSE)).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url, payload: PAUSE })).statusCode).toBe(401);
    const pause = pauseOf(
      await learner.send('POST', url, { starts_on: '2027-02-15', ends_on: '2027-02-16' }),
    );
    expect((await other.send('POST', `/api/my-pauses/${pause.id}/withdraw`)).statusCode).toBe(404);
    const theirs = listOf(pauseSchema).parse((await other.get('/api/my-pauses')).json()).data;
    expect(theirs).toEqual([]);
    // A learner may not decide: the back office is staff's.
    expect((await learner.get('/api/admin/pauses')).statusCode).toBe(403);
    expect((await learner.send('POST', `/api/admin/pauses/${pause.id}/grant`)).statusCode).toBe(
      403,
    );
  });
});

describe('a child’s pause', () => {
  it('is asked by a parent; the parent is mailed, not the child; other parents and tutors are refused', async () => {
    const { parent, child, tutor, subscriptionId } = await childWithPlan(app, world);
    const asParent = { headers: { authorization: `Bearer ${parent.token}` } };
    const url = `/api/family/children/${child.id}/subscriptions/${subscriptionId}/pauses`;
    const body = { starts_on: '2027-01-11', ends_on: '2027-01-24' };

    const stranger = await world.learner('Europe/London');
    expect((await stranger.send('POST', url, body)).statusCode).toBe(404);
    expect((await tutor.send('POST', url, body)).statusCode).toBe(403);
    // The parent's own route for their own subscriptions does not reach the child's.
    const own = await app.inject({
      method: 'POST',
      url: `/api/my-subscriptions/${subscriptionId}/pauses`,
      ...asParent,
      payload: body,
    });
    expect(own.statusCode).toBe(404);

    const asked = await app.inject({ method: 'POST', url, ...asParent, payload: body });
    expect(asked.statusCode, asked.body).toBe(201);
    const pause = pauseOf(asked);
    expect(pause).toMatchObject({ status: 'granted', classes_cancelled: 2 });
    const listed = await app.inject({
      url: `/api/family/children/${child.id}/pauses`,
      ...asParent,
    });
    expect(
      listOf(pauseSchema)
        .parse(listed.json())
        .data.map((item) => item.id),
    ).toEqual([pause.id]);
    expect((await stranger.get(`/api/family/children/${child.id}/pauses`)).statusCode).toBe(404);
    const strangerWithdraw = await stranger.send(
      'POST',
      `/api/family/children/${child.id}/pauses/${pause.id}/withdraw`,
    );
    expect(strangerWithdraw.statusCode).toBe(404);

    await mailSettled(app);
    const told = smtp.received.filter((mail) => /classes are paused$/.test(mail.subject));
    const toParent = told.filter((mail) => mail.to.includes(parent.user.email));
    expect(toParent).toHaveLength(1);
    expect(toParent[0]!.subject).toMatch(/^Hana's .+ classes are paused$/);
    // Hana (7) has no address of her own: the pause's mails went to her parent and her tutor.
    const aboutHana = smtp.received.filter(
      (mail) => mail.subject.includes("Hana's") && /paused/.test(mail.subject),
    );
    expect(
      aboutHana
        .map((mail) => mail.to)
        .flat()
        .sort(),
    ).toEqual([parent.user.email, tutor.profile.email].sort());
  });
});
