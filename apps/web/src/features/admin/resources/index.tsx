import {
  AUDIT_ENTITIES,
  adminBookCreateSchema,
  adminBookMediaCreateSchema,
  adminBookMediaUpdateSchema,
  adminBookUpdateSchema,
  adminCategoryCreateSchema,
  adminCategoryUpdateSchema,
  adminFaqCreateSchema,
  adminFaqUpdateSchema,
  adminLeadUpdateSchema,
  adminProductCreateSchema,
  adminProductUpdateSchema,
  adminScheduleCreateSchema,
  adminScheduleUpdateSchema,
  adminSubscriptionCreateSchema,
  adminSubscriptionUpdateSchema,
  adminTestimonialCreateSchema,
  adminTestimonialUpdateSchema,
  adminTierCreateSchema,
  adminTierGroupCreateSchema,
  adminTierGroupUpdateSchema,
  adminTierUpdateSchema,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  LEAD_STATUSES,
  NEWSLETTER_STATUSES,
  OUTBOX_STATUSES,
  PAYMENT_STATUSES,
  ROLES,
  SCHEDULE_STATUSES,
  SUBSCRIPTION_STATUSES,
  type AdminAudit,
  type AdminBook,
  type AdminBookMedia,
  type AdminCategory,
  type AdminContactMessage,
  type AdminDemoRequest,
  type AdminFaq,
  type AdminJobApplication,
  type AdminNewsletterSubscriber,
  type AdminOutbox,
  type AdminPage,
  type AdminPayment,
  type AdminProduct,
  type AdminSchedule,
  type AdminSubscription,
  type AdminTestimonial,
  type AdminTier,
  type AdminTierGroup,
  type AdminUser,
} from '@iqra/contracts';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format.ts';
import { formatWhen } from '../utils/datetime.ts';
import {
  AuditDetails,
  CancelClassButton,
  MailExtras,
  ResumeButton,
  SubscriptionExtras,
  UnsubscribeButton,
} from '../components/row-actions.tsx';
import { Clipped, StatusTag, Thumbnail, YesNo } from '../components/parts.tsx';
import {
  defineResource,
  type FieldConfig,
  type FormConfig,
  type Option,
  type OptionSource,
  type ResourceConfig,
} from '../components/resource-config.ts';
import { smallButton } from '../components/ui.ts';

const statusOptions = (statuses: readonly string[]): OptionSource => ({
  options: statuses.map((status) => ({
    value: status,
    label: status.charAt(0).toUpperCase() + status.slice(1),
  })),
});

const fromList = (path: string, label: (row: Record<string, unknown>) => string): OptionSource => ({
  path,
  label,
});

const byName = (row: Record<string, unknown>) => String(row.name);
const personName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`;

const CATEGORY_OPTIONS = fromList('/api/admin/categories?per_page=100&sort=position', byName);
const GROUP_OPTIONS = fromList('/api/admin/tier-groups?per_page=100&sort=position', byName);
const COURSE_OPTIONS = fromList('/api/admin/products?per_page=100&sort=name', byName);
const TIER_OPTIONS = fromList('/api/admin/tiers?per_page=100&sort=position', (row) => {
  const tier = row as unknown as AdminTier;
  return `${tier.group.name} · ${tier.name}`;
});
const LEARNER_OPTIONS = fromList('/api/admin/users?per_page=100&sort=email', (row) => {
  const user = row as unknown as AdminUser;
  return `${personName(user)} (${user.email})`;
});
const COUNTRY_OPTIONS = fromList('/api/countries', byName);

export const GENDER_OPTIONS: readonly Option[] = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
  { value: '0', label: 'Prefer not to say' },
];

const position: FieldConfig = {
  name: 'position',
  label: 'Position',
  kind: 'number',
  optional: true,
  hint: 'Lower comes first. Left empty, it goes last.',
};

const when = (field: string) => (row: Record<string, unknown>) => {
  const value = row[field];
  return typeof value === 'string' ? (
    <time dateTime={value} className="whitespace-nowrap">
      {formatWhen(value)}
    </time>
  ) : (
    '—'
  );
};

// ---------- catalogue ----------

const categories = defineResource<AdminCategory>({
  resource: 'categories',
  path: 'categories',
  title: 'Categories',
  singular: 'category',
  description: 'The programmes courses are grouped in. Featured ones appear in the site menu.',
  label: (row) => row.name,
  defaultSort: 'position',
  searchHint: 'name or slug',
  columns: [
    { field: 'name', header: 'Name', sortable: true },
    { field: 'slug', header: 'Slug' },
    { field: 'featured', header: 'Featured', body: (row) => <YesNo value={row.featured} /> },
    { field: 'products_count', header: 'Courses' },
    { field: 'position', header: 'Position', sortable: true },
  ],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'slug', label: 'Slug', kind: 'text', slugFrom: 'name', hint: 'Used in addresses.' },
      { name: 'featured', label: 'Featured in the menu', kind: 'checkbox' },
      position,
    ],
    create: adminCategoryCreateSchema,
    update: adminCategoryUpdateSchema,
  },
  canDelete: true,
});

const products = defineResource<AdminProduct>({
  resource: 'products',
  path: 'courses',
  title: 'Courses',
  singular: 'course',
  description: 'What learners subscribe to. Featured courses show on the home page.',
  label: (row) => row.name,
  defaultSort: 'position',
  searchHint: 'name or slug',
  filters: [{ name: 'category_id', label: 'Category', source: CATEGORY_OPTIONS }],
  columns: [
    { field: 'image', header: 'Image', body: (row) => <Thumbnail src={row.image} /> },
    { field: 'name', header: 'Name', sortable: true },
    { field: 'category.name', header: 'Category', sortable: true, sortField: 'category' },
    { field: 'featured', header: 'Featured', body: (row) => <YesNo value={row.featured} /> },
    { field: 'position', header: 'Position', sortable: true },
    { field: 'created_at', header: 'Added', sortable: true, body: when('created_at') },
  ],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'slug', label: 'Slug', kind: 'text', slugFrom: 'name', hint: 'Used in addresses.' },
      { name: 'category_id', label: 'Category', kind: 'select', source: CATEGORY_OPTIONS },
      { name: 'featured', label: 'Featured on the home page', kind: 'checkbox' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'image', label: 'Image', kind: 'image' },
      {
        name: 'imageAlt',
        label: 'Image description',
        kind: 'text',
        wide: true,
        hint: 'What the image shows, for people who cannot see it.',
      },
      position,
    ],
    create: adminProductCreateSchema,
    update: adminProductUpdateSchema,
  },
  canDelete: true,
});

const tierGroups = defineResource<AdminTierGroup>({
  resource: 'tier-groups',
  path: 'tier-groups',
  title: 'Tier groups',
  singular: 'tier group',
  description: 'The tabs of the pricing section: one per class length.',
  label: (row) => row.name,
  defaultSort: 'position',
  searchHint: 'name',
  columns: [
    { field: 'name', header: 'Name', sortable: true },
    { field: 'minutes', header: 'Minutes', sortable: true },
    { field: 'tiers_count', header: 'Tiers' },
    { field: 'position', header: 'Position', sortable: true },
  ],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', hint: 'As the tab reads, e.g. “30 Minutes”.' },
      { name: 'minutes', label: 'Minutes per class', kind: 'number' },
      position,
    ],
    create: adminTierGroupCreateSchema,
    update: adminTierGroupUpdateSchema,
  },
  canDelete: true,
});

const tiers = defineResource<AdminTier>({
  resource: 'tiers',
  path: 'tiers',
  title: 'Tiers',
  singular: 'tier',
  description: 'Monthly plans: their price, description and the features each card lists.',
  label: (row) => `${row.group.name} ${row.name}`,
  defaultSort: 'position',
  searchHint: 'name or slug',
  filters: [{ name: 'group_id', label: 'Tier group', source: GROUP_OPTIONS }],
  columns: [
    { field: 'name', header: 'Name', sortable: true },
    { field: 'group.name', header: 'Group', sortable: true, sortField: 'group' },
    { field: 'price', header: 'Price', sortable: true, body: (row) => formatPrice(row.price) },
    { field: 'featured', header: 'Featured', body: (row) => <YesNo value={row.featured} /> },
    { field: 'features', header: 'Features', body: (row) => row.features.length },
    { field: 'position', header: 'Position', sortable: true },
  ],
  form: {
    fields: [
      { name: 'group_id', label: 'Tier group', kind: 'select', source: GROUP_OPTIONS },
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'slug', label: 'Slug', kind: 'text', slugFrom: 'name' },
      { name: 'price', label: 'Price per month', kind: 'price' },
      { name: 'description', label: 'Description', kind: 'textarea', optional: true },
      {
        name: 'features',
        label: 'Features',
        kind: 'lines',
        hint: 'One line each, in the order the card lists them.',
      },
      { name: 'featured', label: 'Featured (“Most popular”)', kind: 'checkbox' },
      position,
    ],
    create: adminTierCreateSchema,
    update: adminTierUpdateSchema,
  },
  canDelete: true,
});

const books = defineResource<AdminBook>({
  resource: 'books',
  path: 'books',
  title: 'Books',
  singular: 'book',
  description: 'Books learners buy, and the pages shown in their gallery.',
  label: (row) => row.title,
  defaultSort: '-created_at',
  searchHint: 'title',
  columns: [
    { field: 'thumbnail', header: 'Cover', body: (row) => <Thumbnail src={row.thumbnail} /> },
    { field: 'title', header: 'Title', sortable: true },
    { field: 'price', header: 'Price', sortable: true, body: (row) => formatPrice(row.price) },
    { field: 'media_count', header: 'Pages' },
    { field: 'owners_count', header: 'Owners' },
    { field: 'created_at', header: 'Added', sortable: true, body: when('created_at') },
  ],
  form: {
    fields: [
      { name: 'title', label: 'Title', kind: 'text', wide: true },
      { name: 'price', label: 'Price', kind: 'price' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'thumbnail', label: 'Cover', kind: 'image' },
    ],
    create: adminBookCreateSchema,
    update: adminBookUpdateSchema,
  },
  canDelete: true,
  extras: ({ row }) => (
    <Link
      to={`/admin/books/${row.id}/media`}
      className={smallButton}
      aria-label={`Pages of ${row.title}`}
    >
      Pages
    </Link>
  ),
});

export const bookMedia = defineResource<AdminBookMedia>({
  resource: 'book-media',
  path: 'book-media',
  title: 'Pages',
  singular: 'page',
  label: (row) => row.name,
  ordered: true,
  columns: [
    {
      field: 'url',
      header: 'Image',
      body: (row) => <Thumbnail src={row.url} />,
    },
    { field: 'name', header: 'Name' },
    { field: 'position', header: 'Position' },
  ],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', wide: true },
      { name: 'url', label: 'Image', kind: 'image' },
    ],
    create: adminBookMediaCreateSchema,
    update: adminBookMediaUpdateSchema,
  },
  canDelete: true,
});

// ---------- content ----------

const pages = defineResource<AdminPage>({
  resource: 'pages',
  path: 'pages',
  title: 'Pages',
  singular: 'page',
  description: 'The site’s fixed pages. Changes show on the site as soon as they are saved.',
  label: (row) => row.title,
  columns: [
    { field: 'title', header: 'Title' },
    {
      field: 'slug',
      header: 'Address',
      body: (row) => (
        <a href={`/${row.slug}`} className="text-primary underline">
          /{row.slug}
        </a>
      ),
    },
    { field: 'updated_at', header: 'Last changed', body: when('updated_at') },
  ],
  editPath: (row) => `/admin/pages/${row.id}`,
});

const testimonials = defineResource<AdminTestimonial>({
  resource: 'testimonials',
  path: 'testimonials',
  title: 'Testimonials',
  singular: 'testimonial',
  description: 'What families say, in the home page’s carousel.',
  label: (row) => row.name,
  defaultSort: 'position',
  searchHint: 'name or words',
  columns: [
    { field: 'name', header: 'Name', sortable: true },
    {
      field: 'testimonial',
      header: 'Testimonial',
      body: (row) => <Clipped text={row.testimonial} />,
      className: 'min-w-72',
    },
    { field: 'position', header: 'Position', sortable: true },
  ],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      position,
      { name: 'testimonial', label: 'Testimonial', kind: 'textarea' },
    ],
    create: adminTestimonialCreateSchema,
    update: adminTestimonialUpdateSchema,
  },
  canDelete: true,
});

const faqs = defineResource<AdminFaq>({
  resource: 'faqs',
  path: 'faqs',
  title: 'FAQs',
  singular: 'FAQ',
  description: 'Questions and answers on the home page, in this order.',
  label: (row) => row.question,
  ordered: true,
  columns: [
    { field: 'question', header: 'Question', className: 'min-w-56' },
    {
      field: 'answer',
      header: 'Answer',
      body: (row) => <Clipped text={row.answer} />,
      className: 'min-w-72',
    },
  ],
  form: {
    fields: [
      { name: 'question', label: 'Question', kind: 'text', wide: true },
      { name: 'answer', label: 'Answer', kind: 'textarea' },
    ],
    create: adminFaqCreateSchema,
    update: adminFaqUpdateSchema,
  },
  canDelete: true,
});

// ---------- learners ----------

/** A person's details: the New learner dialog and the learner's own screen. */
export const USER_FORM = {
  fields: [
    { name: 'firstName', label: 'First name', kind: 'text', autoComplete: 'off' },
    { name: 'lastName', label: 'Last name', kind: 'text', autoComplete: 'off' },
    { name: 'gender', label: 'Gender', kind: 'select', source: { options: GENDER_OPTIONS } },
    { name: 'age', label: 'Age', kind: 'number' },
    { name: 'phone', label: 'Phone', kind: 'tel' },
    { name: 'whatsapp', label: 'WhatsApp', kind: 'tel' },
    { name: 'country_id', label: 'Country', kind: 'select', source: COUNTRY_OPTIONS },
    {
      name: 'role',
      label: 'Role',
      kind: 'select',
      source: statusOptions(ROLES),
      initial: 'student',
      hint: 'Admins can open this back office.',
    },
    { name: 'email', label: 'Email', kind: 'email', wide: true },
    { name: 'password', label: 'Password', kind: 'password', only: 'create', wide: true },
    {
      name: 'password',
      label: 'New password',
      kind: 'password',
      only: 'edit',
      optional: true,
      wide: true,
      hint: 'Leave empty to keep the current one.',
    },
  ],
  create: adminUserCreateSchema,
  update: adminUserUpdateSchema,
} satisfies FormConfig;

export const users = defineResource<AdminUser>({
  resource: 'users',
  path: 'learners',
  title: 'Learners',
  singular: 'learner',
  description: 'Everyone with an account: learners and staff.',
  label: personName,
  defaultSort: '-created_at',
  searchHint: 'name, email or phone',
  filters: [{ name: 'role', label: 'Role', source: statusOptions(ROLES) }],
  columns: [
    { field: 'name', header: 'Name', body: personName, sortable: true, sortField: 'last_name' },
    { field: 'email', header: 'Email', sortable: true },
    {
      field: 'role',
      header: 'Role',
      sortable: true,
      body: (row) => <StatusTag status={row.role} />,
    },
    { field: 'country', header: 'Country', body: (row) => row.country ?? '—' },
    { field: 'subscriptions_count', header: 'Subscriptions' },
    { field: 'created_at', header: 'Joined', sortable: true, body: when('created_at') },
  ],
  form: USER_FORM,
  editPath: (row) => `/admin/learners/${row.id}`,
  editLabel: 'Open',
  canDelete: true,
});

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
    {
      name: 'progress',
      label: 'Progress (%)',
      kind: 'number',
      optional: true,
      only: 'edit',
    },
  ],
  create: adminSubscriptionCreateSchema,
  update: adminSubscriptionUpdateSchema,
} satisfies FormConfig;

export const subscriptions = defineResource<AdminSubscription>({
  resource: 'subscriptions',
  path: 'subscriptions',
  title: 'Subscriptions',
  singular: 'subscription',
  description: 'Who learns what, on which plan, until when.',
  label: (row) => `${personName(row.user)}, ${row.product.name}`,
  defaultSort: '-started_at',
  searchHint: 'learner, email or course',
  filters: [
    { name: 'status', label: 'Status', source: statusOptions(SUBSCRIPTION_STATUSES) },
    { name: 'user_id', label: 'Learner', source: LEARNER_OPTIONS },
  ],
  columns: [
    {
      field: 'user',
      header: 'Learner',
      sortable: true,
      body: (row) => (
        <Link to={`/admin/learners/${row.user_id}`} className="text-primary underline">
          {personName(row.user)}
        </Link>
      ),
    },
    { field: 'product.name', header: 'Course', sortable: true, sortField: 'product' },
    { field: 'tier.name', header: 'Tier' },
    { field: 'started_at', header: 'Starts', sortable: true, body: when('started_at') },
    { field: 'ended_at', header: 'Ends', sortable: true, body: when('ended_at') },
    { field: 'status', header: 'Status', body: (row) => <StatusTag status={row.status} /> },
    { field: 'schedules_count', header: 'Classes' },
  ],
  form: SUBSCRIPTION_FORM,
  canDelete: true,
  extras: SubscriptionExtras,
});

export const schedules = defineResource<AdminSchedule>({
  resource: 'schedules',
  path: 'schedules',
  title: 'Classes',
  singular: 'class',
  label: (row) => `${row.title}, ${formatWhen(row.started_at)}`,
  defaultSort: 'started_at',
  columns: [
    { field: 'title', header: 'Title', sortable: true, className: 'min-w-48' },
    {
      field: 'link',
      header: 'Link',
      body: (row) => (
        <a
          href={row.link}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary underline"
        >
          <Clipped text={row.link} length={30} />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    },
    { field: 'started_at', header: 'Starts', sortable: true, body: when('started_at') },
    { field: 'ended_at', header: 'Ends', body: when('ended_at') },
    { field: 'status', header: 'Status', body: (row) => <StatusTag status={row.status} /> },
  ],
  form: {
    fields: [
      { name: 'title', label: 'Title', kind: 'text', wide: true },
      { name: 'link', label: 'Class link', kind: 'url', wide: true, hint: 'https://…' },
      { name: 'started_at', label: 'Starts', kind: 'datetime' },
      { name: 'ended_at', label: 'Ends', kind: 'datetime' },
      {
        name: 'status',
        label: 'Status',
        kind: 'select',
        source: statusOptions(SCHEDULE_STATUSES),
        initial: 'active',
      },
    ],
    create: adminScheduleCreateSchema,
    update: adminScheduleUpdateSchema,
  },
  canDelete: true,
  extras: CancelClassButton,
});

const payments = defineResource<AdminPayment>({
  resource: 'payments',
  path: 'payments',
  title: 'Payments',
  singular: 'payment',
  description: 'Every payment started on the site, as the payment provider reported it.',
  label: (row) => `${row.item}, ${personName(row.user)}`,
  defaultSort: '-created_at',
  searchHint: 'learner, email, item or order number',
  filters: [{ name: 'status', label: 'Status', source: statusOptions(PAYMENT_STATUSES) }],
  columns: [
    { field: 'created_at', header: 'Started', sortable: true, body: when('created_at') },
    {
      field: 'user',
      header: 'Learner',
      body: (row) => (
        <Link to={`/admin/learners/${row.user_id}`} className="text-primary underline">
          {personName(row.user)}
        </Link>
      ),
    },
    { field: 'kind', header: 'Kind', body: (row) => (row.kind === 'course' ? 'Course' : 'Book') },
    { field: 'item', header: 'Item' },
    {
      field: 'amount',
      header: 'Amount',
      sortable: true,
      body: (row) =>
        row.currency.toUpperCase() === 'USD'
          ? formatPrice(row.amount)
          : `${row.amount.toFixed(2)} ${row.currency.toUpperCase()}`,
    },
    {
      field: 'status',
      header: 'Status',
      sortable: true,
      body: (row) => <StatusTag status={row.status} />,
    },
    { field: 'provider', header: 'Provider' },
    {
      field: 'provider_order_id',
      header: 'Order',
      body: (row) => <span className="font-mono text-xs">{row.provider_order_id ?? '—'}</span>,
    },
    { field: 'completed_at', header: 'Completed', sortable: true, body: when('completed_at') },
  ],
});

// ---------- leads ----------

const leadFields: FieldConfig[] = [
  { name: 'status', label: 'Status', kind: 'select', source: statusOptions(LEAD_STATUSES) },
  {
    name: 'notes',
    label: 'Notes',
    kind: 'textarea',
    hint: 'For the team: what was done, what is next.',
  },
];
const leadForm = { fields: leadFields, update: adminLeadUpdateSchema };
const leadFilter = [{ name: 'status', label: 'Status', source: statusOptions(LEAD_STATUSES) }];
const leadColumnsEnd = [
  {
    field: 'status',
    header: 'Status',
    body: (row: { status: string }) => <StatusTag status={row.status} />,
  },
  {
    field: 'notes',
    header: 'Notes',
    body: (row: { notes: string }) => (row.notes ? <Clipped text={row.notes} length={40} /> : '—'),
  },
  { field: 'created_at', header: 'Received', sortable: true, body: when('created_at') },
];

const demoRequests = defineResource<AdminDemoRequest>({
  resource: 'demo-requests',
  path: 'demo-requests',
  title: 'Demo requests',
  singular: 'demo request',
  description: 'Families who asked for a free demo class.',
  label: (row) => row.email,
  defaultSort: '-created_at',
  searchHint: 'email or notes',
  filters: leadFilter,
  columns: [{ field: 'email', header: 'Email', sortable: true }, ...leadColumnsEnd],
  form: leadForm,
  exportable: true,
  canDelete: true,
});

const jobApplications = defineResource<AdminJobApplication>({
  resource: 'job-applications',
  path: 'job-applications',
  title: 'Job applications',
  singular: 'job application',
  description: 'Tutors who want to teach with us.',
  label: (row) => row.email,
  defaultSort: '-created_at',
  searchHint: 'email or notes',
  filters: leadFilter,
  columns: [
    { field: 'email', header: 'Email', sortable: true },
    {
      field: 'resume',
      header: 'Résumé',
      body: (row) => (row.resume ? <Clipped text={row.resume.name} length={28} /> : '—'),
    },
    ...leadColumnsEnd,
  ],
  form: leadForm,
  exportable: true,
  canDelete: true,
  extras: ResumeButton,
});

const contactMessages = defineResource<AdminContactMessage>({
  resource: 'contact-messages',
  path: 'contact-messages',
  title: 'Contact messages',
  singular: 'contact message',
  description: 'Messages sent through the contact form.',
  label: (row) => `${personName(row)} (${row.email})`,
  defaultSort: '-created_at',
  searchHint: 'name, email, phone or message',
  filters: leadFilter,
  columns: [
    { field: 'name', header: 'Name', body: personName },
    { field: 'email', header: 'Email', sortable: true },
    {
      field: 'phone',
      header: 'Phone',
      body: (row) => (
        <span className="whitespace-nowrap">{`${row.phone_prefix} ${row.phone}`}</span>
      ),
    },
    {
      field: 'message',
      header: 'Message',
      body: (row) => <Clipped text={row.message} length={60} />,
      className: 'min-w-60',
    },
    ...leadColumnsEnd,
  ],
  form: {
    ...leadForm,
    intro: (row) => (
      <div className="rounded-lg border border-line bg-page p-4">
        <p className="text-sm text-muted">
          {personName(row)} · {row.email} · {row.phone_prefix} {row.phone} ·{' '}
          {formatWhen(row.created_at)}
        </p>
        <p className="mt-2 whitespace-pre-wrap">{row.message}</p>
      </div>
    ),
  },
  exportable: true,
  canDelete: true,
});

const newsletter = defineResource<AdminNewsletterSubscriber>({
  resource: 'newsletter-subscribers',
  path: 'newsletter',
  title: 'Newsletter',
  singular: 'subscriber',
  description: 'Addresses on the newsletter list. Staff can unsubscribe an address.',
  label: (row) => row.email,
  defaultSort: '-created_at',
  searchHint: 'email',
  filters: [{ name: 'status', label: 'Status', source: statusOptions(NEWSLETTER_STATUSES) }],
  columns: [
    { field: 'email', header: 'Email', sortable: true },
    { field: 'status', header: 'Status', body: (row) => <StatusTag status={row.status} /> },
    { field: 'created_at', header: 'Signed up', sortable: true, body: when('created_at') },
    { field: 'confirmed_at', header: 'Confirmed', body: when('confirmed_at') },
  ],
  exportable: true,
  canDelete: true,
  extras: UnsubscribeButton,
});

// ---------- system ----------

const outbox = defineResource<AdminOutbox>({
  resource: 'outbox',
  path: 'outbox',
  title: 'Mail outbox',
  singular: 'mail',
  description: 'Every e-mail the site sends, and whether it went. A failed one can be retried.',
  label: (row) => `${row.subject} to ${row.to}`,
  defaultSort: '-created_at',
  searchHint: 'address or subject',
  filters: [{ name: 'status', label: 'Status', source: statusOptions(OUTBOX_STATUSES) }],
  columns: [
    { field: 'created_at', header: 'Queued', sortable: true, body: when('created_at') },
    { field: 'to', header: 'To', sortable: true },
    {
      field: 'subject',
      header: 'Subject',
      body: (row) => <Clipped text={row.subject} length={50} />,
    },
    { field: 'status', header: 'Status', body: (row) => <StatusTag status={row.status} /> },
    { field: 'attempts', header: 'Attempts' },
    { field: 'sent_at', header: 'Sent', body: when('sent_at') },
    {
      field: 'last_error',
      header: 'Last error',
      body: (row) => (row.last_error ? <Clipped text={row.last_error} length={40} /> : '—'),
    },
  ],
  extras: MailExtras,
});

const auditLog = defineResource<AdminAudit>({
  resource: 'audit-log',
  path: 'audit-log',
  title: 'Audit log',
  singular: 'entry',
  description: 'Who changed what in this back office, and when.',
  label: (row) => `${row.action} ${row.entity} ${row.entity_id ?? ''}`.trim(),
  defaultSort: '-created_at',
  searchHint: 'action, entity or staff email',
  filters: [
    {
      name: 'entity',
      label: 'Record kind',
      source: {
        options: AUDIT_ENTITIES.map((entity) => ({
          value: entity,
          label: entity.replace(/_/g, ' '),
        })),
      },
    },
  ],
  columns: [
    { field: 'created_at', header: 'When', sortable: true, body: when('created_at') },
    { field: 'actor', header: 'By', body: (row) => row.actor?.email ?? 'The system' },
    { field: 'action', header: 'Action' },
    { field: 'entity', header: 'Record', body: (row) => row.entity.replace(/_/g, ' ') },
    { field: 'entity_id', header: 'Id', body: (row) => row.entity_id ?? '—' },
  ],
  extras: AuditDetails,
});

/** Every list screen, by its address under /admin/. */
export const RESOURCES: ResourceConfig[] = [
  categories,
  products,
  tierGroups,
  tiers,
  books,
  pages,
  testimonials,
  faqs,
  users,
  subscriptions,
  payments,
  demoRequests,
  jobApplications,
  contactMessages,
  newsletter,
  outbox,
  auditLog,
];

export const resourceByPath = (path: string | undefined) =>
  RESOURCES.find((config) => config.path === path);
