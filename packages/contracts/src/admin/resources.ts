import { z } from 'zod';
import { integer } from '../fields.ts';
import { id } from './field-builders.ts';

/**
 * The staff back office (docs/api.md, Staff back office): every resource under /api/admin/
 * follows one pattern — list with paging, search and sort; get; create; update; delete.
 */
export const ADMIN_RESOURCES = [
  'categories',
  'products',
  'tier-groups',
  'tiers',
  'books',
  'book-media',
  'syllabus-items',
  'testimonials',
  'faqs',
  'pages',
  'users',
  'families',
  'subscriptions',
  'schedules',
  'tutors',
  'makeup-credits',
  'payments',
  'demo-requests',
  'job-applications',
  'contact-messages',
  'newsletter-subscribers',
  'outbox',
  'audit-log',
] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];

/** The kinds of record the audit log names (its `entity`: the tables staff change). */
export const AUDIT_ENTITIES = [
  'categories',
  'products',
  'tier_groups',
  'tiers',
  'books',
  'book_media',
  'syllabus_items',
  'testimonials',
  'faqs',
  'pages',
  'users',
  'guardianships',
  'family_invitations',
  'certificates',
  'certificate_proposals',
  'subscriptions',
  'subscription_pauses',
  'schedules',
  'classes',
  'class_series',
  'series_seasons',
  'makeup_credits',
  'tutors',
  'school_settings',
  'tutor_pay_rates',
  'tutor_pay_months',
  'demo_requests',
  'job_applications',
  'contact_messages',
  'newsletter_subscribers',
  'outbox',
  'uploads',
  'refunds',
  'school_holidays',
  'tutor_leaves',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Lists whose rows staff can put in order by hand (`POST …/reorder`). */
export const ORDERED_RESOURCES = [
  'categories',
  'products',
  'tier-groups',
  'tiers',
  'book-media',
  'syllabus-items',
  'testimonials',
  'faqs',
] as const;

/** Leads lists: exported as CSV (`GET …/export`), followed up with a status and notes. */
export const LEAD_RESOURCES = [
  'demo-requests',
  'job-applications',
  'contact-messages',
  'newsletter-subscribers',
] as const;

export const ROLES = ['student', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_PER_PAGE_MAX = 100;

/**
 * `?page=&per_page=&q=&sort=` plus the resource's own filters (`status`, `user_id`, …);
 * `sort` is a field name, `-` first for descending (`-created_at`).
 */
export const adminListQuerySchema = z.object({
  page: integer('page', { min: 1, max: 100_000 }).optional(),
  per_page: integer('per page', { min: 1, max: ADMIN_PER_PAGE_MAX }).optional(),
  q: z
    .string()
    .trim()
    .max(200, { error: 'The search must not be greater than 200 characters.' })
    .optional(),
  sort: z
    .string()
    .regex(/^-?[a-z_]{1,40}$/, { error: 'The selected sort is invalid.' })
    .optional(),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

/** A list page's place: how many rows match, and which page of how many rows this is. */
export const adminListMetaSchema = z.strictObject({
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type AdminListMeta = z.infer<typeof adminListMetaSchema>;
export interface AdminList<T> {
  data: T[];
  meta: AdminListMeta;
}
export const adminListOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({ data: z.array(item), meta: adminListMetaSchema });

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

/** Who a payment or subscription belongs to, as the back office's lists show them. */
export const adminPersonSchema = z.strictObject({
  firstName: z.string(),
  lastName: z.string(),
  /** Null for a child a parent added, who has no sign-in. */
  email: z.string().nullable(),
});

/** A course, tier or category as a row that refers to it shows it. */
export const adminNamedSchema = z.strictObject({ name: z.string(), slug: z.string() });

/** 409 answers when a record is still needed elsewhere. */
export const IN_USE = {
  category: 'This category still has courses. Move or delete them first.',
  product: 'Learners have subscriptions or payments for this course, so it cannot be deleted.',
  tierGroup: 'This group still has tiers. Move or delete them first.',
  tier: 'Learners have subscriptions or payments for this tier, so it cannot be deleted.',
  book: 'Learners own or have paid for this book, so it cannot be deleted.',
  page: 'The site needs this page; edit it instead.',
  user: 'This account has payments on record, so it cannot be deleted.',
  self: 'You cannot delete or demote your own account.',
  paidSubscription: 'This subscription was paid for; cancel it instead of deleting it.',
  pageExists: 'This page already exists; edit it instead.',
  syllabusItem:
    'Lessons or homework already recorded name this item, so it cannot be deleted. Rename it instead.',
  syllabusItemKind:
    'Lessons or homework already recorded name this item, so its kind cannot change. Add a new item instead.',
} as const;
