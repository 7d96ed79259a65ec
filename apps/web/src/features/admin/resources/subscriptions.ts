import { msg } from '@lingui/core/macro';
import {
  adminSubscriptionCreateSchema,
  adminSubscriptionUpdateSchema,
  SUBSCRIPTION_STATUSES,
  type AdminSubscription,
} from '@iqra/contracts';
import { SubscriptionExtras } from '../components/row-actions.tsx';
import { defineResource, type FormConfig } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { subscriptionName } from '../utils/names.ts';
import { learnerColumn, progressColumn, statusColumn, whenColumn } from './columns.tsx';
import { COURSE_OPTIONS, LEARNER_OPTIONS, statusOptions, TIER_OPTIONS } from './options.ts';

/** A subscription's dates and plan: the list's dialogs and the learner screen's grant form. */
export const SUBSCRIPTION_FORM = {
  fields: [
    {
      name: 'user_id' as const,
      label: msg`Learner`,
      kind: 'select',
      source: LEARNER_OPTIONS,
      only: 'create',
    },
    {
      name: 'product_id' as const,
      label: msg`Course`,
      kind: 'select',
      source: COURSE_OPTIONS,
      only: 'create',
    },
    { name: 'tier_id' as const, label: msg`Tier`, kind: 'select', source: TIER_OPTIONS },
    { name: 'started_at' as const, label: msg`Starts`, kind: 'datetime', optional: true },
    { name: 'ended_at' as const, label: msg`Ends`, kind: 'datetime', optional: true },
  ],
  create: adminSubscriptionCreateSchema,
  update: adminSubscriptionUpdateSchema,
} satisfies FormConfig;

export const subscriptions = defineResource<AdminSubscription>({
  ...SCREENS.subscriptions,
  resource: 'subscriptions',
  singular: msg`subscription`,
  label: subscriptionName,
  defaultSort: '-started_at' as const,
  searchHint: msg`learner, email or course`,
  filters: [
    { name: 'status', label: msg`Status`, source: statusOptions(SUBSCRIPTION_STATUSES) },
    { name: 'user_id' as const, label: msg`Learner`, source: LEARNER_OPTIONS },
  ],
  columns: [
    learnerColumn(true),
    { field: 'product.name' as const, header: msg`Course`, sortable: true, sortField: 'product' },
    { field: 'tier.name' as const, header: msg`Tier` },
    whenColumn('started_at' as const, msg`Starts`, true),
    whenColumn('ended_at' as const, msg`Ends`, true),
    statusColumn(),
    progressColumn,
    { field: 'schedules_count' as const, header: msg`Classes` },
  ],
  form: SUBSCRIPTION_FORM,
  canDelete: true,
  extras: SubscriptionExtras,
});
