import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeedSchema } from '@iqra/contracts';
import type { clientOf } from '../../../test/helpers.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { DAY, HOUR, teachingWorld } from '../../../test/teaching.ts';

const context = await createTestApp({ env: { PUBLIC_URL: 'https://school.example' } });
const world = await teachingWorld(context);

type Client = Pick<ReturnType<typeof clientOf>, 'get' | 'send'>;

/** Makes (or remakes) the person's feed and returns its addresses. */
async function newFeed(client: Client) {
  const made = await client.send('POST', '/api/calendar');
  expect(made.statusCode, made.body).toBe(200);
  return calendarFeedSchema.parse(made.json().data);
}

/** Reads a feed as a calendar app would (no session) and parses it with a real parser. */
async function readFeed(httpsUrl: string) {
  const response = await context.app.inject({ url: new URL(httpsUrl).pathname });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      location: event.location,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: vevent.getFirstPropertyValue('status'),
      alarms: vevent.getAllSubcomponents('valarm').length,
    };
  });
}

/** A tutor and a learner with a weekly plan whose classes start three days from now. */
async function taughtLearner() {
  const tutor = await world.tutor({ firstName: 'Amina', lastName: 'Saleh' });
  const learner = await world.learner('America/Toronto');
  const inThreeDays = new Date(Date.now() + 3 * DAY);
  const planned = await world.plan(learner.subscriptionId, {
    tutor_id: tutor.profile.id,
    weekdays: [((inThreeDays.getUTCDay() + 6) % 7) + 1],
    start_time: '15:00',
    time_zone: 'Africa/Cairo',
  });
  expect(planned.statusCode, planned.body).toBe(200);
  return { tutor, learner, classes: (await learner.classes()).classes };
}

describe('calendar feeds', () => {
  it('list a learner’s classes with stable ids, the link and an alarm, in UTC', async () => {
    const { learner, classes } = await taughtLearner();
    expect((await learner.get('/api/calendar')).json().data).toEqual({
      webcal_url: null,
      https_url: null,
    });
    const feed = await newFeed(learner);
    expect(feed.webcal_url).toMatch(/^webcal:\/\/school\.example\/calendar\/[\w-]{43}\.ics$/);
    expect(feed.https_url).toBe(feed.webcal_url!.replace('webcal:', 'https:'));
    expect((await learner.get('/api/calendar')).json().data).toEqual(feed);

    const events = await readFeed(feed.https_url!);
    expect(events).toHaveLength(classes.length);
    const first = classes[0]!;
    expect(events[0]).toEqual({
      uid: `class-${first.id}@school.example`,
      sequence: 0,
      summary: `${first.course} with Amina Saleh`,
      location: first.link,
      start: first.starts_at,
      end: first.ends_at,
      status: 'CONFIRMED',
      alarms: 1,
    });
    // Read again: the same events under the same ids.
    expect(await readFeed(feed.https_url!)).toEqual(events);
  });

  it('move a class in place (same id, higher sequence) and mark a cancelled one', async () => {
    const { learner, classes } = await taughtLearner();
    const feed = await newFeed(learner);
    const [first, second] = [classes[0]!, classes[1]!];
    const to = new Date(Date.parse(first.starts_at) + 2 * HOUR);
    const moved = await learner.send('POST', `/api/my-classes/${first.id}/move`, {
      starts_at: to.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(204);
    const cancelled = await learner.send('POST', `/api/my-classes/${second.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);

    const events = await readFeed(feed.https_url!);
    expect(events).toHaveLength(classes.length);
    const movedEvent = events.find((event) => event.uid === `class-${first.id}@school.example`);
    // Each changed once: one SEQUENCE on from the 0 it was made with.
    expect(movedEvent).toMatchObject({ start: to.toISOString(), status: 'CONFIRMED', sequence: 1 });
    const cancelledEvent = events.find(
      (event) => event.uid === `class-${second.id}@school.example`,
    );
    expect(cancelledEvent).toMatchObject({
      start: second.starts_at,
      status: 'CANCELLED',
      sequence: 1,
    });
  });

  it('show a tutor their classes with the learner’s name', async () => {
    const { tutor, learner, classes } = await taughtLearner();
    const feed = await newFeed(tutor);
    const events = await readFeed(feed.https_url!);
    expect(events.map((event) => event.uid)).toEqual(
      classes.map((item) => `class-${item.id}@school.example`),
    );
    expect(events[0]?.summary).toBe(
      `${classes[0]!.course} with ${learner.body.firstName} ${learner.body.lastName}`,
    );
  });

  it('stop answering the old address once a new one is made', async () => {
    const { learner } = await taughtLearner();
    const old = await newFeed(learner);
    const renewed = await newFeed(learner);
    expect(renewed.https_url).not.toBe(old.https_url);
    const gone = await context.app.inject({ url: new URL(old.https_url!).pathname });
    expect(gone.statusCode).toBe(404);
    await readFeed(renewed.https_url!);
  });

  it('answer 404 for an address that was never made, and 401 for the calls without a session', async () => {
    for (const path of ['/calendar/x.ics', `/calendar/${'a'.repeat(43)}.ics`, '/calendar/']) {
      expect((await context.app.inject({ url: path })).statusCode, path).toBe(404);
    }
    expect((await context.app.inject({ url: '/api/calendar' })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'POST', url: '/api/calendar' })).statusCode).toBe(
      401,
    );
  });
});
