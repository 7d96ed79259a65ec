import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  GENDER_LABELS,
  ROLES,
  type AdminUser,
} from '@iqra/contracts';
import { defineResource, type FormConfig, type Option } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { personName } from '../utils/names.ts';
import { tagColumn, whenColumn } from './columns.tsx';
import { COUNTRY_OPTIONS, statusOptions } from './options.ts';

// The back office's selects carry strings; the labels are the sign-up form's.
export const GENDER_OPTIONS: readonly Option[] = GENDER_LABELS.map(({ value, label }) => ({
  value: String(value),
  label,
}));

/** A person's details: the New learner dialog and the learner's own screen. */
export const USER_FORM = {
  fields: [
    { name: 'firstName', label: 'First name', kind: 'text', autoComplete: 'off' },
    // Optional here: left empty, a field is not sent (a new account is still refused without
    // it), so the details of a child a parent added (no last name, age, phone, country or
    // e-mail of their own) can be edited too.
    { name: 'lastName', label: 'Last name', kind: 'text', autoComplete: 'off', optional: true },
    { name: 'gender', label: 'Gender', kind: 'select', source: { options: GENDER_OPTIONS } },
    { name: 'age', label: 'Age', kind: 'number', optional: true },
    { name: 'phone', label: 'Phone', kind: 'tel', optional: true },
    { name: 'whatsapp', label: 'WhatsApp', kind: 'tel', optional: true },
    {
      name: 'country_id',
      label: 'Country',
      kind: 'select',
      source: COUNTRY_OPTIONS,
      optional: true,
    },
    {
      name: 'role',
      label: 'Role',
      kind: 'select',
      source: statusOptions(ROLES),
      initial: 'student',
      hint: 'Admins can open this back office.',
    },
    { name: 'email', label: 'Email', kind: 'email', wide: true, optional: true },
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

/** Everyone with an account (`users` to the API); each opens on a screen of their own. */
export const learners = defineResource<AdminUser>({
  ...SCREENS.learners,
  resource: 'users',
  singular: 'learner',
  label: personName,
  defaultSort: '-created_at',
  searchHint: 'name, email or phone',
  filters: [{ name: 'role', label: 'Role', source: statusOptions(ROLES) }],
  columns: [
    { field: 'name', header: 'Name', body: personName, sortable: true, sortField: 'last_name' },
    { field: 'email', header: 'Email', sortable: true },
    tagColumn('role', 'Role', true),
    { field: 'country', header: 'Country', body: (row) => row.country ?? '—' },
    { field: 'subscriptions_count', header: 'Subscriptions' },
    whenColumn('created_at', 'Joined', true),
  ],
  form: USER_FORM,
  editPath: (row) => `/admin/learners/${row.id}`,
  editLabel: 'Open',
  canDelete: true,
});
