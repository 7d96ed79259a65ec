import type { FastifyInstance } from 'fastify';
import { PAGE_SLUGS } from '@iqra/contracts';
import { sendCached } from '../../lib/cached-reply.ts';
import { getPageContent, listCountries, listFaqs, listTestimonials } from './service.ts';

export const CONTENT_CACHE = 'content:';

export async function contentRoutes(app: FastifyInstance) {
  const { db, cache } = app;
  const cachedList = (path: string, load: () => Promise<unknown[]>) =>
    app.get(path, async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.get(`${CONTENT_CACHE}${path}`, async () => ({
          data: await load(),
        })),
      ),
    );

  cachedList('/api/testimonials', () => listTestimonials(db));
  cachedList('/api/faqs', () => listFaqs(db));
  cachedList('/api/countries', () => listCountries(db));

  for (const slug of PAGE_SLUGS) {
    app.get(`/api/${slug}`, async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.get(`${CONTENT_CACHE}page:${slug}`, async () => ({
          data: await getPageContent(db, slug),
        })),
      ),
    );
  }
}
