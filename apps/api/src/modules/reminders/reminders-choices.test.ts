import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  mailPreferencesSchema,
  REMINDER_LABELS,
  UNSUBSCRIBE_LINK_INVALID,
  unsubscribeStateSchema,
} from '@iqra/contracts';
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

// What people choose of their reminders, on their account page or with one click in a mail
// (RFC 8058, no session); and the reminders about plans and classes to record.

const smtp = await startSmtpStandIn();
afterAll(() => smtp.stop());
const clock = testClock('2027-01-01T00:00:00Z');
// Each test makes its learners and plans on New Year's Day, before the terms they follow.
beforeEach(() => clock.set('2027-01-01T00:00:00Z'));
const context = await createTestApp({
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://school.example' },
  ...underClock(clock),
});
const world = await teachingWorld(context);
const at = (ms: number) => new Date(ms).toISOString();
const { app } = context;

/** A term in March 2027: Wednesdays 16:00 Cairo, a learner in Karachi. */
const marchTerm = () =>
  taughtBetween(world, {
    from: '2027-03-01T00:00:00Z',
    to: '2027-03-29T00:00:00Z',
    weekdays: [3],
    start: '16:00',
    anchor: 'Africa/Cairo',
    learnerZone: 'Asia/Karachi',
    tutorZone: 'Africa/Cairo',
  });

describe('reminder preferences', () => {
  it('are listed per role, and one turned off on the account page is not sent', async () => {
    const { learner, tutor, classes } = await marchTerm();
    const mine = mailPreferencesSchema.parse(
      (await learner.get('/api/mail-preferences')).json().data,
    );
    // The weekly digest is offered to a learner, off until they turn it on.
    expect(mine.reminders).toEqual(
      (['class_24h', 'class_1h', 'renewal', 'weekly_digest'] as const).map((kind) => ({
        kind,
        label: REMINDER_LABELS[kind],
        on: kind !== 'weekly_digest',
      })),
    );
    const tutors = (await tutor.get('/api/mail-preferences')).json().data.reminders;
    expect(tutors.map((item: { kind: string }) => item.kind)).toEqual([
      'class_24h',
      'class_1h',
      'record_nudge',
    ]);
    const bad = await learner.send('PUT', '/api/mail-preferences', { class_2h: false });
    expect(bad.statusCode).toBe(422);
    const off = await learner.send('PUT', '/api/mail-preferences', { class_24h: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.reminders[0]).toMatchObject({ kind: 'class_24h', on: false });

    const start = Date.parse(classes[0]!.starts_at);
    await runAt(clock, at(start - DAY), app);
    await smtp.waitFor(
      (mail) => mail.to.includes(tutor.profile.email) && IN_24_HOURS.test(mail.subject),
    );
    await runAt(clock, at(start - HOUR), app);
    await smtp.waitFor(
      (mail) => mail.to.includes(learner.user.email) && IN_1_HOUR.test(mail.subject),
    );
    await mailSettled(app);
    expect(mailsTo(smtp.received, learner.user.email, IN_24_HOURS)).toEqual([]);
  });

  it('one click in the mail turns that kind off without a session; a forged link does nothing', async () => {
    const { learner, classes } = await marchTerm();
    const start = Date.parse(classes[1]!.starts_at);
    await runAt(clock, at(start - DAY), app);
    const [mail] = await smtp.waitFor(
      (item) => item.to.includes(learner.user.email) && IN_24_HOURS.test(item.subject),
    );
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link =
      /^<(https:\/\/school\.example\/api\/unsubscribe\/[\w-]{43}\?kind=class_24h)>$/.exec(
        mail!.headers['list-unsubscribe'] ?? '',
      )?.[1];
    expect(link, mail!.headers['list-unsubscribe']).toBeTruthy();
    const path = link!.slice('https://school.example'.length);
    // The footer's link opens the page that asks before it turns anything off.
    expect(mail!.text).toContain(`Stop these reminders: https://school.example/unsubscribe?token=`);

    const looked = await app.inject({ url: path });
    expect(unsubscribeStateSchema.parse(looked.json().data)).toEqual({
      kind: 'class_24h',
      label: REMINDER_LABELS.class_24h,
      on: true,
    });
    // What a mail app sends (RFC 8058): a form post, no cookie, no session.
    const clicked = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json().data).toMatchObject({ kind: 'class_24h', on: false });
    const prefs = (await learner.get('/api/mail-preferences')).json().data.reminders;
    expect(prefs.find((item: { kind: string }) => item.kind === 'class_24h').on).toBe(false);
    expect(prefs.find((item: { kind: string }) => item.kind === 'class_1h').on).toBe(true);

    const token = path.split('/')[3]!.split('?')[0]!;
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/api/unsubscribe/${forged}?kind=class_1h`,
      '/api/unsubscribe/not-a-token?kind=class_1h',
    ]) {
      const refused = await app.inject({ method: 'POST', url });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().message).toBe(UNSUBSCRIBE_LINK_INVALID);
    }
    const unknownKind = await app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}?kind=all`,
    });
    expect(unknownKind.statusCode).toBe(422);
    // A signed-in stranger's token on the request changes nothing about whose link it is.
    const stranger = await world.learner();
    const again = await app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(again.statusCode).toBe(200);
    expect((await stranger.get('/api/mail-preferences')).json().data.reminders[0].on).toBe(true);

    // The next class's 24-hour reminder does not come; its 1-hour one does.
    const next = Date.parse(classes[2]!.starts_at);
    await runAt(clock, at(next - DAY), app);
    await runAt(clock, at(next - HOUR), app);
    await mailSettled(app);
    expect(mailsTo(smtp.received, learner.user.email, IN_24_HOURS)).toHaveLength(1);
    expect(mailsTo(smtp.received, learner.user.email, IN_1_HOUR)).toHaveLength(1);
  });
});

describe('plan and record reminders', () => {
  it('tell a learner 7, 3 and 1 days before their plan ends, with its checkout, then that it ended', async () => {
    const { learner } = await marchTerm();
    const end = Date.parse('2027-03-29T00:00:00Z');
    for (const moment of [end - 8 * DAY, end - 7 * DAY, end - 3 * DAY, end - DAY, end + HOUR]) {
      await runAt(clock, at(moment), app);
      await mailSettled(app);
    }
    const mails = mailsTo(smtp.received, learner.user.email, /plan (ends|has ended)/);
    expect(mails.map((mail) => mail.subject.replace(/^Your .+ plan/, 'plan'))).toEqual([
      'plan ends in 7 days',
      'plan ends in 3 days',
      'plan ends in 1 day',
      'plan has ended',
    ]);
    expect(mails[0]!.text).toMatch(
      /Renew my plan: https:\/\/school\.example\/courses\/[\w-]+\/checkout\?plan=[\w-]+/,
    );
    expect(mails[0]!.headers['list-unsubscribe']).toMatch(/kind=renewal>$/);
  });

  it('are not sent for a plan renewed in the meantime', async () => {
    const { learner } = await marchTerm();
    const end = Date.parse('2027-03-29T00:00:00Z');
    await runAt(clock, at(end - 7 * DAY), app);
    await mailSettled(app);
    const renewed = await world.admin.send(
      'PATCH',
      `/api/admin/subscriptions/${learner.subscriptionId}`,
      {
        ended_at: '2027-04-26T00:00:00Z',
      },
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    for (const moment of [end - 3 * DAY, end - DAY, end + HOUR]) {
      await runAt(clock, at(moment), app);
      await mailSettled(app);
    }
    expect(mailsTo(smtp.received, learner.user.email, /plan (ends|has ended)/)).toHaveLength(1);
  });

  it('nudge a tutor once about classes not recorded a day after they ended', async () => {
    const { tutor, classes } = await marchTerm();
    const [first, second] = [classes[0]!, classes[1]!];
    await runAt(clock, at(Date.parse(first.ends_at) + DAY - 60_000), app);
    await mailSettled(app);
    expect(mailsTo(smtp.received, tutor.profile.email, /to record$/)).toEqual([]);
    await runAt(clock, at(Date.parse(first.ends_at) + DAY), app);
    const [nudge] = await smtp.waitFor(
      (mail) => mail.to.includes(tutor.profile.email) && mail.subject === '1 class to record',
    );
    expect(nudge!.text).toContain('Record my classes: https://school.example/teach');
    // Recorded before its nudge was due: the second class earns none.
    clock.set(at(Date.parse(second.ends_at) + HOUR));
    const recorded = await tutor.send('POST', `/api/teach/classes/${second.id}/record`, {
      attendance: 'present',
      note: 'Surah Al-Mulk, verses 1 to 10.',
    });
    expect(recorded.statusCode, recorded.body).toBe(204);
    await runAt(clock, at(Date.parse(second.ends_at) + DAY + HOUR), app);
    await mailSettled(app);
    expect(mailsTo(smtp.received, tutor.profile.email, /to record$/)).toHaveLength(1);
  });
});
