import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import {
  IN_1_HOUR,
  IN_24_HOURS,
  mailsTo,
  underClock,
  runAt,
  taughtBetween,
  testClock,
} from '../../../test/reminders.ts';
import { mailSettled } from '../../../test/outbox.ts';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.ts';
import { DAY, HOUR, teachingWorld } from '../../../test/teaching.ts';

// Two instances of the app on one database, sending through one SMTP server, one of them
// restarted half-way: every reminder reaches SMTP exactly once.

const smtp = await startSmtpStandIn();
afterAll(() => smtp.stop());
const clock = testClock('2027-01-01T00:00:00Z');
// Each test makes its learners and plans on New Year's Day, before the terms they follow.
beforeEach(() => clock.set('2027-01-01T00:00:00Z'));
const options = {
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://school.example' },
  ...underClock(clock),
};
const first = await createTestApp(options);
const second = await createTestApp({ ...options, sameDatabaseAs: first });
const world = await teachingWorld(first);
const at = (ms: number) => new Date(ms).toISOString();

describe('with two instances and a restart', () => {
  it('sends each reminder once', async () => {
    // Ten learners of one tutor, each with a class on the same morning, an hour apart.
    const people = [];
    for (let hour = 0; hour < 10; hour += 1) {
      people.push(
        await taughtBetween(world, {
          from: '2027-02-01T00:00:00Z',
          to: '2027-02-08T00:00:00Z',
          weekdays: [3],
          start: `${String(6 + hour).padStart(2, '0')}:00`,
          anchor: 'Africa/Cairo',
          learnerZone: 'Europe/London',
          tutorZone: 'Africa/Cairo',
        }),
      );
    }
    const starts = people.map((person) => Date.parse(person.classes[0]!.starts_at));
    const moments = [...new Set(starts.flatMap((start) => [start - DAY, start - HOUR]))].sort(
      (a, b) => a - b,
    );
    const half = Math.floor(moments.length / 2);
    for (const moment of moments.slice(0, half)) {
      // Both instances look at the same moment, twice each.
      await runAt(clock, at(moment), first.app, second.app, first.app, second.app);
      // Time moves on only once the mail of this moment has gone, as it would.
      await mailSettled(first.app);
    }
    // The second instance restarts: a new app on the same database takes its place.
    await second.app.close();
    const restarted = await createTestApp({ ...options, sameDatabaseAs: first });
    for (const moment of moments.slice(half)) {
      await runAt(clock, at(moment), first.app, restarted.app);
      await mailSettled(first.app);
    }
    await runAt(clock, at(moments.at(-1)! + 5 * 60_000), restarted.app, first.app);
    await mailSettled(first.app);
    for (const person of people) {
      for (const address of [person.learner.user.email, person.tutor.profile.email]) {
        expect(mailsTo(smtp.received, address, IN_24_HOURS), address).toHaveLength(1);
        expect(mailsTo(smtp.received, address, IN_1_HOUR), address).toHaveLength(1);
      }
    }
  });
});
