import { describe, expect, it } from 'vitest';
import { listOf, myClassesResponseSchema, subscriptionSchema } from '@iqra/contracts';
import { bearer, createTestApp, loginDemoStudent, registerLearner } from '../../../test/helpers.ts';
import { subscriptionStatus } from './service.ts';

const { app } = await createTestApp();

describe('GET /api/my-subscriptions', () => {
  it('gives the demo learner two active subscriptions and two expired, newest first', async () => {
    const token = await loginDemoStudent(app);
    const response = await app.inject({ url: '/api/my-subscriptions', headers: bearer(token) });
    const { data } = listOf(subscriptionSchema).parse(response.json());
    expect(data.map((subscription) => subscription.status).sort()).toEqual([
      'active',
      'active',
      'expired',
      'expired',
    ]);
    const starts = data.map((subscription) => Date.parse(subscription.started_at));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    // Tajweed now; the Qaida and Hifz terms before; Quranic Arabic has no classes yet.
    const withClasses = data.filter((subscription) => subscription.schedules.length > 0);
    expect(withClasses.map((subscription) => subscription.product.slug).sort()).toEqual([
      'hifz',
      'noorani-qaida',
      'tajweed',
    ]);
    expect(
      data.some(
        (subscription) => subscription.status === 'active' && subscription.schedules.length === 0,
      ),
    ).toBe(true);
    for (const schedule of withClasses.flatMap((subscription) => subscription.schedules)) {
      expect(schedule.link).toMatch(/^https:\/\//);
      expect(Date.parse(schedule.ended_at)).toBeGreaterThan(Date.parse(schedule.started_at));
    }
  });

  it('reads each course’s progress from the demo learner’s record', async () => {
    const token = await loginDemoStudent(app);
    const response = await app.inject({ url: '/api/my-subscriptions', headers: bearer(token) });
    const { data } = listOf(subscriptionSchema).parse(response.json());
    const progress = new Map(data.map((item) => [item.product.slug, item.progress]));
    // Each recorded Tajweed class taught a unit (the seed's four, in turn) of the nine.
    const past = myClassesResponseSchema.parse(
      (await app.inject({ url: '/api/my-classes?period=past', headers: bearer(token) })).json(),
    ).classes;
    const recorded = past.filter(
      (item) => item.title === 'Tajweed' && item.attendance !== null,
    ).length;
    expect(recorded).toBeGreaterThan(0);
    expect(progress.get('tajweed')).toBe(Math.floor((100 * Math.min(recorded, 4)) / 9));
    // Every Qaida lesson passed; most of Juz 'Amma memorised; Quranic Arabic has no syllabus.
    expect(progress.get('noorani-qaida')).toBe(100);
    expect(progress.get('hifz')).toBeGreaterThan(0);
    expect(progress.get('quranic-arabic')).toBeNull();
  });

  it('shows a learner only their own subscriptions', async () => {
    const learner = await registerLearner(app);
    const response = await app.inject({
      url: '/api/my-subscriptions',
      headers: bearer(learner.token),
    });
    expect(response.json()).toEqual({ data: [] });
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ url: '/api/my-subscriptions' })).statusCode).toBe(401);
  });
});

describe('subscriptionStatus', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('follows the end date unless cancelled', () => {
    expect(subscriptionStatus('active', new Date('2026-12-01T00:00:00Z'), now)).toBe('active');
    expect(subscriptionStatus('active', new Date('2026-11-01T00:00:00Z'), now)).toBe('expired');
    expect(subscriptionStatus('cancelled', new Date('2026-12-01T00:00:00Z'), now)).toBe(
      'cancelled',
    );
  });
});
