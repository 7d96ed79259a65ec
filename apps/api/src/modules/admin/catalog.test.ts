import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminAuditSchema,
  adminCategorySchema,
  adminListOf,
  adminProductSchema,
  adminTierSchema,
  IN_USE,
  listOf,
  productSchema,
  tierGroupSchema,
} from '@iqra/contracts';
import { auditLog, categories } from '../../db/schema.ts';
import { clientOf, createTestApp, loginDemoAdmin } from '../../../test/helpers.ts';

const { app, database } = await createTestApp();
const { get, send } = clientOf(app, await loginDemoAdmin(app));

describe('categories', () => {
  it('creates, lists, updates and deletes, and the public list follows at once', async () => {
    // Warm the public cache first: the write must invalidate it.
    expect((await app.inject({ url: '/api/categories' })).json().data).not.toContainEqual(
      expect.objectContaining({ slug: 'seerah' }),
    );
    const created = await send('POST', '/api/admin/categories', {
      name: 'Seerah',
      slug: 'seerah',
      featured: true,
    });
    expect(created.statusCode).toBe(201);
    const category = adminCategorySchema.parse(created.json().data);
    expect(category).toMatchObject({ name: 'Seerah', featured: true, products_count: 0 });

    const publicList = (await app.inject({ url: '/api/categories' })).json().data;
    expect(publicList).toContainEqual({
      id: category.id,
      name: 'Seerah',
      slug: 'seerah',
      featured: true,
    });

    const updated = await send('PATCH', `/api/admin/categories/${category.id}`, {
      name: 'Seerah (Life of the Prophet)',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Seerah (Life of the Prophet)',
      slug: 'seerah',
    });

    expect((await send('DELETE', `/api/admin/categories/${category.id}`)).statusCode).toBe(204);
    expect((await get(`/api/admin/categories/${category.id}`)).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/categories' })).json().data).not.toContainEqual(
      expect.objectContaining({ slug: 'seerah' }),
    );
  });

  it('answers 422 per field for bad input and a taken slug, writing nothing', async () => {
    const before = (await get('/api/admin/categories')).json().meta.total;
    const bad = await send('POST', '/api/admin/categories', { name: '', slug: 'Not A Slug!' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['The name field is required.'],
      slug: ['The slug may only contain lower-case letters, digits and single dashes.'],
    });
    const taken = await send('POST', '/api/admin/categories', {
      name: 'Quran again',
      slug: 'quran',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['The slug has already been taken.'] });
    const unknown = await send('POST', '/api/admin/categories', {
      name: 'X',
      slug: 'x',
      colour: 'red',
    });
    expect(unknown.statusCode).toBe(422);
    expect((await get('/api/admin/categories')).json().meta.total).toBe(before);
  });

  it('refuses to delete a category that still has courses (409), and logs nothing for it', async () => {
    const [quran] = await database.db.select().from(categories).where(eq(categories.slug, 'quran'));
    const auditBefore = (await get('/api/admin/audit-log')).json().meta.total;
    const response = await send('DELETE', `/api/admin/categories/${quran!.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: IN_USE.category });
    expect((await get(`/api/admin/categories/${quran!.id}`)).statusCode).toBe(200);
    expect((await get('/api/admin/audit-log')).json().meta.total).toBe(auditBefore);
  });

  it('reorders the list, and the public list follows', async () => {
    const { data } = adminListOf(adminCategorySchema).parse(
      (await get('/api/admin/categories?per_page=100')).json(),
    );
    const reversed = data.map((category) => category.id).reverse();
    expect(
      (await send('POST', '/api/admin/categories/reorder', { ids: reversed })).statusCode,
    ).toBe(204);
    const publicIds = (await app.inject({ url: '/api/categories' }))
      .json()
      .data.map((category: { id: number }) => category.id);
    expect(publicIds).toEqual(reversed);
    const foreign = await send('POST', '/api/admin/categories/reorder', { ids: [999_999] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.ids).toBeDefined();
  });
});

describe('courses (products)', () => {
  it('pages, searches and sorts the list', async () => {
    const page = adminListOf(adminProductSchema).parse(
      (await get('/api/admin/products?per_page=4&page=2&sort=name')).json(),
    );
    expect(page.meta).toMatchObject({ page: 2, per_page: 4 });
    expect(page.meta.total).toBeGreaterThanOrEqual(9);
    expect(page.data).toHaveLength(4);
    const names = page.data.map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const found = (await get('/api/admin/products?q=TAJWEED')).json();
    expect(found.data.length).toBeGreaterThan(0);
    for (const product of found.data) {
      expect(`${product.name} ${product.slug} ${product.description}`.toLowerCase()).toContain(
        'tajweed',
      );
    }
    // A % typed by staff is a character, not a wildcard.
    expect((await get('/api/admin/products?q=%25')).json().meta.total).toBe(0);
    const beyond = (await get('/api/admin/products?page=500')).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(page.meta.total);
  });

  it('answers 422 for bad list parameters', async () => {
    for (const query of ['per_page=1000', 'page=0', 'sort=password_hash', 'category_id=abc']) {
      const response = await get(`/api/admin/products?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('creates a course a visitor then sees, with its category', async () => {
    const { data: cats } = (await get('/api/admin/categories?q=arabic')).json();
    const created = await send('POST', '/api/admin/products', {
      name: 'Arabic Calligraphy',
      slug: 'arabic-calligraphy',
      description: 'Learn the Naskh and Thuluth scripts stroke by stroke with a patient tutor.',
      image: '/images/courses/tajweed.jpg',
      imageAlt: 'Calligraphy of the word Iqra',
      category_id: cats[0].id,
      featured: true,
    });
    expect(created.statusCode).toBe(201);
    const publicProduct = await app.inject({ url: '/api/products/arabic-calligraphy' });
    expect(publicProduct.statusCode).toBe(200);
    expect(productSchema.parse(publicProduct.json().data)).toMatchObject({
      name: 'Arabic Calligraphy',
      category: { slug: cats[0].slug },
    });
    const featured = listOf(productSchema).parse(
      (await app.inject({ url: '/api/products/featured' })).json(),
    );
    expect(featured.data.map((product) => product.slug)).toContain('arabic-calligraphy');
  });

  it('refuses an unknown category, an image from elsewhere and a missing field', async () => {
    const response = await send('POST', '/api/admin/products', {
      name: 'X',
      slug: 'x-course',
      description: 'A',
      image: 'https://evil.example/x.jpg',
      imageAlt: 'x',
      category_id: 999_999,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['image']);
    const noCategory = await send('POST', '/api/admin/products', {
      name: 'X',
      slug: 'x-course',
      description: 'A',
      image: '/uploads/abc.webp',
      imageAlt: 'x',
      category_id: 999_999,
    });
    expect(noCategory.json().errors).toEqual({
      category_id: ['The selected category is invalid.'],
    });
    expect((await app.inject({ url: '/api/products/x-course' })).statusCode).toBe(404);
  });

  it('refuses to delete a course learners are subscribed to (409)', async () => {
    const { data } = (await get('/api/admin/subscriptions?per_page=1')).json();
    const response = await send('DELETE', `/api/admin/products/${data[0].product_id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(IN_USE.product);
  });

  it('writes who changed what, before and after, to the audit log', async () => {
    const { data } = (await get('/api/admin/products?q=arabic-calligraphy')).json();
    await send('PATCH', `/api/admin/products/${data[0].id}`, { name: 'Arabic Calligraphy II' });
    const log = adminListOf(adminAuditSchema).parse(
      (await get(`/api/admin/audit-log?entity=products&entity_id=${data[0].id}`)).json(),
    );
    expect(log.data.map((entry) => entry.action)).toEqual(['update', 'create']);
    const [update] = log.data;
    expect(update!.actor).toMatchObject({ email: 'admin@example.com' });
    expect(update!.before).toMatchObject({ name: 'Arabic Calligraphy' });
    expect(update!.after).toMatchObject({ name: 'Arabic Calligraphy II' });
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.entity, 'products'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});

describe('tier groups and tiers', () => {
  it('creates a tier with features that shows in the public pricing at once', async () => {
    await app.inject({ url: '/api/tiers' });
    const groups = listOf(tierGroupSchema).parse((await app.inject({ url: '/api/tiers' })).json());
    const sixty = groups.data[1]!;
    const created = await send('POST', '/api/admin/tiers', {
      group_id: sixty.id,
      name: 'Family',
      slug: 'family-60',
      price: 149.99,
      description: 'Up to three learners from one family.',
      features: ['Three learners', 'Shared progress report'],
    });
    expect(created.statusCode).toBe(201);
    const tier = adminTierSchema.parse(created.json().data);
    expect(tier.price).toBe(149.99);
    const after = listOf(tierGroupSchema).parse((await app.inject({ url: '/api/tiers' })).json());
    expect(after.data[1]!.tiers.at(-1)).toMatchObject({
      slug: 'family-60',
      price: 149.99,
      features: ['Three learners', 'Shared progress report'],
      featured: false,
    });
  });

  it('refuses prices with fractions of cents or below zero', async () => {
    const { data } = (await get('/api/admin/tiers?per_page=1')).json();
    for (const price of [10.005, -1, 'ten']) {
      const response = await send('PATCH', `/api/admin/tiers/${data[0].id}`, { price });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['price']);
    }
  });

  it('refuses to delete a group with tiers, or a tier learners hold (409)', async () => {
    const { data: groups } = (await get('/api/admin/tier-groups')).json();
    expect((await send('DELETE', `/api/admin/tier-groups/${groups[0].id}`)).statusCode).toBe(409);
    const { data: subscriptions } = (await get('/api/admin/subscriptions?per_page=1')).json();
    const response = await send('DELETE', `/api/admin/tiers/${subscriptions[0].tier_id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(IN_USE.tier);
  });
});
