import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { invitationOf, latestMailTo } from '../../../test/invitations.ts';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.ts';
import { DAY, HOUR, teachingWorld } from '../../../test/teaching.ts';

// Mails about a class carry it as a calendar invitation, read here as a calendar app would:
// from a real SMTP server, parsed with a real iCalendar parser.

const smtp = await startSmtpStandIn();
afterAll(() => smtp.stop());
const context = await createTestApp({
  env: {
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://school.example',
    MAIL_FROM: 'Iqra Academy <classes@school.example>',
  },
});
const world = await teachingWorld(context);

const PLAN_BOOKED = /^Your .+ classes are booked$/;

const mailTo = latestMailTo(smtp);

async function plannedLearner() {
  const tutor = await world.tutor();
  const learner = await world.learner('America/Toronto');
  const inTwoDays = new Date(Date.now() + 2 * DAY);
  const planned = await world.plan(learner.subscriptionId, {
    tutor_id: tutor.profile.id,
    weekdays: [((inTwoDays.getUTCDay() + 6) % 7) + 1],
    start_time: '16:00',
  });
  expect(planned.statusCode, planned.body).toBe(200);
  return { tutor, learner, classes: (await learner.classes()).classes };
}

describe('class mails carry calendar invitations', () => {
  it('a weekly plan: its classes of the next four weeks to import, each under its feed UID', async () => {
    const { tutor, learner, classes } = await plannedLearner();
    const mail = await mailTo(learner.user.email, PLAN_BOOKED);
    const { method, events } = invitationOf(mail);
    expect(method).toBe('PUBLISH');
    const soon = classes.filter((item) => Date.parse(item.starts_at) < Date.now() + 28 * DAY);
    expect(events.map((event) => event.uid)).toEqual(
      soon.map((item) => `class-${item.id}@school.example`),
    );
    expect(events.every((event) => event.status === 'CONFIRMED' && event.sequence === 0)).toBe(
      true,
    );
    const tutorMail = await mailTo(tutor.profile.email, PLAN_BOOKED);
    expect(invitationOf(tutorMail).events).toHaveLength(soon.length);

    // Set again: the replaced classes the first mail put in a calendar go as cancelled (a
    // class further on was only ever in the feed, which drops it itself); the new ones come
    // under new UIDs.
    const again = await world.plan(learner.subscriptionId, {
      tutor_id: tutor.profile.id,
      weekdays: [((new Date(Date.now() + 3 * DAY).getUTCDay() + 6) % 7) + 1],
      start_time: '09:00',
    });
    expect(again.statusCode, again.body).toBe(200);
    const plans = await smtp.waitFor(
      (m) => m.to.includes(learner.user.email) && PLAN_BOOKED.test(m.subject),
      2,
    );
    const replanned = invitationOf(plans.at(-1)!);
    const gone = replanned.events.filter((event) => event.status === 'CANCELLED');
    expect(gone.map((event) => event.uid).sort()).toEqual(
      soon.map((item) => `class-${item.id}@school.example`).sort(),
    );
    expect(gone.every((event) => event.sequence === 1)).toBe(true);
  });

  it('a move: a REQUEST for the same UID one SEQUENCE higher at the new time, to both sides', async () => {
    const { tutor, learner, classes } = await plannedLearner();
    const first = classes[0]!;
    const to = new Date(Date.parse(first.starts_at) + 3 * HOUR);
    const moved = await learner.send('POST', `/api/my-classes/${first.id}/move`, {
      starts_at: to.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(204);
    for (const [address, name] of [
      [learner.user.email, `${learner.body.firstName} ${learner.body.lastName}`],
      [tutor.profile.email, `${tutor.profile.firstName} ${tutor.profile.lastName}`],
    ] as const) {
      const { method, events } = invitationOf(await mailTo(address, 'Class moved'));
      expect(method).toBe('REQUEST');
      expect(events).toEqual([
        {
          uid: `class-${first.id}@school.example`,
          sequence: 1,
          start: to.toISOString(),
          status: 'CONFIRMED',
          organizer: 'mailto:classes@school.example',
          attendee: `mailto:${address}`,
          attendeeName: name,
        },
      ]);
    }
  });

  it('a cancellation: a CANCEL for the same UID, marked cancelled', async () => {
    const { tutor, learner, classes } = await plannedLearner();
    const first = classes[0]!;
    const cancelled = await tutor.send('POST', `/api/teach/classes/${first.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const { method, events } = invitationOf(await mailTo(learner.user.email, 'Class cancelled'));
    expect(method).toBe('CANCEL');
    expect(events).toMatchObject([
      { uid: `class-${first.id}@school.example`, sequence: 1, status: 'CANCELLED' },
    ]);

    // The make-up the tutor books for it is a class of its own, invited to as booked.
    const credit = (await learner.classes()).makeup_credits[0]!;
    const when = new Date(Date.now() + 5 * DAY);
    when.setUTCMinutes(0, 0, 0);
    const booked = await tutor.send('POST', `/api/teach/makeup-credits/${credit.id}/book`, {
      starts_at: when.toISOString(),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const makeup = invitationOf(
      (
        await smtp.waitFor(
          (mail) =>
            mail.to.includes(learner.user.email) &&
            mail.calendars.some((part) => part.text.includes(when.toISOString().slice(0, 4))) &&
            mail.text.includes('One make-up class'),
        )
      )[0]!,
    );
    expect(makeup.method).toBe('REQUEST');
    expect(makeup.events).toMatchObject([{ start: when.toISOString(), sequence: 0 }]);
  });
});
