import { z } from 'zod';
import { userSchema } from '../auth.ts';
import { email, gender, integer, password, phone, text } from '../fields.ts';
import { SCHEDULE_STATUSES, SUBSCRIPTION_STATUSES, subscriptionProgress } from '../learning.ts';
import { boolean, id, isoDateTime, patchOf, webLink } from './field-builders.ts';
import { adminNamedSchema, adminPersonSchema, ROLES } from './resources.ts';

// Learners (users), their subscriptions and their classes (schedules).

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
  /** The family asks for a tutor of the learner's gender (a substitute too: decision 049). */
  same_gender_tutor: boolean('same-gender tutor'),
};
export const adminUserCreateSchema = z.strictObject({
  ...userShape,
  role: userShape.role.optional(),
  same_gender_tutor: userShape.same_gender_tutor.optional(),
  password: password(),
});
export const adminUserUpdateSchema = patchOf({
  ...userShape,
  password: z.union([z.literal('').transform(() => undefined), password()]),
});
// The account as its owner sees it (no avatar), with what staff look up.
// The person's reading settings are theirs alone: the back office neither shows nor sets them.
export const adminUserSchema = userSchema
  .omit({ avatar: true, language: true, digits: true, hijri: true })
  .extend({
    /** Null for a child a parent added, who has no sign-in. */
    email: z.string().nullable(),
    country: z.string().nullable(),
    same_gender_tutor: z.boolean(),
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
});
export const adminSubscriptionUpdateSchema = patchOf({
  tier_id: id('tier'),
  started_at: isoDateTime('start'),
  ended_at: isoDateTime('end'),
  // Staff cancel a subscription, or restore a cancelled one; the dates decide the rest.
  cancelled: boolean('cancelled'),
});
export const adminSubscriptionSchema = z.strictObject({
  id: z.number(),
  user_id: z.number(),
  user: adminPersonSchema,
  product_id: z.number(),
  product: adminNamedSchema,
  tier_id: z.number(),
  tier: adminNamedSchema,
  payment_id: z.string().nullable(),
  started_at: z.string(),
  ended_at: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  // Read from the learner's record, as the learner sees it (`subscriptionProgress`).
  progress: subscriptionProgress,
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
/**
 * One class staff add to a subscription, with its weekly plan's tutor unless `tutor_id` names
 * another: one to come is mailed to both sides; one held already is there to be recorded.
 */
export const adminScheduleCreateSchema = z.strictObject({
  subscription_id: scheduleShape.subscription_id,
  tutor_id: id('tutor').optional(),
  title: scheduleShape.title,
  link: scheduleShape.link,
  started_at: scheduleShape.started_at,
  ended_at: scheduleShape.ended_at,
});
/**
 * A change to one class: a new title or link; a new start or end moves it; `inactive` cancels
 * it (a make-up credit for the learner). Moves and cancellations are mailed to both sides.
 */
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
