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
  vectorSeries,
} from '../../../test/reminders.ts';
import { mailSettled, mailRefused } from '../../../test/outbox.ts';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.ts';
import { DAY, HOUR, teachingWorld } from '../../../test/teaching.ts';

// When reminders go: at their own minute, across clock changes, once whatever runs them, and
// for a class's present time only. The clock is the test's; the mail is read from SMTP.

const smtp = await startSmtpStandIn();
afterAll(() => smtp.stop());
const clock = testClock('2027-01-01T00:00:00Z');
// Each test makes its learners and plans on New Year's Day, before the terms they follow.
beforeEach(() => clock.set('2027-01-01T00:00:00Z'));
const env = { SMTP_URL: smtp.url, PUBLIC_URL: 'https://school.example' };
const context = await createTestApp({ env, ...underClock(clock) });
const world = await teachingWorld(context);
const MINUTE = 60_000;
const at = (ms: number) => new Date(ms).toISOString();

const settled = () => mailSettled(context.app);

// Sydney's clocks go back at 03:00 on Sunday 4 April 2027: a class at 07:00 that Sunday is 24
// hours after 08:00 on Saturday, Sydney time (not 07:00). A learner in London sees it at 22:00
// on Saturday (British summer time began a week before).
describe('a class reminder', () => {
  it('is due exactly 24 hours and 1 hour before the class, across a clock change', async () => {
    const { learner, tutor, classes } = await taughtBetween(world, {
      from: '2027-03-29T00:00:00Z',
      to: '2027-04-12T00:00:00Z',
      weekdays: [7],
      start: '07:00',
      anchor: 'Australia/Sydney',
      learnerZone: 'Europe/London',
      tutorZone: 'Australia/Sydney',
    });
    const expected = vectorSeries('Australia/Sydney').find((item) =>
      item.seen['Australia/Sydney']!.startsWith('Sun 2027-04-04'),
    )!;
    const first = classes[0]!;
    expect(first.starts_at).toBe(new Date(expected.starts_at).toISOString());
    const start = Date.parse(first.starts_at);

    await runAt(clock, at(start - DAY - MINUTE), context.app);
    await settled();
    expect(mailsTo(smtp.received, learner.user.email, IN_24_HOURS)).toEqual([]);

    await runAt(clock, at(start - DAY), context.app);
    const [toLearner] = await smtp.waitFor(
      (mail) => mail.to.includes(learner.user.email) && IN_24_HOURS.test(mail.subject),
    );
    // On the learner's clock: the vectors' "Sat 2027-04-03 22:00" in London.
    expect(expected.seen['Europe/London']).toBe('Sat 2027-04-03 22:00');
    expect(toLearner!.text).toContain('When: Saturday, 3 April 2027 at 22:00 BST');
    expect(toLearner!.text).toContain(`Class link: ${first.link}`);
    expect(toLearner!.text).toMatch(
      /You can still cancel or move this class until Saturday, 3 April 2027 at 10:00 BST/,
    );
    const [toTutor] = await smtp.waitFor(
      (mail) => mail.to.includes(tutor.profile.email) && IN_24_HOURS.test(mail.subject),
    );
    expect(toTutor!.text).toContain('When: Sunday, 4 April 2027 at 07:00 GMT+10');
    expect(toTutor!.text).not.toContain('cancel or move');

    await runAt(clock, at(start - HOUR - MINUTE), context.app);
    await settled();
    expect(mailsTo(smtp.received, learner.user.email, IN_1_HOUR)).toEqual([]);
    await runAt(clock, at(start - HOUR), context.app);
    const [soon] = await smtp.waitFor(
      (mail) => mail.to.includes(learner.user.email) && IN_1_HOUR.test(mail.subject),
    );
    expect(soon!.text).toMatch(
      /It is too late to cancel or move this class \(the school asks for 12 hours' notice\)/,
    );
    // Each went once, however often the rounds ran.
    await runAt(clock, at(start - HOUR + MINUTE), context.app);
    await settled();
    expect(mailsTo(smtp.received, learner.user.email, /^In /)).toHaveLength(2);
  });

  it('whose moment passed while no server ran still goes before the class, never after', async () => {
    const { learner, classes } = await taughtBetween(world, {
      from: '2027-05-01T00:00:00Z',
      to: '2027-05-15T00:00:00Z',
      weekdays: [3],
      start: '18:30',
      anchor: 'America/New_York',
      learnerZone: 'Africa/Cairo',
      tutorZone: 'America/New_York',
    });
    const [first, second] = [Date.parse(classes[0]!.starts_at), Date.parse(classes[1]!.starts_at)];
    // Down from before the first class's 24-hour moment until 20 minutes before it: only the
    // 1-hour reminder is left to send, and it goes.
    await runAt(clock, at(first - 20 * MINUTE), context.app);
    await smtp.waitFor(
      (mail) => mail.to.includes(learner.user.email) && IN_1_HOUR.test(mail.subject),
    );
    // Down again until the second class had begun: nothing is sent for it.
    await runAt(clock, at(second + MINUTE), context.app);
    await settled();
    expect(mailsTo(smtp.received, learner.user.email, /^In /)).toHaveLength(1);
  });
});

describe('a class that changes', () => {
  it('moved after its 24-hour reminder gets one for its new time, and none for the old', async () => {
    const { learner, classes } = await taughtBetween(world, {
      from: '2027-06-01T00:00:00Z',
      to: '2027-06-15T00:00:00Z',
      weekdays: [2],
      start: '17:00',
      anchor: 'Africa/Cairo',
      learnerZone: 'America/Toronto',
      tutorZone: 'Africa/Cairo',
    });
    const first = classes[0]!;
    const old = Date.parse(first.starts_at);
    await runAt(clock, at(old - DAY), context.app);
    await smtp.waitFor(
      (mail) => mail.to.includes(learner.user.email) && IN_24_HOURS.test(mail.subject),
    );
    const moved = old + 2 * DAY;
    await world.moveByStaff(first.id, new Date(moved));

    for (const moment of [old - HOUR, old - 10 * MINUTE, moved - DAY - MINUTE]) {
      await runAt(clock, at(moment), context.app);
    }
    await settled();
    expect(mailsTo(smtp.received, learner.user.email, /^In /)).toHaveLength(1);

    // Each delivered before the next is due, as a day apart they would be: the outbox sends a
    // batch at once, so two mails queued together may arrive in either order.
    await runAt(clock, at(moved - DAY), context.app);
    await smtp.waitFor(
      (mail) => mail.to.includes(learner.user.email) && /^In /.test(mail.subject),
      2,
    );
    await runAt(clock, at(moved - HOUR), context.app);
    await smtp.waitFor(
      (mail) => mail.to.includes(learner.user.email) && /^In /.test(mail.subject),
      3,
    );
    await settled();
    const reminders = mailsTo(smtp.received, learner.user.email, /^In /);
    expect(reminders.map((mail) => mail.subject.split(':')[0])).toEqual([
      'In 24 hours',
      'In 24 hours',
      'In 1 hour',
    ]);
    // The new time, on Toronto's clock.
    const newTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Toronto',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(moved));
    expect(reminders[1]!.text).toContain(`at ${newTime} `);
  });

  it('cancelled gets none; one queued and then cancelled is dropped before it is sent', async () => {
    const { learner, tutor, classes } = await taughtBetween(world, {
      from: '2027-07-01T00:00:00Z',
      to: '2027-07-15T00:00:00Z',
      weekdays: [4],
      start: '10:00',
      anchor: 'Europe/London',
      learnerZone: 'Europe/London',
      tutorZone: 'Africa/Cairo',
    });
    const [first, second] = [classes[0]!, classes[1]!];
    expect((await tutor.send('POST', `/api/teach/classes/${first.id}/cancel`)).statusCode).toBe(
      204,
    );
    await runAt(clock, at(Date.parse(first.starts_at) - HOUR), context.app);

    // Queued while SMTP is down and refused there, then cancelled: when SMTP is back, nothing
    // goes. (A mail already on its way when the class is cancelled is delivered, as any mail
    // in flight is; the test waits until none is.)
    await smtp.stop();
    await runAt(clock, at(Date.parse(second.starts_at) - DAY), context.app);
    await mailRefused(context.app);
    expect((await tutor.send('POST', `/api/teach/classes/${second.id}/cancel`)).statusCode).toBe(
      204,
    );
    await smtp.start();
    await context.app.db.execute(
      "update outbox set next_attempt_at = now() where status = 'pending'",
    );
    await settled();
    for (const address of [learner.user.email, tutor.profile.email]) {
      expect(mailsTo(smtp.received, address, /^In /)).toEqual([]);
    }
  });
});
