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
      name: 'user_id',
      label: 'Learner',
      kind: 'select',
      source: LEARNER_OPTIONS,
      only: 'create',
    },
    {
      name: 'product_id',
      label: 'Course',
      kind: 'select',
      source: COURSE_OPTIONS,
      only: 'create',
    },
    { name: 'tier_id', label: 'Tier', kind: 'select', source: TIER_OPTIONS },
    { name: 'started_at', label: 'Starts', kind: 'datetime', optional: true },
    { name: 'ended_at', label: 'Ends', kind: 'datetime', optional: true },
  ],
  create: adminSubscriptionCreateSchema,
  update: adminSubscriptionUpdateSchema,
} satisfies FormConfig;

export const subscriptions = defineResource<AdminSubscription>({
  ...SCREENS.subscriptions,
  resource: 'subscriptions',
  singular: 'subscription',
  label: subscriptionName,
  defaultSort: '-started_at',
  searchHint: 'learner, email or course',
  filters: [
    { name: 'status', label: 'Status', source: statusOptions(SUBSCRIPTION_STATUSES) },
    { name: 'user_id', label: 'Learner', source: LEARNER_OPTIONS },
  ],
  columns: [
    learnerColumn(true),
    { field: 'product.name', header: 'Course', sortable: true, sortField: 'product' },
    { field: 'tier.name', header: 'Tier' },
    whenColumn('started_at', 'Starts', true),
    whenColumn('ended_at', 'Ends', true),
    statusColumn(),
    progressColumn,
    { field: 'schedules_count', header: 'Classes' },
  ],
  form: SUBSCRIPTION_FORM,
  canDelete: true,
  extras: SubscriptionExtras,
});
