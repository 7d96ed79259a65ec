import { adminTutorCreateSchema, adminTutorUpdateSchema, type AdminTutor } from '@iqra/contracts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { zoneName } from '../components/fields/time-zone-select.tsx';
import { StatusTag, YesNo } from '../components/parts.tsx';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { personName } from '../utils/names.ts';
import { TutorWeekLink } from './teaching-actions.tsx';
import { GENDER_NAMES, type Gender } from '../../../components/gender-names.ts';
import { TUTOR_FIELDS } from './tutor-fields.ts';

function GenderWord({ code }: { code: number }) {
  const { i18n } = useLingui();
  const word = Object.hasOwn(GENDER_NAMES, code) ? GENDER_NAMES[code as Gender] : undefined;
  return word ? i18n._(word) : '—';
}

/** Tutors: accounts invited to choose a password, with a teaching profile. */
export const tutors = defineResource<AdminTutor>({
  ...SCREENS.tutors,
  resource: 'tutors',
  singular: msg`tutor`,
  label: personName,
  defaultSort: 'name',
  searchHint: msg`name, email or bio`,
  filters: [
    {
      name: 'active',
      label: msg`Active`,
      source: {
        options: [
          { value: 'true', label: msg`Yes` },
          { value: 'false', label: msg`No` },
        ],
      },
    },
    {
      name: 'gender',
      label: msg`Gender`,
      source: {
        options: [
          { value: '1', label: GENDER_NAMES[1] },
          { value: '2', label: GENDER_NAMES[2] },
        ],
      },
    },
  ],
  columns: [
    {
      field: 'name',
      header: msg`Name`,
      sortable: true,
      body: (row) => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-semibold">{personName(row)}</span>
          {row.invitation_pending && <StatusTag status={'invitation pending' as const} />}
        </span>
      ),
      className: 'min-w-48',
    },
    { field: 'email', header: msg`Email`, sortable: true },
    { field: 'gender', header: msg`Gender`, body: (row) => <GenderWord code={row.gender} /> },
    {
      field: 'time_zone' as const,
      header: msg`Time zone`,
      body: (row) => <span className="whitespace-nowrap">{zoneName(row.time_zone)}</span>,
    },
    {
      field: 'languages',
      header: msg`Languages`,
      body: (row) => row.languages.join(', ') || '—',
    },
    { field: 'active', header: msg`Active`, body: (row) => <YesNo value={row.active} /> },
  ],
  form: {
    fields: TUTOR_FIELDS,
    create: adminTutorCreateSchema,
    update: adminTutorUpdateSchema,
    created: (values) => {
      const invited = String(values.email);
      return msg`Invitation sent to ${invited}.`;
    },
  },
  extras: TutorWeekLink,
});
