import type { FastifyInstance } from 'fastify';
import {
  categorySchema,
  featuredCategorySchema,
  listOf,
  one,
  productSchema,
  productsQuerySchema,
  tierGroupSchema,
} from '@iqra/contracts';
import { CATALOG_CACHE } from '../../lib/cache-keys.ts';
import { sendCachedData } from '../../lib/cached-reply.ts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { pathParams, routeDoc } from '../../lib/route-docs.ts';
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

  const categoriesDoc = routeDoc({
    tag: 'catalogue',
    summary: 'Course categories',
    etag: true,
    answers: { 200: ['Every category, in staff order.', listOf(categorySchema)] },
  });
  app.get('/api/categories', { schema: categoriesDoc }, (request, reply) =>
    sendCachedData(request, reply, `${CATALOG_CACHE}categories`, (language) =>
      listCategories(db, language),
    ),
  );

  const featuredCategoriesDoc = routeDoc({
    tag: 'catalogue',
    summary: 'Featured course categories',
    etag: true,
    answers: {
      200: ['The featured categories, in staff order.', listOf(featuredCategorySchema)],
    },
  });
  app.get('/api/categories/featured', { schema: featuredCategoriesDoc }, (request, reply) =>
    sendCachedData(request, reply, `${CATALOG_CACHE}categories:featured`, (language) =>
      listFeaturedCategories(db, language),
    ),
  );

  const productsDoc = routeDoc({
    tag: 'catalogue',
    summary: 'Courses',
    etag: true,
    description:
      'Optionally of one category (by slug; an unknown one gives none) and sorted by popularity, rating or newest first; in staff order otherwise.',
    query: productsQuerySchema,
    answers: { 200: ['The courses.', listOf(productSchema)] },
  });
  app.get('/api/products', { schema: productsDoc }, (request, reply) => {
    const query = parseInput(productsQuerySchema, request.query);
    const key = `${CATALOG_CACHE}products:${query.category ?? ''}:${query.sort ?? ''}`;
    return sendCachedData(request, reply, key, (language) =>
      listProducts(db, { ...query, language }),
    );
  });

  const featuredProductsDoc = routeDoc({
    tag: 'catalogue',
    summary: 'Featured courses',
    etag: true,
    answers: {
      200: ['The featured courses, in staff order.', listOf(productSchema)],
    },
  });
  app.get('/api/products/featured', { schema: featuredProductsDoc }, (request, reply) =>
    sendCachedData(request, reply, `${CATALOG_CACHE}products:featured`, (language) =>
      listFeaturedProducts(db, language),
    ),
  );

  const productDoc = routeDoc({
    tag: 'catalogue',
    summary: 'One course',
    etag: true,
    params: pathParams({ slug: 'slug' }),
    answers: { 200: ['The course.', one(productSchema)] },
  });
  app.get<{ Params: { slug: string } }>(
    '/api/products/:slug',
    { schema: productDoc },
    (request, reply) => {
      const slug = parseId(request.params.slug, 'slug');
      return sendCachedData(request, reply, `${CATALOG_CACHE}product:${slug}`, (language) =>
        getProductBySlug(db, slug, language),
      );
    },
  );

  const tiersDoc = routeDoc({
    tag: 'catalogue',
    summary: 'Plans and their prices',
    etag: true,
    description: 'The tier groups by class length, 30-minute first, each with its tiers in order.',
    answers: { 200: ['The tier groups.', listOf(tierGroupSchema)] },
  });
  app.get('/api/tiers', { schema: tiersDoc }, (request, reply) =>
    sendCachedData(request, reply, `${CATALOG_CACHE}tiers`, (language) =>
      listTierGroups(db, language),
    ),
  );
}
