import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { TestContext } from './helpers.ts';
import type { teachingWorld } from './teaching.ts';
import type { ReceivedMail } from './smtp-stand-in.ts';

// Apps under a clock the test sets: the school's "now" for every class, plan and reminder, and
// reminder rounds that run only when a test asks (`runAt`), at the moment it names.

/** A clock a test moves by hand; the apps of a test read the same one. */
export function testClock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    set(at: Date | string) {
      now = new Date(at);
    },
  };
}

/** Test app options: this clock, and no reminder round but the one at start. */
export const underClock = (clock: ReturnType<typeof testClock>) => ({
  clock,
  reminders: { intervalMs: 24 * 3_600_000 },
});

/** Sets the clock and runs a reminder round on each app, side by side. */
export async function runAt(
  clock: ReturnType<typeof testClock>,
  at: Date | string,
  ...apps: TestContext['app'][]
) {
  clock.set(at);
  await Promise.all(apps.map((app) => app.reminders.runNow()));
}

interface Occurrence {
  starts_at: string;
  seen: Record<string, string>;
}

/** The independent computation's occurrences of one series (test/fixtures, from zoneinfo). */
export function vectorSeries(anchor: string): Occurrence[] {
  const file = JSON.parse(
    readFileSync(new URL('./fixtures/weekly-series-2027.json', import.meta.url), 'utf8'),
  ) as { series: { anchor: string; name: string; occurrences: Occurrence[] }[] };
  const series = file.series.find((item) => item.anchor === anchor);
  if (!series) throw new Error(`no series anchored in ${anchor}`);
  return series.occurrences;
}

/**
 * A learner in `learnerZone` with a subscription over [from, to) and a weekly plan of
 * `weekdays` at `start` on `anchor`'s clock, taught by a tutor in `tutorZone`.
 */
export async function taughtBetween(
  world: Awaited<ReturnType<typeof teachingWorld>>,
  plan: {
    from: string;
    to: string;
    weekdays: number[];
    start: string;
    anchor: string;
    learnerZone: string;
    tutorZone: string;
  },
) {
  const tutor = await world.tutor({ time_zone: plan.tutorZone });
  const learner = await world.learner(plan.learnerZone);
  const moved = await world.admin.send(
    'PATCH',
    `/api/admin/subscriptions/${learner.subscriptionId}`,
    {
      started_at: plan.from,
      ended_at: plan.to,
    },
  );
  expect(moved.statusCode, moved.body).toBe(200);
  const planned = await world.plan(learner.subscriptionId, {
    tutor_id: tutor.profile.id,
    weekdays: plan.weekdays,
    start_time: plan.start,
    time_zone: plan.anchor,
  });
  expect(planned.statusCode, planned.body).toBe(200);
  return { tutor, learner, classes: (await learner.classes()).classes };
}

/** Mails to `address` whose subject matches. */
export const mailsTo = (received: ReceivedMail[], address: string, subject: RegExp) =>
  received.filter((mail) => mail.to.includes(address) && subject.test(mail.subject));

export const IN_24_HOURS = /^In 24 hours: /;
export const IN_1_HOUR = /^In 1 hour: /;
