import {
  adminTutorCreateSchema,
  ATTENDANCE,
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
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useSaveRecord } from '../api/mutations.ts';
import { useBookMakeup, useBookTrial, useRecordClass } from '../api/teaching.ts';
import { ActionDialogButton } from '../components/action-dialog.tsx';
import { TIME_ZONE_OPTIONS } from '../components/fields/time-zone-select.tsx';
import type { FieldConfig, Notify } from '../components/resource-config.ts';
import { smallButton } from '../components/ui.ts';
import { useWhen } from '../components/list/use-when.ts';
import { personName } from '../utils/names.ts';
import { TUTOR_OPTIONS } from './options.ts';
import { TUTOR_FIELDS } from './tutor-fields.ts';
import { ATTENDANCE_NAMES } from '../../../components/classes/class-status.ts';

// What staff do to one class, credit, tutor or request from a teaching list's rows.

type Props<Row> = { row: Row; notify: Notify };

/** Who a class is with: the learner, or a trial's family by their address. */
export const classWith = (item: TutorClass) => item.learner?.name ?? item.trial_email ?? '—';

/** A tutor's classes, a week at a time on their clock. */
export function TutorWeekLink({ row }: Props<AdminTutor>) {
  const { t } = useLingui();
  const name = personName(row);
  return (
    <Link
      to={`/admin/tutors/${row.id}/week`}
      className={smallButton}
      aria-label={t`Week of ${name}`}
    >
      <Trans>Week</Trans>
    </Link>
  );
}

const MAKEUP_FIELDS: FieldConfig[] = [
  { name: 'starts_at' as const, label: msg`Starts`, kind: 'datetime' },
  {
    name: 'tutor_id' as const,
    label: msg`Tutor`,
    kind: 'select',
    source: TUTOR_OPTIONS,
    optional: true,
    hint: msg`Left empty: the tutor of the class it replaces.`,
  },
];

/** An open credit is booked as a make-up class, with its tutor or another. */
export function BookMakeupButton({ row, notify }: Props<MakeupCredit>) {
  const { t } = useLingui();
  const showWhen = useWhen();
  const book = useBookMakeup();
  if (row.state !== 'open') return null;
  const learner = row.learner.name;
  const course = row.course;
  const missed = showWhen(row.class_starts_at);
  const expires = showWhen(row.expires_at);
  return (
    <ActionDialogButton
      label={t`Book`}
      accessibleName={t`Book a make-up class for ${learner}, ${course}`}
      title={t`Book a make-up class`}
      fields={MAKEUP_FIELDS}
      schema={makeupBookingSchema}
      submitLabel={t`Book make-up class`}
      intro={
        <p className="text-muted">
          <Trans>
            <bdi>{learner}</bdi> · <bdi>{course}</bdi> · replaces the class of <bdi>{missed}</bdi>;
            to take place before <bdi>{expires}</bdi>.
          </Trans>
        </p>
      }
      notify={notify}
      run={async (values) => {
        const answer = await book.mutateAsync({ id: row.id, values });
        const when = showWhen(answer.data.used_starts_at);
        return t`Make-up class booked for ${learner} on ${when}.`;
      }}
    />
  );
}

const trialFields = (row: AdminDemoRequest): FieldConfig[] => [
  { name: 'tutor_id' as const, label: msg`Tutor`, kind: 'select', source: TUTOR_OPTIONS },
  {
    name: 'starts_at' as const,
    label: msg`Starts`,
    kind: 'datetime',
    initial: row.preferred_at ?? undefined,
  },
  { name: 'minutes', label: msg`Length (minutes)`, kind: 'number', initial: 30 },
  {
    name: 'time_zone' as const,
    label: msg`Family’s time zone`,
    kind: 'select',
    source: TIME_ZONE_OPTIONS,
    optional: true,
    initial: row.time_zone ?? undefined,
    hint: msg`Their e-mail gives the time on this clock.`,
  },
];

/** A free trial class for a family who asked for one: none booked yet, or the last cancelled. */
export function BookTrialButton({ row, notify }: Props<AdminDemoRequest>) {
  const { t } = useLingui();
  const showWhen = useWhen();
  const book = useBookTrial();
  if (row.trial && row.trial.state !== 'cancelled') return null;
  const email = row.email;
  const preferred = row.preferred_at ? showWhen(row.preferred_at) : undefined;
  return (
    <ActionDialogButton
      label={t`Book trial`}
      accessibleName={t`Book trial for ${email}`}
      title={t`Book a trial class`}
      fields={trialFields(row)}
      schema={trialBookingSchema}
      submitLabel={t`Book trial class`}
      intro={
        <p className="text-muted">
          {preferred ? (
            <Trans>
              For <bdi>{email}</bdi>, who would like <bdi>{preferred}</bdi>.
            </Trans>
          ) : (
            <Trans>
              For <bdi>{email}</bdi>.
            </Trans>
          )}
        </p>
      }
      notify={notify}
      run={async (values) => {
        const answer = await book.mutateAsync({ id: row.id, values });
        const when = showWhen(answer.data.starts_at);
        return t`Trial class booked for ${email} on ${when}.`;
      }}
    />
  );
}

const RECORD_FIELDS: FieldConfig[] = [
  {
    name: 'attendance',
    label: msg`Attendance`,
    kind: 'radio',
    source: {
      options: ATTENDANCE.map((value) => ({ value, label: ATTENDANCE_NAMES[value] })),
    },
    hint: msg`Tutor absent gives the learner a make-up class.`,
  },
  {
    name: 'note',
    label: msg`Note`,
    kind: 'textarea',
    optional: true,
    hint: msg`What was covered, for the learner’s record.`,
  },
];

/** Attendance and a note for a class that took place and nobody recorded. */
export function RecordClassButton({ row, notify }: Props<TutorClass>) {
  const { i18n, t } = useLingui();
  const showWhen = useWhen();
  const record = useRecordClass();
  const who = classWith(row);
  const when = showWhen(row.starts_at);
  const name = `${who}, ${when}`;
  const course = row.course ?? row.title;
  return (
    <ActionDialogButton
      label={t`Record`}
      accessibleName={t`Record the class of ${name}`}
      title={t`Record a class`}
      fields={RECORD_FIELDS}
      schema={recordClassSchema}
      submitLabel={t`Record class`}
      intro={
        <p className="text-muted">
          <Trans>
            <bdi>{course}</bdi> with <bdi>{who}</bdi> · <bdi>{when}</bdi>
          </Trans>
        </p>
      }
      notify={notify}
      run={async (values) => {
        await record.mutateAsync({ id: row.id, values });
        const attendance = i18n._(ATTENDANCE_NAMES[values.attendance as Attendance]);
        return t`Recorded the class of ${name}: ${attendance}.`;
      }}
    />
  );
}

/** An applicant who will teach: their tutor account, the address taken from the application. */
export function InviteAsTutorButton({ row, notify }: Props<AdminJobApplication>) {
  const { t } = useLingui();
  const save = useSaveRecord<AdminTutor>('tutors');
  const email = row.email;
  const fields = TUTOR_FIELDS.filter((field) => field.only !== 'edit').map((field) =>
    field.name === 'email' ? { ...field, initial: row.email } : field,
  );
  return (
    <ActionDialogButton
      label={t`Invite as tutor`}
      accessibleName={t`Invite as tutor: ${email}`}
      title={t`Invite as tutor`}
      fields={fields}
      schema={adminTutorCreateSchema}
      submitLabel={t`Create tutor`}
      intro={
        <p className="text-muted">
          <Trans>
            A tutor account for this applicant; they are mailed a link to choose a password.
          </Trans>
        </p>
      }
      notify={notify}
      run={async (values) => {
        await save.mutateAsync({ values });
        const invited = String(values.email);
        return t`Invitation sent to ${invited}.`;
      }}
    />
  );
}
