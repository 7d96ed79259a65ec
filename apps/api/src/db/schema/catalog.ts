import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { arabic, createdAt } from './columns.ts';

// What the school sells: courses (products) by category, tiers of lessons, and books. Each text
// staff write has an Arabic twin (`…_ar`), null until written: the English shows without it
// (decision 043).

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameAr: arabic('name_ar'),
  featured: boolean('featured').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nameAr: arabic('name_ar'),
    description: text('description').notNull(),
    descriptionAr: arabic('description_ar'),
    image: text('image').notNull(),
    imageAlt: text('image_alt').notNull().default(''),
    imageAltAr: arabic('image_alt_ar'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    featured: boolean('featured').notNull().default(false),
    position: integer('position').notNull().default(0),
    // What the course list's sort menu orders by (decision 003).
    popularity: integer('popularity').notNull().default(0),
    rating: doublePrecision('rating'),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('products_category_idx').on(t.categoryId)],
);

export const tierGroups = pgTable('tier_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameAr: arabic('name_ar'),
  minutes: integer('minutes').notNull(),
  position: integer('position').notNull().default(0),
});

export const tiers = pgTable(
  'tiers',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => tierGroups.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nameAr: arabic('name_ar'),
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull().default(''),
    descriptionAr: arabic('description_ar'),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The features in Arabic, as a whole list: null shows the English list. */
    featuresAr: text('features_ar').array(),
    featured: boolean('featured').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('tiers_price_check', sql`${t.priceCents} >= 0`)],
);

export const books = pgTable('books', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleAr: arabic('title_ar'),
  description: text('description').notNull(),
  descriptionAr: arabic('description_ar'),
  priceCents: integer('price_cents').notNull(),
  thumbnail: text('thumbnail').notNull(),
  createdAt: createdAt(),
});

export const bookMedia = pgTable(
  'book_media',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('book_media_book_idx').on(t.bookId, t.position)],
);
