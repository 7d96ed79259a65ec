import { sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { tutorClassesResponseSchema } from '@iqra/contracts';
import { bearer, createTestApp } from '../../../test/helpers.ts';
import { testClock, underClock } from '../../../test/reminders.ts';
import { DAY, HOUR, teachingWorld } from '../../../test/teaching.ts';

// The learner's upcoming classes and the tutor's week are kept between requests (they are read
// the most); these tests prove no one is ever shown a kept list that is no longer true.

// The school's clock is the test's, so that a window closing is a move of the clock, not a wait.
const START = '2027-05-03T08:00:00Z';
const clock = testClock(START);
beforeEach(() => clock.set(START));
const context = await createTestApp(underClock(clock));
const world = await teachingWorld(context);

/** A tutor and a learner with a weekly plan of classes starting three days from now. */
async function taughtLearner() {
  const tutor = await world.tutor();
  const learner = await world.learner('America/Toronto');
  const inThreeDays = new Date(clock.now().getTime() + 3 * DAY);
  const weekday = ((inThreeDays.getUTCDay() + 6) % 7) + 1;
  const planned = await world.plan(learner.subscriptionId, {
    tutor_id: tutor.profile.id,
    weekdays: [weekday],
    start_time: '10:00',
    time_zone: 'UTC',
  });
  expect(planned.statusCode, planned.body).toBe(200);
  const first = (await learner.classes()).classes[0]!;
  const from = new Date(Date.parse(first.starts_at) - DAY);
  return { tutor, learner, first, from };
}

describe('kept class lists', () => {
  it('show a change made in the database by any path on the very next read', async () => {
    const { tutor, learner, first, from } = await taughtLearner();
    expect((await learner.classes()).classes[0]?.title).toBe(first.title);
    expect((await world.week(tutor, from)).classes[0]?.title).toBe(first.title);

    // Not through the API: straight into the table, as a script or a migration would.
    await context.database.db.execute(
      sql`update classes set title = 'Tajweed: the rules of noon' where id = ${first.id}`,
    );
    expect((await learner.classes()).classes[0]?.title).toBe('Tajweed: the rules of noon');
    expect((await world.week(tutor, from)).classes[0]?.title).toBe('Tajweed: the rules of noon');

    // Something around the class: the tutor's meeting link, which the class meets at.
    await context.database.db.execute(
      sql`update tutors set meeting_link = 'https://meet.jit.si/moved-room' where user_id = ${tutor.profile.id}`,
    );
    expect((await learner.classes()).classes[0]?.link).toBe('https://meet.jit.si/moved-room');
  });

  it('show another instance’s change as the database announces it', async () => {
    const second = await createTestApp({ sameDatabaseAs: context, ...underClock(clock) });
    const { tutor, learner, first, from } = await taughtLearner();
    const readOnSecond = async () => {
      const response = await second.app.inject({
        url: '/api/my-classes',
        headers: bearer(learner.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { classes: { id: number; starts_at: string }[] };
    };
    const weekOnSecond = async () => {
      const response = await second.app.inject({
        url: `/api/teach/classes?from=${from.toISOString()}&to=${new Date(from.getTime() + 7 * DAY).toISOString()}`,
        headers: tutor.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return tutorClassesResponseSchema.parse(response.json());
    };
    expect((await readOnSecond()).classes[0]?.starts_at).toBe(first.starts_at);
    expect((await weekOnSecond()).classes[0]?.starts_at).toBe(first.starts_at);

    // The learner moves the class through the first instance…
    const to = new Date(Date.parse(first.starts_at) + 2 * HOUR);
    const moved = await learner.send('POST', `/api/my-classes/${first.id}/move`, {
      starts_at: to.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(204);

    // …which the first shows on its very next answer…
    expect((await learner.classes()).classes[0]?.starts_at).toBe(to.toISOString());
    // …and the second, which kept both lists, as soon as the database tells it of the commit
    // (PostgreSQL: within milliseconds, over its own connection; a client on a network takes
    // longer than that to ask again).
    const soon = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 1000, interval: 2 });
    await soon(async () => (await readOnSecond()).classes[0]?.starts_at).toBe(to.toISOString());
    await soon(async () => (await weekOnSecond()).classes[0]?.starts_at).toBe(to.toISOString());
  });

  it('close the notice window on the clock, with nothing changed in the database', async () => {
    const { learner, first } = await taughtLearner();
    // The notice window (12 hours) closes at this moment.
    const closes = Date.parse(first.starts_at) - 12 * HOUR;
    clock.set(new Date(closes - 1));
    const before = (await learner.classes()).classes.find((item) => item.id === first.id);
    expect(before?.change_until).toBe(new Date(closes).toISOString());

    // The same list, kept, read a millisecond later: the window has closed.
    clock.set(new Date(closes));
    const after = (await learner.classes()).classes.find((item) => item.id === first.id);
    expect(after?.change_until).toBeNull();
  });

  it('answer the same bytes whether kept or read afresh, compressed when the client takes it', async () => {
    const { learner } = await taughtLearner();
    const read = (encoding?: string) =>
      context.app.inject({
        url: '/api/my-classes',
        headers: { ...bearer(learner.token), ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const fresh = await read();
    const kept = await read();
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.body).toBe(fresh.body);
    expect(kept.headers.vary).toMatch(/Accept-Encoding/);

    // As a browser asks: the same JSON, in a fraction of the bytes.
    const brotli = await read('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(fresh.body);
    expect(brotli.rawPayload.length).toBeLessThan(fresh.rawPayload.length / 2);
    const gzip = await read('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(fresh.body);
  });
});
