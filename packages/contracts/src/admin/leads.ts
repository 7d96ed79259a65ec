import { z } from 'zod';
import { patchOf } from './field-builders.ts';

// Leads: demo requests, job applications, contact messages and newsletter subscribers.

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
/** Where a demo request's free trial class stands; 'enrolled' once the family subscribed. */
export const TRIAL_STATES = ['booked', 'attended', 'no_show', 'cancelled', 'enrolled'] as const;
export type TrialState = (typeof TRIAL_STATES)[number];
export const adminDemoRequestSchema = z.strictObject({
  ...leadFields,
  // When the family would like the trial, and the zone they are in (both optional).
  preferred_at: z.string().nullable(),
  time_zone: z.string().nullable(),
  trial: z
    .strictObject({
      class_id: z.number(),
      starts_at: z.string(),
      tutor: z.string(),
      state: z.enum(TRIAL_STATES),
    })
    .nullable(),
});
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
