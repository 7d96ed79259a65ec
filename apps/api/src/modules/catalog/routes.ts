import type { FastifyInstance } from 'fastify';
import { productsQuerySchema } from '@iqra/contracts';
import { sendCached } from '../../lib/cached-reply.ts';
import { parseInput } from '../../lib/errors.ts';
import {
  getProductBySlug,
  listCategories,
  listFeaturedCategories,
  listFeaturedProducts,
  listProducts,
  listTierGroups,
} from './service.ts';

/** Cache keys of this module start with `catalog:`; catalog writes invalidate that prefix. */
export const CATALOG_CACHE = 'catalog:';

export async function catalogRoutes(app: FastifyInstance) {
  const { db, cache } = app;

  app.get('/api/categories', async (request, reply) =>
    sendCached(
      request,
      reply,
      await cache.get(`${CATALOG_CACHE}categories`, async () => ({
        data: await listCategories(db),
      })),
    ),
  );

  app.get('/api/categories/featured', async (request, reply) =>
    sendCached(
      request,
      reply,
      await cache.get(`${CATALOG_CACHE}categories:featured`, async () => ({
        data: await listFeaturedCategories(db),
      })),
    ),
  );

  app.get('/api/products', async (request, reply) => {
    const query = parseInput(productsQuerySchema, request.query);
    const key = `${CATALOG_CACHE}products:${query.category ?? ''}:${query.sort ?? ''}`;
    return sendCached(
      request,
      reply,
      await cache.get(key, async () => ({
        data: await listProducts(db, query),
      })),
    );
  });

  app.get('/api/products/featured', async (request, reply) =>
    sendCached(
      request,
      reply,
      await cache.get(`${CATALOG_CACHE}products:featured`, async () => ({
        data: await listFeaturedProducts(db),
      })),
    ),
  );

  app.get<{ Params: { slug: string } }>('/api/products/:slug', async (request, reply) => {
    const { slug } = request.params;
    return sendCached(
      request,
      reply,
      await cache.get(`${CATALOG_CACHE}product:${slug}`, async () => ({
        data: await getProductBySlug(db, slug),
      })),
    );
  });

  app.get('/api/tiers', async (request, reply) =>
    sendCached(
      request,
      reply,
      await cache.get(`${CATALOG_CACHE}tiers`, async () => ({
        data: await listTierGroups(db),
      })),
    ),
  );
}
