import { z } from 'zod';
import { inEnglishSchema } from './in-english.ts';

export const categorySchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  featured: z.boolean(),
  in_english: inEnglishSchema,
});
export type Category = z.infer<typeof categorySchema>;

export const featuredCategorySchema = categorySchema.omit({ featured: true });
export type FeaturedCategory = z.infer<typeof featuredCategorySchema>;

export const productSchema = z.strictObject({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  imageAlt: z.string(),
  description: z.string(),
  href: z.string(),
  category: z.strictObject({ name: z.string(), slug: z.string(), in_english: inEnglishSchema }),
  in_english: inEnglishSchema,
});
export type Product = z.infer<typeof productSchema>;

export const PRODUCT_SORTS = ['popular', 'rating', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const productsQuerySchema = z.object({
  category: z.string().trim().max(100).optional(),
  sort: z.enum(PRODUCT_SORTS, { error: 'The selected sort is invalid.' }).optional(),
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;

export const tierSchema = z.strictObject({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  price: z.number(),
  description: z.string(),
  features: z.array(z.string()),
  featured: z.boolean(),
  in_english: inEnglishSchema,
});
export type Tier = z.infer<typeof tierSchema>;

export const tierGroupSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  minutes: z.number(),
  tiers: z.array(tierSchema),
  in_english: inEnglishSchema,
});
export type TierGroup = z.infer<typeof tierGroupSchema>;
