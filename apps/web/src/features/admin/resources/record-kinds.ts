import type { AuditEntity } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { wordsFor, type Words } from '../components/resource-config.ts';
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
  subscription_pauses: msg`pauses`,
  schedules: msg`schedules`,
  classes: msg`classes`,
  class_series: msg`class series`,
  series_seasons: msg`seasonal timetables`,
  makeup_credits: msg`makeup credits`,
  tutors: msg`tutors`,
  school_settings: msg`school settings`,
  tutor_pay_rates: msg`tutors' pay rates`,
  tutor_pay_months: msg`tutors' paid months`,
  demo_requests: msg`demo requests`,
  job_applications: msg`job applications`,
  contact_messages: msg`contact messages`,
  newsletter_subscribers: msg`newsletter subscribers`,
  outbox: msg`outbox`,
  uploads: msg`uploads`,
  refunds: msg`refunds`,
  school_holidays: msg`holidays`,
  tutor_leaves: msg`tutors' leave`,
};

/** A record kind's words; one the list does not know yet reads as the API writes it. */
export const recordKind = (entity: string): Words =>
  wordsFor(RECORD_KINDS, entity, entityName(entity));

// What was done to a record, as the API writes it ("update", "book_trial"), in the page's
// language; the `audit` context keeps each apart from a button's word.
const ACTIONS: Record<string, MessageDescriptor> = {
  accept: msg({ message: 'accept', context: 'audit' }),
  approve: msg({ message: 'approve', context: 'audit' }),
  book_makeup: msg({ message: 'book_makeup', context: 'audit' }),
  book_trial: msg({ message: 'book_trial', context: 'audit' }),
  cancel: msg({ message: 'cancel', context: 'audit' }),
  confirm: msg({ message: 'confirm', context: 'audit' }),
  create: msg({ message: 'create', context: 'audit' }),
  decline: msg({ message: 'decline', context: 'audit' }),
  delete: msg({ message: 'delete', context: 'audit' }),
  display: msg({ message: 'display', context: 'audit' }),
  link: msg({ message: 'link', context: 'audit' }),
  move: msg({ message: 'move', context: 'audit' }),
  pay: msg({ message: 'pay', context: 'audit' }),
  promote: msg({ message: 'promote', context: 'audit' }),
  record: msg({ message: 'record', context: 'audit' }),
  refuse: msg({ message: 'refuse', context: 'audit' }),
  reorder: msg({ message: 'reorder', context: 'audit' }),
  resend: msg({ message: 'resend', context: 'audit' }),
  retry: msg({ message: 'retry', context: 'audit' }),
  revoke: msg({ message: 'revoke', context: 'audit' }),
  unlink: msg({ message: 'unlink', context: 'audit' }),
  update: msg({ message: 'update', context: 'audit' }),
  upload: msg({ message: 'upload', context: 'audit' }),
  withdraw: msg({ message: 'withdraw', context: 'audit' }),
};

/** An audit entry's action in words; one the list does not know yet reads as the API writes it. */
export const auditAction = (action: string): Words => wordsFor(ACTIONS, action, action);
