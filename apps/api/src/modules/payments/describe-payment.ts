import { eq, sql } from 'drizzle-orm';
import { addressIn, cookieLanguage, type Language, type PaymentOutcome } from '@iqra/contracts';
import { textIn } from '../../lib/in-language.ts';
import { isolate } from '../mail/index.ts';
import type { Database } from '../../db/client.ts';
import { books, products, tiers, users } from '../../db/schema.ts';
import type { Payment } from './payment-record.ts';

// What the payer is shown of a payment: what it buys, and where the browser goes after.

/**
 * Where the browser goes after the provider, in the payer's language (decision 040): the one
 * of the page they paid from, else the one their account keeps, else the one this browser
 * chose (`lang` cookie), else English.
 */
export async function redirectFor(
  db: Database,
  payment: Payment,
  outcome: PaymentOutcome,
  cookie: string | undefined,
) {
  const language =
    payment.language ??
    (await accountLanguage(db, payment.userId)) ??
    cookieLanguage(cookie) ??
    'en';
  return addressIn(language, await pathAfter(db, payment, outcome));
}

async function accountLanguage(db: Database, userId: number) {
  const [payer] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return payer?.language ?? null;
}

/**
 * The page after the provider: /learning on success (and to My Books for a book already
 * owned, saying it was not charged), else back to checkout.
 */
async function pathAfter(db: Database, payment: Payment, outcome: PaymentOutcome) {
  // A course paid for a child is on the family page, with that child chosen.
  if (
    payment.kind === 'course' &&
    payment.learnerId !== null &&
    outcome !== 'cancelled' &&
    outcome !== 'failed'
  ) {
    return `/family?child=${payment.learnerId}&payment=${outcome}`;
  }
  if (outcome === 'success' || outcome === 'owned') {
    return payment.kind === 'book'
      ? `/learning?tab=books&payment=${outcome}`
      : `/learning?payment=${outcome}`;
  }
  const query = `?payment=${outcome}`;
  if (payment.kind === 'book') return `/books/${payment.bookId}/checkout${query}`;
  const [product] = await db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.id, payment.productId ?? 0))
    .limit(1);
  return product ? `/courses/${product.slug}/checkout${query}` : `/learning${query}`;
}

/** What a payment buys in `language`: the demo provider's page's (English) and the receipt's. */
export async function describePayment(
  db: Database,
  payment: Payment,
  language: Language,
): Promise<string> {
  const arabic = language === 'ar';
  if (payment.kind === 'book') {
    const [book] = await db
      .select({ title: books.title, titleAr: books.titleAr })
      .from(books)
      .where(eq(books.id, payment.bookId ?? 0));
    if (!book) return arabic ? 'كتاب' : 'A book';
    const title = textIn(language, book.title, book.titleAr);
    return arabic ? `${isolate(title)} (كتاب)` : `${title} (book)`;
  }
  const [row] = await db
    .select({
      product: products.name,
      productAr: products.nameAr,
      tier: tiers.name,
      tierAr: tiers.nameAr,
      minutes: sql<number>`(select minutes from tier_groups where id = ${tiers.groupId})`,
      // A course paid for a child names the child.
      child: sql<
        string | null
      >`(select first_name from users where id = ${payment.learnerId ?? null}::int)`,
    })
    .from(products)
    .innerJoin(tiers, eq(tiers.id, payment.tierId ?? 0))
    .where(eq(products.id, payment.productId ?? 0));
  if (!row) return arabic ? 'دورة' : 'A course';
  const product = textIn(language, row.product, row.productAr);
  const tier = textIn(language, row.tier, row.tierAr);
  if (arabic) {
    const course = `${isolate(product)} — ${isolate(tier)} (حصص من ${row.minutes} دقيقة)، لمدة شهر`;
    return row.child ? `${course}، لـ${isolate(row.child)}` : course;
  }
  const course = `${product} — ${tier} (${row.minutes}-minute classes), one month`;
  return row.child ? `${course}, for ${row.child}` : course;
}
