import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mailPreferencesSchema } from '@iqra/contracts';
import { outbox } from '../../db/schema.ts';
import { addChild } from '../../../test/families.ts';
import { clientOf, createTestApp, fieldErrors, registerLearner } from '../../../test/helpers.ts';
import { mailSettled } from '../../../test/outbox.ts';
import { mailsTo, runAt, testClock, underClock } from '../../../test/reminders.ts';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.ts';
import { teachingWorld } from '../../../test/teaching.ts';
import { REMINDER_MAIL } from './due.ts';

// The weekly digest: one mail per parent per week, at the minute they chose on their own clock,
// whatever the clocks did that week, however many instances look at once and whichever of them
// restarts; nothing for a week with nothing to say.

const smtp = await startSmtpStandIn();
afterAll(() => smtp.stop());
// Monday 1 March 2027. Toronto's clocks go forward at 02:00 on Sunday 14 March.
const START = '2027-03-01T00:00:00Z';
const clock = testClock(START);
beforeEach(() => clock.set(START));
const options = {
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://school.example' },
  ...underClock(clock),
};
const first = await createTestApp(options);
const second = await createTestApp({ ...options, sameDatabaseAs: first });
const { app } = first;
const world = await teachingWorld(first);

const DIGEST = /the week at Iqra$|^Your week at Iqra$/;
const digestsTo = (address: string) => mailsTo(smtp.received, address, DIGEST);

async function product(index: number) {
  const products = (await app.inject({ url: '/api/products' })).json().data as { id: number }[];
  const tiers = (await app.inject({ url: '/api/tiers' })).json().data as {
    tiers: { id: number }[];
  }[];
  return { product_id: products[index]!.id, tier_id: tiers[0]!.tiers[0]!.id };
}

/** A parent in Toronto adds a child and staff give the child a course on a weekly plan. */
async function childOnPlan(
  asParent: ReturnType<typeof clientOf>,
  child: { firstName: string; birth_year: number },
  plan: { tutorId: number; weekdays: number[]; start: string },
) {
  const { id } = await addChild(asParent, child);
  const granted = await world.admin.send('POST', '/api/admin/subscriptions', {
    user_id: id,
    ...(await product(0)),
  });
  expect(granted.statusCode, granted.body).toBe(201);
  const subscriptionId = granted.json().data.id as number;
  const planned = await world.plan(subscriptionId, {
    tutor_id: plan.tutorId,
    weekdays: plan.weekdays,
    start_time: plan.start,
    time_zone: 'America/Toronto',
  });
  expect(planned.statusCode, planned.body).toBe(200);
  const classes = (await asParent.get(`/api/family/children/${id}/classes`)).json().classes as {
    id: number;
    starts_at: string;
  }[];
  return { id, subscriptionId, classes };
}

const digestRows = async (userId: number) =>
  app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, REMINDER_MAIL.digest), eq(outbox.to, await addressOf(userId))))
    .orderBy(asc(outbox.id));
const addressOf = async (userId: number) =>
  (await app.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.id, userId) }))!.email!;

describe('the weekly digest of a family', () => {
  it('goes once, at 09:00 on the parent’s Sunday before and after the clocks change, with two instances and a restart', async () => {
    const parent = await registerLearner(app, { firstName: 'Amina', time_zone: 'America/Toronto' });
    const asParent = clientOf(app, parent.token);
    const yusuf = await world.tutor({ firstName: 'Yusuf', time_zone: 'Africa/Cairo' });
    const maryam = await world.tutor({ firstName: 'Maryam', gender: 2 });
    const zayd = await childOnPlan(
      asParent,
      { firstName: 'Zayd', birth_year: 2017 },
      { tutorId: yusuf.profile.id, weekdays: [1, 3], start: '17:00' },
    );
    const hana = await childOnPlan(
      asParent,
      { firstName: 'Hana', birth_year: 2020 },
      { tutorId: maryam.profile.id, weekdays: [6], start: '10:00' },
    );
    // Hana's plan ends within a fortnight of the second digest.
    const shortened = await world.admin.send(
      'PATCH',
      `/api/admin/subscriptions/${hana.subscriptionId}`,
      { ended_at: '2027-03-25T04:00:00Z' },
    );
    expect(shortened.statusCode, shortened.body).toBe(200);

    // The week of 8 March: Zayd came on Monday and missed Wednesday; Hana's Saturday class
    // was cancelled.
    const [monday, wednesday] = zayd.classes.filter(
      (item) => item.starts_at >= '2027-03-08' && item.starts_at < '2027-03-11',
    );
    expect(monday!.starts_at).toBe('2027-03-08T22:00:00.000Z');
    const saturday = hana.classes.find((item) => item.starts_at.startsWith('2027-03-13'))!;
    clock.set('2027-03-11T00:00:00Z');
    const record = (id: number, body: object) =>
      yusuf.send('POST', `/api/teach/classes/${id}/record`, body);
    const recorded = await record(monday!.id, {
      attendance: 'present',
      note: 'Zayd recited with care today.',
      entries: [{ kind: 'new_lesson', from: '78:1', to: '78:16', grade: 'very_good' }],
      homework: { kind: 'new_lesson', from: '78:17', to: '78:30', note: 'Listen twice first.' },
    });
    expect(recorded.statusCode, recorded.body).toBe(204);
    expect((await record(wednesday!.id, { attendance: 'absent' })).statusCode).toBe(204);
    const cancelled = await world.admin.send('POST', `/api/admin/classes/${saturday.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);

    // Sunday 7 March, before the change: 09:00 EST is 14:00 UTC.
    await runAt(clock, '2027-03-07T13:59:00Z', app, second.app);
    await mailSettled(app);
    expect(await digestRows(parent.user.id)).toHaveLength(0);
    await runAt(clock, '2027-03-07T14:00:00Z', app, second.app, app, second.app);
    await mailSettled(app);
    expect(digestsTo(parent.user.email)).toHaveLength(1);

    // Sunday 14 March, after the change: 09:00 EDT is 13:00 UTC, 167 hours after the last.
    await runAt(clock, '2027-03-14T12:59:00Z', app, second.app);
    await mailSettled(app);
    expect(digestsTo(parent.user.email)).toHaveLength(1);
    await runAt(clock, '2027-03-14T13:00:00Z', app, second.app, app, second.app);
    await mailSettled(app);
    await second.app.close();
    const restarted = await createTestApp({ ...options, sameDatabaseAs: first });
    await runAt(clock, '2027-03-14T13:05:00Z', restarted.app, app);
    await runAt(clock, '2027-03-14T20:00:00Z', restarted.app, app);
    await mailSettled(app);
    const digests = digestsTo(parent.user.email);
    expect(digests).toHaveLength(2);
    // Each was queued for its moment: 09:00 in Toronto, 167 hours apart across the change.
    const moments = (await digestRows(parent.user.id)).map(
      (row) => (row.payload as { dueAt: string }).dueAt,
    );
    expect(moments.map((moment) => new Date(moment).toISOString())).toEqual([
      '2027-03-07T14:00:00.000Z',
      '2027-03-14T13:00:00.000Z',
    ]);

    const mail = digests[1]!;
    expect(mail.subject).toBe('Zayd and Hana: the week at Iqra');
    expect(mail.text).toContain('Assalamu alaikum Amina,');
    expect(mail.text).toContain(
      'Here is the week from Sunday 7 March to Sunday 14 March, and the week ahead. Times are on your clock (America/Toronto).',
    );
    // Zayd's week, class by class, on the parent's clock, with the tutor's note and lesson.
    expect(mail.text).toContain('ZAYD: THIS WEEK');
    expect(mail.text).toContain('2 classes: 1 attended, 1 missed.');
    expect(mail.text).toMatch(/Mon 8 Mar, 17:00: .+ with Yusuf .+: Present/);
    expect(mail.text).toMatch(/New lesson: An-Naba.*: Very good/);
    expect(mail.text).toContain('Homework: New lesson:');
    expect(mail.text).toContain('(Listen twice first.)');
    expect(mail.text).toContain('Tutor’s note: Zayd recited with care today.');
    expect(mail.text).toMatch(/Wed 10 Mar, 17:00: .+: Absent/);
    // Next week: after the change, still 17:00 on the parent's clock.
    expect(mail.text).toContain('ZAYD: NEXT WEEK');
    expect(mail.text).toMatch(/Mon 15 Mar, 17:00: .+ with Yusuf/);
    expect(mail.text).toMatch(/To prepare for .+: New lesson: An-Naba/);
    // Hana's week: the class cancelled, next Saturday, and her plan about to end.
    expect(mail.text).toContain('1 class: 1 cancelled.');
    expect(mail.text).toMatch(/Sat 20 Mar, 10:00: .+ with Maryam/);
    expect(mail.text).toMatch(/Hana's .+ plan \(.+\) ends on Thursday,? 25 March 2027/);
    expect(mail.text).toContain('Open the family page: https://school.example/family');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/school\.example\/api\/unsubscribe\/[\w-]{43}\?kind=weekly_digest>$/,
    );
    expect(mail.text).toContain('Stop these summaries: https://school.example/unsubscribe?token=');
    // The children have no address: nothing went to them.
    await restarted.app.close();
  });
});

describe('the weekly digest of a quiet family', () => {
  it('says nothing for a week with nothing in it, and stops after one click', async () => {
    const parent = await registerLearner(app, { time_zone: 'Asia/Amman' });
    const asParent = clientOf(app, parent.token);
    // A child with no course: nothing to tell.
    const child = await addChild(asParent, { firstName: 'Maryam', birth_year: 2019, gender: 2 });
    // Sunday 7 March, 09:00 in Amman (UTC+3).
    await runAt(clock, '2027-03-07T06:00:00Z', app, second.app);
    await runAt(clock, '2027-03-07T12:00:00Z', app);
    await mailSettled(app);
    expect(await digestRows(parent.user.id)).toHaveLength(0);

    // With a class that week, the next Sunday's goes; a click in it stops the one after.
    const tutor = await world.tutor();
    clock.set('2027-03-08T00:00:00Z');
    const granted = await world.admin.send('POST', '/api/admin/subscriptions', {
      user_id: child.id,
      ...(await product(0)),
    });
    const planned = await world.plan(granted.json().data.id as number, {
      tutor_id: tutor.profile.id,
      weekdays: [2],
      start_time: '16:00',
      time_zone: 'Asia/Amman',
    });
    expect(planned.statusCode, planned.body).toBe(200);
    await runAt(clock, '2027-03-14T06:00:00Z', app);
    await mailSettled(app);
    const [mail] = digestsTo(parent.user.email);
    expect(mail!.subject).toBe('Maryam: the week at Iqra');
    // Her first class was on the Tuesday; nobody has recorded it yet.
    expect(mail!.text).toContain('1 class: 1 not recorded yet.');
    expect(mail!.text).toMatch(/Tue 9 Mar, 16:00: .+: Not recorded yet/);
    const link = /<https:\/\/school\.example(\/api\/unsubscribe\/[^>]+)>/.exec(
      mail!.headers['list-unsubscribe'] ?? '',
    )![1]!;
    const clicked = await app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.json().data).toMatchObject({ kind: 'weekly_digest', on: false });
    await runAt(clock, '2027-03-21T06:00:00Z', app);
    await mailSettled(app);
    expect(digestsTo(parent.user.email)).toHaveLength(1);
    const prefs = mailPreferencesSchema.parse(
      (await asParent.get('/api/mail-preferences')).json().data,
    );
    expect(prefs.reminders.find((item) => item.kind === 'weekly_digest')?.on).toBe(false);
  });
});

describe('the weekly digest of a learner', () => {
  it('is off for a learner until they turn it on, then goes on the day and at the time they chose', async () => {
    const tutor = await world.tutor();
    const learner = await world.learner('Europe/London');
    const planned = await world.plan(learner.subscriptionId, {
      tutor_id: tutor.profile.id,
      weekdays: [2, 4],
      start_time: '18:00',
      time_zone: 'Europe/London',
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const before = mailPreferencesSchema.parse(
      (await learner.get('/api/mail-preferences')).json().data,
    );
    expect(before.reminders.find((item) => item.kind === 'weekly_digest')?.on).toBe(false);
    expect(before.digest).toEqual({ weekday: 7, time: '09:00' });
    await runAt(clock, '2027-03-07T09:00:00Z', app);
    await mailSettled(app);
    expect(digestsTo(learner.user.email)).toHaveLength(0);

    const bad = await learner.send('PUT', '/api/mail-preferences', {
      weekly_digest: true,
      digest_weekday: 8,
      digest_time: '25:00',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(bad)).sort()).toEqual(['digest_time', 'digest_weekday']);
    const chosen = await learner.send('PUT', '/api/mail-preferences', {
      weekly_digest: true,
      digest_weekday: 5,
      digest_time: '18:30',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(mailPreferencesSchema.parse(chosen.json().data).digest).toEqual({
      weekday: 5,
      time: '18:30',
    });
    // Friday 12 March, 18:30 in London (GMT).
    await runAt(clock, '2027-03-12T18:29:00Z', app);
    await mailSettled(app);
    expect(digestsTo(learner.user.email)).toHaveLength(0);
    await runAt(clock, '2027-03-12T18:30:00Z', app);
    await mailSettled(app);
    const [mail] = digestsTo(learner.user.email);
    expect(mail!.subject).toBe('Your week at Iqra');
    expect(mail!.text).toContain('YOUR WEEK');
    expect(mail!.text).toMatch(/Tue 9 Mar, 18:00: .+: Not recorded yet/);
    expect(mail!.text).toContain('Open my classes: https://school.example/learning?tab=classes');
    // A tutor gets no digest and has no such choice.
    const tutorPrefs = mailPreferencesSchema.parse(
      (await tutor.get('/api/mail-preferences')).json().data,
    );
    expect(tutorPrefs.digest).toBeNull();
    expect(tutorPrefs.reminders.map((item) => item.kind)).not.toContain('weekly_digest');
  });
});
