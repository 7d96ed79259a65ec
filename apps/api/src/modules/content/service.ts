import { asc, eq } from 'drizzle-orm';
import type { Country, Faq, PageSlug, Testimonial } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { countries, faqs, pages, testimonials } from '../../db/schema.ts';
import { NotFound } from '../../lib/errors.ts';
import { sanitizePageHtml } from '../../lib/html.ts';

export async function listTestimonials(db: Database): Promise<Testimonial[]> {
  return db
    .select({ id: testimonials.id, name: testimonials.name, testimonial: testimonials.testimonial })
    .from(testimonials)
    .orderBy(asc(testimonials.position), asc(testimonials.id));
}

export async function listFaqs(db: Database): Promise<Faq[]> {
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(asc(faqs.position), asc(faqs.id));
}

export async function listCountries(db: Database): Promise<Country[]> {
  return db
    .select({ id: countries.id, name: countries.name, phone_code: countries.phoneCode })
    .from(countries)
    .orderBy(asc(countries.name));
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
