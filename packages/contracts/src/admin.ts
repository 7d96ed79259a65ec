import { z } from 'zod';
import { PAGE_SLUGS } from './content.ts';
import { email, gender, integer, password, phone, text } from './fields.ts';
import { SCHEDULE_STATUSES, SUBSCRIPTION_STATUSES } from './learning.ts';

/**
 * The staff back office (API.md, "Staff back office"): every resource under /api/admin/
 * follows one pattern — list with paging, search and sort; get; create; update; delete.
 */
export const ADMIN_RESOURCES = [
  'categories',
  'products',
  'tier-groups',
  'tiers',
  'books',
  'book-media',
  'testimonials',
  'faqs',
  'pages',
  'users',
  'subscriptions',
  'schedules',
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
  'testimonials',
  'faqs',
  'pages',
  'users',
  'subscriptions',
  'schedules',
  'demo_requests',
  'job_applications',
  'contact_messages',
  'newsletter_subscribers',
  'outbox',
  'uploads',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Lists whose rows staff can put in order by hand (`POST …/reorder`). */
export const ORDERED_RESOURCES = [
  'categories',
  'products',
  'tier-groups',
  'tiers',
  'book-media',
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

export interface AdminListMeta {
  total: number;
  page: number;
  per_page: number;
}
export interface AdminList<T> {
  data: T[];
  meta: AdminListMeta;
}
export const adminListOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    data: z.array(item),
    meta: z.strictObject({ total: z.number(), page: z.number(), per_page: z.number() }),
  });

// ---------- field builders of the back office ----------

const boolean = (label: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: `The ${label} field must be true or false.` }),
  );

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = (label = 'slug') =>
  text(label, { max: 100 }).regex(SLUG_PATTERN, {
    error: `The ${label} may only contain lower-case letters, digits and single dashes.`,
  });

/** An image on this site: a path under /images/ (shipped) or /uploads/ (uploaded by staff). */
export const IMAGE_PATH_PATTERN = /^\/(images|uploads)\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/;
const imagePath = (label: string) =>
  text(label, { max: 500 }).regex(IMAGE_PATH_PATTERN, {
    error: `The ${label} must be an image uploaded here (a path starting /uploads/ or /images/).`,
  });

const position = () => integer('position', { min: 0, max: 1_000_000 });

/** Dollars with at most two decimals (cents are stored). */
const price = (label = 'price') =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ''
            ? `The ${label} field is required.`
            : `The ${label} field must be a number.`,
      })
      .min(0, { error: `The ${label} field must be at least 0.` })
      .max(100_000, { error: `The ${label} field must not be greater than 100000.` })
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
        error: `The ${label} field must have at most two decimal places.`,
      }),
  );

const isoDateTime = (label: string) =>
  z.iso.datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? `The ${label} field is required.`
        : `The ${label} field must be a valid date and time.`,
  });

/** A link learners open: http or https only. */
export const webLink = (label = 'link') =>
  text(label, { max: 2000 }).refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { error: `The ${label} field must be a valid URL starting with https:// or http://.` },
  );

const id = (label: string) => integer(label, { min: 1, max: 2_147_483_647 });

/** Partial for PATCH: every field optional, none unknown. */
function patchOf<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape).partial();
}

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

// ---------- content ----------

const testimonialShape = {
  name: text('name', { max: 100 }),
  testimonial: text('testimonial', { max: 2000 }),
  position: position().optional(),
};
export const adminTestimonialCreateSchema = z.strictObject(testimonialShape);
export const adminTestimonialUpdateSchema = patchOf(testimonialShape);
export const adminTestimonialSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  testimonial: z.string(),
  position: z.number(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

const faqShape = {
  question: text('question', { max: 300 }),
  answer: text('answer', { max: 5000 }),
  position: position().optional(),
};
export const adminFaqCreateSchema = z.strictObject(faqShape);
export const adminFaqUpdateSchema = patchOf(faqShape);
export const adminFaqSchema = z.strictObject({
  id: z.number(),
  question: z.string(),
  answer: z.string(),
  position: z.number(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

/** Pages are the site's three fixed pages; their id is their slug. */
export const adminPageUpdateSchema = z.strictObject({
  content: text('content', { max: 200_000 }),
});
export const adminPageCreateSchema = z.strictObject({
  slug: z.enum(PAGE_SLUGS, { error: 'The selected page is invalid.' }),
  content: text('content', { max: 200_000 }),
});
export const adminPageSchema = z.strictObject({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  updated_at: z.string(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;
export const PAGE_TITLES: Record<(typeof PAGE_SLUGS)[number], string> = {
  'about-us': 'About Us',
  'privacy-policy': 'Privacy Policy',
  'contact-us': 'Contact Us',
};

// ---------- learners ----------

const userShape = {
  firstName: text('first name', { max: 100 }),
  lastName: text('last name', { max: 100 }),
  gender: gender(),
  phone: phone('phone'),
  whatsapp: phone('whatsapp'),
  country_id: id('country'),
  age: integer('age', { min: 3, max: 100 }),
  email: email(),
  role: z.enum(ROLES, { error: 'The selected role is invalid.' }),
};
export const adminUserCreateSchema = z.strictObject({
  ...userShape,
  role: userShape.role.optional(),
  password: password(),
});
export const adminUserUpdateSchema = patchOf({
  ...userShape,
  password: z.union([z.literal('').transform(() => undefined), password()]),
});
export const adminUserSchema = z.strictObject({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.number(),
  phone: z.string(),
  whatsapp: z.string(),
  country_id: z.number().nullable(),
  country: z.string().nullable(),
  age: z.number().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  created_at: z.string(),
  subscriptions_count: z.number(),
  books: z.array(z.strictObject({ id: z.number(), title: z.string(), acquired_at: z.string() })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminSubscriptionCreateSchema = z.strictObject({
  user_id: id('learner'),
  product_id: id('course'),
  tier_id: id('tier'),
  started_at: isoDateTime('start').optional(),
  ended_at: isoDateTime('end').optional(),
  progress: integer('progress', { min: 0, max: 100 }).nullable().optional(),
});
export const adminSubscriptionUpdateSchema = patchOf({
  tier_id: id('tier'),
  started_at: isoDateTime('start'),
  ended_at: isoDateTime('end'),
  // Staff cancel a subscription, or restore a cancelled one; the dates decide the rest.
  cancelled: boolean('cancelled'),
  progress: integer('progress', { min: 0, max: 100 }).nullable(),
});
export const adminSubscriptionSchema = z.strictObject({
  id: z.number(),
  user_id: z.number(),
  user: z.strictObject({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  product_id: z.number(),
  product: z.strictObject({ name: z.string(), slug: z.string() }),
  tier_id: z.number(),
  tier: z.strictObject({ name: z.string(), slug: z.string() }),
  payment_id: z.string().nullable(),
  started_at: z.string(),
  ended_at: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  progress: z.number().nullable(),
  schedules_count: z.number(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

const scheduleShape = {
  subscription_id: id('subscription'),
  title: text('title', { max: 200 }),
  link: webLink(),
  started_at: isoDateTime('start'),
  ended_at: isoDateTime('end'),
  status: z.enum(SCHEDULE_STATUSES, { error: 'The selected status is invalid.' }),
};
export const adminScheduleCreateSchema = z.strictObject({
  ...scheduleShape,
  status: scheduleShape.status.optional(),
});
export const adminScheduleUpdateSchema = patchOf({
  title: scheduleShape.title,
  link: scheduleShape.link,
  started_at: scheduleShape.started_at,
  ended_at: scheduleShape.ended_at,
  status: scheduleShape.status,
});
export const adminScheduleSchema = z.strictObject({
  id: z.number(),
  subscription_id: z.number(),
  title: z.string(),
  link: z.string(),
  started_at: z.string(),
  ended_at: z.string(),
  status: z.enum(SCHEDULE_STATUSES),
});
export type AdminSchedule = z.infer<typeof adminScheduleSchema>;

/** Days of the week as ISO numbers: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [
  { value: 1, label: 'Monday' },
  { value: 2, label: 'Tuesday' },
  { value: 3, label: 'Wednesday' },
  { value: 4, label: 'Thursday' },
  { value: 5, label: 'Friday' },
  { value: 6, label: 'Saturday' },
  { value: 7, label: 'Sunday' },
] as const;

/**
 * `POST /api/admin/schedules/series`: a weekly series of classes, each at `time` on the
 * chosen days in `time_zone` (daylight saving included), for `weeks` weeks from `starts_on`.
 */
export const adminScheduleSeriesSchema = z.strictObject({
  subscription_id: id('subscription'),
  title: text('title', { max: 200 }),
  link: webLink(),
  days: z
    .array(integer('day', { min: 1, max: 7 }), { error: 'Choose at least one day.' })
    .min(1, { error: 'Choose at least one day.' })
    .max(7, { error: 'Choose at most seven days.' })
    .refine((days) => new Set(days).size === days.length, {
      error: 'Each day may be chosen once.',
    }),
  time: z
    .string({ error: 'The time field is required.' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'The time must look like 18:30.' }),
  duration_minutes: integer('duration', { min: 5, max: 600 }),
  time_zone: text('time zone', { max: 100 }).refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'The selected time zone is invalid.' },
  ),
  starts_on: z.iso.date({ error: 'The first day must be a date like 2026-12-01.' }),
  weeks: integer('number of weeks', { min: 1, max: 52 }),
});
export type AdminScheduleSeriesInput = z.input<typeof adminScheduleSeriesSchema>;

// ---------- money and mail (read-only) ----------

export const PAYMENT_STATUSES = [
  'created',
  'capturing',
  'completed',
  'cancelled',
  'failed',
  'expired',
] as const;
export const adminPaymentSchema = z.strictObject({
  id: z.string(),
  user_id: z.number(),
  user: z.strictObject({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  kind: z.enum(['course', 'book']),
  item: z.string(),
  amount: z.number(),
  currency: z.string(),
  provider: z.string(),
  provider_order_id: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export const adminOutboxSchema = z.strictObject({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string(),
});
export type AdminOutbox = z.infer<typeof adminOutboxSchema>;

export const adminAuditSchema = z.strictObject({
  id: z.number(),
  actor: z.strictObject({ id: z.number(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AdminAudit = z.infer<typeof adminAuditSchema>;

// ---------- leads ----------

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const adminLeadUpdateSchema = patchOf({
  status: z.enum(LEAD_STATUSES, { error: 'The selected status is invalid.' }),
  notes: z
    .string({ error: 'The notes field must be a string.' })
    .trim()
    .max(5000, { error: 'The notes field must not be greater than 5000 characters.' }),
});
const leadFields = {
  id: z.number(),
  email: z.string(),
  status: z.enum(LEAD_STATUSES),
  notes: z.string(),
  created_at: z.string(),
};
export const adminDemoRequestSchema = z.strictObject(leadFields);
export type AdminDemoRequest = z.infer<typeof adminDemoRequestSchema>;
export const adminJobApplicationSchema = z.strictObject({
  ...leadFields,
  resume: z
    .strictObject({ name: z.string(), type: z.string(), size: z.number(), url: z.string() })
    .nullable(),
});
export type AdminJobApplication = z.infer<typeof adminJobApplicationSchema>;
export const adminContactMessageSchema = z.strictObject({
  ...leadFields,
  firstName: z.string(),
  lastName: z.string(),
  phone_prefix: z.string(),
  phone: z.string(),
  message: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const adminNewsletterUpdateSchema = z.strictObject({
  status: z.enum(['unsubscribed'], { error: 'Staff can only unsubscribe an address.' }),
});
export const adminNewsletterSchema = z.strictObject({
  id: z.number(),
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type AdminNewsletterSubscriber = z.infer<typeof adminNewsletterSchema>;

// ---------- uploads ----------

export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const uploadedImageSchema = z.strictObject({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

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
} as const;
