import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registerLearner } from '../../../test/helpers.ts';
import { smallSchool } from '../../../test/reports.ts';
import { reportActionsSchema, tutorClassSchema } from '@iqra/contracts';
import { demoRequests } from '../../db/schema.ts';
import { DAY } from '../../../test/teaching.ts';

// The figures of classes and leads, and the lists staff act on, against a small school counted
// by hand (test/reports.ts).

const { app, world, db, clock, report, paid, tiers: tier, learners } = await smallSchool();
const { l1, l2, l3, l5 } = learners;

describe('the demo-request funnel', () => {
  it('follows March’s requests to trials booked, attended, and paid within 30 days', async () => {
    clock.set('2030-03-11T12:00:00Z');
    const tutor = await world.tutor({ time_zone: 'Africa/Cairo' });
    const request = async (email: string) => {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/request-demo',
        payload: { email },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const [row] = await db
        .select({ id: demoRequests.id })
        .from(demoRequests)
        .where(eq(demoRequests.email, email));
      return row!.id;
    };
    const trial = async (id: number, at: string) => {
      const booked = await world.admin.send('POST', `/api/admin/demo-requests/${id}/trial`, {
        tutor_id: tutor.profile.id,
        starts_at: at,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      return tutorClassSchema.parse(booked.json().data).id;
    };
    // d1 is L3's address (who paid on 15 March), attends; d2 misses it; d3's trial is
    // cancelled; d4 has none; d5 came in April.
    const d1 = await request(l3.email);
    const d2 = await request('second.family@example.com');
    const d3 = await request('third.family@example.com');
    await request('fourth.family@example.com');
    const t1 = await trial(d1, '2030-03-12T15:00:00Z');
    const t2 = await trial(d2, '2030-03-12T16:00:00Z');
    const t3 = await trial(d3, '2030-03-12T17:00:00Z');
    const cancelled = await world.admin.send('POST', `/api/admin/classes/${t3}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    clock.set('2030-03-13T12:00:00Z');
    for (const [id, attendance] of [
      [t1, 'present'],
      [t2, 'absent'],
    ] as const) {
      const recorded = await tutor.send('POST', `/api/teach/classes/${id}/record`, { attendance });
      expect(recorded.statusCode, recorded.body).toBe(204);
    }
    clock.set('2030-04-02T12:00:00Z');
    await request('fifth.family@example.com');
    clock.set('2030-04-05T12:00:00Z');

    const march = await report('from=2030-03-01&to=2030-03-31');
    expect(march.figures.funnel).toEqual({
      requests: 4,
      trials_booked: 2,
      trials_attended: 1,
      paid: 1,
    });
    const april = await report('period=this_month');
    expect(april.figures.funnel).toEqual({
      requests: 1,
      trials_booked: 0,
      trials_attended: 0,
      paid: 0,
    });
    // The trials are not the school's lessons: attendance leaves them out.
    expect(march.figures.attendance).toEqual({ recorded: 0, attended: 0 });
    expect(march.figures.cancelled).toEqual({ tutor: 0, learner: 0, staff: 1 });
  });
});

describe("a week's classes in June", () => {
  it('counts attendance, cancellations, hours taught and make-up credits', async () => {
    // Monday 3 June 2030, 00:00 UTC: a daily plan at 08:00 in Toronto from today.
    clock.set('2030-06-03T00:00:00Z');
    const tutor = await world.tutor({ time_zone: 'Africa/Cairo' });
    const learner = await world.learner('America/Toronto');
    const planned = await world.plan(learner.subscriptionId, {
      tutor_id: tutor.profile.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      start_time: '08:00',
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const week = (await learner.classes()).classes.slice(0, 8);
    const [c1, c2, c3, c4, c5, c6, c7, c8] = week.map((item) => item.id);
    // The learner cancels the sixth in good time; the tutor the seventh; staff the eighth.
    expect((await learner.send('POST', `/api/my-classes/${c6}/cancel`)).statusCode).toBe(204);
    expect((await tutor.send('POST', `/api/teach/classes/${c7}/cancel`)).statusCode).toBe(204);
    expect((await world.admin.send('POST', `/api/admin/classes/${c8}/cancel`)).statusCode).toBe(
      204,
    );
    clock.set('2030-06-11T00:00:00Z');
    for (const [id, attendance] of [
      [c1, 'present'],
      [c2, 'late'],
      [c3, 'absent'],
      [c4, 'excused'],
      [c5, 'tutor_absent'],
    ] as const) {
      const recorded = await tutor.send('POST', `/api/teach/classes/${id}/record`, { attendance });
      expect(recorded.statusCode, recorded.body).toBe(204);
    }
    // Toronto's 08:00 is 12:00 UTC, 08:00 in New York: 3 to 10 June holds all eight.
    const june = await report('from=2030-06-03&to=2030-06-10');
    expect(june.figures.attendance).toEqual({ recorded: 4, attended: 2 });
    expect(june.figures.cancelled).toEqual({ tutor: 1, learner: 1, staff: 1 });
    // The school pays present, late, absent and excused: four classes of 30 minutes.
    expect(june.tutor_hours).toEqual([
      {
        tutor_id: tutor.profile.id,
        name: `${tutor.profile.firstName} ${tutor.profile.lastName}`,
        classes: 4,
        minutes: 120,
      },
    ]);
    // The tutor's cancellation and absence, and staff's cancellation, each owe a make-up
    // class, for four weeks.
    expect(june.makeup_credits_open).toBe(3);
    // The plan was granted at 00:00 UTC on 3 June: 20:00 on the 2nd in New York.
    expect(june.figures.new_learners).toBe(0);
    expect((await report('from=2030-06-02&to=2030-06-02')).figures.new_learners).toBe(1);

    clock.set(new Date(Date.parse('2030-06-10T12:00:00Z') + 29 * DAY));
    const july = await report('from=2030-07-01&to=2030-07-31');
    expect(july.figures.makeup_credits_expired).toBe(3);
    expect(july.makeup_credits_open).toBe(0);
  });
});

describe('what staff act on', () => {
  it('lists plans ending within the week, sends one reminder a day, and stuck payments', async () => {
    clock.set('2030-04-05T12:00:00Z');
    const response = await world.admin.get('/api/admin/reports/actions');
    expect(response.statusCode, response.body).toBe(200);
    const actions = reportActionsSchema.parse(response.json().data);
    // L2's plan ends on 10 April, within 7 days; L1's, L3's and L5's later.
    const ending = actions.plans_ending.items.filter((item) =>
      [l1.id, l2.id, l3.id, l5.id].includes(item.learner_id),
    );
    expect(ending.map((item) => item.learner_id)).toEqual([l2.id]);
    expect(ending[0]!.reminded_on).toBeNull();

    const remind = () =>
      world.admin.send('POST', `/api/admin/subscriptions/${ending[0]!.subscription_id}/remind`);
    const first = await remind();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ sent_to: 1, reminded_on: '2030-04-05' });
    const second = await remind();
    expect(second.statusCode).toBe(409);
    const again = reportActionsSchema.parse(
      (await world.admin.get('/api/admin/reports/actions')).json().data,
    );
    expect(again.plans_ending.items.find((item) => item.learner_id === l2.id)?.reminded_on).toBe(
      '2030-04-05',
    );
    expect(
      (await world.admin.send('POST', '/api/admin/subscriptions/999999/remind')).statusCode,
    ).toBe(404);

    // A payment claimed for capture 20 minutes ago, and one made 2 minutes ago.
    const stuck = await paid(l3.id, tier.a, 3000, '2030-04-05T11:40:00Z', { status: 'capturing' });
    await paid(l3.id, tier.a, 3000, '2030-04-05T11:58:00Z', { status: 'capturing' });
    const later = reportActionsSchema.parse(
      (await world.admin.get('/api/admin/reports/actions')).json().data,
    );
    expect(later.payments_stuck.items.map((item) => item.id)).toEqual([stuck]);
  });

  it('answers staff only', async () => {
    const learner = await registerLearner(app);
    const tutor = await world.tutor();
    for (const url of [
      '/api/admin/reports?period=this_month',
      '/api/admin/reports/months',
      '/api/admin/reports/actions',
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(401);
      expect(
        (await app.inject({ url, headers: { authorization: `Bearer ${learner.token}` } }))
          .statusCode,
      ).toBe(403);
      expect((await tutor.get(url)).statusCode).toBe(403);
    }
  });
});
