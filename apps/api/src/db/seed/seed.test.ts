import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  listOf,
  myClassesResponseSchema,
  productSchema,
  subscriptionSchema,
} from '@iqra/contracts';
import { loadConfig } from '../../config.ts';
import {
  bookMedia,
  books,
  categories,
  countries,
  faqs,
  pages,
  products,
  classes,
  classSeries,
  makeupCredits,
  schoolHolidays,
  subscriptions,
  syllabusItems,
  testimonials,
  tiers,
  tutors,
  userBooks,
  users,
} from '../schema.ts';
import { addMonths } from '../../lib/dates.ts';
import { confirmHolidayUntold } from '../../modules/teaching/index.ts';
import {
  bearer,
  booksOf,
  createTestApp,
  loginDemoStudent,
  type TestContext,
} from '../../../test/helpers.ts';
import { webPublicFiles } from '../../../test/web-build.ts';
import * as content from './content.ts';
import { HISTORY_LEARNERS } from './demo-history-data.ts';
import { DEMO_CLOSURE } from './demo-holiday.ts';
import { seedDatabase } from './index.ts';
import { SYLLABI } from './syllabi.ts';

const tables = {
  bookMedia,
  books,
  categories,
  countries,
  faqs,
  pages,
  products,
  classes,
  classSeries,
  makeupCredits,
  schoolHolidays,
  subscriptions,
  syllabusItems,
  testimonials,
  tiers,
  tutors,
  userBooks,
  users,
};

/** The demo learner's Tajweed plan as she reads it: its classes to come, and its term. */
async function demoPlan(app: TestContext['app']) {
  const token = await loginDemoStudent(app);
  const upcoming = myClassesResponseSchema.parse(
    (await app.inject({ url: '/api/my-classes?period=upcoming', headers: bearer(token) })).json(),
  );
  const mine = listOf(subscriptionSchema).parse(
    (await app.inject({ url: '/api/my-subscriptions', headers: bearer(token) })).json(),
  ).data;
  const tajweed = mine.find((item) => item.product.slug === 'tajweed');
  if (!tajweed) throw new Error('no Tajweed plan');
  return { upcoming, tajweed };
}

describe('demo seed', async () => {
  // The images are the web app's public files, served as they are without a build too.
  const { app, database } = await createTestApp({ seeded: false, webRoot: webPublicFiles });
  const db = database.db;

  async function counts() {
    const result: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await db.select({ n: count() }).from(table);
      result[name] = row?.n ?? 0;
    }
    return result;
  }

  it('without demo seeding loads countries and no accounts or catalogue', async () => {
    const now = await counts();
    expect(now.countries).toBeGreaterThan(240);
    expect(now.users).toBe(0);
    expect(now.products).toBe(0);
  });

  const demo = { demo: true, confirmHoliday: confirmHolidayUntold } as const;

  it('seeds once, however many times (or how many at once) it runs', async () => {
    await seedDatabase(db, demo);
    const first = await counts();
    const plan = await demoPlan(app);
    await Promise.all([seedDatabase(db, demo), seedDatabase(db, demo)]);
    expect(await counts()).toEqual(first);
    // The demo learner's plan, its open day and the class it took, are as they were.
    expect(await demoPlan(app)).toEqual(plan);
    expect(first).toMatchObject({
      categories: content.categories.length,
      products: content.courses.length,
      tiers: 8,
      testimonials: 6,
      faqs: content.faqs.length,
      books: content.books.length,
      pages: 3,
      // The demo learner, tutors and staff; a parent and two children; and the learners of the
      // year before (demo-history-data.ts).
      users: 7 + HISTORY_LEARNERS.length,
      // Tajweed and Quranic Arabic now; the Qaida and Hifz terms before, each on a plan; the
      // children's Hifz and Qaida, each on a plan; and a term on a plan for each of the year's.
      subscriptions: 6 + HISTORY_LEARNERS.length,
      tutors: 2,
      classSeries: 5 + HISTORY_LEARNERS.length,
      // The demo learner's two, and two bought lately by the year's learners.
      userBooks: 4,
      // The open day the demo learner's plan meets; the Eids are proposed, not stored.
      schoolHolidays: 1,
      syllabusItems: Object.values(SYLLABI).reduce((sum, items) => sum + items.length, 0),
    });
    // The demo learner's, and those of the year's classes the tutors cancelled or missed.
    expect(first.makeupCredits).toBeGreaterThan(10);
  });

  it('gives the memorisation course the order children learn in, and the Qaida its lessons', async () => {
    const hifz = await db
      .select()
      .from(syllabusItems)
      .innerJoin(products, eq(products.id, syllabusItems.productId))
      .where(eq(products.slug, 'hifz'))
      .orderBy(asc(syllabusItems.position));
    const titles = hifz.map((row) => row.syllabus_items.title);
    // Al-Fatihah, then Juz 'Amma from An-Nas (the Quran's last ayat) up to An-Naba.
    expect(titles.slice(0, 3)).toEqual([
      'Al-Fatihah (الفاتحة)',
      'An-Nas (الناس)',
      'Al-Falaq (الفلق)',
    ]);
    expect(hifz[1]!.syllabus_items).toMatchObject({ kind: 'quran', fromAyah: 6231, toAyah: 6236 });
    expect(titles[37]).toBe('An-Naba (النبإ)');
    // Every ayah of the Quran is in the syllabus once.
    const ayat = hifz.reduce(
      (sum, row) => sum + row.syllabus_items.toAyah! - row.syllabus_items.fromAyah! + 1,
      0,
    );
    expect(ayat).toBe(6236);
    const qaida = await db
      .select({ kind: syllabusItems.kind })
      .from(syllabusItems)
      .innerJoin(products, eq(products.id, syllabusItems.productId))
      .where(eq(products.slug, 'noorani-qaida'));
    expect(qaida.length).toBe(17);
    expect(new Set(qaida.map((row) => row.kind))).toEqual(new Set(['qaida']));
  });

  it('makes every image it names a real image the server serves', async () => {
    const token = await loginDemoStudent(app);
    const courses = listOf(productSchema).parse(
      (await app.inject({ url: '/api/products' })).json(),
    ).data;
    const owned = await booksOf(app, token);
    const rows = await db.select().from(books);
    const media = await db.select().from(bookMedia);
    const urls = new Set([
      ...courses.map((course) => course.image),
      ...rows.map((row) => row.thumbnail),
      ...media.map((item) => item.url),
      ...owned.flatMap((book) => book.media.map((item) => item.url)),
      '/images/home/header.jpg',
      '/images/home/faqs.jpg',
      '/images/home/video-thumbnail.jpg',
      '/images/default-avatar.png',
    ]);
    expect(urls.size).toBeGreaterThan(30);
    for (const url of urls) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^image\/(jpeg|png)/);
      expect(response.rawPayload.length, url).toBeGreaterThan(500);
    }
    const video = await app.inject({ url: '/images/home/video.mp4' });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
  });
});

describe('the demo school’s open day', async () => {
  const { app } = await createTestApp();

  it('closes the school for an open day on a day of the demo learner’s plan, which ends a class later', async () => {
    const { upcoming, tajweed } = await demoPlan(app);
    // Shown to the public, by its name in each language.
    const shown = (await app.inject({ url: '/api/holidays' })).json().data.holidays;
    expect(shown).toEqual([
      expect.objectContaining({ kind: 'closure', name: DEMO_CLOSURE.name_en }),
    ]);
    const arabic = await app.inject({ url: '/api/holidays', headers: { 'accept-language': 'ar' } });
    expect(arabic.json().data.holidays[0].name).toBe(DEMO_CLOSURE.name_ar);
    const openDay = upcoming.holidays.find((holiday) => holiday.name === DEMO_CLOSURE.name_en);
    expect(openDay).toBeDefined();
    // Exactly one of her classes is cancelled by the school for it, on its day and to come.
    const taken = upcoming.classes.filter((item) => item.holiday_id === openDay?.id);
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatchObject({ status: 'cancelled', cancelled_by: 'staff' });
    const dayThere = new Intl.DateTimeFormat('en-CA', { timeZone: taken[0]!.anchor_zone });
    expect(dayThere.format(new Date(taken[0]!.starts_at))).toBe(openDay?.starts_on);
    // Her month would have ended a month after it began; one class past that, it ends now.
    const wouldEnd = addMonths(new Date(tajweed.started_at), 1).getTime();
    expect(Date.parse(tajweed.ended_at)).toBeGreaterThan(wouldEnd);
    const after = tajweed.schedules.filter((item) => Date.parse(item.started_at) >= wouldEnd);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ status: 'active', ended_at: tajweed.ended_at });
  });
});

describe('SEED_DEMO default', () => {
  it('is on with the embedded database and off with PostgreSQL', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/iqra' }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/iqra', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses a malformed setting with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
