import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  Category,
  FeaturedCategory,
  Language,
  Product,
  ProductSort,
  TierGroup,
} from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { categories, products, tierGroups, tiers } from '../../db/schema.ts';
import { NotFound } from '../../lib/errors.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { centsToDollars } from '../../lib/money.ts';
import { inStaffOrder } from '../../lib/ordering.ts';

type CategoryRow = typeof categories.$inferSelect;

/** A category's name in `language` (decision 043). */
const categoryName = (row: Pick<CategoryRow, 'name' | 'nameAr'>, language: Language) =>
  inLanguage(language, { name: row.name }, { name: row.nameAr });

/** Categories in staff's order, with each name in `language`; only the featured ones if asked. */
async function categoriesIn(db: Database, language: Language, featuredOnly: boolean) {
  const rows = await db
    .select()
    .from(categories)
    .where(featuredOnly ? eq(categories.featured, true) : undefined)
    .orderBy(...inStaffOrder(categories));
  return rows.map((row) => ({
    row,
    category: { id: row.id, ...categoryName(row, language), slug: row.slug },
  }));
}

export async function listCategories(db: Database, language: Language): Promise<Category[]> {
  return (await categoriesIn(db, language, false)).map(({ row, category }) => ({
    ...category,
    featured: row.featured,
  }));
}

export async function listFeaturedCategories(
  db: Database,
  language: Language,
): Promise<FeaturedCategory[]> {
  return (await categoriesIn(db, language, true)).map(({ category }) => category);
}

const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  nameAr: products.nameAr,
  image: products.image,
  imageAlt: products.imageAlt,
  imageAltAr: products.imageAltAr,
  description: products.description,
  descriptionAr: products.descriptionAr,
  categoryName: categories.name,
  categoryNameAr: categories.nameAr,
  categorySlug: categories.slug,
};

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  nameAr: string | null;
  image: string;
  imageAlt: string;
  imageAltAr: string | null;
  description: string;
  descriptionAr: string | null;
  categoryName: string;
  categoryNameAr: string | null;
  categorySlug: string;
};

/** A course as the site shows it, its texts and its category's name in `language`. */
function toProduct(row: ProductRow, language: Language): Product {
  return {
    id: row.id,
    slug: row.slug,
    ...inLanguage(
      language,
      { name: row.name, imageAlt: row.imageAlt, description: row.description },
      { name: row.nameAr, imageAlt: row.imageAltAr, description: row.descriptionAr },
    ),
    image: row.image,
    href: `/courses/${row.slug}`,
    category: {
      ...categoryName({ name: row.categoryName, nameAr: row.categoryNameAr }, language),
      slug: row.categorySlug,
    },
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
  options: { category?: string; sort?: ProductSort; language: Language },
): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(options.category === undefined ? undefined : eq(categories.slug, options.category))
    .orderBy(...SORTS[options.sort ?? 'default']);
  return rows.map((row) => toProduct(row, options.language));
}

export async function listFeaturedProducts(db: Database, language: Language): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.featured, true))
    .orderBy(...SORTS.default);
  return rows.map((row) => toProduct(row, language));
}

export async function getProductBySlug(
  db: Database,
  slug: string,
  language: Language,
): Promise<Product> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.slug, slug))
    .limit(1);
  if (!row) throw new NotFound();
  return toProduct(row, language);
}

/** The tier groups, 30-minute first, each with its tiers in order. */
export async function listTierGroups(db: Database, language: Language): Promise<TierGroup[]> {
  const [groups, tierRows] = await Promise.all([
    db.select().from(tierGroups).orderBy(asc(tierGroups.position), asc(tierGroups.minutes)),
    db
      .select()
      .from(tiers)
      .orderBy(...inStaffOrder(tiers)),
  ]);
  return groups.map((group) => ({
    id: group.id,
    ...inLanguage(language, { name: group.name }, { name: group.nameAr }),
    minutes: group.minutes,
    tiers: tierRows
      .filter((tier) => tier.groupId === group.id)
      .map((tier) => ({
        id: tier.id,
        slug: tier.slug,
        ...inLanguage(
          language,
          { name: tier.name, description: tier.description, features: tier.features },
          { name: tier.nameAr, description: tier.descriptionAr, features: tier.featuresAr },
        ),
        price: centsToDollars(tier.priceCents),
        featured: tier.featured,
      })),
  }));
}
