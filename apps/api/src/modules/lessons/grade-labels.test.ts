import { describe, expect, it } from 'vitest';
import {
  adminAuditSchema,
  adminListOf,
  classLessonSchema,
  DEFAULT_GRADE_LABELS,
  learnerProgressSchema,
  one,
  schoolSettingsSchema,
  tutorClassLessonSchema,
} from '@iqra/contracts';
import { schoolSettings } from '../../db/schema.ts';
import { createTestApp, fieldErrors } from '../../../test/helpers.ts';
import { testClock, underClock } from '../../../test/reminders.ts';
import { heldClass, teachingWorld } from '../../../test/teaching.ts';

// The school names its four grades in its own words (School rules); the grades keep their
// meaning, and every answer that shows one says it in those words.
const clock = testClock('2027-01-04T00:00:00Z');
const context = await createTestApp(underClock(clock));
const world = await teachingWorld(context);

const rules = { notice_hours: 12, makeup_weeks: 4 };
const ownWords = {
  excellent: 'Mumtaz',
  very_good: 'Jayyid jiddan',
  good: 'Jayyid',
  repeat: 'Again next class',
};
const settings = async () =>
  one(schoolSettingsSchema).parse((await world.admin.get('/api/admin/school-settings')).json())
    .data;

describe('the school’s words for its grades', () => {
  it('name each grade wherever it is shown, and go back to the default words', async () => {
    const { tutor, learner, classId } = await heldClass(world, clock);
    await tutor.send('POST', `/api/teach/classes/${classId}/record`, {
      attendance: 'present',
      entries: [
        { kind: 'new_lesson', from: '114:1', to: '114:6', grade: 'very_good' },
        { kind: 'recent_revision', from: '78:1', to: '78:30', grade: 'repeat' },
      ],
    });
    // What the learner's lists show is kept: the change of words must reach them too.
    const pastBefore = await learner.classes('past');
    expect(
      pastBefore.classes
        .find((item) => item.id === classId)
        ?.lesson?.entries.map((entry) => entry.grade_label),
    ).toEqual(['Very good', 'Repeat']);
    const before = await settings();
    expect(before.grade_labels).toEqual(DEFAULT_GRADE_LABELS);

    const saved = await world.put('/api/admin/school-settings', {
      ...rules,
      grade_labels: ownWords,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      ...rules,
      grade_labels: ownWords,
      // Left out of the body, whether tutors propose certificates stays as it was, as do the
      // school's clock, what pays a tutor, the weeks of pause granted and the holiday rule.
      tutors_propose_certificates: before.tutors_propose_certificates,
      time_zone: before.time_zone,
      paid_outcomes: before.paid_outcomes,
      pause_weeks: before.pause_weeks,
      holiday_rule: before.holiday_rule,
    });
    expect((await settings()).grade_labels).toEqual(ownWords);

    try {
      // The tutor grades in the school's words, best first; the grades mean what they meant.
      const toRecord = one(tutorClassLessonSchema).parse(
        (await tutor.get(`/api/teach/classes/${classId}/lesson`)).json(),
      ).data;
      expect(toRecord.grades.map((grade) => grade.label)).toEqual([
        'Mumtaz',
        'Jayyid jiddan',
        'Jayyid',
        'Again next class',
      ]);
      expect(toRecord.entries.map((entry) => [entry.grade, entry.grade_label])).toEqual([
        ['very_good', 'Jayyid jiddan'],
        ['repeat', 'Again next class'],
      ]);
      // The learner reads them on the class, in their past classes and in their progress.
      const asLearner = one(classLessonSchema).parse(
        (await learner.get(`/api/my-classes/${classId}/lesson`)).json(),
      ).data;
      expect(asLearner.entries.map((entry) => entry.grade_label)).toEqual([
        'Jayyid jiddan',
        'Again next class',
      ]);
      const past = await learner.classes('past');
      expect(
        past.classes
          .find((item) => item.id === classId)
          ?.lesson?.entries.map((entry) => entry.grade_label),
      ).toEqual(['Jayyid jiddan', 'Again next class']);
      const progress = one(learnerProgressSchema).parse(
        (await learner.get('/api/my-progress')).json(),
      ).data;
      expect(progress.lessons[0]?.entries.map((entry) => entry.grade_label)).toEqual([
        'Jayyid jiddan',
        'Again next class',
      ]);

      // The change is audited with the words before and after.
      const log = adminListOf(adminAuditSchema).parse(
        (await world.admin.get('/api/admin/audit-log?entity=school_settings')).json(),
      );
      expect(log.data[0]).toMatchObject({
        action: 'update',
        before: { grade_labels: DEFAULT_GRADE_LABELS },
        after: { grade_labels: ownWords },
      });
    } finally {
      // The default words again: nothing of the school's own is kept.
      const reset = await world.put('/api/admin/school-settings', {
        ...rules,
        grade_labels: { ...DEFAULT_GRADE_LABELS },
      });
      expect(reset.statusCode, reset.body).toBe(200);
    }
    const [row] = await context.database.db.select().from(schoolSettings);
    expect(row?.gradeLabels).toBeNull();
    expect((await settings()).grade_labels).toEqual(DEFAULT_GRADE_LABELS);
    const after = await learner.classes('past');
    expect(
      after.classes
        .find((item) => item.id === classId)
        ?.lesson?.entries.map((entry) => entry.grade_label),
    ).toEqual(['Very good', 'Repeat']);
  });
});

describe('setting the words for the grades', () => {
  it('refuses a missing, blank, long or repeated word with a message per grade, and keeps the words', async () => {
    const before = await settings();
    const refused = await world.put('/api/admin/school-settings', {
      ...rules,
      grade_labels: {
        excellent: '   ',
        very_good: 'Very good indeed, masha Allah, truly',
        good: 'Mumtaz',
        repeat: 'mumtaz',
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toEqual({
      'grade_labels.excellent': ['The first grade field is required.'],
      'grade_labels.very_good': ['The second grade field must not be greater than 30 characters.'],
      'grade_labels.repeat': ['Each grade must have its own name.'],
    });
    const missing = await world.put('/api/admin/school-settings', rules);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(missing))).toEqual(['grade_labels']);
    expect(await settings()).toEqual(before);
  });

  it('are set by staff only', async () => {
    const tutor = await world.tutor();
    const learner = await world.learner();
    const body = { ...rules, grade_labels: ownWords };
    expect((await tutor.send('PUT', '/api/admin/school-settings', body)).statusCode).toBe(403);
    expect((await learner.send('PUT', '/api/admin/school-settings', body)).statusCode).toBe(403);
    expect((await learner.get('/api/admin/school-settings')).statusCode).toBe(403);
    const anonymous = await context.app.inject({
      method: 'PUT',
      url: '/api/admin/school-settings',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await settings()).grade_labels).toEqual(DEFAULT_GRADE_LABELS);
  });
});
