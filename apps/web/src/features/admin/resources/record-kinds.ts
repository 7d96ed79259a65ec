import type { AuditEntity } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Words } from '../components/resource-config.ts';
import { entityName } from '../utils/names.ts';

// The kinds of record the audit log names, as staff read them (`book_media` reads "book media").
const RECORD_KINDS: Record<AuditEntity, MessageDescriptor> = {
  categories: msg`categories`,
  products: msg`products`,
  tier_groups: msg`tier groups`,
  tiers: msg`tiers`,
  books: msg`books`,
  book_media: msg`book media`,
  syllabus_items: msg`syllabus items`,
  testimonials: msg`testimonials`,
  faqs: msg`faqs`,
  pages: msg`pages`,
  users: msg`users`,
  guardianships: msg`guardianships`,
  family_invitations: msg`family invitations`,
  certificates: msg`certificates`,
  certificate_proposals: msg`certificate proposals`,
  subscriptions: msg`subscriptions`,
  schedules: msg`schedules`,
  classes: msg`classes`,
  class_series: msg`class series`,
  makeup_credits: msg`makeup credits`,
  tutors: msg`tutors`,
  school_settings: msg`school settings`,
  demo_requests: msg`demo requests`,
  job_applications: msg`job applications`,
  contact_messages: msg`contact messages`,
  newsletter_subscribers: msg`newsletter subscribers`,
  outbox: msg`outbox`,
  uploads: msg`uploads`,
};

/** A record kind's words; one the list does not know yet reads as the API writes it. */
export const recordKind = (entity: string): Words =>
  Object.hasOwn(RECORD_KINDS, entity) ? RECORD_KINDS[entity as AuditEntity] : entityName(entity);
