import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fieldErrors } from '../../../test/helpers.ts';
import { smallSchool } from '../../../test/reports.ts';
import { reportMonthsSchema } from '@iqra/contracts';
import { tiers } from '../../db/schema.ts';

// The school's figures against a small school counted by hand (test/reports.ts).

const { world, db, report, tiers: tier } = await smallSchool();

describe("the school's figures, on its own clock", () => {
  it('counts March in New York: revenue per currency less refunds, by course and plan', async () => {
    const march = await report('from=2030-03-01&to=2030-03-31');
    expect(march.time_zone).toBe('America/New_York');
    expect(march.period).toEqual({ from: '2030-03-01', to: '2030-03-31' });
    expect(march.previous).toEqual({ from: '2030-02-01', to: '2030-02-28' });
    // USD: 5000 + 4000 + 5000 (the renewal at 23:30 on the 31st) − 1500 − 2000 refunded.
    expect(march.figures.revenue).toEqual([
      { currency: 'EUR', amount_minor: 3000 },
      { currency: 'USD', amount_minor: 10500 },
    ]);
    expect(march.figures.refunded).toEqual([{ currency: 'USD', amount_minor: 3500 }]);
    const lines = march.revenue_lines.map((line) => [
      line.tier,
      line.currency,
      line.payments,
      line.paid_minor,
      line.refunded_minor,
      line.net_minor,
    ]);
    const [a, b] = await Promise.all(
      [tier.a, tier.b].map(async (tier) => {
        const [row] = await db
          .select({ name: tiers.name })
          .from(tiers)
          .where(eq(tiers.id, tier.id));
        return row!.name;
      }),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        [a, 'USD', 2, 10000, 1500, 8500],
        [a, 'EUR', 1, 3000, 0, 3000],
        // L4's refund in March of February's payment is March's.
        [b, 'USD', 1, 4000, 2000, 2000],
      ]),
    );
    expect(lines).toHaveLength(3);
    expect(march.previous_figures.revenue).toEqual([{ currency: 'USD', amount_minor: 2000 }]);
  });

  it('counts new, active, renewed and lapsed learners by their plans', async () => {
    const march = await report('from=2030-03-01&to=2030-03-31');
    expect(march.figures).toMatchObject({
      new_learners: 3,
      active_learners: 4,
      plans_renewed: 1,
      plans_not_renewed: 1,
    });
    expect(march.previous_figures).toMatchObject({
      new_learners: 1,
      active_learners: 1,
      plans_renewed: 0,
      plans_not_renewed: 0,
    });
  });

  it('gives the day the clocks go forward its own payments, whatever UTC says', async () => {
    const day = await report('from=2030-03-10&to=2030-03-10');
    expect(day.figures.revenue).toEqual([{ currency: 'USD', amount_minor: 5000 }]);
    expect(day.previous).toEqual({ from: '2030-03-09', to: '2030-03-09' });
    expect(day.previous_figures.revenue).toEqual([{ currency: 'USD', amount_minor: 4000 }]);
  });
});

describe("the school's months and periods", () => {
  it('draws the months: revenue, learners won and lost', async () => {
    const response = await world.admin.get('/api/admin/reports/months?count=4');
    expect(response.statusCode, response.body).toBe(200);
    const { months } = reportMonthsSchema.parse(response.json().data);
    expect(months).toEqual([
      // L5's plan ended on 1 January at 00:00 in New York, but they came back: not lost.
      { month: '2030-01-01', revenue: [], new_learners: 0, lost_learners: 0 },
      {
        month: '2030-02-01',
        revenue: [{ currency: 'USD', amount_minor: 2000 }],
        new_learners: 1,
        lost_learners: 0,
      },
      {
        month: '2030-03-01',
        revenue: [
          { currency: 'EUR', amount_minor: 3000 },
          { currency: 'USD', amount_minor: 10500 },
        ],
        new_learners: 3,
        lost_learners: 1,
      },
      // Today is 5 April: L2's plan ends on the 10th, so not lost yet.
      {
        month: '2030-04-01',
        revenue: [{ currency: 'USD', amount_minor: 4500 }],
        new_learners: 0,
        lost_learners: 0,
      },
    ]);
  });

  it('names this week, this month and last month on the school calendar', async () => {
    // Sunday 5 April 2030, 08:00 in New York.
    expect((await report('period=this_week')).period).toEqual({
      from: '2030-04-01',
      to: '2030-04-07',
    });
    expect((await report('period=this_month')).period).toEqual({
      from: '2030-04-01',
      to: '2030-04-30',
    });
    const last = await report('period=last_month');
    expect(last.period).toEqual({ from: '2030-03-01', to: '2030-03-31' });
    expect(last.previous).toEqual({ from: '2030-02-01', to: '2030-02-28' });
  });

  it('refuses a range it cannot count, field by field', async () => {
    const backwards = await world.admin.get('/api/admin/reports?from=2030-03-10&to=2030-03-01');
    expect(backwards.statusCode).toBe(422);
    expect(fieldErrors(backwards)).toHaveProperty('to');
    const missing = await world.admin.get('/api/admin/reports?from=2030-03-10');
    expect(fieldErrors(missing)).toHaveProperty('to');
    const odd = await world.admin.get('/api/admin/reports?period=yesterday&from=2030-02-30');
    expect(odd.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(odd))).toEqual(expect.arrayContaining(['period', 'from']));
    const long = await world.admin.get('/api/admin/reports?from=2027-01-01&to=2030-03-01');
    expect(fieldErrors(long)).toHaveProperty('to');
  });
});
