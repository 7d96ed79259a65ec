import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Book, BookSummary, Language } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { bookMedia, books, userBooks } from '../../db/schema.ts';
import { NotFound } from '../../lib/errors.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { centsToDollars } from '../../lib/money.ts';
import { inStaffOrder } from '../../lib/ordering.ts';

type BookRow = typeof books.$inferSelect;

function toSummary(row: BookRow, language: Language): BookSummary {
  return {
    id: row.id,
    ...inLanguage(
      language,
      { title: row.title, description: row.description },
      { title: row.titleAr, description: row.descriptionAr },
    ),
    price: centsToDollars(row.priceCents),
    thumbnail: row.thumbnail,
  };
}

export async function listBooks(db: Database, language: Language): Promise<BookSummary[]> {
  const rows = await db.select().from(books).orderBy(asc(books.id));
  return rows.map((row) => toSummary(row, language));
}

export async function getBookById(
  db: Database,
  id: number,
  language: Language,
): Promise<BookSummary> {
  const [row] = await db.select().from(books).where(eq(books.id, id)).limit(1);
  if (!row) throw new NotFound();
  return toSummary(row, language);
}

/** The books a learner owns, each with its gallery, most recently acquired first. */
export async function listUserBooks(
  db: Database,
  userId: number,
  language: Language,
): Promise<Book[]> {
  const rows = await db
    .select({ book: books })
    .from(userBooks)
    .innerJoin(books, eq(books.id, userBooks.bookId))
    .where(eq(userBooks.userId, userId))
    .orderBy(desc(userBooks.acquiredAt), asc(books.id));
  if (rows.length === 0) return [];
  const media = await db
    .select()
    .from(bookMedia)
    .where(
      inArray(
        bookMedia.bookId,
        rows.map((row) => row.book.id),
      ),
    )
    .orderBy(...inStaffOrder(bookMedia));
  return rows.map(({ book }) => ({
    ...toSummary(book, language),
    media: media
      .filter((item) => item.bookId === book.id)
      .map((item) => ({ url: item.url, name: item.name })),
  }));
}
