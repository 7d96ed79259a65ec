import { z } from 'zod';
import { categorySchema, productSchema, tierSchema } from '../catalog.ts';
import { integer, text } from '../fields.ts';
import {
  arabicRead,
  arabicText,
  boolean,
  id,
  imagePath,
  patchOf,
  position,
  price,
  slug,
} from './field-builders.ts';

// The catalogue: categories, courses (products), tier groups and tiers.

const categoryShape = {
  name: text('name', { max: 100 }),
  name_ar: arabicText('name', { max: 100 }),
  slug: slug(),
  featured: boolean('featured').optional(),
  position: position().optional(),
};
export const adminCategoryCreateSchema = z.strictObject(categoryShape);
export const adminCategoryUpdateSchema = patchOf(categoryShape);
export const adminCategorySchema = categorySchema.extend({
  name_ar: arabicRead(),
  position: z.number(),
  products_count: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

const productShape = {
  name: text('name', { max: 200 }),
  name_ar: arabicText('name', { max: 200 }),
  slug: slug(),
  description: text('description', { max: 5000 }),
  description_ar: arabicText('description', { max: 5000 }),
  image: imagePath('image'),
  imageAlt: text('image description', { max: 300 }),
  image_alt_ar: arabicText('image description', { max: 300 }),
  category_id: id('category'),
  featured: boolean('featured').optional(),
  position: position().optional(),
};
export const adminProductCreateSchema = z.strictObject(productShape);
export const adminProductUpdateSchema = patchOf(productShape);
// The public course without its link, with what staff order and file it by.
export const adminProductSchema = productSchema.omit({ href: true }).extend({
  name_ar: arabicRead(),
  description_ar: arabicRead(),
  image_alt_ar: arabicRead(),
  category_id: z.number(),
  featured: z.boolean(),
  position: z.number(),
  created_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const tierGroupShape = {
  name: text('name', { max: 100 }),
  name_ar: arabicText('name', { max: 100 }),
  minutes: integer('minutes', { min: 5, max: 600 }),
  position: position().optional(),
};
export const adminTierGroupCreateSchema = z.strictObject(tierGroupShape);
export const adminTierGroupUpdateSchema = patchOf(tierGroupShape);
export const adminTierGroupSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  name_ar: arabicRead(),
  minutes: z.number(),
  position: z.number(),
  tiers_count: z.number(),
});
export type AdminTierGroup = z.infer<typeof adminTierGroupSchema>;

const features = (label = 'features', item = 'feature') =>
  z
    .array(text(item, { max: 200 }), { error: `The ${label} field must be a list.` })
    .max(20, { error: `The ${label} field must not have more than 20 items.` });

/** The features in Arabic, as a whole list: an empty one is none (null), and the English shows. */
const featuresInArabic = () =>
  z
    .union([
      z
        .array(z.string())
        .length(0)
        .transform(() => null),
      features('features in Arabic', 'feature in Arabic'),
    ])
    .nullable()
    .optional();

const tierShape = {
  group_id: id('tier group'),
  name: text('name', { max: 100 }),
  name_ar: arabicText('name', { max: 100 }),
  slug: slug(),
  price: price(),
  description: z.string().trim().max(1000, {
    error: 'The description field must not be greater than 1000 characters.',
  }),
  description_ar: arabicText('description', { max: 1000 }),
  features: features(),
  features_ar: featuresInArabic(),
  featured: boolean('featured').optional(),
  position: position().optional(),
};
export const adminTierCreateSchema = z.strictObject({
  ...tierShape,
  description: tierShape.description.optional(),
  features: tierShape.features.optional(),
});
export const adminTierUpdateSchema = patchOf(tierShape);
export const adminTierSchema = tierSchema.extend({
  name_ar: arabicRead(),
  description_ar: arabicRead(),
  features_ar: z.array(z.string()).nullable(),
  group_id: z.number(),
  group: z.strictObject({ name: z.string(), minutes: z.number() }),
  position: z.number(),
});
export type AdminTier = z.infer<typeof adminTierSchema>;
