import { z } from 'zod';
import { text } from '../fields.ts';
import {
  arabicRead,
  arabicText,
  id,
  imagePath,
  patchOf,
  position,
  price,
} from './field-builders.ts';

// Books and the images of their pages.

const bookShape = {
  title: text('title', { max: 200 }),
  title_ar: arabicText('title', { max: 200 }),
  description: text('description', { max: 5000 }),
  description_ar: arabicText('description', { max: 5000 }),
  price: price(),
  thumbnail: imagePath('thumbnail'),
};
export const adminBookCreateSchema = z.strictObject(bookShape);
export const adminBookUpdateSchema = patchOf(bookShape);
export const adminBookSchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  title_ar: arabicRead(),
  description: z.string(),
  description_ar: arabicRead(),
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
