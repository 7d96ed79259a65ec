import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  classLessonSchema,
  myClassesResponseSchema,
  one,
  tutorClassLessonSchema,
} from '@iqra/contracts';
import { subscriptions, syllabusItems } from '../../db/schema.ts';
import { createTestApp, fieldErrors } from '../../../test/helpers.ts';
import { testClock, underClock } from '../../../test/reminders.ts';
import { DAY, heldClass, heldClasses, teachingWorld } from '../../../test/teaching.ts';

// The school's clock is the test's: a class is recorded once the clock has passed it.
const clock = testClock('2027-01-04T00:00:00Z');
const context = await createTestApp(underClock(clock));
const world = await teachingWorld(context);

const newLesson = {
  kind: 'new_lesson',
  // An-Naba's end and An-Nazi'at's start: one lesson across two surahs.
  from: '78:31',
  to: '79:5',
  grade: 'very_good',
  note: 'Smooth, apart from the madd in 78:40.',
  mistakes: [
    { ayah: '78:40', word: 3, kind: 'tajweed', rule: 'Madd', caught: 'tanbeeh' },
    { ayah: '79:2', word: 1, kind: 'hesitation', caught: 'talqeen' },
  ],
};

describe('the lesson of a class', () => {
  it('keeps ranges across surahs, mistakes on words and the homework, read back by tutor and learner', async () => {
    const { tutor, learner, classId } = await heldClass(world, clock);
    const recorded = await tutor.send('POST', `/api/teach/classes/${classId}/record`, {
      attendance: 'present',
      entries: [
        newLesson,
        { kind: 'recent_revision', from: '78:1', to: '78:30', grade: 'excellent' },
      ],
      homework: {
        kind: 'new_lesson',
        from: '79:6',
        to: '79:26',
        note: 'Listen to it twice first.',
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(204);

    const expected = {
      class_id: classId,
      entries: [
        {
          kind: 'new_lesson',
          from: '78:31',
          to: '79:5',
          item: null,
          label: "An-Naba 31 – An-Nazi'at 5",
          grade: 'very_good',
          grade_label: 'Very good',
          note: 'Smooth, apart from the madd in 78:40.',
          mistakes: [
            { ayah: '78:40', word: 3, kind: 'tajweed', rule: 'Madd', caught: 'tanbeeh' },
            { ayah: '79:2', word: 1, kind: 'hesitation', rule: '', caught: 'talqeen' },
          ],
        },
        {
          kind: 'recent_revision',
          from: '78:1',
          to: '78:30',
          item: null,
          label: 'An-Naba 1–30',
          grade: 'excellent',
          grade_label: 'Excellent',
          note: '',
          mistakes: [],
        },
      ],
      homework: {
        kind: 'new_lesson',
        from: '79:6',
        to: '79:26',
        item: null,
        label: "An-Nazi'at 6–26",
        note: 'Listen to it twice first.',
      },
    };
    const asTutor = await tutor.get(`/api/teach/classes/${classId}/lesson`);
    const { syllabus, grades, ...lesson } = one(tutorClassLessonSchema).parse(asTutor.json()).data;
    expect(lesson).toEqual(expected);
    expect(syllabus.length).toBeGreaterThan(0);
    // The grades the tutor gives, best first: the default words while the school has none.
    expect(grades).toEqual([
      { value: 'excellent', label: 'Excellent' },
      { value: 'very_good', label: 'Very good' },
      { value: 'good', label: 'Good' },
      { value: 'repeat', label: 'Repeat' },
    ]);
    const asLearner = await learner.get(`/api/my-classes/${classId}/lesson`);
    expect(one(classLessonSchema).parse(asLearner.json()).data).toEqual(expected);

    // The learner's past classes carry it too; the classes to come have none yet.
    const { entries, homework } = expected;
    const summary = { entries, homework };
    const past = myClassesResponseSchema.parse(
      (await learner.get('/api/my-classes?period=past')).json(),
    );
    expect(past.classes.find((item) => item.id === classId)?.lesson).toEqual(summary);
    const upcoming = myClassesResponseSchema.parse((await learner.get('/api/my-classes')).json());
    expect(upcoming.classes.every((item) => item.lesson === null)).toBe(true);
  });
});

describe('the homework', () => {
  it('waits on the course’s next class to come, and only there, until a lesson replaces it', async () => {
    // Two classes held (daily at 08:00 Toronto), the clock half a day after the second.
    const { tutor, learner, classes } = await heldClasses(world, clock, 2, {
      sinceLastEnd: DAY / 2,
    });
    const [first, second] = classes.map((item) => item.id) as [number, number];
    const record = async (id: number, body: object) => {
      const response = await tutor.send('POST', `/api/teach/classes/${id}/record`, body);
      expect(response.statusCode, response.body).toBe(204);
    };
    const toCome = async () =>
      myClassesResponseSchema.parse((await learner.get('/api/my-classes')).json()).classes;
    const prepared = async () =>
      (await toCome()).map((item) => item.prepare?.label ?? null).filter(Boolean);

    expect(await prepared()).toEqual([]);
    await record(first, {
      attendance: 'present',
      entries: [newLesson],
      homework: { kind: 'new_lesson', from: '79:6', to: '79:26', note: 'Listen to it twice.' },
    });
    const [next, ...rest] = await toCome();
    expect(next?.prepare).toMatchObject({
      kind: 'new_lesson',
      label: "An-Nazi'at 6–26",
      note: 'Listen to it twice.',
    });
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((item) => item.prepare === null)).toBe(true);

    // The learner missed the class after it: the homework still stands.
    await record(second, { attendance: 'absent' });
    expect(await prepared()).toEqual(["An-Nazi'at 6–26"]);
    // They came after all, and the lesson set nothing new: nothing to prepare.
    await record(second, { attendance: 'present', entries: [newLesson] });
    expect(await prepared()).toEqual([]);
    await record(second, {
      attendance: 'present',
      homework: { kind: 'recent_revision', from: '78:31', to: '79:5' },
    });
    expect(await prepared()).toEqual(["An-Naba 31 – An-Nazi'at 5"]);
    // The past classes carry their own homework, never one to prepare.
    const past = myClassesResponseSchema.parse(
      (await learner.get('/api/my-classes?period=past')).json(),
    ).classes;
    expect(past.every((item) => item.prepare === null)).toBe(true);
  });
});

describe('a lesson of the syllabus', () => {
  it('records a Qaida lesson by its item of the course, and reads back its title', async () => {
    const { tutor, learner, classId } = await heldClass(world, clock);
    const items = await context.database.db
      .select({ id: syllabusItems.id, title: syllabusItems.title, kind: syllabusItems.kind })
      .from(syllabusItems)
      .innerJoin(subscriptions, eq(subscriptions.productId, syllabusItems.productId))
      .where(eq(subscriptions.id, learner.subscriptionId))
      .orderBy(asc(syllabusItems.position));
    // The learner's course is the Noorani Qaida: its items are its lessons.
    expect(items.map((item) => item.kind)).toContain('qaida');
    const [lesson4, lesson5] = items.slice(3, 5) as [(typeof items)[0], (typeof items)[0]];
    const recorded = await tutor.send('POST', `/api/teach/classes/${classId}/record`, {
      attendance: 'present',
      entries: [
        { kind: 'qaida', item_id: lesson4.id, grade: 'repeat', note: 'Mixes up the harakat.' },
      ],
      homework: { kind: 'qaida', item_id: lesson5.id },
    });
    expect(recorded.statusCode, recorded.body).toBe(204);
    const read = one(classLessonSchema).parse(
      (await learner.get(`/api/my-classes/${classId}/lesson`)).json(),
    ).data;
    expect(read.entries).toEqual([
      {
        kind: 'qaida',
        from: null,
        to: null,
        item: { id: lesson4.id, title: lesson4.title },
        label: lesson4.title,
        grade: 'repeat',
        grade_label: 'Repeat',
        note: 'Mixes up the harakat.',
        mistakes: [],
      },
    ]);
    expect(read.homework).toMatchObject({ kind: 'qaida', label: lesson5.title });

    // The tutor records with the course's syllabus at hand, in the school's order.
    const toRecord = one(tutorClassLessonSchema).parse(
      (await tutor.get(`/api/teach/classes/${classId}/lesson`)).json(),
    ).data;
    expect(toRecord.entries).toEqual(read.entries);
    expect(toRecord.syllabus.map(({ id, title, kind }) => ({ id, title, kind }))).toEqual(items);

    // Another course's unit is not a lesson of this one.
    const [otherUnit] = await context.database.db
      .select({ id: syllabusItems.id })
      .from(syllabusItems)
      .where(eq(syllabusItems.kind, 'unit'))
      .limit(1);
    const refused = await tutor.send('POST', `/api/teach/classes/${classId}/record`, {
      attendance: 'present',
      entries: [{ kind: 'unit', item_id: otherUnit!.id, grade: 'good' }],
    });
    expect(fieldErrors(refused)).toEqual({
      'entries.0.item_id': ['The item must be a lesson of this course’s syllabus.'],
    });
  });
});

describe('recording a class again', () => {
  const lessonOf = async (
    learner: { get(url: string): Promise<{ json(): unknown }> },
    id: number,
  ) =>
    one(classLessonSchema).parse((await learner.get(`/api/my-classes/${id}/lesson`)).json()).data;

  it('replaces the parts sent, keeps the parts left out, and clears them for an absent learner', async () => {
    const { tutor, learner, classId } = await heldClass(world, clock);
    const record = (body: object) =>
      tutor.send('POST', `/api/teach/classes/${classId}/record`, body);
    await record({
      attendance: 'present',
      entries: [newLesson],
      homework: { kind: 'new_lesson', from: '79:6', to: '79:26' },
    });

    // Attendance and note alone: the lesson stays.
    expect((await record({ attendance: 'late', note: 'Came late.' })).statusCode).toBe(204);
    let lesson = await lessonOf(learner, classId);
    expect(lesson.entries.map((entry) => entry.mistakes.length)).toEqual([2]);
    expect(lesson.homework?.label).toBe("An-Nazi'at 6–26");

    // Entries sent replace the entries; a null homework clears it.
    const corrected = await record({
      attendance: 'late',
      entries: [{ ...newLesson, mistakes: [] }],
      homework: null,
    });
    expect(corrected.statusCode, corrected.body).toBe(204);
    lesson = await lessonOf(learner, classId);
    expect(lesson.entries.map((entry) => [entry.kind, entry.mistakes.length])).toEqual([
      ['new_lesson', 0],
    ]);
    expect(lesson.homework).toBeNull();

    // The learner was absent after all: no lesson was learned.
    expect((await record({ attendance: 'absent' })).statusCode).toBe(204);
    expect((await lessonOf(learner, classId)).entries).toEqual([]);
  });
});

describe('what a lesson refuses', () => {
  it('refuses ranges and words the Quran does not have, with a message per field, and writes nothing', async () => {
    const { tutor, learner, classId } = await heldClass(world, clock);
    const record = (entries: unknown[], homework: unknown = null) =>
      tutor.send('POST', `/api/teach/classes/${classId}/record`, {
        attendance: 'present',
        entries,
        homework,
      });

    expect(
      fieldErrors(
        await record([
          { ...newLesson, from: '78:41', to: '79:5' },
          { ...newLesson, from: '79:5', to: '78:31', mistakes: [] },
          { kind: 'long_revision', from: 'An-Naba', to: '115:1', grade: 'good' },
          { ...newLesson, mistakes: [{ ...newLesson.mistakes[0], ayah: '80:1' }] },
          { kind: 'new_lesson', grade: 'excellent' },
          { kind: 'qaida', from: '1:1', to: '1:7', grade: 'good' },
          { ...newLesson, grade: 'top' },
        ]),
      ),
    ).toEqual({
      'entries.0.from': ['The from field must be an ayah its surah has, as surah:ayah.'],
      'entries.1.to': ['The range must end at or after the ayah it starts from.'],
      'entries.2.from': ['The from field must be an ayah its surah has, as surah:ayah.'],
      'entries.2.to': ['The to field must be an ayah its surah has, as surah:ayah.'],
      'entries.3.mistakes.0.ayah': ['The mistake must be on an ayah of the lesson.'],
      'entries.4.from': ['The from field is required.'],
      'entries.4.to': ['The to field is required.'],
      'entries.6.grade': ['The selected grade is invalid.'],
      'entries.5.item_id': ['The item field is required.'],
      'entries.5.from': ['Only a Quran lesson has a range of ayat.'],
      'entries.5.to': ['Only a Quran lesson has a range of ayat.'],
    });

    // 78:40 has 15 words and 79:2 has 2: no word 16 or 3.
    expect(
      fieldErrors(
        await record([
          {
            ...newLesson,
            mistakes: [
              { ...newLesson.mistakes[0], word: 16 },
              { ...newLesson.mistakes[1], word: 3 },
            ],
          },
        ]),
      ),
    ).toEqual({
      'entries.0.mistakes.0.word': ['Ayah 78:40 has no word 16.'],
      'entries.0.mistakes.1.word': ['Ayah 79:2 has no word 3.'],
    });

    // A syllabus item of no course of this learner's.
    expect(fieldErrors(await record([{ kind: 'qaida', item_id: 999_999, grade: 'good' }]))).toEqual(
      { 'entries.0.item_id': ['The item must be a lesson of this course’s syllabus.'] },
    );
    expect(fieldErrors(await record([], { kind: 'unit', item_id: 999_999 }))).toEqual({
      'homework.item_id': ['The item must be a lesson of this course’s syllabus.'],
    });

    // Nothing was written, not even the attendance.
    const lesson = one(classLessonSchema).parse(
      (await learner.get(`/api/my-classes/${classId}/lesson`)).json(),
    ).data;
    expect(lesson).toEqual({ class_id: classId, entries: [], homework: null });
    const past = (await learner.classes('past')).classes.find((item) => item.id === classId);
    expect(past?.attendance).toBeNull();
  });

  it('records no lesson for a learner who was not there', async () => {
    const { tutor, classId } = await heldClass(world, clock);
    const response = await tutor.send('POST', `/api/teach/classes/${classId}/record`, {
      attendance: 'absent',
      entries: [newLesson],
    });
    expect(fieldErrors(response)).toEqual({
      entries: ['A lesson is recorded for a learner who attended.'],
    });
  });

  it('shows a lesson only to the class’s learner and its tutor', async () => {
    const { tutor, classId } = await heldClass(world, clock);
    await tutor.send('POST', `/api/teach/classes/${classId}/record`, {
      attendance: 'present',
      entries: [newLesson],
    });
    const otherLearner = await world.learner();
    const otherTutor = await world.tutor();

    expect((await otherLearner.get(`/api/my-classes/${classId}/lesson`)).statusCode).toBe(404);
    expect((await otherTutor.get(`/api/teach/classes/${classId}/lesson`)).statusCode).toBe(404);
    // A learner is no tutor, whoever's class it is.
    expect((await otherLearner.get(`/api/teach/classes/${classId}/lesson`)).statusCode).toBe(403);
    // Nobody signed in: nothing.
    const anonymous = await context.app.inject({ url: `/api/my-classes/${classId}/lesson` });
    expect(anonymous.statusCode).toBe(401);
    // Another tutor cannot write one either.
    const written = await otherTutor.send('POST', `/api/teach/classes/${classId}/record`, {
      attendance: 'present',
      entries: [newLesson],
    });
    expect(written.statusCode).toBe(404);
  });
});
