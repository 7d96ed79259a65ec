import { expect } from 'vitest';
import { one, seasonSchema, type SeasonProposalInput } from '@iqra/contracts';
import type { clientOf } from './helpers.ts';
import { vectorSeries } from './reminders.ts';
import type { teachingWorld } from './teaching.ts';

// Seasonal timetables through the API (teaching/seasons.test.ts, season-offers.test.ts).

type Client = ReturnType<typeof clientOf>;

/** A learner proposes a season for their plan; the proposal as the API answers it. */
export async function propose(client: Client, subscriptionId: number, input: SeasonProposalInput) {
  const response = await client.send(
    'POST',
    `/api/my-subscriptions/${subscriptionId}/seasons`,
    input,
  );
  expect(response.statusCode, response.body).toBe(201);
  return one(seasonSchema).parse(response.json()).data;
}

/** An answer to a season at `url` (the learner's, the parent's, the tutor's or staff's). */
export const answer = (client: Client, url: string, given: 'accept' | 'decline' | 'withdraw') =>
  client.send('POST', url, { answer: given });

/** The starts of a learner's classes to come, as UTC instants. */
export async function startsOf(learner: {
  classes(): Promise<{ classes: { starts_at: string }[] }>;
}) {
  return (await learner.classes()).classes.map((item) => item.starts_at);
}

/** The fixture's starts (computed apart, with zoneinfo) of one anchor's series in [from, to). */
export const fixtureStarts = (anchor: string, from: string, to: string) =>
  vectorSeries(anchor)
    .map((item) => item.starts_at)
    .filter((at) => at >= from && at < to)
    .map((at) => new Date(at).toISOString());

/** A New York plan: Tuesdays and Thursdays 18:30 on New York's clock, an hour long. */
export async function newYorkPlan(world: Awaited<ReturnType<typeof teachingWorld>>) {
  const tutor = await world.tutor({ time_zone: 'America/New_York' });
  const learner = await world.learner('America/New_York', 60);
  const planned = await world.plan(learner.subscriptionId, {
    tutor_id: tutor.profile.id,
    weekdays: [2, 4],
    start_time: '18:30',
  });
  expect(planned.statusCode, planned.body).toBe(200);
  return { tutor, learner };
}
