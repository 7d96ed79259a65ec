import { describe, expect, it } from 'vitest';
import {
  adminAuditSchema,
  adminListOf,
  adminSyllabusItemSchema,
  IN_USE,
  MESSAGES,
  one,
  type AdminSyllabusItem,
} from '@iqra/contracts';
import { bearer, createTestApp, fieldErrors, registerLearner } from '../../../test/helpers.ts';
import { testClock, underClock } from '../../../test/reminders.ts';
import { DAY, heldClasses, teachingWorld } from '../../../test/teaching.ts';

// Staff keep each course's syllabus in the back office: its items in order, Quran items as a
// range of ayat, Qaida lessons and units by their title. The school's clock is the test's, so
// that a class can be held and its lesson recorded.

const clock = testClock('2027-01-04T00:00:00Z');
const context = await createTestApp(underClock(clock));
const { app } = context;
const world = await teachingWorld(context);
const { admin } = world;

const itemList = adminListOf(adminSyllabusItemSchema);
const itemAnswer = one(adminSyllabusItemSchema);

/** A course of its own, with an empty syllabus. */
async function newCourse(slug: string): Promise<number> {
  const { data: categories } = (await admin.get('/api/admin/categories')).json();
  const created = await admin.send('POST', '/api/admin/products', {
    name: `Course ${slug}`,
    slug,
    description: 'A course made by a test.',
    image: '/images/courses/tajweed.jpg',
    imageAlt: 'A course',
    category_id: categories[0].id,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as number;
}

async function syllabusOf(productId: number): Promise<AdminSyllabusItem[]> {
  const response = await admin.get(
    `/api/admin/syllabus-items?product_id=${productId}&per_page=100`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return itemList.parse(response.json()).data;
}

async function add(body: object): Promise<AdminSyllabusItem> {
  const response = await admin.send('POST', '/api/admin/syllabus-items', body);
  expect(response.statusCode, response.body).toBe(201);
  return itemAnswer.parse(response.json()).data;
}

async function edit(id: number, body: object): Promise<AdminSyllabusItem> {
  const response = await admin.send('PATCH', `/api/admin/syllabus-items/${id}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return itemAnswer.parse(response.json()).data;
}

const summary = (items: AdminSyllabusItem[]) =>
  items.map((item) => [item.position, item.kind, item.title, item.from, item.to]);

describe('a course’s syllabus in the back office', () => {
  it('lists a seeded syllabus in its order, Quran items with their ayat', async () => {
    const hifz = (await admin.get('/api/admin/products?q=hifz')).json().data[0].id as number;
    const items = await syllabusOf(hifz);
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index));
    expect(items[0]).toMatchObject({
      kind: 'quran',
      from: '1:1',
      to: '1:7',
      range_label: 'Al-Fatihah 1–7',
      uses: 0,
    });
    // Juz 'Amma from An-Nas upwards.
    expect(items.slice(1, 3).map((item) => item.range_label)).toEqual([
      'An-Nas 1–6',
      'Al-Falaq 1–5',
    ]);
    const read = await admin.get(`/api/admin/syllabus-items/${items[1]!.id}`);
    expect(itemAnswer.parse(read.json()).data).toEqual(items[1]);
  });

  it('adds items at the end, a Quran item named after its ayat when its title is left empty', async () => {
    const course = await newCourse('syllabus-add');
    const naba = await add({ product_id: course, kind: 'quran', from: '78:1', to: '78:40' });
    expect(naba).toMatchObject({ title: 'An-Naba 1–40', range_label: 'An-Naba 1–40', uses: 0 });
    await add({
      product_id: course,
      kind: 'quran',
      title: ' Across two surahs ',
      from: '78:31',
      to: '79:5',
    });
    await add({ product_id: course, kind: 'qaida', title: 'Lesson 1: The single letters' });
    await add({ product_id: course, kind: 'unit', title: 'Makharij' });
    expect(summary(await syllabusOf(course))).toEqual([
      [0, 'quran', 'An-Naba 1–40', '78:1', '78:40'],
      [1, 'quran', 'Across two surahs', '78:31', '79:5'],
      [2, 'qaida', 'Lesson 1: The single letters', null, null],
      [3, 'unit', 'Makharij', null, null],
    ]);
  });

  it('edits an item: a title that was its ayat’s follows them, a kind change drops the ayat', async () => {
    const course = await newCourse('syllabus-edit');
    const item = await add({ product_id: course, kind: 'quran', from: '78:1', to: '78:16' });
    // Only the end sent: the start stays, and the title follows the range.
    expect(await edit(item.id, { to: '78:30' })).toMatchObject({
      title: 'An-Naba 1–30',
      from: '78:1',
      to: '78:30',
    });
    // A title of staff's own stays when the range changes.
    await edit(item.id, { title: 'The Great News, first part' });
    expect(await edit(item.id, { from: '78:2' })).toMatchObject({
      title: 'The Great News, first part',
      range_label: 'An-Naba 2–30',
    });
    // Emptied, it is the range's again.
    expect((await edit(item.id, { title: '' })).title).toBe('An-Naba 2–30');
    // A Quran item becomes a unit: its ayat go, its title stays.
    expect(await edit(item.id, { kind: 'unit' })).toMatchObject({
      kind: 'unit',
      title: 'An-Naba 2–30',
      from: null,
      to: null,
      range_label: null,
    });
    // And back, given a range.
    expect(await edit(item.id, { kind: 'quran', from: '1:1', to: '1:7', title: '' })).toMatchObject(
      { kind: 'quran', title: 'Al-Fatihah 1–7' },
    );
  });
});

describe('the order of a syllabus, and the record of its changes', () => {
  it('reorders a course’s items, and only all of one course’s', async () => {
    const course = await newCourse('syllabus-order');
    const [a, b, c] = [
      await add({ product_id: course, kind: 'unit', title: 'A' }),
      await add({ product_id: course, kind: 'unit', title: 'B' }),
      await add({ product_id: course, kind: 'unit', title: 'C' }),
    ];
    const reorder = (ids: number[]) =>
      admin.send('POST', '/api/admin/syllabus-items/reorder', { ids });
    // Every position changes hands at once: the unique (course, position) index holds.
    expect((await reorder([c!.id, a!.id, b!.id])).statusCode).toBe(204);
    expect((await syllabusOf(course)).map((item) => [item.title, item.position])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    const every = 'The ids field must list every item of the course’s syllabus.';
    expect(fieldErrors(await reorder([a!.id, b!.id]))).toEqual({ ids: [every] });
    // Another course's item is no item of this one.
    const other = await add({
      product_id: await newCourse('syllabus-other'),
      kind: 'unit',
      title: 'X',
    });
    expect(fieldErrors(await reorder([c!.id, a!.id, b!.id, other.id]))).toEqual({ ids: [every] });
    expect(fieldErrors(await reorder([999_999]))).toEqual({ ids: [every] });
    // After a delete the numbers close up, and a new item comes last.
    const removed = await admin.send('DELETE', `/api/admin/syllabus-items/${a!.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await add({ product_id: course, kind: 'unit', title: 'D' })).position).toBe(2);
    expect((await syllabusOf(course)).map((item) => [item.title, item.position])).toEqual([
      ['C', 0],
      ['B', 1],
      ['D', 2],
    ]);
    expect((await admin.get(`/api/admin/syllabus-items/${a!.id}`)).statusCode).toBe(404);
  });

  it('writes every change to the audit log', async () => {
    const course = await newCourse('syllabus-audit');
    const item = await add({ product_id: course, kind: 'qaida', title: 'Lesson 1' });
    await edit(item.id, { title: 'Lesson 1: Letters' });
    await admin.send('POST', '/api/admin/syllabus-items/reorder', { ids: [item.id] });
    await admin.send('DELETE', `/api/admin/syllabus-items/${item.id}`);
    const log = adminListOf(adminAuditSchema).parse(
      (await admin.get('/api/admin/audit-log?entity=syllabus_items&per_page=100')).json(),
    ).data;
    const ours = log.filter(
      (entry) => entry.entity_id === String(item.id) || entry.action === 'reorder',
    );
    expect(ours.map((entry) => entry.action).sort()).toEqual(
      expect.arrayContaining(['create', 'delete', 'reorder', 'update']),
    );
    const update = ours.find((entry) => entry.action === 'update')!;
    expect(update.before).toMatchObject({ title: 'Lesson 1' });
    expect(update.after).toMatchObject({ title: 'Lesson 1: Letters' });
  });
});

describe('what the syllabus refuses', () => {
  it('answers 422 per field for ranges the Quran does not have, and writes nothing', async () => {
    const course = await newCourse('syllabus-refuse');
    const create = (body: object) =>
      admin.send('POST', '/api/admin/syllabus-items', { product_id: course, ...body });
    expect(fieldErrors(await create({ kind: 'quran', from: '78:40', to: '78:1' }))).toEqual({
      to: ['The range must end at or after the ayah it starts from.'],
    });
    // An-Naba has 40 ayat; "An-Naba" is no ayah.
    expect(fieldErrors(await create({ kind: 'quran', from: '78:41', to: 'An-Naba' }))).toEqual({
      from: ['The from field must be an ayah its surah has, as surah:ayah.'],
      to: ['The to field must be an ayah its surah has, as surah:ayah.'],
    });
    expect(fieldErrors(await create({ kind: 'quran', title: 'Juz Amma' }))).toEqual({
      from: ['The from field is required.'],
      to: ['The to field is required.'],
    });
    expect(fieldErrors(await create({ kind: 'qaida', title: '  ' }))).toEqual({
      title: ['The title field is required.'],
    });
    expect(
      fieldErrors(await create({ kind: 'qaida', title: 'Lesson 1', from: '1:1', to: '1:7' })),
    ).toEqual({
      from: ['Only a Quran item has a range of ayat.'],
      to: ['Only a Quran item has a range of ayat.'],
    });
    expect(fieldErrors(await create({ kind: 'hadith', title: 'Forty' }))).toEqual({
      kind: ['The selected kind is invalid.'],
    });
    const unknownCourse = await admin.send('POST', '/api/admin/syllabus-items', {
      product_id: 999_999,
      kind: 'unit',
      title: 'Nowhere',
    });
    expect(fieldErrors(unknownCourse)).toEqual({ product_id: ['The selected course is invalid.'] });
    expect(await syllabusOf(course)).toEqual([]);
  });

  it('checks an edit against the item as it would be, and leaves it as it was', async () => {
    const course = await newCourse('syllabus-refuse-edit');
    const unit = await add({ product_id: course, kind: 'unit', title: 'Makharij' });
    const naba = await add({ product_id: course, kind: 'quran', from: '78:1', to: '78:40' });
    const patch = (id: number, body: object) =>
      admin.send('PATCH', `/api/admin/syllabus-items/${id}`, body);
    // A unit becoming a Quran item needs its ayat; a unit keeps its title.
    expect(fieldErrors(await patch(unit.id, { kind: 'quran' }))).toEqual({
      from: ['The from field is required.'],
      to: ['The to field is required.'],
    });
    expect(fieldErrors(await patch(unit.id, { title: '' }))).toEqual({
      title: ['The title field is required.'],
    });
    expect(fieldErrors(await patch(unit.id, { from: '1:1', to: '1:7' }))).toEqual({
      from: ['Only a Quran item has a range of ayat.'],
      to: ['Only a Quran item has a range of ayat.'],
    });
    // A start after the stored end; an ayah the surah does not have.
    expect(fieldErrors(await patch(naba.id, { from: '79:1' }))).toEqual({
      to: ['The range must end at or after the ayah it starts from.'],
    });
    expect(fieldErrors(await patch(naba.id, { to: '1:8' }))).toEqual({
      to: ['The to field must be an ayah its surah has, as surah:ayah.'],
    });
    // The course is not the edit's to change.
    expect((await patch(naba.id, { product_id: course })).statusCode).toBe(422);
    expect(await syllabusOf(course)).toEqual([unit, naba]);
    expect((await patch(999_999, { title: 'Nothing' })).statusCode).toBe(404);
  });

  it('keeps tutors, learners and guests out of every syllabus route', async () => {
    const course = await newCourse('syllabus-door');
    const item = await add({ product_id: course, kind: 'unit', title: 'Kept' });
    const tutor = await world.tutor();
    const learner = await registerLearner(app);
    const calls: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
      ['GET', `/api/admin/syllabus-items?product_id=${course}`],
      ['GET', `/api/admin/syllabus-items/${item.id}`],
      ['POST', '/api/admin/syllabus-items', { product_id: course, kind: 'unit', title: 'Mine' }],
      ['PATCH', `/api/admin/syllabus-items/${item.id}`, { title: 'Changed' }],
      ['POST', '/api/admin/syllabus-items/reorder', { ids: [item.id] }],
      ['DELETE', `/api/admin/syllabus-items/${item.id}`],
    ];
    const callers = [
      { who: 'a tutor', headers: tutor.headers, status: 403, message: MESSAGES.forbidden },
      {
        who: 'a learner',
        headers: bearer(learner.token),
        status: 403,
        message: MESSAGES.forbidden,
      },
      { who: 'a guest', headers: {}, status: 401, message: MESSAGES.unauthenticated },
    ];
    for (const { who, headers, status, message } of callers) {
      for (const [method, url, payload] of calls) {
        const response = await app.inject({ method, url, headers, ...(payload && { payload }) });
        expect(response.statusCode, `${who}: ${method} ${url}`).toBe(status);
        expect(response.json()).toEqual({ message });
      }
    }
    expect(await syllabusOf(course)).toEqual([item]);
  });
});

describe('an item a recorded lesson names', () => {
  it('cannot be deleted or change its kind (409), and stays; it can be renamed', async () => {
    const { tutor, learner, classes } = await heldClasses(world, clock, 1, { sinceLastEnd: DAY });
    // The learner's course (the first one) has Qaida lessons.
    const subscription = (
      await admin.get(`/api/admin/subscriptions/${learner.subscriptionId}`)
    ).json();
    const items = await syllabusOf(subscription.data.product_id as number);
    const [lesson, next] = items.filter((item) => item.kind === 'qaida') as [
      AdminSyllabusItem,
      AdminSyllabusItem,
    ];
    const recorded = await tutor.send('POST', `/api/teach/classes/${classes[0]!.id}/record`, {
      attendance: 'present',
      entries: [{ kind: 'qaida', item_id: lesson.id, grade: 'good' }],
      homework: { kind: 'qaida', item_id: next.id },
    });
    expect(recorded.statusCode, recorded.body).toBe(204);

    for (const item of [lesson, next]) {
      const refused = await admin.send('DELETE', `/api/admin/syllabus-items/${item.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: IN_USE.syllabusItem });
      const kind = await admin.send('PATCH', `/api/admin/syllabus-items/${item.id}`, {
        kind: 'unit',
      });
      expect(kind.statusCode).toBe(409);
      expect(kind.json()).toEqual({ message: IN_USE.syllabusItemKind });
    }
    const after = await syllabusOf(subscription.data.product_id as number);
    expect(after).toEqual(
      items.map((item) =>
        // Once more each (the demo learner's record names every Qaida lesson already).
        item.id === lesson.id || item.id === next.id ? { ...item, uses: item.uses + 1 } : item,
      ),
    );
    expect((await edit(lesson.id, { title: `${lesson.title} (revised)` })).uses).toBe(
      lesson.uses + 1,
    );
  });
});
