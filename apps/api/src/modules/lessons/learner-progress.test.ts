import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { learnerProgressSchema, type LessonEntryInput } from '@iqra/contracts';
import type { clientOf } from '../../../test/helpers.ts';
import {
  bearer,
  createTestApp,
  loginDemoStudent,
  registerLearner,
  subscriptionsOf,
} from '../../../test/helpers.ts';
import { testClock, underClock } from '../../../test/reminders.ts';
import { DAY, heldClasses, teachingWorld } from '../../../test/teaching.ts';

// A learner's progress through the mushaf, read from what their tutor recorded through the
// API: pages memorised or in progress, revision due by FSRS from grades and mistakes, the
// latest lessons; and who may read it.

const clock = testClock('2027-01-04T00:00:00Z');
const context = await createTestApp(underClock(clock));
const world = await teachingWorld(context);
const { app } = context;

type Client = Pick<ReturnType<typeof clientOf>, 'get'>;

async function progressAt(client: Client, url = '/api/my-progress') {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return learnerProgressSchema.parse(response.json().data);
}

/** A learner of Hifz with `count` classes held (daily at 08:00 in Toronto) and their tutor. */
async function hifzLearner(count: number) {
  const { tutor, learner, classes } = await heldClasses(world, clock, count, {
    course: 'hifz',
    sinceLastEnd: DAY,
  });
  const record = async (index: number, entries: Partial<LessonEntryInput>[], extra = {}) => {
    const response = await tutor.send('POST', `/api/teach/classes/${classes[index]!.id}/record`, {
      attendance: 'present',
      entries,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(204);
  };
  return { tutor, learner, classes, record };
}

const quran = (
  kind: LessonEntryInput['kind'],
  from: string,
  to: string,
  grade: LessonEntryInput['grade'],
  mistakes: LessonEntryInput['mistakes'] = [],
) => ({ kind, from, to, grade, mistakes });

const talqeen = (ayah: string, word = 1) => ({
  ayah,
  word,
  kind: 'hesitation' as const,
  caught: 'talqeen' as const,
});

describe('a learner’s progress', () => {
  it('shows pages memorised and in progress, across a surah’s end, and the surahs begun', async () => {
    const { learner, record } = await hifzLearner(3);
    expect((await progressAt(learner)).pages).toEqual([]);

    // Page 582 is An-Naba 1–30; page 583 begins at An-Naba 31.
    await record(0, [quran('new_lesson', '78:1', '78:30', 'very_good')]);
    await record(1, [quran('new_lesson', '78:31', '78:40', 'excellent')], {
      homework: { kind: 'new_lesson', from: '79:1', to: '79:5', note: 'Listen to it first.' },
    });
    // Heard but to be repeated: An-Nazi'at 1–5 is not memorised yet.
    await record(2, [quran('new_lesson', '79:1', '79:5', 'repeat')]);

    const progress = await progressAt(learner);
    expect(progress.learner).toMatchObject({ id: learner.user.id, time_zone: 'America/Toronto' });
    expect(progress.memorised_ayat).toBe(40);
    expect(progress.surahs).toEqual([{ surah: 78, memorised_ayat: 40 }]);
    expect(
      progress.pages.map(({ page, state, memorised_ayat }) => [page, state, memorised_ayat]),
    ).toEqual([
      [582, 'memorised', 30],
      [583, 'in_progress', 10],
    ]);
    // The latest lesson first, with its entries and the homework set before it.
    expect(progress.lessons.map((lesson) => lesson.entries[0]?.label)).toEqual([
      "An-Nazi'at 1–5",
      'An-Naba 31–40',
      'An-Naba 1–30',
    ]);
    expect(progress.lessons[1]?.homework).toMatchObject({ from: '79:1', to: '79:5' });
    expect(progress.lessons[0]?.course).toBe('Hifz (Quran Memorization)');
    // On an Arabic page, the course by the Arabic name staff gave it (the English answer,
    // kept first, is not the one given).
    const inArabic = (url: string) =>
      app.inject({ url, headers: { ...learner.headers, 'accept-language': 'ar' } });
    const hifz = (await inArabic('/api/products/hifz')).json().data as { name: string };
    const arabic = await inArabic('/api/my-progress');
    expect(arabic.headers.vary).toContain('Accept-Language');
    const [latest] = learnerProgressSchema.parse(arabic.json().data).lessons;
    expect(latest?.course).toBe(hifz.name);
    expect(latest?.course).not.toBe('Hifz (Quran Memorization)');
  });

  it('brings a page with mistakes back sooner than one heard as well without', async () => {
    const { learner, record } = await hifzLearner(1);
    // Both pages in one revision graded very good; the tutor had to give two words on 583.
    await record(0, [
      quran('recent_revision', '78:1', '78:40', 'very_good', [talqeen('78:33'), talqeen('78:40')]),
    ]);
    const { pages, today } = await progressAt(learner);
    const [clean, weak] = pages;
    expect(clean).toMatchObject({ page: 582, mistakes: 0 });
    expect(weak).toMatchObject({ page: 583, mistakes: 2 });
    expect(weak!.due! < clean!.due!).toBe(true);
    // Heard on the learner's calendar on the class's day; due later than that.
    expect(clean!.last_heard).toBe(weak!.last_heard);
    expect(clean!.due! > clean!.last_heard!).toBe(true);
    expect(clean!.last_heard! <= today).toBe(true);
  });

  it('is due again when heard again, later the better it went', async () => {
    const { learner, record } = await hifzLearner(2);
    await record(0, [quran('new_lesson', '78:1', '78:30', 'good')]);
    const first = (await progressAt(learner)).pages[0]!;
    await record(1, [quran('recent_revision', '78:1', '78:30', 'excellent')]);
    const second = (await progressAt(learner)).pages[0]!;
    expect(second.last_heard! > first.last_heard!).toBe(true);
    expect(second.due! > first.due!).toBe(true);
  });

  it('has its today on the learner’s calendar, turning at their midnight', async () => {
    const { learner } = await hifzLearner(0);
    // 04:59 UTC is 23:59 the day before in Toronto (UTC−5 in January).
    clock.set('2027-01-10T04:59:00Z');
    expect((await progressAt(learner)).today).toBe('2027-01-09');
    clock.set('2027-01-10T05:01:00Z');
    expect((await progressAt(learner)).today).toBe('2027-01-10');
  });

  it('follows a change to the record at once, even one made outside the app', async () => {
    const { learner, record } = await hifzLearner(1);
    await record(0, [quran('new_lesson', '78:1', '78:30', 'excellent')]);
    expect((await progressAt(learner)).memorised_ayat).toBe(30);
    await context.database.db.execute(
      sql`update lesson_entries set to_ayah = to_ayah - 10 where learner_id = ${learner.user.id}`,
    );
    expect((await progressAt(learner)).memorised_ayat).toBe(20);
    await context.database.db.execute(
      sql`delete from lesson_mistakes where entry_id in (select id from lesson_entries where learner_id = ${learner.user.id})`,
    );
    await context.database.db.execute(
      sql`delete from lesson_entries where learner_id = ${learner.user.id}`,
    );
    expect((await progressAt(learner)).pages).toEqual([]);
  });
});

describe('the demo learner', () => {
  it('has most of Juz ’Amma by heart, some pages due, the Qaida done and homework set', async () => {
    // The seed wrote the record on its own clock: the Hifz term ended days before.
    const token = await loginDemoStudent(app);
    const courses = await subscriptionsOf(app, token);
    const hifz = courses.find((item) => item.product.slug === 'hifz');
    expect(hifz?.status).toBe('expired');
    clock.set(new Date(Date.parse(hifz!.ended_at) + DAY));
    const demo = await progressAt({ get: (url) => app.inject({ url, headers: bearer(token) }) });
    const weekEnd = new Date(Date.parse(`${demo.today}T00:00:00Z`) + 6 * DAY)
      .toISOString()
      .slice(0, 10);
    // Juz 'Amma is pages 582–604 and 564 ayat.
    const juzAmma = demo.pages.filter((page) => page.page >= 582);
    expect(juzAmma.filter((page) => page.state === 'memorised').length).toBeGreaterThan(15);
    expect(demo.memorised_ayat).toBeGreaterThan(564 / 2);
    expect(demo.memorised_ayat).toBeLessThan(564);
    const dueThisWeek = demo.pages.filter((page) => page.due !== null && page.due <= weekEnd);
    expect(dueThisWeek.length).toBeGreaterThan(0);
    expect(dueThisWeek.length).toBeLessThan(juzAmma.length);
    expect(demo.pages.some((page) => page.mistakes > 0)).toBe(true);
    expect(demo.lessons).toHaveLength(10);
    // The latest lessons are the Tajweed month's and the Hifz term's end; the last Hifz class
    // set the next lesson.
    const lastHifz = demo.lessons.find((lesson) => lesson.course === 'Hifz (Quran Memorization)');
    expect(lastHifz?.homework?.kind).toBe('new_lesson');
    expect(courses.find((item) => item.product.slug === 'noorani-qaida')?.progress).toBe(100);
  });
});

describe('who may read a learner’s progress', () => {
  it('the learner, their tutor and staff read the same; nobody else', async () => {
    const { tutor, learner, record } = await hifzLearner(1);
    await record(0, [quran('new_lesson', '78:1', '78:30', 'very_good', [talqeen('78:2')])]);
    const own = await progressAt(learner);
    expect(own.pages).toHaveLength(1);
    const byTutor = await progressAt(tutor, `/api/teach/learners/${learner.user.id}/progress`);
    const byStaff = await progressAt(world.admin, `/api/admin/users/${learner.user.id}/progress`);
    expect(byTutor).toEqual(own);
    expect(byStaff).toEqual(own);

    // Another learner reads only their own record, and no one else's by any route.
    const other = await registerLearner(app);
    const asOther = (url: string) => app.inject({ url, headers: bearer(other.token) });
    const theirs = (await asOther('/api/my-progress')).json().data;
    expect(theirs.learner.id).toBe(other.user.id);
    expect(theirs.pages).toEqual([]);
    expect((await asOther(`/api/teach/learners/${learner.user.id}/progress`)).statusCode).toBe(403);
    expect((await asOther(`/api/admin/users/${learner.user.id}/progress`)).statusCode).toBe(403);

    // A tutor who does not teach them: as if there were no such learner.
    const stranger = await world.tutor();
    const notTheirs = await stranger.get(`/api/teach/learners/${learner.user.id}/progress`);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.body).not.toContain('78:');

    // A guest, and staff asking for a learner there is not.
    expect((await app.inject({ url: '/api/my-progress' })).statusCode).toBe(401);
    expect((await world.admin.get('/api/admin/users/987654/progress')).statusCode).toBe(404);
  });
});
