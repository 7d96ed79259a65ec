import { countries as countryData } from 'countries-list';
import { eq } from 'drizzle-orm';
import type { Transaction as Tx } from '../client.ts';
import {
  bookMedia,
  books,
  categories,
  countries,
  faqs,
  pages,
  products,
  subscriptions,
  testimonials,
  tierGroups,
  tiers,
  userBooks,
  users,
} from '../schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { newSecret } from '../../lib/tokens.ts';
import { addMonths } from '../../lib/dates.ts';
import { sanitizePageHtml } from '../../lib/html.ts';
import * as content from './content.ts';
import * as arabic from './content-ar.ts';
import { DEMO_ADMIN, DEMO_PARENT, DEMO_STUDENT, DEMO_TUTOR } from './demo-accounts.ts';
import { seedDemoPay } from './demo-pay.ts';
import { seedDemoCertificates } from './demo-certificates.ts';
import { seedDemoFamily } from './demo-family.ts';
import { seedHistory } from './demo-history.ts';
export { seedDemoClosure } from './demo-holiday.ts';
import { seedSyllabi } from './syllabi.ts';
import { seedHifzRecord, seedQaidaRecord } from './demo-record.ts';
import { seedTeaching } from './teaching.ts';

// The seed's data and how it goes in: loaded by `seedDatabase` (index.ts) only when a part of
// the database is still empty, so that an instance starting on a filled one never holds it.

const DAY_MS = 86_400_000;

const courseImage = (slug: string) => `/images/courses/${slug}.jpg`;
const bookImage = (slug: string, file: string) => `/images/books/${slug}/${file}`;

export type DemoHashes = Record<'student' | 'admin' | 'tutor' | 'otherTutor' | 'parent', string>;

/** The demo accounts' password hashes (slow on purpose: made before the seed's lock). */
export async function demoHashes(): Promise<DemoHashes> {
  return {
    student: await hashPassword(DEMO_STUDENT.password),
    admin: await hashPassword(DEMO_ADMIN.password),
    tutor: await hashPassword(DEMO_TUTOR.password),
    parent: await hashPassword(DEMO_PARENT.password),
    // The second demo tutor has no published password: she signs in after a reset.
    otherTutor: await hashPassword(newSecret()),
  };
}

export async function seedCountries(tx: Tx) {
  const rows = Object.entries(countryData).map(([iso2, country]) => ({
    iso2,
    name: country.name,
    phoneCode: `+${country.phone[0] ?? ''}`,
  }));
  await tx.insert(countries).values(rows);
}

export async function seedCatalog(tx: Tx, now: Date) {
  const categoryRows = await tx
    .insert(categories)
    .values(
      content.categories.map((category, position) => ({
        ...category,
        nameAr: arabic.categoriesAr[category.slug] ?? null,
        position,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));

  await tx.insert(products).values(
    content.courses.map((course, position) => ({
      slug: course.slug,
      name: course.name,
      nameAr: arabic.coursesAr[course.slug]?.name ?? null,
      description: course.description,
      descriptionAr: arabic.coursesAr[course.slug]?.description ?? null,
      image: courseImage(course.slug),
      imageAlt: course.imageAlt,
      imageAltAr: arabic.coursesAr[course.slug]?.imageAlt ?? null,
      categoryId: categoryId.get(course.category) ?? fail(`category ${course.category}`),
      featured: course.featured,
      position,
      popularity: course.popularity,
      rating: course.rating,
      ratingCount: course.ratingCount,
      // Spread over past weeks so "Newest" has an order to show.
      createdAt: new Date(now.getTime() - (content.courses.length - position) * 7 * DAY_MS),
    })),
  );

  for (const [position, group] of content.tierGroups.entries()) {
    const [row] = await tx
      .insert(tierGroups)
      .values({
        name: group.name,
        nameAr: arabic.tierGroupsAr[group.minutes] ?? null,
        minutes: group.minutes,
        position,
      })
      .returning({ id: tierGroups.id });
    await tx.insert(tiers).values(
      group.tiers.map((tier, tierPosition) => ({
        ...tier,
        nameAr: arabic.tiersAr[tier.slug]?.name ?? null,
        descriptionAr: arabic.tiersAr[tier.slug]?.description ?? null,
        featuresAr: arabic.tiersAr[tier.slug]?.features ?? null,
        groupId: row?.id ?? fail('tier group'),
        position: tierPosition,
      })),
    );
  }

  await tx.insert(testimonials).values(
    content.testimonials.map((item, position) => ({
      ...item,
      testimonialAr: arabic.testimonialsAr[item.name] ?? null,
      position,
    })),
  );
  await tx.insert(faqs).values(
    content.faqs.map((item, position) => ({
      ...item,
      questionAr: arabic.faqsAr[position]?.question ?? null,
      answerAr: arabic.faqsAr[position]?.answer ?? null,
      position,
    })),
  );
  await tx.insert(pages).values(
    content.pages.map((page) => ({
      slug: page.slug,
      contentHtml: sanitizePageHtml(page.html),
      contentHtmlAr: sanitizePageHtml(arabic.pagesAr[page.slug]),
    })),
  );

  for (const book of content.books) {
    const [row] = await tx
      .insert(books)
      .values({
        title: book.title,
        titleAr: arabic.booksAr[book.slug]?.title ?? null,
        description: book.description,
        descriptionAr: arabic.booksAr[book.slug]?.description ?? null,
        priceCents: book.priceCents,
        thumbnail: bookImage(book.slug, 'thumb.jpg'),
      })
      .returning({ id: books.id });
    await tx.insert(bookMedia).values(
      book.media.map((item, position) => ({
        bookId: row?.id ?? fail('book'),
        url: bookImage(book.slug, item.file),
        name: item.name,
        position,
      })),
    );
  }
  await seedSyllabi(tx);
}

export async function seedAccounts(tx: Tx, now: Date, hashes: DemoHashes) {
  const [uk] = await tx.select().from(countries).where(eq(countries.iso2, 'GB')).limit(1);
  const [student] = await tx
    .insert(users)
    .values({
      firstName: 'Amina',
      lastName: 'Rahman',
      gender: 2,
      phone: '+44 20 7946 0958',
      whatsapp: '+44 7700 900123',
      countryId: uk?.id ?? null,
      age: 27,
      email: DEMO_STUDENT.email,
      passwordHash: hashes.student,
      timeZone: 'Europe/London',
    })
    .returning({ id: users.id });
  await tx.insert(users).values({
    firstName: 'Iqra',
    lastName: 'Staff',
    gender: 0,
    phone: '+1 555 010 0199',
    whatsapp: '+1 555 010 0199',
    email: DEMO_ADMIN.email,
    passwordHash: hashes.admin,
    role: 'admin',
  });
  const userId = student?.id ?? fail('student');

  const { productId, tierId } = catalogIds(tx);
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS);

  const [tajweed] = await tx
    .insert(subscriptions)
    .values({
      userId,
      productId: await productId('tajweed'),
      tierId: await tierId('60-standard'),
      startedAt: day(-10),
      endedAt: addMonths(day(-10), 1),
    })
    .returning({ id: subscriptions.id });
  await tx.insert(subscriptions).values([
    {
      userId,
      productId: await productId('quranic-arabic'),
      tierId: await tierId('30-basic'),
      startedAt: day(-2),
      endedAt: addMonths(day(-2), 1),
    },
  ]);
  // Before: the Noorani Qaida, completed, then most of Juz 'Amma by heart (seedDemoRecord).
  const [qaida, hifz] = await tx
    .insert(subscriptions)
    .values([
      {
        userId,
        productId: await productId('noorani-qaida'),
        tierId: await tierId('30-standard'),
        startedAt: day(-330),
        endedAt: day(-270),
      },
      {
        userId,
        productId: await productId('hifz'),
        tierId: await tierId('30-standard'),
        startedAt: day(-262),
        // Ended before the last days whose ends are mailed (reminders' ENDED_MAIL_DAYS).
        endedAt: day(-4),
      },
    ])
    .returning({
      id: subscriptions.id,
      startedAt: subscriptions.startedAt,
      endedAt: subscriptions.endedAt,
    });

  const tajweedId = tajweed?.id ?? fail('subscription');
  const [plan] = await tx
    .select({
      startedAt: subscriptions.startedAt,
      endedAt: subscriptions.endedAt,
      minutes: tierGroups.minutes,
    })
    .from(subscriptions)
    .innerJoin(tiers, eq(tiers.id, subscriptions.tierId))
    .innerJoin(tierGroups, eq(tierGroups.id, tiers.groupId))
    .where(eq(subscriptions.id, tajweedId));
  const { tutorId, otherTutorId, rule } = await seedTeaching(tx, now, {
    tutorHash: hashes.tutor,
    otherTutorHash: hashes.otherTutor,
    subscription: { id: tajweedId, title: 'Tajweed', ...(plan ?? fail('plan')) },
  });
  const term = (
    subscription: { id: number; startedAt: Date; endedAt: Date } | undefined,
    title: string,
  ) => ({
    ...(subscription ?? fail(`${title} subscription`)),
    subscriptionId: subscription?.id ?? 0,
    title,
    learnerId: userId,
    tutorId: otherTutorId,
  });
  await seedQaidaRecord(tx, term(qaida, 'Noorani Qaida'), now);
  await seedHifzRecord(tx, term(hifz, 'Hifz'), now);
  const ids = { tutorId, otherTutorId, tutorRule: rule, productId, tierId };
  await seedDemoFamily(tx, now, { parentHash: hashes.parent, ...ids });
  const qaidaId = qaida?.id ?? fail('qaida subscription');
  await seedDemoCertificates(tx, now, { ...ids, learnerId: userId, qaidaId });
  await seedDemoPay(tx, now, { tutorId, otherTutorId });
  await seedHistory(tx, now, { ...ids, lockedHash: hashes.otherTutor });

  const ownedBooks = await tx.select({ id: books.id }).from(books).orderBy(books.id).limit(2);
  await tx
    .insert(userBooks)
    .values(
      ownedBooks.map((book, index) => ({ userId, bookId: book.id, acquiredAt: day(-20 + index) })),
    );
}

/** The ids of the seeded catalogue's courses and plans, by slug. */
function catalogIds(tx: Tx) {
  return {
    productId: async (slug: string) =>
      (await tx.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]?.id ??
      fail(`product ${slug}`),
    tierId: async (slug: string) =>
      (await tx.select({ id: tiers.id }).from(tiers).where(eq(tiers.slug, slug)))[0]?.id ??
      fail(`tier ${slug}`),
  };
}

function fail(what: string): never {
  throw new Error(`Seed data is inconsistent: ${what} not found`);
}
