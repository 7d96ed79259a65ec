import { eq } from 'drizzle-orm';
import type { Country, Faq, Language, PageContent, PageSlug, Testimonial } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { countries, faqs, pages, testimonials } from '../../db/schema.ts';
import { NotFound } from '../../lib/errors.ts';
import { sanitizePageHtml } from '../../lib/html.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { inStaffOrder } from '../../lib/ordering.ts';

/** The testimonials in `language`; the person's name is theirs, as they wrote it. */
export async function listTestimonials(db: Database, language: Language): Promise<Testimonial[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .orderBy(...inStaffOrder(testimonials));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    ...inLanguage(language, { testimonial: row.testimonial }, { testimonial: row.testimonialAr }),
  }));
}

export async function listFaqs(db: Database, language: Language): Promise<Faq[]> {
  const rows = await db
    .select()
    .from(faqs)
    .orderBy(...inStaffOrder(faqs));
  return rows.map((row) => ({
    id: row.id,
    ...inLanguage(
      language,
      { question: row.question, answer: row.answer },
      { question: row.questionAr, answer: row.answerAr },
    ),
  }));
}

// As people read: "Türkiye" before "Tuvalu", "Åland" among the A's. The database's C
// collation orders by code point and PGlite has no ICU collations, so the app sorts; the
// answer is cached (decision 002), so this runs once per cache lifetime, not per request.
const collators = {
  en: new Intl.Collator('en', { sensitivity: 'base' }),
  ar: new Intl.Collator('ar', { sensitivity: 'base' }),
};
const arabicNames = new Intl.DisplayNames('ar', { type: 'region', fallback: 'none' });

/** Every country by name in `language`: Arabic names are the CLDR's, by the country's code. */
export async function listCountries(db: Database, language: Language): Promise<Country[]> {
  const rows = await db
    .select({
      id: countries.id,
      iso2: countries.iso2,
      name: countries.name,
      phone_code: countries.phoneCode,
    })
    .from(countries);
  const named = rows.map(({ iso2, ...country }) => ({
    ...country,
    name: (language === 'ar' && arabicNames.of(iso2)) || country.name,
  }));
  const byName = collators[language];
  return named.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}

/** A page's HTML, sanitized again on the way out in case a row was written around the service. */
export async function getPageContent(
  db: Database,
  slug: PageSlug,
  language: Language,
): Promise<PageContent> {
  const [page] = await db
    .select({ html: pages.contentHtml, arabic: pages.contentHtmlAr })
    .from(pages)
    .where(eq(pages.slug, slug))
    .limit(1);
  if (!page) throw new NotFound();
  return inLanguage(
    language,
    { content: sanitizePageHtml(page.html) },
    { content: page.arabic === null ? null : sanitizePageHtml(page.arabic) },
  );
}
