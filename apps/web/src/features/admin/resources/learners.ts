import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  GENDER_LABELS,
  ROLES,
  type AdminUser,
} from '@iqra/contracts';
import { msg } from '@lingui/core/macro';
import { GENDER_NAMES } from '../../../components/gender-names.ts';
import { defineResource, type FormConfig, type Option } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { personName } from '../utils/names.ts';
import { tagColumn, whenColumn } from './columns.tsx';
import { COUNTRY_OPTIONS, statusOptions } from './options.ts';

// The back office's selects carry strings; the labels are the sign-up form's.
export const GENDER_OPTIONS: readonly Option[] = GENDER_LABELS.map(({ value }) => ({
  value: String(value),
  label: GENDER_NAMES[value],
}));

/** A person's details: the New learner dialog and the learner's own screen. */
export const USER_FORM = {
  fields: [
    { name: 'firstName' as const, label: msg`First name`, kind: 'text', autoComplete: 'off' },
    // Optional here: left empty, a field is not sent (a new account is still refused without
    // it), so the details of a child a parent added (no last name, age, phone, country or
    // e-mail of their own) can be edited too.
    {
      name: 'lastName' as const,
      label: msg`Last name`,
      kind: 'text',
      autoComplete: 'off',
      optional: true,
    },
    { name: 'gender', label: msg`Gender`, kind: 'select', source: { options: GENDER_OPTIONS } },
    {
      name: 'same_gender_tutor' as const,
      label: msg`Tutor of the learner’s gender`,
      kind: 'checkbox',
      hint: msg`The family asked for one: a substitute of another gender does not take their classes.`,
    },
    { name: 'age', label: msg`Age`, kind: 'number', optional: true },
    { name: 'phone', label: msg`Phone`, kind: 'tel', optional: true },
    { name: 'whatsapp', label: msg`WhatsApp`, kind: 'tel', optional: true },
    {
      name: 'country_id' as const,
      label: msg`Country`,
      kind: 'select',
      source: COUNTRY_OPTIONS,
      optional: true,
    },
    {
      name: 'role',
      label: msg`Role`,
      kind: 'select',
      source: statusOptions(ROLES),
      initial: 'student',
      hint: msg`Admins can open this back office.`,
    },
    { name: 'email', label: msg`Email`, kind: 'email', wide: true, optional: true },
    { name: 'password', label: msg`Password`, kind: 'password', only: 'create', wide: true },
    {
      name: 'password',
      label: msg`New password`,
      kind: 'password',
      only: 'edit',
      optional: true,
      wide: true,
      hint: msg`Leave empty to keep the current one.`,
    },
  ],
  create: adminUserCreateSchema,
  update: adminUserUpdateSchema,
} satisfies FormConfig;

/** Everyone with an account (`users` to the API); each opens on a screen of their own. */
export const learners = defineResource<AdminUser>({
  ...SCREENS.learners,
  resource: 'users',
  singular: msg`learner`,
  label: personName,
  defaultSort: '-created_at' as const,
  searchHint: msg`name, email or phone`,
  filters: [{ name: 'role', label: msg`Role`, source: statusOptions(ROLES) }],
  columns: [
    {
      field: 'name',
      header: msg`Name`,
      body: personName,
      sortable: true,
      sortField: 'last_name' as const,
    },
    { field: 'email', header: msg`Email`, sortable: true },
    tagColumn('role', msg`Role`, true),
    { field: 'country', header: msg`Country`, body: (row) => row.country ?? '—' },
    { field: 'subscriptions_count' as const, header: msg`Subscriptions` },
    whenColumn('created_at' as const, msg`Joined`, true),
  ],
  form: USER_FORM,
  editPath: (row) => `/admin/learners/${row.id}`,
  editVerb: 'open',
  canDelete: true,
});
