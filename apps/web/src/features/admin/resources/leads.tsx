import {
  adminLeadUpdateSchema,
  LEAD_STATUSES,
  type AdminContactMessage,
  type AdminDemoRequest,
  type AdminJobApplication,
} from '@iqra/contracts';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { zoneName } from '../components/fields/time-zone-select.tsx';
import { Clipped, StatusTag } from '../components/parts.tsx';
import { ResumeButton } from '../components/row-actions.tsx';
import { defineResource, type FieldConfig, type Notify } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { personName } from '../utils/names.ts';
import { statusColumn, when, whenColumn } from './columns.tsx';
import { statusOptions } from './options.ts';
import { BookTrialButton, InviteAsTutorButton } from './teaching-actions.tsx';

// What the site's forms send us. Staff follow each up the same way: a status and notes.

const leadFields: FieldConfig[] = [
  { name: 'status', label: msg`Status`, kind: 'select', source: statusOptions(LEAD_STATUSES) },
  {
    name: 'notes',
    label: msg`Notes`,
    kind: 'textarea',
    hint: msg`For the team: what was done, what is next.`,
  },
];
const leadForm = { fields: leadFields, update: adminLeadUpdateSchema };
const leadFilter = [{ name: 'status', label: msg`Status`, source: statusOptions(LEAD_STATUSES) }];
const leadColumnsEnd = [
  statusColumn(),
  {
    field: 'notes',
    header: msg`Notes`,
    body: (row: { notes: string }) => (row.notes ? <Clipped text={row.notes} length={40} /> : '—'),
  },
  whenColumn('created_at' as const, msg`Received`, true),
];

/** When the family would like their trial, on the staff's clock, with the family's zone. */
function PreferredTime(row: AdminDemoRequest) {
  if (!row.preferred_at) return '—';
  return (
    <span className="flex flex-col">
      {when('preferred_at' as const)(row)}
      {row.time_zone && <small className="text-muted">{zoneName(row.time_zone)}</small>}
    </span>
  );
}

/** The request's trial class: where it stands, when, and with whom. */
function Trial(row: AdminDemoRequest) {
  if (!row.trial) return '—';
  const starts = when('starts_at' as const)(row.trial);
  const tutor = row.trial.tutor;
  return (
    <span className="flex flex-col items-start gap-1">
      <StatusTag status={row.trial.state} />
      <small className="text-muted">
        <Trans>
          {starts} with <bdi>{tutor}</bdi>
        </Trans>
      </small>
    </span>
  );
}

export const demoRequests = defineResource<AdminDemoRequest>({
  ...SCREENS.demoRequests,
  resource: 'demo-requests',
  singular: msg`demo request`,
  label: (row) => row.email,
  defaultSort: '-created_at' as const,
  searchHint: msg`email or notes`,
  filters: leadFilter,
  columns: [
    { field: 'email', header: msg`Email`, sortable: true },
    { field: 'preferred_at' as const, header: msg`Preferred time`, body: PreferredTime },
    { field: 'trial', header: msg`Trial`, body: Trial, className: 'min-w-40' },
    ...leadColumnsEnd,
  ],
  form: leadForm,
  exportable: true,
  canDelete: true,
  extras: BookTrialButton,
});

/** An application's résumé, and the tutor account staff make when they take the applicant on. */
function JobApplicationExtras(props: { row: AdminJobApplication; notify: Notify }) {
  return (
    <>
      <ResumeButton {...props} />
      <InviteAsTutorButton {...props} />
    </>
  );
}

export const jobApplications = defineResource<AdminJobApplication>({
  ...SCREENS.jobApplications,
  resource: 'job-applications',
  singular: msg`job application`,
  label: (row) => row.email,
  defaultSort: '-created_at' as const,
  searchHint: msg`email or notes`,
  filters: leadFilter,
  columns: [
    { field: 'email', header: msg`Email`, sortable: true },
    {
      field: 'resume',
      header: msg`Résumé`,
      body: (row) => (row.resume ? <Clipped text={row.resume.name} length={28} /> : '—'),
    },
    ...leadColumnsEnd,
  ],
  form: leadForm,
  exportable: true,
  canDelete: true,
  extras: JobApplicationExtras,
});

export const contactMessages = defineResource<AdminContactMessage>({
  ...SCREENS.contactMessages,
  resource: 'contact-messages',
  singular: msg`contact message`,
  label: (row) => `${personName(row)} (${row.email})`,
  defaultSort: '-created_at' as const,
  searchHint: msg`name, email, phone or message`,
  filters: leadFilter,
  columns: [
    { field: 'name', header: msg`Name`, body: personName },
    { field: 'email', header: msg`Email`, sortable: true },
    {
      field: 'phone',
      header: msg`Phone`,
      body: (row) => (
        <span className="whitespace-nowrap">{`${row.phone_prefix} ${row.phone}`}</span>
      ),
    },
    {
      field: 'message',
      header: msg`Message`,
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
          {when('created_at' as const)(row)}
        </p>
        <p className="mt-2 whitespace-pre-wrap">{row.message}</p>
      </div>
    ),
  },
  exportable: true,
  canDelete: true,
});
