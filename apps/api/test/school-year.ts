import { readFileSync } from 'node:fs';
import { afterEach, expect } from 'vitest';
import {
  holidayChangeResultSchema,
  listOf,
  schoolCalendarSchema,
  subscriptionSchema,
} from '@iqra/contracts';
import { taughtBetween } from './reminders.ts';
import { schoolUnderClock } from './teaching.ts';

// The school's year under test (decision 049): a table worked out by hand
// (fixtures/school-year-1448.json) of two plans, anchored in New York and in Cairo, across
// Ramadan 1448 and both Eids; a school under the table's clock; the calls staff make on its
// calendar; and learners on the table's plans.

export interface PlannedClass {
  starts_at: string;
  why: string;
}
export interface TablePlan {
  name: string;
  anchor: string;
  weekdays: number[];
  start_time: string;
  kept: PlannedClass[];
  eid_al_fitr: PlannedClass[];
  eid_al_adha: PlannedClass[];
  ended_at_after_both: string;
}
export const table = JSON.parse(
  readFileSync(new URL('./fixtures/school-year-1448.json', import.meta.url), 'utf8'),
) as { period: { started_at: string; ended_at: string }; plans: TablePlan[] };
export const [newYork, cairo] = table.plans as [TablePlan, TablePlan];

/** Eid al-Fitr and Eid al-Adha 1448 as the calendar proposes them. */
export const FITR = {
  kind: 'eid_al_fitr',
  hijri_year: 1448,
  starts_on: '2027-03-09',
  ends_on: '2027-03-11',
};
export const ADHA = {
  kind: 'eid_al_adha',
  hijri_year: 1448,
  starts_on: '2027-05-16',
  ends_on: '2027-05-19',
};

export const startsOf = (items: PlannedClass[]) => items.map((item) => item.starts_at);

/**
 * A school on the table's clock, and its calendar as staff keep it. Holidays are the whole
 * school's: each test leaves the calendar as it found it.
 */
export async function schoolYear() {
  const school = await schoolUnderClock(table.period.started_at);
  const { clock, world } = school;
  const { admin } = world;

  async function calendar() {
    const response = await admin.get('/api/admin/holidays');
    expect(response.statusCode, response.body).toBe(200);
    return schoolCalendarSchema.parse(response.json().data);
  }

  async function confirm(input: Record<string, unknown>) {
    const response = await admin.send('POST', '/api/admin/holidays', input);
    expect(response.statusCode, response.body).toBe(201);
    return holidayChangeResultSchema.parse(response.json().data);
  }

  afterEach(async () => {
    clock.set(table.period.started_at);
    for (const holiday of (await calendar()).holidays) {
      if (holiday.id === null) continue;
      const removed = await admin.send('DELETE', `/api/admin/holidays/${holiday.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
    }
  });

  /** A learner on one of the table's plans, over the table's period, taught from New York. */
  const onPlan = (plan: TablePlan, learnerZone = 'Europe/London') =>
    taughtBetween(world, {
      from: table.period.started_at,
      to: table.period.ended_at,
      weekdays: plan.weekdays,
      start: plan.start_time,
      anchor: plan.anchor,
      learnerZone,
      tutorZone: 'America/New_York',
    });

  /** A learner's subscription with every class of it, past and to come. */
  async function subscriptionOf(learner: Awaited<ReturnType<typeof onPlan>>['learner']) {
    const mine = listOf(subscriptionSchema).parse(
      (await learner.get('/api/my-subscriptions')).json(),
    );
    const subscription = mine.data.find((item) => item.id === learner.subscriptionId);
    if (!subscription) throw new Error('no subscription');
    return subscription;
  }

  return { ...school, admin, calendar, confirm, onPlan, subscriptionOf };
}
