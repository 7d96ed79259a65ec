import { z } from 'zod';
import { inEnglishSchema } from './in-english.ts';

export const bookSummarySchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  thumbnail: z.string(),
  in_english: inEnglishSchema,
});
export type BookSummary = z.infer<typeof bookSummarySchema>;

export const bookMediaSchema = z.strictObject({ url: z.string(), name: z.string() });
export type BookMedia = z.infer<typeof bookMediaSchema>;

export const bookSchema = bookSummarySchema.extend({ media: z.array(bookMediaSchema) });
export type Book = z.infer<typeof bookSchema>;

export const SCHEDULE_STATUSES = ['active', 'inactive'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
export const scheduleSchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  link: z.string(),
  started_at: z.iso.datetime(),
  ended_at: z.iso.datetime(),
  status: z.enum(SCHEDULE_STATUSES),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/**
 * The share of the course's syllabus the learner has completed, 0–100 rounded down (100 only
 * when all of it is done), from their learning record; null for a course without a syllabus.
 * Nobody types it.
 */
export const subscriptionProgress = z.number().int().min(0).max(100).nullable();
export const subscriptionSchema = z.strictObject({
  id: z.number(),
  product: z.strictObject({ name: z.string(), slug: z.string(), in_english: inEnglishSchema }),
  tier: z.strictObject({ name: z.string(), slug: z.string(), in_english: inEnglishSchema }),
  started_at: z.iso.datetime(),
  ended_at: z.iso.datetime(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  progress: subscriptionProgress,
  schedules: z.array(scheduleSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
