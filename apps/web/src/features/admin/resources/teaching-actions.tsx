import {
  adminTutorCreateSchema,
  ATTENDANCE,
  ATTENDANCE_LABELS,
  makeupBookingSchema,
  recordClassSchema,
  trialBookingSchema,
  type AdminDemoRequest,
  type AdminJobApplication,
  type AdminTutor,
  type Attendance,
  type MakeupCredit,
  type TutorClass,
} from '@iqra/contracts';
import { Link } from 'react-router';
import { useSaveRecord } from '../api/mutations.ts';
import { useBookMakeup, useBookTrial, useRecordClass } from '../api/teaching.ts';
import { ActionDialogButton } from '../components/action-dialog.tsx';
import { TIME_ZONE_OPTIONS } from '../components/fields/time-zone-select.tsx';
import type { FieldConfig, Notify } from '../components/resource-config.ts';
import { smallButton } from '../components/ui.ts';
import { formatWhen } from '../utils/datetime.ts';
import { personName } from '../utils/names.ts';
import { TUTOR_OPTIONS } from './options.ts';
import { TUTOR_FIELDS } from './tutor-fields.ts';

// What staff do to one class, credit, tutor or request from a teaching list's rows.

type Props<Row> = { row: Row; notify: Notify };

/** Who a class is with: the learner, or a trial's family by their address. */
export const classWith = (item: TutorClass) => item.learner?.name ?? item.trial_email ?? '—';

/** A tutor's classes, a week at a time on their clock. */
export function TutorWeekLink({ row }: Props<AdminTutor>) {
  return (
    <Link
      to={`/admin/tutors/${row.id}/week`}
      className={smallButton}
      aria-label={`Week of ${personName(row)}`}
    >
      Week
    </Link>
  );
}

const MAKEUP_FIELDS: FieldConfig[] = [
  { name: 'starts_at', label: 'Starts', kind: 'datetime' },
  {
    name: 'tutor_id',
    label: 'Tutor',
    kind: 'select',
    source: TUTOR_OPTIONS,
    optional: true,
    hint: 'Left empty: the tutor of the class it replaces.',
  },
];

/** An open credit is booked as a make-up class, with its tutor or another. */
export function BookMakeupButton({ row, notify }: Props<MakeupCredit>) {
  const book = useBookMakeup();
  if (row.state !== 'open') return null;
  return (
    <ActionDialogButton
      label="Book"
      accessibleName={`Book a make-up class for ${row.learner.name}, ${row.course}`}
      title="Book a make-up class"
      fields={MAKEUP_FIELDS}
      schema={makeupBookingSchema}
      submitLabel="Book make-up class"
      intro={
        <p className="text-muted">
          {row.learner.name} · {row.course} · replaces the class of{' '}
          {formatWhen(row.class_starts_at)}; to take place before {formatWhen(row.expires_at)}.
        </p>
      }
      notify={notify}
      run={async (values) => {
        const answer = await book.mutateAsync({ id: row.id, values });
        return `Make-up class booked for ${row.learner.name} on ${formatWhen(answer.data.used_starts_at)}.`;
      }}
    />
  );
}

const trialFields = (row: AdminDemoRequest): FieldConfig[] => [
  { name: 'tutor_id', label: 'Tutor', kind: 'select', source: TUTOR_OPTIONS },
  {
    name: 'starts_at',
    label: 'Starts',
    kind: 'datetime',
    initial: row.preferred_at ?? undefined,
  },
  { name: 'minutes', label: 'Length (minutes)', kind: 'number', initial: 30 },
  {
    name: 'time_zone',
    label: 'Family’s time zone',
    kind: 'select',
    source: TIME_ZONE_OPTIONS,
    optional: true,
    initial: row.time_zone ?? undefined,
    hint: 'Their e-mail gives the time on this clock.',
  },
];

/** A free trial class for a family who asked for one: none booked yet, or the last cancelled. */
export function BookTrialButton({ row, notify }: Props<AdminDemoRequest>) {
  const book = useBookTrial();
  if (row.trial && row.trial.state !== 'cancelled') return null;
  return (
    <ActionDialogButton
      label="Book trial"
      accessibleName={`Book trial for ${row.email}`}
      title="Book a trial class"
      fields={trialFields(row)}
      schema={trialBookingSchema}
      submitLabel="Book trial class"
      intro={
        <p className="text-muted">
          For {row.email}
          {row.preferred_at ? `, who would like ${formatWhen(row.preferred_at)}` : ''}.
        </p>
      }
      notify={notify}
      run={async (values) => {
        const answer = await book.mutateAsync({ id: row.id, values });
        return `Trial class booked for ${row.email} on ${formatWhen(answer.data.starts_at)}.`;
      }}
    />
  );
}

const RECORD_FIELDS: FieldConfig[] = [
  {
    name: 'attendance',
    label: 'Attendance',
    kind: 'radio',
    source: {
      options: ATTENDANCE.map((value) => ({ value, label: ATTENDANCE_LABELS[value] })),
    },
    hint: 'Tutor absent gives the learner a make-up class.',
  },
  {
    name: 'note',
    label: 'Note',
    kind: 'textarea',
    optional: true,
    hint: 'What was covered, for the learner’s record.',
  },
];

/** Attendance and a note for a class that took place and nobody recorded. */
export function RecordClassButton({ row, notify }: Props<TutorClass>) {
  const record = useRecordClass();
  const name = `${classWith(row)}, ${formatWhen(row.starts_at)}`;
  return (
    <ActionDialogButton
      label="Record"
      accessibleName={`Record the class of ${name}`}
      title="Record a class"
      fields={RECORD_FIELDS}
      schema={recordClassSchema}
      submitLabel="Record class"
      intro={
        <p className="text-muted">
          {row.course ?? row.title} with {classWith(row)} · {formatWhen(row.starts_at)}
        </p>
      }
      notify={notify}
      run={async (values) => {
        await record.mutateAsync({ id: row.id, values });
        const attendance = ATTENDANCE_LABELS[values.attendance as Attendance];
        return `Recorded the class of ${name}: ${attendance}.`;
      }}
    />
  );
}

/** An applicant who will teach: their tutor account, the address taken from the application. */
export function InviteAsTutorButton({ row, notify }: Props<AdminJobApplication>) {
  const save = useSaveRecord<AdminTutor>('tutors');
  const fields = TUTOR_FIELDS.filter((field) => field.only !== 'edit').map((field) =>
    field.name === 'email' ? { ...field, initial: row.email } : field,
  );
  return (
    <ActionDialogButton
      label="Invite as tutor"
      accessibleName={`Invite as tutor: ${row.email}`}
      title="Invite as tutor"
      fields={fields}
      schema={adminTutorCreateSchema}
      submitLabel="Create tutor"
      intro={
        <p className="text-muted">
          A tutor account for this applicant; they are mailed a link to choose a password.
        </p>
      }
      notify={notify}
      run={async (values) => {
        await save.mutateAsync({ values });
        return `Invitation sent to ${String(values.email)}.`;
      }}
    />
  );
}
