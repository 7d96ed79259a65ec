import type { FastifyInstance } from 'fastify';
import { PAGE_SLUGS } from '@iqra/contracts';
import { CONTENT_CACHE } from '../../lib/cache-keys.ts';
import { sendCachedData } from '../../lib/cached-reply.ts';
import { getPageContent, listCountries, listFaqs, listTestimonials } from './service.ts';

export async function contentRoutes(app: FastifyInstance) {
  const { db } = app;
  const cached = (path: string, load: () => Promise<unknown>) =>
    app.get(path, (request, reply) =>
      sendCachedData(request, reply, `${CONTENT_CACHE}${path}`, load),
    );

  cached('/api/testimonials', () => listTestimonials(db));
  cached('/api/faqs', () => listFaqs(db));
  cached('/api/countries', () => listCountries(db));
  for (const slug of PAGE_SLUGS) cached(`/api/${slug}`, () => getPageContent(db, slug));
}
