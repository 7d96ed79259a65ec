import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDemoRequestSchema, CLASS_CLASH, tutorClassSchema } from '@iqra/contracts';
import { createTestApp, fieldErrors, registerLearner } from '../../../test/helpers.ts';
import { testClock, underClock } from '../../../test/reminders.ts';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.ts';
import { DAY, HOUR, teachingWorld } from '../../../test/teaching.ts';

const smtp = await startSmtpStandIn();
afterAll(() => smtp.stop());
// The school's clock is the test's: a trial takes place when the clock passes it.
const START = '2027-02-01T09:00:00Z';
const clock = testClock(START);
beforeEach(() => clock.set(START));
const now = () => clock.now().getTime();
const context = await createTestApp({ env: { SMTP_URL: smtp.url }, ...underClock(clock) });
const world = await teachingWorld(context);

async function demoRequest(email: string, extra: Record<string, string> = {}) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/request-demo',
    payload: { email, ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  const listed = (await world.admin.get(`/api/admin/demo-requests?q=${email}`)).json().data;
  return adminDemoRequestSchema.parse(listed[0]);
}

describe('a free trial class from a demo request', () => {
  it('is booked at the time the family asked for, mailed on their clock, and followed to enrolment', async () => {
    const email = `family.${Date.now()}@example.com`;
    // 10:00 on the family's clock in Toronto (UTC−5 in winter).
    const preferred = new Date(now() + 3 * DAY);
    preferred.setUTCHours(15, 0, 0, 0);
    const request = await demoRequest(email, {
      preferred_at: preferred.toISOString(),
      time_zone: 'America/Toronto',
    });
    expect(request).toMatchObject({
      preferred_at: preferred.toISOString(),
      time_zone: 'America/Toronto',
      trial: null,
      status: 'new',
    });
    const [staffMail] = await smtp.waitFor(
      (mail) => mail.subject === `New demo request from ${email}`,
    );
    expect(staffMail!.text).toMatch(/Preferred time: \w+day, \d+ \w+ \d{4} at 10:00 GMT-5/);

    const tutor = await world.tutor({ time_zone: 'Africa/Cairo', gender: 2 });
    const booked = await world.admin.send('POST', `/api/admin/demo-requests/${request.id}/trial`, {
      tutor_id: tutor.profile.id,
      starts_at: preferred.toISOString(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const trial = tutorClassSchema.parse(booked.json().data);
    expect(trial).toMatchObject({ kind: 'trial', trial_email: email, learner: null });
    expect(Date.parse(trial.ends_at) - Date.parse(trial.starts_at)).toBe(30 * 60_000);

    const [familyMail] = await smtp.waitFor(
      (mail) => mail.to.includes(email) && mail.subject === 'Your free trial class is booked',
    );
    expect(familyMail!.text).toMatch(/When: \w+day, \d+ \w+ \d{4} at 10:00 GMT-5/);
    expect(familyMail!.text).toContain(tutor.profile.meeting_link);
    const week = await world.week(tutor, new Date(preferred.getTime() - DAY));
    expect(week.classes.map((item) => item.id)).toEqual([trial.id]);

    const listed = async () =>
      adminDemoRequestSchema.parse(
        (await world.admin.get(`/api/admin/demo-requests/${request.id}`)).json().data,
      ).trial?.state;
    expect(await listed()).toBe('booked');
    const twice = await world.admin.send('POST', `/api/admin/demo-requests/${request.id}/trial`, {
      tutor_id: tutor.profile.id,
      starts_at: new Date(preferred.getTime() + DAY).toISOString(),
    });
    expect(twice.statusCode).toBe(409);

    // The class takes place, and a day later the tutor records it.
    clock.set(new Date(Date.parse(trial.ends_at) + DAY));
    await tutor.send('POST', `/api/teach/classes/${trial.id}/record`, { attendance: 'absent' });
    expect(await listed()).toBe('no_show');
    await tutor.send('POST', `/api/teach/classes/${trial.id}/record`, { attendance: 'present' });
    expect(await listed()).toBe('attended');

    const family = await registerLearner(context.app, { email });
    const products = (await context.app.inject({ url: '/api/products' })).json().data;
    const tiers = (await context.app.inject({ url: '/api/tiers' })).json().data;
    await world.admin.send('POST', '/api/admin/subscriptions', {
      user_id: family.user.id,
      product_id: products[0].id,
      tier_id: tiers[0].tiers[0].id,
    });
    expect(await listed()).toBe('enrolled');
  });

  it('refuses a time the tutor is busy (409), in the past or with no tutor (422)', async () => {
    const tutor = await world.tutor();
    const first = await demoRequest(`first.${Date.now()}@example.com`);
    const second = await demoRequest(`second.${Date.now()}@example.com`);
    const at = new Date(now() + 2 * DAY);
    const book = (id: number, body: Record<string, unknown>) =>
      world.admin.send('POST', `/api/admin/demo-requests/${id}/trial`, body);
    expect(
      (await book(first.id, { tutor_id: tutor.profile.id, starts_at: at.toISOString() }))
        .statusCode,
    ).toBe(201);
    const clash = await book(second.id, {
      tutor_id: tutor.profile.id,
      starts_at: new Date(at.getTime() + 15 * 60_000).toISOString(),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(CLASS_CLASH);
    expect(
      fieldErrors(
        await book(second.id, {
          tutor_id: tutor.profile.id,
          starts_at: new Date(now() - HOUR).toISOString(),
        }),
      ),
    ).toEqual({ starts_at: ['The new time must be in the future.'] });
    expect(
      fieldErrors(await book(second.id, { tutor_id: 999_999, starts_at: at.toISOString() })),
    ).toEqual({ tutor_id: ['The selected tutor is invalid.'] });
    expect(
      (await book(999_999, { tutor_id: tutor.profile.id, starts_at: at.toISOString() })).statusCode,
    ).toBe(404);
  });

  it('keeps the spec’s demo form: an e-mail alone is enough, a bad zone is a 422', async () => {
    expect((await demoRequest(`only.${Date.now()}@example.com`)).preferred_at).toBeNull();
    const bad = await context.app.inject({
      method: 'POST',
      url: '/api/request-demo',
      payload: { email: 'zone@example.com', time_zone: 'Atlantis/Capital' },
    });
    expect(fieldErrors(bad)).toEqual({
      time_zone: ['The time zone field must be a valid time zone.'],
    });
  });
});
