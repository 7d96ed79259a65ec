import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminListOf, adminSubscriptionSchema, one, type LessonEntryInput } from '@iqra/contracts';
import { ayahIndex, parseAyah } from '@iqra/quran';
import { lessonEntries, products, syllabusItems } from '../../db/schema.ts';
import { DEMO_STUDENT } from '../../db/seed/index.ts';
import { createTestApp, subscriptionsOf } from '../../../test/helpers.ts';
import { testClock, underClock } from '../../../test/reminders.ts';
import { DAY, heldClasses, teachingWorld } from '../../../test/teaching.ts';

// A subscription's progress is read from its learner's record: every lesson here is recorded
// by the class's tutor through the API, and read back by the learner and by staff.

const clock = testClock('2027-01-04T00:00:00Z');
const context = await createTestApp(underClock(clock));
const world = await teachingWorld(context);
const { db } = context.database;

type Learner = Awaited<ReturnType<typeof heldClasses>>['learner'];
type Tutor = Awaited<ReturnType<typeof heldClasses>>['tutor'];

const place = (ref: string) => ayahIndex(parseAyah(ref)!);
const courseId = async (slug: string) =>
  (await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]!.id;
const someTierId = async () =>
  (await world.admin.get('/api/admin/tiers?per_page=1')).json().data[0].id as number;

/** A course staff add, whose syllabus is the given ranges of ayat (`surah:ayah`). */
async function quranCourse(slug: string, ranges: [string, string][]) {
  const category = (await world.admin.get('/api/admin/categories?per_page=1')).json().data[0];
  const created = await world.admin.send('POST', '/api/admin/products', {
    name: `Memorisation ${slug}`,
    slug,
    description: 'A few surahs by heart.',
    image: '/images/courses/hifz.jpg',
    imageAlt: 'A mushaf open on a stand',
    category_id: category.id,
  });
  expect(created.statusCode, created.body).toBe(201);
  const productId = created.json().data.id as number;
  // The syllabus is the school's (no API writes it yet): put in as the seed does.
  await db.insert(syllabusItems).values(
    ranges.map(([from, to], position) => ({
      productId,
      position,
      kind: 'quran' as const,
      title: `${from}–${to}`,
      fromAyah: place(from),
      toAyah: place(to),
    })),
  );
}

/** A new tutor and learner of the course, the first `count` classes of their plan held. */
async function classesOf(course: string, count: number) {
  const {
    tutor,
    learner,
    classes: held,
  } = await heldClasses(world, clock, count, {
    course,
    sinceLastEnd: DAY,
  });
  return { tutor, learner, held };
}

/** The tutor records a held class with these entries. */
async function record(tutor: Tutor, classId: number, entries: Partial<LessonEntryInput>[]) {
  const response = await tutor.send('POST', `/api/teach/classes/${classId}/record`, {
    attendance: 'present',
    entries,
  });
  expect(response.statusCode, response.body).toBe(204);
}

const quran = (kind: LessonEntryInput['kind'], from: string, to: string, grade = 'good') =>
  ({ kind, from, to, grade }) as Partial<LessonEntryInput>;

/** The progress of each of the learner's subscriptions, by id, as they see it. */
async function seenByLearner(learner: Learner) {
  const mine = await subscriptionsOf(context.app, learner.token);
  return new Map(mine.map((item) => [item.id, item.progress]));
}

/** The progress of a subscription as staff read it: on its own screen and in the list. */
async function seenByStaff(subscriptionId: number, learnerId: number) {
  const row = await world.admin.get(`/api/admin/subscriptions/${subscriptionId}`);
  const own = one(adminSubscriptionSchema).parse(row.json()).data.progress;
  const list = adminListOf(adminSubscriptionSchema).parse(
    (await world.admin.get(`/api/admin/subscriptions?user_id=${learnerId}`)).json(),
  );
  expect(list.data.find((item) => item.id === subscriptionId)?.progress).toBe(own);
  return own;
}

describe('progress in a Quran course', () => {
  it('is the share of the syllabus’s ayat memorised: across surahs, once, without repeats or ayat outside it', async () => {
    // An-Naba (40 ayat), An-Nazi'at (46) and Al-Mulk (30): 116 ayat.
    await quranCourse('memorise-three', [
      ['78:1', '78:40'],
      ['79:1', '79:46'],
      ['67:1', '67:30'],
    ]);
    const { tutor, learner, held } = await classesOf('memorise-three', 5);
    const [first, second, third, fourth, fifth] = held.map((item) => item.id) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const progress = async () => {
      const own = (await seenByLearner(learner)).get(learner.subscriptionId);
      expect(await seenByStaff(learner.subscriptionId, learner.user.id)).toBe(own);
      return own;
    };
    expect(await progress()).toBe(0);

    // 78:31–79:5 crosses into An-Nazi'at; the revision of 78:1–35 overlaps it: 78:1–79:5 is
    // 45 ayat, counted once. 45 / 116 = 38.8 %.
    await record(tutor, first, [
      quran('new_lesson', '78:31', '79:5', 'very_good'),
      quran('recent_revision', '78:1', '78:35', 'excellent'),
    ]);
    expect(await progress()).toBe(38);

    // A lesson to repeat is not memorised; Al-Fatihah is not in the syllabus; of At-Tahrim
    // 10 – Al-Mulk 3 only Al-Mulk's three ayat are. 48 / 116 = 41.4 %.
    await record(tutor, second, [
      quran('new_lesson', '79:6', '79:26', 'repeat'),
      quran('long_revision', '1:1', '1:7'),
      quran('long_revision', '66:10', '67:3'),
    ]);
    expect(await progress()).toBe(41);

    // Heard again and good this time: 79:6–10 count. 53 / 116 = 45.7 %.
    await record(tutor, third, [quran('new_lesson', '79:6', '79:10')]);
    expect(await progress()).toBe(45);

    // All but the syllabus's last ayah is 99, not 100; the last one makes it complete.
    await record(tutor, fourth, [
      quran('new_lesson', '79:11', '79:46'),
      quran('new_lesson', '67:4', '67:29'),
    ]);
    expect(await progress()).toBe(99);
    await record(tutor, fifth, [quran('new_lesson', '67:30', '67:30', 'excellent')]);
    expect(await progress()).toBe(100);
  });

  it('counts a long record of the whole Quran’s syllabus as the ayat it covers', async () => {
    const { learner, held } = await classesOf('hifz', 3);
    // ~300 lessons and revisions over the months, many overlapping, some to repeat: written
    // straight into the record (a tutor records at most ten entries a class).
    const kinds = ['new_lesson', 'recent_revision', 'long_revision'] as const;
    const grades = ['excellent', 'very_good', 'good', 'repeat'] as const;
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const rows = Array.from({ length: 300 }, (_, index) => {
      const from = 4_000 + next(2_236);
      const to = Math.min(6_236, from + next(40));
      const cls = held[index % held.length]!;
      return {
        classId: cls.id,
        learnerId: learner.user.id,
        position: Math.floor(index / held.length),
        kind: kinds[next(3)]!,
        fromAyah: from,
        toAyah: to,
        grade: grades[next(4)]!,
        heldAt: new Date(cls.starts_at),
      };
    });
    await db.insert(lessonEntries).values(rows);
    const memorised = new Set<number>();
    for (const row of rows.filter((item) => item.grade !== 'repeat')) {
      for (let ayah = row.fromAyah; ayah <= row.toAyah; ayah += 1) memorised.add(ayah);
    }
    // Hifz's syllabus is every ayah of the Quran once.
    const expected = Math.floor((100 * memorised.size) / 6_236);
    expect(expected).toBeGreaterThan(5);
    expect((await seenByLearner(learner)).get(learner.subscriptionId)).toBe(expected);
    expect(await seenByStaff(learner.subscriptionId, learner.user.id)).toBe(expected);
  });
});

describe('progress in a Qaida course', () => {
  it('is the share of its lessons done, kept by the learner when they renew, and theirs alone', async () => {
    const { tutor, learner, held } = await classesOf('noorani-qaida', 2);
    // The Noorani Qaida's syllabus: its 17 lessons.
    const items = await db
      .select({ id: syllabusItems.id })
      .from(syllabusItems)
      .innerJoin(products, eq(products.id, syllabusItems.productId))
      .where(eq(products.slug, 'noorani-qaida'))
      .orderBy(asc(syllabusItems.position));
    expect(items).toHaveLength(17);
    const lesson = (index: number, grade: string) =>
      ({ kind: 'qaida', item_id: items[index]!.id, grade }) as Partial<LessonEntryInput>;
    await record(tutor, held[0]!.id, [
      lesson(0, 'excellent'),
      lesson(1, 'good'),
      lesson(2, 'repeat'),
    ]);
    // Lesson 1 again, and ayat the Qaida's syllabus does not have: nothing more.
    await record(tutor, held[1]!.id, [
      lesson(0, 'very_good'),
      quran('new_lesson', '1:1', '1:7', 'excellent'),
    ]);
    // 2 of 17 lessons: 11.8 %.
    expect((await seenByLearner(learner)).get(learner.subscriptionId)).toBe(11);
    expect(await seenByStaff(learner.subscriptionId, learner.user.id)).toBe(11);

    // A month more of the same course: the record is the learner's, not the month's.
    const renewed = await world.admin.send('POST', '/api/admin/subscriptions', {
      user_id: learner.user.id,
      product_id: await courseId('noorani-qaida'),
      tier_id: await someTierId(),
    });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const renewedId = renewed.json().data.id as number;
    expect(renewed.json().data.progress).toBe(11);
    expect(await seenByLearner(learner)).toEqual(
      new Map([
        [renewedId, 11],
        [learner.subscriptionId, 11],
      ]),
    );

    // Another learner of the course has their own record: nothing done yet.
    const other = await world.learner('Europe/London', 30, 'noorani-qaida');
    expect(await seenByLearner(other)).toEqual(new Map([[other.subscriptionId, 0]]));
    expect(await seenByStaff(other.subscriptionId, other.user.id)).toBe(0);
    // They read neither the first learner's lessons nor the back office.
    expect((await other.get(`/api/my-classes/${held[0]!.id}/lesson`)).statusCode).toBe(404);
    expect((await other.get(`/api/admin/subscriptions/${learner.subscriptionId}`)).statusCode).toBe(
      403,
    );
    expect(
      (await other.get(`/api/admin/subscriptions?user_id=${learner.user.id}`)).statusCode,
    ).toBe(403);
  });
});

describe('a course without a syllabus', () => {
  it('has no progress, whatever is recorded', async () => {
    const { tutor, learner, held } = await classesOf('quranic-arabic', 1);
    await record(tutor, held[0]!.id, [quran('new_lesson', '1:1', '1:7', 'excellent')]);
    expect((await seenByLearner(learner)).get(learner.subscriptionId)).toBeNull();
    expect(await seenByStaff(learner.subscriptionId, learner.user.id)).toBeNull();
  });
});

describe('the back office', () => {
  it('lists every subscription with the progress its own screen shows', async () => {
    const list = adminListOf(adminSubscriptionSchema).parse(
      (await world.admin.get('/api/admin/subscriptions?per_page=100')).json(),
    );
    expect(list.data.length).toBeGreaterThan(5);
    for (const row of list.data) {
      const own = one(adminSubscriptionSchema).parse(
        (await world.admin.get(`/api/admin/subscriptions/${row.id}`)).json(),
      ).data;
      expect(own.progress, `subscription ${row.id}`).toBe(row.progress);
    }
    // The demo learner: Tajweed units recorded by the seed's classes, the Qaida completed, most
    // of Juz 'Amma of the Hifz syllabus, and
    // a course without a syllabus.
    const demo = new Map(
      list.data
        .filter((row) => row.user.email === DEMO_STUDENT.email)
        .map((row) => [row.product.slug, row.progress]),
    );
    expect(demo.get('tajweed')).toBeGreaterThan(0);
    expect(demo.get('noorani-qaida')).toBe(100);
    expect(demo.get('hifz')).toBeGreaterThan(0);
    expect(demo.get('quranic-arabic')).toBeNull();
  });

  it('takes no progress typed in', async () => {
    const { learner } = await classesOf('noorani-qaida', 1);
    const typed = await world.admin.send('POST', '/api/admin/subscriptions', {
      user_id: learner.user.id,
      product_id: await courseId('tajweed'),
      tier_id: await someTierId(),
      progress: 50,
    });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors).toEqual({ body: ['Unknown fields.'] });
    const changed = await world.admin.send(
      'PATCH',
      `/api/admin/subscriptions/${learner.subscriptionId}`,
      {
        progress: 50,
      },
    );
    expect(changed.statusCode).toBe(422);
  });
});
