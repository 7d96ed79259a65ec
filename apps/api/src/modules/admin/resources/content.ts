import { asc, eq, sql } from 'drizzle-orm';
import {
  adminBookCreateSchema,
  adminBookMediaCreateSchema,
  adminBookMediaSchema,
  adminBookMediaUpdateSchema,
  adminBookSchema,
  adminBookUpdateSchema,
  adminFaqCreateSchema,
  adminFaqSchema,
  adminFaqUpdateSchema,
  adminPageCreateSchema,
  adminPageSchema,
  adminPageUpdateSchema,
  adminTestimonialCreateSchema,
  adminTestimonialSchema,
  adminTestimonialUpdateSchema,
  IN_USE,
  PAGE_SLUGS,
  PAGE_TITLES,
  type AdminBook,
  type AdminBookMedia,
  type AdminFaq,
  type AdminPage,
  type AdminTestimonial,
  type PageSlug,
} from '@iqra/contracts';
import {
  bookMedia,
  books,
  faqs,
  pages,
  payments,
  testimonials,
  userBooks,
} from '../../../db/schema.ts';
import { Conflict, ValidationFailed } from '../../../lib/errors.ts';
import { sanitizePageHtml } from '../../../lib/html.ts';
import { centsToDollars } from '../../../lib/money.ts';
import { BOOKS_CACHE, CONTENT_CACHE } from '../../../lib/cache-keys.ts';
import { assertExists, assertUnused } from '../resource/checks.ts';
import { defineResource, type Tx } from '../resource/definition.ts';
import { idFilter } from '../resource/filters.ts';
import { asIs, countOf, listAndGet } from '../resource/list-page.ts';
import {
  columnsOf,
  deleteRow,
  insertedId,
  nextPosition,
  orderedTableWrites,
  reorderRows,
  updateRow,
} from '../resource/writes.ts';

// ---------- testimonials ----------

function testimonialQuery(db: Tx) {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      testimonial: testimonials.testimonial,
      testimonial_ar: testimonials.testimonialAr,
      position: testimonials.position,
    })
    .from(testimonials)
    .$dynamic();
}

export const testimonialsResource = defineResource({
  name: 'testimonials',
  label: { one: 'a testimonial', many: 'testimonials' },
  schema: adminTestimonialSchema,
  entity: 'testimonials',
  invalidates: [CONTENT_CACHE],
  ...listAndGet(
    testimonialQuery,
    {
      search: [testimonials.name, testimonials.testimonial, testimonials.testimonialAr],
      idColumn: testimonials.id,
      sorts: { name: testimonials.name, position: testimonials.position },
      defaultSort: 'position',
    },
    asIs<AdminTestimonial>,
  ),
  ...orderedTableWrites(testimonials, {
    create: adminTestimonialCreateSchema,
    update: adminTestimonialUpdateSchema,
  }),
});

// ---------- FAQs ----------

function faqQuery(db: Tx) {
  return db
    .select({
      id: faqs.id,
      question: faqs.question,
      question_ar: faqs.questionAr,
      answer: faqs.answer,
      answer_ar: faqs.answerAr,
      position: faqs.position,
    })
    .from(faqs)
    .$dynamic();
}

export const faqsResource = defineResource({
  name: 'faqs',
  label: { one: 'an FAQ', many: 'FAQs' },
  schema: adminFaqSchema,
  entity: 'faqs',
  invalidates: [CONTENT_CACHE],
  ...listAndGet(
    faqQuery,
    {
      search: [faqs.question, faqs.questionAr, faqs.answer, faqs.answerAr],
      idColumn: faqs.id,
      sorts: { question: faqs.question, position: faqs.position },
      defaultSort: 'position',
    },
    asIs<AdminFaq>,
  ),
  ...orderedTableWrites(faqs, { create: adminFaqCreateSchema, update: adminFaqUpdateSchema }),
});

// ---------- pages ----------

function pageQuery(db: Tx) {
  return db
    .select({
      slug: pages.slug,
      contentHtml: pages.contentHtml,
      contentHtmlAr: pages.contentHtmlAr,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .$dynamic();
}
const toAdminPage = (row: Awaited<ReturnType<typeof pageQuery>>[number]): AdminPage => ({
  id: row.slug,
  slug: row.slug,
  title: PAGE_TITLES[row.slug as PageSlug] ?? row.slug,
  // Shown in the editor as it will be shown on the site.
  content: sanitizePageHtml(row.contentHtml),
  content_ar: row.contentHtmlAr === null ? null : sanitizePageHtml(row.contentHtmlAr),
  updated_at: row.updatedAt.toISOString(),
});

/** Sanitized HTML with something left to show, or null. */
function cleaned(html: string): string | null {
  const clean = sanitizePageHtml(html).trim();
  return clean.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/.test(clean) ? null : clean;
}

/** Sanitized HTML with something left to show, or 422 on `content`. */
function cleanContent(html: string): string {
  const clean = cleaned(html);
  if (clean === null) throw ValidationFailed.field('content', 'The content field is required.');
  return clean;
}

/** The Arabic page as sanitized HTML; none (null) when nothing is left to show (decision 043). */
const cleanArabic = (html: string | null | undefined) =>
  html === undefined ? {} : { contentHtmlAr: html === null ? null : cleaned(html) };

export const pagesResource = defineResource({
  name: 'pages',
  label: { one: 'a page', many: 'pages' },
  schema: adminPageSchema,
  conflicts: { create: IN_USE.pageExists, remove: IN_USE.page },
  entity: 'pages',
  idKind: 'slug',
  invalidates: [CONTENT_CACHE],
  ...listAndGet(
    pageQuery,
    {
      key: pages.slug,
      search: [pages.slug, pages.contentHtml, pages.contentHtmlAr],
      sorts: { slug: pages.slug, updated_at: pages.updatedAt },
      defaultSort: 'slug',
    },
    toAdminPage,
  ),
  create: {
    schema: adminPageCreateSchema,
    async run(tx, input) {
      const [existing] = await tx
        .select({ slug: pages.slug })
        .from(pages)
        .where(eq(pages.slug, input.slug));
      if (existing) throw new Conflict(IN_USE.pageExists);
      await tx.insert(pages).values({
        slug: input.slug,
        contentHtml: cleanContent(input.content),
        ...cleanArabic(input.content_ar),
      });
      return input.slug;
    },
  },
  update: {
    schema: adminPageUpdateSchema,
    async run(tx, id, input, actor) {
      await tx
        .update(pages)
        .set({
          contentHtml: cleanContent(input.content),
          ...cleanArabic(input.content_ar),
          updatedAt: actor.at,
        })
        .where(eq(pages.slug, String(id)));
    },
  },
  async remove(_tx, id) {
    if ((PAGE_SLUGS as readonly string[]).includes(String(id))) throw new Conflict(IN_USE.page);
  },
});

// ---------- books and their media ----------

const mediaCount = countOf('book_media', 'book_id', 'books');
const ownersCount = countOf('user_books', 'book_id', 'books');

function bookQuery(db: Tx) {
  return db
    .select({
      id: books.id,
      title: books.title,
      title_ar: books.titleAr,
      description: books.description,
      description_ar: books.descriptionAr,
      priceCents: books.priceCents,
      thumbnail: books.thumbnail,
      media_count: mediaCount,
      owners_count: ownersCount,
      createdAt: books.createdAt,
    })
    .from(books)
    .$dynamic();
}
const toAdminBook = (row: Awaited<ReturnType<typeof bookQuery>>[number]): AdminBook => ({
  id: row.id,
  title: row.title,
  title_ar: row.title_ar,
  description: row.description,
  description_ar: row.description_ar,
  price: centsToDollars(row.priceCents),
  thumbnail: row.thumbnail,
  media_count: row.media_count,
  owners_count: row.owners_count,
  created_at: row.createdAt.toISOString(),
});

export const booksResource = defineResource({
  name: 'books',
  label: { one: 'a book', many: 'books' },
  schema: adminBookSchema,
  conflicts: { remove: IN_USE.book },
  entity: 'books',
  invalidates: [BOOKS_CACHE],
  ...listAndGet(
    bookQuery,
    {
      search: [books.title, books.titleAr, books.description, books.descriptionAr],
      idColumn: books.id,
      sorts: { title: books.title, price: books.priceCents, created_at: books.createdAt },
      defaultSort: 'title',
    },
    toAdminBook,
  ),
  create: {
    schema: adminBookCreateSchema,
    async run(tx, input) {
      const { price, ...rest } = input;
      const [row] = await tx
        .insert(books)
        .values({ ...columnsOf(rest), priceCents: Math.round(price * 100) })
        .returning({ id: books.id });
      return insertedId(row);
    },
  },
  update: {
    schema: adminBookUpdateSchema,
    async run(tx, id, input) {
      const { price, ...rest } = input;
      const values = {
        ...rest,
        ...(price === undefined ? {} : { priceCents: Math.round(price * 100) }),
      };
      await updateRow(tx, books, id, values);
    },
  },
  async remove(tx, id) {
    await assertUnused(tx, userBooks.bookId, Number(id), IN_USE.book);
    await assertUnused(tx, payments.bookId, Number(id), IN_USE.book);
    await deleteRow(tx, books, id);
  },
});

function mediaQuery(db: Tx) {
  return db
    .select({
      id: bookMedia.id,
      book_id: bookMedia.bookId,
      url: bookMedia.url,
      name: bookMedia.name,
      position: bookMedia.position,
    })
    .from(bookMedia)
    .$dynamic();
}

export const bookMediaResource = defineResource({
  name: 'book-media',
  label: { one: 'a book page image', many: 'book page images' },
  schema: adminBookMediaSchema,
  entity: 'book_media',
  invalidates: [BOOKS_CACHE],
  ...listAndGet(
    mediaQuery,
    {
      search: [bookMedia.name, bookMedia.url],
      idColumn: bookMedia.id,
      sorts: { position: sql`${bookMedia.bookId}, ${bookMedia.position}`, name: bookMedia.name },
      defaultSort: 'position',
      filters: { book_id: idFilter('book', bookMedia.bookId) },
    },
    asIs<AdminBookMedia>,
  ),
  create: {
    schema: adminBookMediaCreateSchema,
    async run(tx, input) {
      await assertExists(tx, books.id, input.book_id, 'book_id', 'book');
      const { book_id, ...rest } = input;
      const [row] = await tx
        .insert(bookMedia)
        .values({
          ...rest,
          bookId: book_id,
          position:
            input.position ??
            (await nextPosition(tx, bookMedia.position, eq(bookMedia.bookId, book_id))),
        })
        .returning({ id: bookMedia.id });
      return insertedId(row);
    },
  },
  update: {
    schema: adminBookMediaUpdateSchema,
    async run(tx, id, input) {
      await updateRow(tx, bookMedia, id, input);
    },
  },
  async remove(tx, id) {
    await deleteRow(tx, bookMedia, id);
  },
  /** The ids must be all of one book's images, in their new order. */
  async reorder(tx, ids) {
    const [first] = await tx
      .select({ bookId: bookMedia.bookId })
      .from(bookMedia)
      .where(eq(bookMedia.id, ids[0] ?? 0));
    const known = first
      ? (
          await tx
            .select({ id: bookMedia.id })
            .from(bookMedia)
            .where(eq(bookMedia.bookId, first.bookId))
            .orderBy(asc(bookMedia.position))
        ).map((row) => row.id)
      : [];
    if (ids.length !== known.length) {
      throw ValidationFailed.field('ids', 'The ids field must list every image of the book.');
    }
    await reorderRows(tx, bookMedia, ids, known);
  },
});
