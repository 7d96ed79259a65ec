import { z } from 'zod';
import { integer, text } from './fields.ts';
import { boolean, id, imagePath, patchOf, position, price, slug } from './admin-fields.ts';

// ---------- catalogue ----------

const categoryShape = {
  name: text('name', { max: 100 }),
  slug: slug(),
  featured: boolean('featured').optional(),
  position: position().optional(),
};
export const adminCategoryCreateSchema = z.strictObject(categoryShape);
export const adminCategoryUpdateSchema = patchOf(categoryShape);
export const adminCategorySchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  featured: z.boolean(),
  position: z.number(),
  products_count: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

const productShape = {
  name: text('name', { max: 200 }),
  slug: slug(),
  description: text('description', { max: 5000 }),
  image: imagePath('image'),
  imageAlt: text('image description', { max: 300 }),
  category_id: id('category'),
  featured: boolean('featured').optional(),
  position: position().optional(),
};
export const adminProductCreateSchema = z.strictObject(productShape);
export const adminProductUpdateSchema = patchOf(productShape);
export const adminProductSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  imageAlt: z.string(),
  category_id: z.number(),
  category: z.strictObject({ name: z.string(), slug: z.string() }),
  featured: z.boolean(),
  position: z.number(),
  created_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const tierGroupShape = {
  name: text('name', { max: 100 }),
  minutes: integer('minutes', { min: 5, max: 600 }),
  position: position().optional(),
};
export const adminTierGroupCreateSchema = z.strictObject(tierGroupShape);
export const adminTierGroupUpdateSchema = patchOf(tierGroupShape);
export const adminTierGroupSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  minutes: z.number(),
  position: z.number(),
  tiers_count: z.number(),
});
export type AdminTierGroup = z.infer<typeof adminTierGroupSchema>;

const features = () =>
  z
    .array(text('feature', { max: 200 }), { error: 'The features field must be a list.' })
    .max(20, { error: 'The features field must not have more than 20 items.' });

const tierShape = {
  group_id: id('tier group'),
  name: text('name', { max: 100 }),
  slug: slug(),
  price: price(),
  description: z.string().trim().max(1000, {
    error: 'The description field must not be greater than 1000 characters.',
  }),
  features: features(),
  featured: boolean('featured').optional(),
  position: position().optional(),
};
export const adminTierCreateSchema = z.strictObject({
  ...tierShape,
  description: tierShape.description.optional(),
  features: tierShape.features.optional(),
});
export const adminTierUpdateSchema = patchOf(tierShape);
export const adminTierSchema = z.strictObject({
  id: z.number(),
  group_id: z.number(),
  group: z.strictObject({ name: z.string(), minutes: z.number() }),
  name: z.string(),
  slug: z.string(),
  price: z.number(),
  description: z.string(),
  features: z.array(z.string()),
  featured: z.boolean(),
  position: z.number(),
});
export type AdminTier = z.infer<typeof adminTierSchema>;

// ---------- books ----------

const bookShape = {
  title: text('title', { max: 200 }),
  description: text('description', { max: 5000 }),
  price: price(),
  thumbnail: imagePath('thumbnail'),
};
export const adminBookCreateSchema = z.strictObject(bookShape);
export const adminBookUpdateSchema = patchOf(bookShape);
export const adminBookSchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  thumbnail: z.string(),
  media_count: z.number(),
  owners_count: z.number(),
  created_at: z.string(),
});
export type AdminBook = z.infer<typeof adminBookSchema>;

const bookMediaShape = {
  book_id: id('book'),
  url: imagePath('image'),
  name: text('name', { max: 200 }),
  position: position().optional(),
};
export const adminBookMediaCreateSchema = z.strictObject(bookMediaShape);
export const adminBookMediaUpdateSchema = patchOf({
  name: bookMediaShape.name,
  url: bookMediaShape.url,
  position: position(),
});
export const adminBookMediaSchema = z.strictObject({
  id: z.number(),
  book_id: z.number(),
  url: z.string(),
  name: z.string(),
  position: z.number(),
});
export type AdminBookMedia = z.infer<typeof adminBookMediaSchema>;

/** `POST /api/admin/<ordered resource>/reorder`: the ids in their new order (positions 0, 1, …). */
export const adminReorderSchema = z.strictObject({
  ids: z
    .array(id('id'), { error: 'The ids field must be a list.' })
    .min(1, { error: 'The ids field is required.' })
    .max(1000, { error: 'The ids field must not have more than 1000 items.' })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'The ids field must not repeat an id.',
    }),
});
