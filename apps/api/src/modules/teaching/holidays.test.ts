import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { calendarFeedSchema, holidayClassesSchema } from '@iqra/contracts';
import { invitationOf } from '../../../test/invitations.ts';
import { mailsTo, runAt } from '../../../test/reminders.ts';
import { ADHA, cairo, FITR, newYork, schoolYear, startsOf } from '../../../test/school-year.ts';
import { HOUR } from '../../../test/teaching.ts';

// The school's holidays (decision 049) against a table worked out by hand
// (test/fixtures/school-year-1448.json): two plans, anchored in New York and in Cairo, across
// Ramadan 1448 and both Eids, the Eids' days from the Umm al-Qura calendar.

const { smtp, clock, app, world, admin, calendar, confirm, onPlan, subscriptionOf } =
  await schoolYear();

describe("the school's calendar", () => {
  it('proposes Ramadan and the Eids of 1448 from the Umm al-Qura calendar', async () => {
    const { ramadan, holidays, holiday_rule } = await calendar();
    expect(holiday_rule).toBe('extend_plan');
    expect(ramadan).toContainEqual({
      hijri_year: 1448,
      starts_on: '2027-02-08',
      ends_on: '2027-03-08',
    });
    expect(holidays.filter((holiday) => holiday.hijri_year === 1448)).toEqual([
      expect.objectContaining({
        id: null,
        kind: 'eid_al_fitr',
        starts_on: '2027-03-09',
        ends_on: '2027-03-11',
        proposed_starts_on: '2027-03-09',
      }),
      expect.objectContaining({
        id: null,
        kind: 'eid_al_adha',
        starts_on: '2027-05-16',
        ends_on: '2027-05-19',
        proposed_starts_on: '2027-05-16',
      }),
    ]);
  });

  it('takes the classes on each Eid by the anchor zone’s date and moves each plan’s end by the classes lost', async () => {
    const ny = await onPlan(newYork, 'Europe/London');
    const eg = await onPlan(cairo, 'Asia/Karachi');
    const proposal = (await calendar()).holidays.find(
      (holiday) => holiday.kind === 'eid_al_fitr' && holiday.hijri_year === 1448,
    );
    // The proposal counts what it would take before anyone confirms it.
    expect(proposal?.classes).toBeGreaterThanOrEqual(2);

    const fitr = await confirm(FITR);
    expect(fitr).toMatchObject({ cancelled: 2, restored: 0, learners: 2 });
    const adha = await confirm(ADHA);
    expect(adha).toMatchObject({ cancelled: 4, restored: 0, learners: 2 });

    for (const [{ learner }, plan] of [
      [ny, newYork],
      [eg, cairo],
    ] as const) {
      const subscription = await subscriptionOf(learner);
      const taken = subscription.schedules
        .filter((item) => item.status === 'inactive')
        .map((item) => item.started_at);
      expect(taken, plan.name).toEqual(
        [...startsOf(plan.eid_al_fitr), ...startsOf(plan.eid_al_adha)].map((at) =>
          expect.stringMatching(new RegExp(`^${at.slice(0, 16)}`)),
        ),
      );
      for (const kept of plan.kept) {
        const row = subscription.schedules.find((item) =>
          item.started_at.startsWith(kept.starts_at.slice(0, 16)),
        );
        expect(row?.status, kept.why).toBe('active');
      }
      expect(subscription.ended_at.slice(0, 19), plan.name).toBe(
        plan.ended_at_after_both.slice(0, 19),
      );
      // As many classes are held as before the Eids: the lost ones come after the old end.
      const held = subscription.schedules.filter((item) => item.status !== 'inactive');
      expect(held.at(-1)?.ended_at.slice(0, 19)).toBe(plan.ended_at_after_both.slice(0, 19));
    }
    // The learner's and the tutor's lists name the holidays and the classes each took.
    const listed = await ny.learner.classes();
    expect(
      listed.holidays.map((holiday) => [holiday.kind, holiday.starts_on, holiday.ends_on]),
    ).toEqual([
      ['eid_al_fitr', '2027-03-09', '2027-03-11'],
      ['eid_al_adha', '2027-05-16', '2027-05-19'],
    ]);
    const onEid = listed.classes.find((item) => item.starts_at.startsWith('2027-03-10T04:30'));
    expect(onEid).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'staff',
      holiday_id: fitr.holiday?.id,
    });
    const week = await world.week(eg.tutor, new Date('2027-03-08T00:00:00Z'));
    expect(week.holidays.map((holiday) => holiday.id)).toEqual([
      fitr.holiday?.id,
      adha.holiday?.id,
    ]);
    expect(week.classes.find((item) => item.holiday_id === fitr.holiday?.id)?.starts_at).toBe(
      new Date(cairo.eid_al_fitr[0]!.starts_at).toISOString(),
    );
    // Staff see what each Eid took.
    const adhaClasses = await admin.get(`/api/admin/holidays/${adha.holiday?.id}/classes`);
    expect(
      holidayClassesSchema.parse(adhaClasses.json().data).classes.map((row) => row.starts_at),
    ).toEqual(
      [newYork.eid_al_adha, cairo.eid_al_adha]
        .flatMap(startsOf)
        .sort()
        .map((at) => expect.stringMatching(new RegExp(`^${at.slice(0, 19)}`))),
    );
  });
});

describe('a holiday confirmed', () => {
  it('tells each learner and tutor once, with the classes for their calendar, and sends no reminder for them', async () => {
    const { learner, tutor } = await onPlan(newYork, 'Europe/London');
    const before = smtp.received.length;
    await confirm(ADHA);
    const toLearner = await smtp.waitFor(
      (mail) =>
        mail.to.includes(learner.user.email) && mail.subject.startsWith('Not held for Eid al-Adha'),
    );
    expect(toLearner).toHaveLength(1);
    const [mail] = toLearner;
    // On the learner's clock (London), the Eid's days on both calendars.
    expect(mail!.text).toMatch(
      /Iqra Academy keeps Eid al-Adha on Sunday 16\sMay\s–\sWednesday 19 May 2027 \(10\s?–\s?13 Dhuʻl-Hijjah 1448 AH\)/,
    );
    expect(mail!.text).toContain('Not held: Tuesday, 18 May 2027 at 04:30 BST');
    expect(mail!.text).toContain('Not held: Wednesday, 19 May 2027 at 04:30 BST');
    expect(mail!.text).toContain('the plan now ends on');
    const invitation = invitationOf(mail!);
    expect(invitation.method).toBe('CANCEL');
    expect(invitation.events.map((event) => event.start)).toEqual(
      startsOf(newYork.eid_al_adha).map((at) => new Date(at).toISOString()),
    );
    expect(new Set(invitation.events.map((event) => event.status))).toEqual(new Set(['CANCELLED']));
    const toTutor = await smtp.waitFor(
      (mail) =>
        mail.to.includes(tutor.profile.email) &&
        mail.subject.startsWith('Not held for Eid al-Adha'),
    );
    expect(toTutor).toHaveLength(1);
    // One mail each, whatever the number of classes: none per class.
    expect(
      smtp.received
        .slice(before)
        .filter((one) => one.to.includes(learner.user.email) && /Eid al-Adha/.test(one.subject)),
    ).toHaveLength(1);

    // Reminders go for the classes before and after Eid, and none for those it took: the
    // reminder of the class after it is sent after any of theirs would have been.
    const REMINDER = /^In (24 hours|1 hour): /;
    const reminders = () => mailsTo(smtp.received, learner.user.email, REMINDER).length;
    const remindedOf = async (at: string, count: number) => {
      await runAt(clock, new Date(Date.parse(at) - 23 * HOUR), app);
      await smtp.waitFor(
        (one) => one.to.includes(learner.user.email) && REMINDER.test(one.subject),
        count,
      );
    };
    await remindedOf('2027-05-12T03:30:00Z', 1);
    for (const at of startsOf(newYork.eid_al_adha)) {
      await runAt(clock, new Date(Date.parse(at) - 23 * HOUR), app);
      await runAt(clock, new Date(Date.parse(at) - 50 * 60_000), app);
    }
    await remindedOf('2027-05-25T03:30:00Z', 2);
    expect(reminders()).toBe(2);
  });

  it('shows the classes it takes as cancelled in the learner’s calendar feed', async () => {
    const { learner } = await onPlan(newYork, 'Europe/London');
    const made = await learner.send('POST', '/api/calendar');
    expect(made.statusCode, made.body).toBe(200);
    const feed = calendarFeedSchema.parse(made.json().data);
    await confirm(ADHA);
    const response = await app.inject({ url: new URL(feed.https_url!).pathname });
    expect(response.statusCode, response.body).toBe(200);
    const events = new ICAL.Component(ICAL.parse(response.body))
      .getAllSubcomponents('vevent')
      .map((vevent) => ({
        start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
        sequence: new ICAL.Event(vevent).sequence,
        status: vevent.getFirstPropertyValue('status'),
      }));
    const onEid = events.filter((event) =>
      startsOf(newYork.eid_al_adha).some((at) => Date.parse(at) === Date.parse(event.start)),
    );
    expect(onEid).toHaveLength(2);
    for (const event of onEid) expect(event).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    // The week before, as it was.
    const before = events.find((event) => event.start === '2027-05-11T03:30:00.000Z');
    expect(before?.status).not.toBe('CANCELLED');
  });
});
