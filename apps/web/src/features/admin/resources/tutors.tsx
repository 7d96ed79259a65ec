import {
  adminTutorCreateSchema,
  adminTutorUpdateSchema,
  GENDER_LABELS,
  type AdminTutor,
} from '@iqra/contracts';
import { zoneName } from '../components/fields/time-zone-select.tsx';
import { StatusTag, YesNo } from '../components/parts.tsx';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { personName } from '../utils/names.ts';
import { TutorWeekLink } from './teaching-actions.tsx';
import { TUTOR_FIELDS } from './tutor-fields.ts';

const genderLabel = (code: number) =>
  GENDER_LABELS.find((gender) => gender.value === code)?.label ?? '—';

/** Tutors: accounts invited to choose a password, with a teaching profile. */
export const tutors = defineResource<AdminTutor>({
  ...SCREENS.tutors,
  resource: 'tutors',
  singular: 'tutor',
  label: personName,
  defaultSort: 'name',
  searchHint: 'name, email or bio',
  filters: [
    {
      name: 'active',
      label: 'Active',
      source: {
        options: [
          { value: 'true', label: 'Yes' },
          { value: 'false', label: 'No' },
        ],
      },
    },
    {
      name: 'gender',
      label: 'Gender',
      source: {
        options: [
          { value: '1', label: 'Male' },
          { value: '2', label: 'Female' },
        ],
      },
    },
  ],
  columns: [
    {
      field: 'name',
      header: 'Name',
      sortable: true,
      body: (row) => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-semibold">{personName(row)}</span>
          {row.invitation_pending && <StatusTag status="invitation pending" />}
        </span>
      ),
      className: 'min-w-48',
    },
    { field: 'email', header: 'Email', sortable: true },
    { field: 'gender', header: 'Gender', body: (row) => genderLabel(row.gender) },
    {
      field: 'time_zone',
      header: 'Time zone',
      body: (row) => <span className="whitespace-nowrap">{zoneName(row.time_zone)}</span>,
    },
    {
      field: 'languages',
      header: 'Languages',
      body: (row) => row.languages.join(', ') || '—',
    },
    { field: 'active', header: 'Active', body: (row) => <YesNo value={row.active} /> },
  ],
  form: {
    fields: TUTOR_FIELDS,
    create: adminTutorCreateSchema,
    update: adminTutorUpdateSchema,
    created: (values) => `Invitation sent to ${String(values.email)}.`,
  },
  extras: TutorWeekLink,
});
