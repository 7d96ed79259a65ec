import { createTestApp } from './helpers.ts';
import { testClock, underClock } from './reminders.ts';
import { teachingWorld } from './teaching.ts';

/**
 * The certificates tests' school: on a test clock from 1 June 2027, at
 * https://school.example (the address certificates and credentials name), with its people.
 */
export async function certificateSchool() {
  const clock = testClock('2027-06-01T09:00:00Z');
  const context = await createTestApp({
    ...underClock(clock),
    env: { PUBLIC_URL: 'https://school.example' },
  });
  return { clock, context, app: context.app, world: await teachingWorld(context) };
}
