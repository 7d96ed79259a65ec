import type { FastifyInstance } from 'fastify';
import { productsQuerySchema } from '@iqra/contracts';
import { CATALOG_CACHE } from '../../lib/cache-keys.ts';
import { sendCachedData } from '../../lib/cached-reply.ts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import {
  getProductBySlug,
  listCategories,
  listFeaturedCategories,
  listFeaturedProducts,
  listProducts,
  listTierGroups,
} from './service.ts';

export async function catalogRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/api/categories', (request, reply) =>
    sendCachedData(request, reply, `${CATALOG_CACHE}categories`, () => listCategories(db)),
  );

  app.get('/api/categories/featured', (request, reply) =>
    sendCachedData(request, reply, `${CATALOG_CACHE}categories:featured`, () =>
      listFeaturedCategories(db),
    ),
  );

  app.get('/api/products', (request, reply) => {
    const query = parseInput(productsQuerySchema, request.query);
    const key = `${CATALOG_CACHE}products:${query.category ?? ''}:${query.sort ?? ''}`;
    return sendCachedData(request, reply, key, () => listProducts(db, query));
  });

  app.get('/api/products/featured', (request, reply) =>
    sendCachedData(request, reply, `${CATALOG_CACHE}products:featured`, () =>
      listFeaturedProducts(db),
    ),
  );

  app.get<{ Params: { slug: string } }>('/api/products/:slug', (request, reply) => {
    const slug = parseId(request.params.slug, 'slug');
    return sendCachedData(request, reply, `${CATALOG_CACHE}product:${slug}`, () =>
      getProductBySlug(db, slug),
    );
  });

  app.get('/api/tiers', (request, reply) =>
    sendCachedData(request, reply, `${CATALOG_CACHE}tiers`, () => listTierGroups(db)),
  );
}
