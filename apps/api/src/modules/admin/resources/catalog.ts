import { asc, eq, sql } from 'drizzle-orm';
import {
  adminCategoryCreateSchema,
  adminCategorySchema,
  adminCategoryUpdateSchema,
  adminProductCreateSchema,
  adminProductSchema,
  adminProductUpdateSchema,
  adminTierCreateSchema,
  adminTierGroupCreateSchema,
  adminTierGroupSchema,
  adminTierGroupUpdateSchema,
  adminTierSchema,
  adminTierUpdateSchema,
  IN_USE,
  type AdminCategory,
  type AdminProduct,
  type AdminTier,
  type AdminTierGroup,
} from '@iqra/contracts';
import {
  categories,
  payments,
  products,
  subscriptions,
  tierGroups,
  tiers,
} from '../../../db/schema.ts';
import { centsToDollars } from '../../../lib/money.ts';
import { CATALOG_CACHE } from '../../../lib/cache-keys.ts';
import { assertExists, assertUnused } from '../resource/checks.ts';
import { defineResource, type Tx } from '../resource/definition.ts';
import { idFilter } from '../resource/filters.ts';
import { asIs, countOf, listAndGet } from '../resource/list-page.ts';
import {
  columnsOf,
  deleteRow,
  insertedId,
  nextPosition,
  orderedTableWrites,
  reorderRows,
  updateRow,
} from '../resource/writes.ts';

// ---------- categories ----------

const productsCount = countOf('products', 'category_id', 'categories');

function categoryQuery(db: Tx) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      name_ar: categories.nameAr,
      slug: categories.slug,
      featured: categories.featured,
      position: categories.position,
      products_count: productsCount,
    })
    .from(categories)
    .$dynamic();
}

export const categoriesResource = defineResource({
  name: 'categories',
  label: { one: 'a category', many: 'categories' },
  schema: adminCategorySchema,
  conflicts: { remove: IN_USE.category },
  entity: 'categories',
  invalidates: [CATALOG_CACHE],
  ...listAndGet(
    categoryQuery,
    {
      search: [categories.name, categories.nameAr, categories.slug],
      idColumn: categories.id,
      sorts: {
        name: categories.name,
        slug: categories.slug,
        position: categories.position,
        featured: categories.featured,
      },
      defaultSort: 'position',
    },
    asIs<AdminCategory>,
  ),
  ...orderedTableWrites(
    categories,
    { create: adminCategoryCreateSchema, update: adminCategoryUpdateSchema },
    (tx, id) => assertUnused(tx, products.categoryId, Number(id), IN_USE.category),
  ),
});

// ---------- products (courses) ----------

function productQuery(db: Tx) {
  return db
    .select({
      id: products.id,
      name: products.name,
      name_ar: products.nameAr,
      slug: products.slug,
      description: products.description,
      description_ar: products.descriptionAr,
      image: products.image,
      imageAlt: products.imageAlt,
      image_alt_ar: products.imageAltAr,
      category_id: products.categoryId,
      categoryName: categories.name,
      categorySlug: categories.slug,
      featured: products.featured,
      position: products.position,
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .$dynamic();
}
type ProductRow = Awaited<ReturnType<typeof productQuery>>[number];
const toAdminProduct = (row: ProductRow): AdminProduct => ({
  id: row.id,
  name: row.name,
  name_ar: row.name_ar,
  slug: row.slug,
  description: row.description,
  description_ar: row.description_ar,
  image: row.image,
  imageAlt: row.imageAlt,
  image_alt_ar: row.image_alt_ar,
  category_id: row.category_id,
  category: { name: row.categoryName, slug: row.categorySlug },
  featured: row.featured,
  position: row.position,
  created_at: row.createdAt.toISOString(),
});

export const productsResource = defineResource({
  name: 'products',
  label: { one: 'a course', many: 'courses' },
  schema: adminProductSchema,
  conflicts: { remove: IN_USE.product },
  entity: 'products',
  invalidates: [CATALOG_CACHE],
  ...listAndGet(
    productQuery,
    {
      search: [products.name, products.nameAr, products.slug, products.description],
      idColumn: products.id,
      sorts: {
        name: products.name,
        slug: products.slug,
        position: products.position,
        featured: products.featured,
        created_at: products.createdAt,
        category: categories.name,
      },
      defaultSort: 'position',
      filters: {
        category_id: idFilter('category', products.categoryId),
      },
    },
    toAdminProduct,
  ),
  create: {
    schema: adminProductCreateSchema,
    async run(tx, input) {
      await assertExists(tx, categories.id, input.category_id, 'category_id', 'category');
      const { category_id, ...rest } = input;
      const [row] = await tx
        .insert(products)
        .values({
          ...columnsOf(rest),
          categoryId: category_id,
          position: input.position ?? (await nextPosition(tx, products.position)),
        })
        .returning({ id: products.id });
      return insertedId(row);
    },
  },
  update: {
    schema: adminProductUpdateSchema,
    async run(tx, id, input) {
      await assertExists(tx, categories.id, input.category_id, 'category_id', 'category');
      const { category_id, ...rest } = input;
      const values = { ...rest, ...(category_id === undefined ? {} : { categoryId: category_id }) };
      await updateRow(tx, products, id, values);
    },
  },
  async remove(tx, id) {
    await assertUnused(tx, subscriptions.productId, Number(id), IN_USE.product);
    await assertUnused(tx, payments.productId, Number(id), IN_USE.product);
    await deleteRow(tx, products, id);
  },
  async reorder(tx, ids) {
    const known = (await tx.select({ id: products.id }).from(products)).map((row) => row.id);
    await reorderRows(tx, products, ids, known);
  },
});

// ---------- tier groups and tiers ----------

const tiersCount = countOf('tiers', 'group_id', 'tier_groups');

function tierGroupQuery(db: Tx) {
  return db
    .select({
      id: tierGroups.id,
      name: tierGroups.name,
      name_ar: tierGroups.nameAr,
      minutes: tierGroups.minutes,
      position: tierGroups.position,
      tiers_count: tiersCount,
    })
    .from(tierGroups)
    .$dynamic();
}

export const tierGroupsResource = defineResource({
  name: 'tier-groups',
  label: { one: 'a tier group', many: 'tier groups' },
  schema: adminTierGroupSchema,
  conflicts: { remove: IN_USE.tierGroup },
  entity: 'tier_groups',
  invalidates: [CATALOG_CACHE],
  ...listAndGet(
    tierGroupQuery,
    {
      search: [tierGroups.name, tierGroups.nameAr],
      idColumn: tierGroups.id,
      sorts: {
        name: tierGroups.name,
        minutes: tierGroups.minutes,
        position: tierGroups.position,
      },
      defaultSort: 'position',
    },
    asIs<AdminTierGroup>,
  ),
  ...orderedTableWrites(
    tierGroups,
    { create: adminTierGroupCreateSchema, update: adminTierGroupUpdateSchema },
    (tx, id) => assertUnused(tx, tiers.groupId, Number(id), IN_USE.tierGroup),
  ),
});

function tierQuery(db: Tx) {
  return db
    .select({
      id: tiers.id,
      group_id: tiers.groupId,
      groupName: tierGroups.name,
      groupMinutes: tierGroups.minutes,
      name: tiers.name,
      name_ar: tiers.nameAr,
      slug: tiers.slug,
      priceCents: tiers.priceCents,
      description: tiers.description,
      description_ar: tiers.descriptionAr,
      features: tiers.features,
      features_ar: tiers.featuresAr,
      featured: tiers.featured,
      position: tiers.position,
    })
    .from(tiers)
    .innerJoin(tierGroups, eq(tierGroups.id, tiers.groupId))
    .$dynamic();
}
type TierRow = Awaited<ReturnType<typeof tierQuery>>[number];
const toAdminTier = (row: TierRow): AdminTier => ({
  id: row.id,
  group_id: row.group_id,
  group: { name: row.groupName, minutes: row.groupMinutes },
  name: row.name,
  name_ar: row.name_ar,
  slug: row.slug,
  price: centsToDollars(row.priceCents),
  description: row.description,
  description_ar: row.description_ar,
  features: row.features,
  features_ar: row.features_ar,
  featured: row.featured,
  position: row.position,
});

const toCents = (dollars: number) => Math.round(dollars * 100);

export const tiersResource = defineResource({
  name: 'tiers',
  label: { one: 'a tier', many: 'tiers' },
  schema: adminTierSchema,
  conflicts: { remove: IN_USE.tier },
  entity: 'tiers',
  invalidates: [CATALOG_CACHE],
  ...listAndGet(
    tierQuery,
    {
      search: [tiers.name, tiers.nameAr, tiers.slug, tiers.description],
      idColumn: tiers.id,
      sorts: {
        name: tiers.name,
        slug: tiers.slug,
        price: tiers.priceCents,
        position: sql`${tierGroups.position}, ${tiers.position}`,
        featured: tiers.featured,
        group: tierGroups.minutes,
      },
      defaultSort: 'position',
      filters: { group_id: idFilter('tier group', tiers.groupId) },
    },
    toAdminTier,
  ),
  create: {
    schema: adminTierCreateSchema,
    async run(tx, input) {
      await assertExists(tx, tierGroups.id, input.group_id, 'group_id', 'tier group');
      const { group_id, price, ...rest } = input;
      const [row] = await tx
        .insert(tiers)
        .values({
          ...columnsOf(rest),
          groupId: group_id,
          priceCents: toCents(price),
          position:
            input.position ?? (await nextPosition(tx, tiers.position, eq(tiers.groupId, group_id))),
        })
        .returning({ id: tiers.id });
      return insertedId(row);
    },
  },
  update: {
    schema: adminTierUpdateSchema,
    async run(tx, id, input) {
      await assertExists(tx, tierGroups.id, input.group_id, 'group_id', 'tier group');
      const { group_id, price, ...rest } = input;
      const values = {
        ...rest,
        ...(group_id === undefined ? {} : { groupId: group_id }),
        ...(price === undefined ? {} : { priceCents: toCents(price) }),
      };
      await updateRow(tx, tiers, id, values);
    },
  },
  async remove(tx, id) {
    await assertUnused(tx, subscriptions.tierId, Number(id), IN_USE.tier);
    await assertUnused(tx, payments.tierId, Number(id), IN_USE.tier);
    await deleteRow(tx, tiers, id);
  },
  async reorder(tx, ids) {
    const known = (await tx.select({ id: tiers.id }).from(tiers).orderBy(asc(tiers.id))).map(
      (row) => row.id,
    );
    await reorderRows(tx, tiers, ids, known);
  },
});
