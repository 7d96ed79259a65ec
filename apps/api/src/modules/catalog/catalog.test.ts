import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  categorySchema,
  featuredCategorySchema,
  listOf,
  one,
  productSchema,
  tierGroupSchema,
} from '@iqra/contracts';
import { products, tiers } from '../../db/schema.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { CATALOG_CACHE } from '../../lib/cache-keys.ts';

const { app, database } = await createTestApp();
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('categories', () => {
  it('lists every category with its featured flag', async () => {
    const response = await get('/api/categories');
    expect(response.statusCode).toBe(200);
    const { data } = listOf(categorySchema).parse(response.json());
    expect(data.map((category) => category.slug)).toEqual(
      expect.arrayContaining(['quran', 'arabic', 'islamic-studies']),
    );
  });

  it('lists the featured ones for the Programs menu', async () => {
    const { data } = listOf(featuredCategorySchema).parse(
      (await get('/api/categories/featured')).json(),
    );
    expect(data.map((category) => category.name)).toEqual(['Quran', 'Arabic', 'Islamic Studies']);
  });
});

describe('products', () => {
  it('lists courses with their category and link', async () => {
    const { data } = listOf(productSchema).parse((await get('/api/products')).json());
    expect(data.length).toBeGreaterThanOrEqual(9);
    const tajweed = data.find((product) => product.slug === 'tajweed');
    expect(tajweed).toMatchObject({
      name: 'Tajweed',
      href: '/courses/tajweed',
      image: '/images/courses/tajweed.jpg',
      category: { slug: 'quran', name: 'Quran' },
    });
    for (const product of data) expect(product.description.length).toBeGreaterThan(70);
  });

  it('filters by category slug; an unknown one gives an empty list', async () => {
    const arabic = listOf(productSchema).parse((await get('/api/products?category=arabic')).json());
    expect(arabic.data.length).toBeGreaterThan(0);
    expect(arabic.data.every((product) => product.category.slug === 'arabic')).toBe(true);
    const none = await get("/api/products?category=' OR 1=1 --");
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: [] });
  });

  it('orders by popularity, rating and age', async () => {
    const rows = await database.db.select().from(products);
    const slugs = async (sort: string) =>
      listOf(productSchema)
        .parse((await get(`/api/products?sort=${sort}`)).json())
        .data.map((product) => product.slug);
    const by = (key: (row: (typeof rows)[number]) => number) =>
      [...rows].sort((a, b) => key(b) - key(a) || a.id - b.id).map((row) => row.slug);
    expect(await slugs('popular')).toEqual(by((row) => row.popularity));
    expect((await slugs('rating'))[0]).toBe(by((row) => row.rating ?? 0)[0]);
    expect(await slugs('newest')).toEqual(by((row) => row.createdAt.getTime()));
  });

  it('refuses an unknown sort with a 422 on sort', async () => {
    const response = await get('/api/products?sort=cheapest');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { sort: ['The selected sort is invalid.'] } });
  });

  it('lists the featured courses', async () => {
    const { data } = listOf(productSchema).parse((await get('/api/products/featured')).json());
    expect(data.length).toBeGreaterThanOrEqual(3);
    const featured = await database.db.select().from(products).where(eq(products.featured, true));
    expect(data.map((product) => product.slug).sort()).toEqual(
      featured.map((row) => row.slug).sort(),
    );
  });

  it('gives one course by slug, or 404', async () => {
    const { data } = one(productSchema).parse((await get('/api/products/hifz')).json());
    expect(data.slug).toBe('hifz');
    for (const slug of [
      'no-such-course',
      '..%2F..%2Fetc%2Fpasswd',
      encodeURIComponent("' OR 1=1 --"),
    ]) {
      const missing = await get(`/api/products/${slug}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('answers a repeated read with 304 when the ETag matches', async () => {
    const first = await get('/api/products/featured');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await get('/api/products/featured', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});

describe('tiers', () => {
  it('gives the 30-minute group, then the 60-minute group, four tiers each, one featured', async () => {
    const response = await get('/api/tiers');
    const { data } = listOf(tierGroupSchema).parse(response.json());
    expect(data.map((group) => group.minutes)).toEqual([30, 60]);
    for (const group of data) {
      expect(group.tiers).toHaveLength(4);
      expect(group.tiers.filter((tier) => tier.featured)).toHaveLength(1);
      for (const tier of group.tiers) {
        expect(tier.price).toBeGreaterThan(0);
        expect(tier.features.length).toBeGreaterThan(0);
      }
    }
  });

  it('shows prices in dollars from the cents stored', async () => {
    const [tier] = await database.db.select().from(tiers).where(eq(tiers.slug, '30-basic'));
    const { data } = listOf(tierGroupSchema).parse((await get('/api/tiers')).json());
    const shown = data.flatMap((group) => group.tiers).find((item) => item.slug === '30-basic');
    expect(shown?.price).toBe(tier!.priceCents / 100);
  });

  it('shows a changed price once the catalogue cache is invalidated', async () => {
    await get('/api/tiers');
    await database.db.update(tiers).set({ priceCents: 4999 }).where(eq(tiers.slug, '30-basic'));
    app.cache.invalidate(CATALOG_CACHE);
    const { data } = listOf(tierGroupSchema).parse((await get('/api/tiers')).json());
    expect(data[0]?.tiers.find((tier) => tier.slug === '30-basic')?.price).toBe(49.99);
  });
});
