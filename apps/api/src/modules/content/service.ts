import { eq } from 'drizzle-orm';
import type { Country, Faq, PageSlug, Testimonial } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { countries, faqs, pages, testimonials } from '../../db/schema.ts';
import { NotFound } from '../../lib/errors.ts';
import { sanitizePageHtml } from '../../lib/html.ts';
import { inStaffOrder } from '../../lib/ordering.ts';

export async function listTestimonials(db: Database): Promise<Testimonial[]> {
  return db
    .select({ id: testimonials.id, name: testimonials.name, testimonial: testimonials.testimonial })
    .from(testimonials)
    .orderBy(...inStaffOrder(testimonials));
}

export async function listFaqs(db: Database): Promise<Faq[]> {
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(...inStaffOrder(faqs));
}

// As people read: "Türkiye" before "Tuvalu", "Åland" among the A's. The database's C
// collation orders by code point and PGlite has no ICU collations, so the app sorts; the
// answer is cached (decision 002), so this runs once per cache lifetime, not per request.
const byName = new Intl.Collator('en', { sensitivity: 'base' });

export async function listCountries(db: Database): Promise<Country[]> {
  const rows = await db
    .select({ id: countries.id, name: countries.name, phone_code: countries.phoneCode })
    .from(countries);
  return rows.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}

/** A page's HTML, sanitized again on the way out in case a row was written around the service. */
export async function getPageContent(db: Database, slug: PageSlug): Promise<{ content: string }> {
  const [page] = await db
    .select({ html: pages.contentHtml })
    .from(pages)
    .where(eq(pages.slug, slug))
    .limit(1);
  if (!page) throw new NotFound();
  return { content: sanitizePageHtml(page.html) };
}
