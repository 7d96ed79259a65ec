import { describe, expect, it } from 'vitest';
import { childWithPlan as schoolPlan } from '../../../test/family-plans.ts';
import { mailSettled } from '../../../test/outbox.ts';
import { IN_24_HOURS, mailsTo, runAt } from '../../../test/reminders.ts';
import { DAY, HOUR, schoolUnderClock } from '../../../test/teaching.ts';

// Mail about a child's classes and plan goes to the child's parent, on the parent's clock and
// naming the child; a child added by a parent has no address, so nothing goes to the child.
const { smtp, clock, app, world } = await schoolUnderClock('2027-01-04T00:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();

const childWithPlan = () => schoolPlan(app, world);

describe('mail about a child', () => {
  it('tells the parent of the plan and of a class moved, naming the child, on the parent’s clock', async () => {
    const { parent, tutor, classes } = await childWithPlan();
    const email = parent.user.email;
    const [booked] = await smtp.waitFor(
      (mail) => mail.to.includes(email) && mail.subject.endsWith('classes are booked'),
    );
    expect(booked!.subject).toMatch(/^Hana's .+ classes are booked$/);
    expect(booked!.text).toContain(`Hana's weekly`);
    expect(booked!.text).toContain('/family?child=');
    // Her calendar's events name the child; the first class is on the parent's clock (Amman).
    expect(booked!.calendars[0]!.text).toMatch(/SUMMARY:Hana: .+ with Maryam/);
    expect(booked!.text).toContain('First class: Tuesday, 5 January 2027 at 00:00 GMT+3');

    const first = classes[0]!;
    const moved = await world.admin.send('POST', `/api/admin/classes/${first.id}/move`, {
      starts_at: new Date(Date.parse(first.starts_at) + HOUR).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(204);
    const [change] = await smtp.waitFor(
      (mail) => mail.to.includes(email) && mail.subject.startsWith('Class moved'),
    );
    expect(change!.subject).toMatch(/^Class moved: Hana's /);
    expect(change!.text).toContain(`Iqra Academy moved Hana's`);
    expect(change!.text).toContain("See Hana's classes");
    // The tutor is told as before, of the learner by name.
    await smtp.waitFor(
      (mail) => mail.to.includes(tutor.profile.email) && mail.subject.startsWith('Class moved'),
    );
  });

  it('reminds the parent of the child’s class once, with no way to change it from the mail', async () => {
    const { parent, classes } = await childWithPlan();
    const start = Date.parse(classes[1]!.starts_at);
    // Two reminder rounds at the same moment: one mail.
    await runAt(clock, at(start - DAY), app);
    await runAt(clock, at(start - DAY + 60_000), app);
    const [reminder] = await smtp.waitFor(
      (mail) => mail.to.includes(parent.user.email) && IN_24_HOURS.test(mail.subject),
    );
    expect(reminder!.subject).toMatch(/^In 24 hours: Hana's /);
    expect(reminder!.text).toContain(`Hana's`);
    expect(reminder!.text).not.toContain('You can still cancel or move this class');
    await mailSettled(app);
    expect(mailsTo(smtp.received, parent.user.email, IN_24_HOURS)).toHaveLength(1);
  });

  it('tells the parent the child’s plan ends soon, with its checkout for the child', async () => {
    const { parent, child, subscriptionId } = await childWithPlan();
    const ends = Date.parse('2027-02-04T00:00:00Z');
    const changed = await world.admin.send('PATCH', `/api/admin/subscriptions/${subscriptionId}`, {
      ended_at: at(ends),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await runAt(clock, at(ends - 3 * DAY + HOUR), app);
    const [renewal] = await smtp.waitFor(
      (mail) => mail.to.includes(parent.user.email) && /plan ends in 3 days$/.test(mail.subject),
    );
    expect(renewal!.subject).toMatch(/^Hana's .+ plan ends in 3 days$/);
    expect(renewal!.text).toContain(`Renew Hana's plan`);
    expect(renewal!.text).toMatch(
      new RegExp(`/courses/[\\w-]+/checkout\\?plan=[\\w-]+&for=${child.id}`),
    );
  });
});
