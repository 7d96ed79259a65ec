import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Category, FeaturedCategory, Product, ProductSort, TierGroup } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { categories, products, tierGroups, tiers } from '../../db/schema.ts';
import { NotFound } from '../../lib/errors.ts';
import { centsToDollars } from '../../lib/money.ts';
import { inStaffOrder } from '../../lib/ordering.ts';

export async function listCategories(db: Database): Promise<Category[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      featured: categories.featured,
    })
    .from(categories)
    .orderBy(...inStaffOrder(categories));
}

export async function listFeaturedCategories(db: Database): Promise<FeaturedCategory[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.featured, true))
    .orderBy(...inStaffOrder(categories));
}

const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  image: products.image,
  imageAlt: products.imageAlt,
  description: products.description,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  image: string;
  imageAlt: string;
  description: string;
  categoryName: string;
  categorySlug: string;
};

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    imageAlt: row.imageAlt,
    description: row.description,
    href: `/courses/${row.slug}`,
    category: { name: row.categoryName, slug: row.categorySlug },
  };
}

const SORTS: Record<ProductSort | 'default', SQL[]> = {
  default: inStaffOrder(products),
  popular: [desc(products.popularity), asc(products.id)],
  rating: [sql`${products.rating} desc nulls last`, desc(products.ratingCount), asc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
};

/** Courses, optionally of one category (an unknown one gives none) and in a chosen order. */
export async function listProducts(
  db: Database,
  options: { category?: string; sort?: ProductSort } = {},
): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(options.category === undefined ? undefined : eq(categories.slug, options.category))
    .orderBy(...SORTS[options.sort ?? 'default']);
  return rows.map(toProduct);
}

export async function listFeaturedProducts(db: Database): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.featured, true))
    .orderBy(...SORTS.default);
  return rows.map(toProduct);
}

export async function getProductBySlug(db: Database, slug: string): Promise<Product> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.slug, slug))
    .limit(1);
  if (!row) throw new NotFound();
  return toProduct(row);
}

/** The tier groups, 30-minute first, each with its tiers in order. */
export async function listTierGroups(db: Database): Promise<TierGroup[]> {
  const [groups, tierRows] = await Promise.all([
    db.select().from(tierGroups).orderBy(asc(tierGroups.position), asc(tierGroups.minutes)),
    db
      .select()
      .from(tiers)
      .orderBy(...inStaffOrder(tiers)),
  ]);
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    minutes: group.minutes,
    tiers: tierRows
      .filter((tier) => tier.groupId === group.id)
      .map((tier) => ({
        id: tier.id,
        slug: tier.slug,
        name: tier.name,
        price: centsToDollars(tier.priceCents),
        description: tier.description,
        features: tier.features,
        featured: tier.featured,
      })),
  }));
}
