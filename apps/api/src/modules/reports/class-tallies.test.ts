import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schoolSettings } from '../../db/schema.ts';
import { heldClasses, schoolUnderClock } from '../../../test/teaching.ts';

// The tallies the school's figures read are the classes counted: whatever the teaching verbs
// do to classes (plan, cancel, move, record), and when the school moves to another time zone.

const { clock, world, context } = await schoolUnderClock('2027-03-01T00:00:00Z');
const db = context.database.db;

/** The tallies, and the classes counted afresh the same way, each as sorted text rows. */
async function bothCounts() {
  const rows = async (statement: ReturnType<typeof sql>) =>
    ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows
      .map((row) => JSON.stringify(row))
      .sort();
  const zone = sql`coalesce((select time_zone from school_settings where id = 1), 'UTC')`;
  return {
    tallied: await rows(sql`
      select day::text, tutor_id, trial, outcome, classes, minutes from class_tallies
      where classes <> 0 or minutes <> 0`),
    counted: await rows(sql`
      select (starts_at at time zone ${zone})::date::text as day, coalesce(tutor_id, 0) as tutor_id,
             kind = 'trial' as trial,
             case when status = 'cancelled' then 'cancelled_by_' || coalesce(cancelled_by, 'staff')
                  else coalesce(attendance, 'open') end as outcome,
             count(*)::int as classes,
             sum(round(extract(epoch from ends_at - starts_at) / 60))::int as minutes
      from classes group by 1, 2, 3, 4`),
  };
}

describe('the class tallies', () => {
  it('follow every change to classes, and a new school time zone', async () => {
    // A daily plan across New York's clock change (14 March 2027), four classes held.
    const { tutor, learner, classes } = await heldClasses(world, clock, 4, {
      start: '2027-03-10T00:00:00Z',
    });
    for (const [index, attendance] of ['present', 'late', 'absent'].entries()) {
      const recorded = await tutor.send('POST', `/api/teach/classes/${classes[index]!.id}/record`, {
        attendance,
      });
      expect(recorded.statusCode, recorded.body).toBe(204);
    }
    const upcoming = (await learner.classes()).classes;
    expect(
      (await learner.send('POST', `/api/my-classes/${upcoming[1]!.id}/cancel`)).statusCode,
    ).toBe(204);
    await world.moveByStaff(
      upcoming[2]!.id,
      new Date(Date.parse(upcoming[2]!.starts_at) + 3 * 3_600_000),
    );
    let counts = await bothCounts();
    expect(counts.tallied.length).toBeGreaterThan(3);
    expect(counts.tallied).toEqual(counts.counted);

    await db
      .update(schoolSettings)
      .set({ timeZone: 'Pacific/Kiritimati' })
      .where(eq(schoolSettings.id, 1));
    counts = await bothCounts();
    expect(counts.tallied).toEqual(counts.counted);
  });

  it('count every class when one tutor’s plans are made at once', async () => {
    const tutor = await world.tutor({ time_zone: 'America/New_York' });
    const learners = await Promise.all([0, 1, 2, 3].map(() => world.learner('Europe/London')));
    // Four plans at once for one tutor, every day at other hours: on PostgreSQL four
    // transactions add to the same tutor-days' tallies side by side. Each writes its rows in
    // the same order, so they wait for one another rather than deadlock, and none is lost.
    const answers = await Promise.all(
      learners.map((learner, index) =>
        world.plan(learner.subscriptionId, {
          tutor_id: tutor.profile.id,
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          start_time: `1${index}:00`,
          time_zone: 'America/New_York',
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const counts = await bothCounts();
    expect(counts.tallied).toEqual(counts.counted);
    const ofTutor = await db.execute(
      sql`select sum(classes)::int as classes from class_tallies where tutor_id = ${tutor.profile.id}`,
    );
    // A month of daily classes each.
    expect(
      (ofTutor as unknown as { rows: { classes: number }[] }).rows[0]!.classes,
    ).toBeGreaterThanOrEqual(4 * 28);
  });
});
