import fc from 'fast-check';
import type { z } from 'zod';
import {
  adminBookCreateSchema,
  adminBookMediaCreateSchema,
  adminBookMediaUpdateSchema,
  adminBookUpdateSchema,
  adminCategoryCreateSchema,
  adminCategoryUpdateSchema,
  adminFaqCreateSchema,
  adminFaqUpdateSchema,
  adminLeadUpdateSchema,
  adminListQuerySchema,
  adminNewsletterUpdateSchema,
  adminPageCreateSchema,
  adminPageUpdateSchema,
  adminProductCreateSchema,
  adminProductUpdateSchema,
  adminReorderSchema,
  adminScheduleCreateSchema,
  adminScheduleUpdateSchema,
  adminSubscriptionCreateSchema,
  adminSubscriptionUpdateSchema,
  adminSyllabusItemCreateSchema,
  adminSyllabusItemUpdateSchema,
  adminTestimonialCreateSchema,
  adminTestimonialUpdateSchema,
  adminTierCreateSchema,
  adminTierGroupCreateSchema,
  adminTierGroupUpdateSchema,
  adminTierUpdateSchema,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  bookPaymentSchema,
  contactSchema,
  coursePaymentSchema,
  credentialVerifySchema,
  demoRequestSchema,
  forgotPasswordSchema,
  loginSchema,
  newsletterSchema,
  ORDERED_RESOURCES,
  productsQuerySchema,
  registerSchema,
  resetPasswordSchema,
  updateUserSchema,
} from '@iqra/contracts';
import {
  badMultipart,
  corrupted,
  hostileSegment,
  hostileString,
  percentEncode,
  RAW_BODIES,
  toJsonSchema,
  type Payload,
} from './values.ts';

// What each route reads, and the hostile requests generated for it from that.

const ADMIN_SCHEMAS: Record<string, { create?: z.ZodType; update?: z.ZodType }> = {
  categories: { create: adminCategoryCreateSchema, update: adminCategoryUpdateSchema },
  products: { create: adminProductCreateSchema, update: adminProductUpdateSchema },
  'tier-groups': { create: adminTierGroupCreateSchema, update: adminTierGroupUpdateSchema },
  tiers: { create: adminTierCreateSchema, update: adminTierUpdateSchema },
  books: { create: adminBookCreateSchema, update: adminBookUpdateSchema },
  'book-media': { create: adminBookMediaCreateSchema, update: adminBookMediaUpdateSchema },
  'syllabus-items': {
    create: adminSyllabusItemCreateSchema,
    update: adminSyllabusItemUpdateSchema,
  },
  testimonials: { create: adminTestimonialCreateSchema, update: adminTestimonialUpdateSchema },
  faqs: { create: adminFaqCreateSchema, update: adminFaqUpdateSchema },
  pages: { create: adminPageCreateSchema, update: adminPageUpdateSchema },
  users: { create: adminUserCreateSchema, update: adminUserUpdateSchema },
  subscriptions: { create: adminSubscriptionCreateSchema, update: adminSubscriptionUpdateSchema },
  schedules: { create: adminScheduleCreateSchema, update: adminScheduleUpdateSchema },
  'demo-requests': { update: adminLeadUpdateSchema },
  'job-applications': { update: adminLeadUpdateSchema },
  'contact-messages': { update: adminLeadUpdateSchema },
  'newsletter-subscribers': { update: adminNewsletterUpdateSchema },
};

export const BODY_SCHEMAS: Record<string, z.ZodType> = {
  'POST /api/auth/register': registerSchema,
  'POST /api/auth/login': loginSchema,
  'POST /api/certificates/verify': credentialVerifySchema,
  'POST /api/auth/forgot-password': forgotPasswordSchema,
  'POST /api/auth/reset-password': resetPasswordSchema,
  'POST /update-user': updateUserSchema,
  'POST /api/request-demo': demoRequestSchema,
  'POST /api/contact': contactSchema,
  'POST /api/newsletter': newsletterSchema,
  'POST /api/payments/paypal': coursePaymentSchema,
  'POST /api/payments/book': bookPaymentSchema,
};
for (const [resource, schemas] of Object.entries(ADMIN_SCHEMAS)) {
  if (schemas.create) BODY_SCHEMAS[`POST /api/admin/${resource}`] = schemas.create;
  if (schemas.update) BODY_SCHEMAS[`PATCH /api/admin/${resource}/:id`] = schemas.update;
}
for (const resource of ORDERED_RESOURCES) {
  BODY_SCHEMAS[`POST /api/admin/${resource}/reorder`] = adminReorderSchema;
}

function querySchemaOf(route: { method: string; url: string }): z.ZodType | undefined {
  if (route.method !== 'GET') return undefined;
  if (route.url === '/api/products') return productsQuerySchema;
  if (/^\/api\/admin\/[a-z-]+$/.test(route.url)) return adminListQuerySchema;
  return undefined;
}

export const MULTIPART_ROUTES = new Set(['POST /api/request-job', 'POST /api/admin/uploads']);

export function payloadFor(key: string): fc.Arbitrary<Payload> {
  const json = corrupted(BODY_SCHEMAS[key]).map((body): Payload => ({ kind: 'json', body }));
  const raw = fc
    .constantFrom(...RAW_BODIES)
    .map(([payload, contentType]): Payload => ({ kind: 'raw', payload, contentType }));
  if (MULTIPART_ROUTES.has(key)) return fc.oneof(badMultipart, badMultipart, json, raw);
  return fc.oneof({ weight: 5, arbitrary: json }, { weight: 1, arbitrary: raw }, badMultipart);
}

/** The route's path with hostile segments for its parameters, and a hostile query. */
export function urlFor(route: { method: string; url: string }): fc.Arbitrary<string> {
  const names = route.url.match(/:[A-Za-z]+/g) ?? [];
  const schema = querySchemaOf(route);
  const queryKeys = [
    ...Object.keys(schema ? (toJsonSchema(schema).properties ?? {}) : {}),
    'token',
    'status',
    'user_id',
    'subscription_id',
    'category',
    'sort',
  ];
  const query = fc.oneof(
    fc.constant(''),
    fc
      .dictionary(
        fc.constantFrom(...queryKeys),
        hostileString.map((v) => v.slice(0, 2000)),
        {
          maxKeys: 3,
        },
      )
      .map((entries) =>
        Object.entries(entries)
          .map(([key, value]) => `${key}=${percentEncode(value)}`)
          .join('&'),
      ),
    fc.constantFrom('q=%', 'q=%E0%A4%A', 'page=1&page=2', 'per_page[]=1', 'q[$ne]=1', 'a'),
  );
  return fc
    .tuple(fc.array(hostileSegment, { minLength: names.length, maxLength: names.length }), query)
    .map(([segments, search]) => {
      let path = route.url;
      names.forEach((name, index) => {
        path = path.replace(name, segments[index] as string);
      });
      return search ? `${path}?${search}` : path;
    });
}
