import type { FastifyInstance, FastifySchema } from 'fastify';
import {
  countrySchema,
  faqSchema,
  listOf,
  messageSchema,
  one,
  PAGE_SLUGS,
  pageContentSchema,
  testimonialSchema,
  type PageSlug,
} from '@iqra/contracts';
import { CONTENT_CACHE } from '../../lib/cache-keys.ts';
import { sendCachedData } from '../../lib/cached-reply.ts';
import type { Language } from '@iqra/contracts';
import { routeDoc } from '../../lib/route-docs.ts';
import { getPageContent, listCountries, listFaqs, listTestimonials } from './service.ts';

const PAGE_NAMES: Record<PageSlug, string> = {
  'about-us': 'The About us page',
  'privacy-policy': 'The privacy policy',
  'contact-us': 'The Contact us page',
};

export async function contentRoutes(app: FastifyInstance) {
  const { db } = app;
  const cached = (
    path: string,
    schema: FastifySchema,
    load: (language: Language) => Promise<unknown>,
  ) =>
    app.get(path, { schema }, (request, reply) =>
      sendCachedData(request, reply, `${CONTENT_CACHE}${path}`, load),
    );

  const testimonialsDoc = routeDoc({
    tag: 'catalogue',
    summary: 'Testimonials',
    etag: true,
    answers: {
      200: ['Every testimonial, in staff order.', listOf(testimonialSchema)],
    },
  });
  cached('/api/testimonials', testimonialsDoc, (language) => listTestimonials(db, language));

  const faqsDoc = routeDoc({
    tag: 'catalogue',
    summary: 'Frequently asked questions',
    etag: true,
    answers: { 200: ['Every question, in staff order.', listOf(faqSchema)] },
  });
  cached('/api/faqs', faqsDoc, (language) => listFaqs(db, language));

  const countriesDoc = routeDoc({
    tag: 'catalogue',
    summary: 'Countries and their phone codes',
    etag: true,
    answers: { 200: ['Every country, by name.', listOf(countrySchema)] },
  });
  cached('/api/countries', countriesDoc, (language) => listCountries(db, language));

  for (const slug of PAGE_SLUGS) {
    const pageDoc = routeDoc({
      tag: 'catalogue',
      summary: PAGE_NAMES[slug],
      etag: true,
      description: "The page's HTML as staff wrote it, sanitized.",
      answers: {
        200: ["The page's content.", one(pageContentSchema)],
        404: ['The page has not been written yet.', messageSchema],
      },
    });
    cached(`/api/${slug}`, pageDoc, (language) => getPageContent(db, slug, language));
  }
}
