import { describe, expect, it } from 'vitest';
import {
  CLASS_ALREADY_CANCELLED,
  learnerNotesSchema,
  listOf,
  tutorLearnerSchema,
} from '@iqra/contracts';
import { createTestApp, fieldErrors } from '../../../test/helpers.ts';
import { testClock, underClock } from '../../../test/reminders.ts';
import { DAY, heldClasses, HOUR, teachingWorld } from '../../../test/teaching.ts';

// The school's clock is the test's: classes are held by moving it past them.
const clock = testClock('2027-01-04T00:00:00Z');
const context = await createTestApp(underClock(clock));
const world = await teachingWorld(context);

const held = (count: number, sinceLastEnd = 2 * DAY) =>
  heldClasses(world, clock, count, { sinceLastEnd });

describe('recording a class', () => {
  it('keeps attendance and a note the learner reads, and the tutor reads back later', async () => {
    const { tutor, learner, classes } = await held(2);
    const [first, second] = classes as [(typeof classes)[0], (typeof classes)[0]];
    const note = 'Revised the heavy letters; practise Surah Al-Ikhlas twice a day.';
    const recorded = await tutor.send('POST', `/api/teach/classes/${first.id}/record`, {
      attendance: 'late',
      note,
    });
    expect(recorded.statusCode, recorded.body).toBe(204);
    // A note of only spaces is no note.
    await tutor.send('POST', `/api/teach/classes/${second.id}/record`, {
      attendance: 'present',
      note: '   ',
    });

    const past = (await learner.classes('past')).classes;
    expect(past.find((item) => item.id === first.id)).toMatchObject({ attendance: 'late', note });
    expect(past.find((item) => item.id === second.id)).toMatchObject({
      attendance: 'present',
      note: '',
    });
    const notes = learnerNotesSchema.parse(
      (await tutor.get(`/api/teach/learners/${learner.user.id}/notes`)).json(),
    );
    expect(notes.learner.id).toBe(learner.user.id);
    const learners = listOf(tutorLearnerSchema).parse(
      (await tutor.get('/api/teach/learners')).json(),
    );
    expect(learners.data).toEqual([
      expect.objectContaining({ id: learner.user.id, time_zone: 'America/Toronto', recorded: 2 }),
    ]);
    expect(Date.parse(learners.data[0]!.next_class_at!)).toBeGreaterThan(clock.now().getTime());
    // Latest first: the second class was held a day after the first.
    expect(notes.notes.map((item) => [item.class_id, item.attendance, item.note])).toEqual([
      [second.id, 'present', ''],
      [first.id, 'late', note],
    ]);
  });

  it('owes a make-up for "tutor absent", and takes it back when that was a mistake', async () => {
    const { tutor, learner, classes } = await held(1);
    const id = classes[0]!.id;
    await tutor.send('POST', `/api/teach/classes/${id}/record`, { attendance: 'tutor_absent' });
    expect((await learner.classes()).makeup_credits.map((item) => item.class_id)).toEqual([id]);
    await tutor.send('POST', `/api/teach/classes/${id}/record`, { attendance: 'present' });
    expect((await learner.classes()).makeup_credits).toEqual([]);
  });

  it('refuses a class that has not started or was cancelled, and a bad attendance', async () => {
    const { tutor, learner } = await held(0);
    const [next, later] = (await learner.classes()).classes;
    const early = await tutor.send('POST', `/api/teach/classes/${next!.id}/record`, {
      attendance: 'present',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A class can be recorded once it has started.');
    await tutor.send('POST', `/api/teach/classes/${later!.id}/cancel`);
    const cancelled = await tutor.send('POST', `/api/teach/classes/${later!.id}/record`, {
      attendance: 'present',
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(CLASS_ALREADY_CANCELLED);
    expect(
      fieldErrors(
        await tutor.send('POST', `/api/teach/classes/${next!.id}/record`, {
          attendance: 'asleep',
          note: 'x'.repeat(2001),
        }),
      ),
    ).toEqual({
      attendance: ['The selected attendance is invalid.'],
      note: ['The note field must not be greater than 2000 characters.'],
    });
  });

  it('lists classes a day past their end and not recorded as "to record"', async () => {
    // The second ended 23 hours ago, the first a day before it.
    const { tutor, classes } = await held(2, 23 * HOUR);
    const [overdue, recent] = classes as [(typeof classes)[0], (typeof classes)[0]];
    const listed = (await tutor.get('/api/teach/to-record')).json().classes as {
      id: number;
      to_record: boolean;
    }[];
    expect(listed.map((item) => item.id)).toEqual([overdue.id]);
    expect(listed[0]!.to_record).toBe(true);
    const week = await world.week(tutor, new Date(clock.now().getTime() - 2 * DAY));
    expect(week.classes.find((item) => item.id === recent.id)?.to_record).toBe(false);
    // Staff see every tutor's overdue classes.
    const staffList = (await world.admin.get('/api/admin/classes/to-record')).json().classes;
    expect(staffList.map((item: { id: number }) => item.id)).toContain(overdue.id);

    await tutor.send('POST', `/api/teach/classes/${overdue.id}/record`, { attendance: 'absent' });
    expect((await tutor.get('/api/teach/to-record')).json().classes).toEqual([]);
  });
});
