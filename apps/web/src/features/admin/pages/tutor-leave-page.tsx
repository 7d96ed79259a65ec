import {
  adminLeaveCreateSchema,
  type AdminTutor,
  type LeaveClass,
  type TutorLeave,
} from '@iqra/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { ErrorBanner, FieldErrorText } from '../../../components/form-field.tsx';
import { GENDER_NAMES, type Gender } from '../../../components/gender-names.ts';
import { LeaveDays } from '../../../components/leave/leave-days.tsx';
import { LEAVE_OUTCOME_NAMES, LEAVE_STATUS_NAMES } from '../../../components/leave/leave-words.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { readServerErrors } from '../../../lib/server-errors.ts';
import { useOptionRows } from '../api/queries.ts';
import {
  useApproveLeave,
  useDecideLeave,
  useEnterLeave,
  useLeavePreview,
  useTutorLeaves,
} from '../api/tutor-leave.ts';
import { AdminDialog } from '../components/dialogs.tsx';
import { ResourceForm } from '../components/form/resource-form.tsx';
import { reportTo, SuccessStatus } from '../components/notice.tsx';
import { FormCard } from '../components/parts.tsx';
import type { FieldConfig, Notify } from '../components/resource-config.ts';
import { useScreenState } from '../components/screen-state.ts';
import { Table, type TableColumn } from '../components/table.tsx';
import { smallButton, smallPrimaryButton } from '../components/ui.ts';
import { SCREENS } from '../menu.ts';
import { ACTIVE_TUTORS_PATH, TUTOR_OPTIONS, tutorLabel } from '../resources/options.ts';
import { formatWhen } from '../utils/datetime.ts';

// Tutors' leave (decision 049): waiting first; staff approve one with a substitute (the classes
// that would stay uncovered shown before they decide), refuse it, withdraw it before it
// begins, or enter leave for a tutor. Days are the tutor's calendar's, shown as dates.

const enterFields = (i18n: I18n): FieldConfig[] => [
  { name: 'tutor_id', label: i18n._(msg`Tutor`), kind: 'select', source: TUTOR_OPTIONS },
  { name: 'starts_on', label: i18n._(msg`First day`), kind: 'text', hint: i18n._(msg`YYYY-MM-DD`) },
  { name: 'ends_on', label: i18n._(msg`Last day`), kind: 'text', hint: i18n._(msg`YYYY-MM-DD`) },
  { name: 'reason', label: i18n._(msg`Reason`), kind: 'textarea', wide: true, optional: true },
];

/** One class of the leave's days, with what approving would do to it. */
function PreviewRow({ item }: { item: LeaveClass }) {
  const { i18n } = useLingui();
  const { tag } = useFormat();
  const uncovered = item.outcome !== 'substitute';
  return (
    <li className="flex flex-wrap justify-between gap-x-4 py-2">
      <span>
        <time dateTime={item.starts_at}>{formatWhen(item.starts_at, tag)}</time> ·{' '}
        <bdi>{item.learner}</bdi> · <bdi>{item.course}</bdi>
      </span>
      <span className={uncovered ? 'text-danger' : 'text-success'}>
        {i18n._(LEAVE_OUTCOME_NAMES[item.outcome])}
      </span>
    </li>
  );
}

/** Approve a leave: choose a substitute among the active tutors, see what stays uncovered. */
function ApproveLeaveButton({ leave, notify }: { leave: TutorLeave; notify: Notify }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [substitute, setSubstitute] = useState<number | null>(null);
  const tutors = useOptionRows(ACTIVE_TUTORS_PATH, open);
  const preview = useLeavePreview(leave.id, substitute, open);
  const approve = useApproveLeave();
  const tutorName = leave.tutor.name;
  const candidates = ((tutors.data?.data ?? []) as unknown as AdminTutor[]).filter(
    (tutor) => tutor.id !== leave.tutor.id,
  );
  const refused = approve.error ? readServerErrors(approve.error, ['substitute_id']) : undefined;
  const classes = preview.data?.data.classes ?? [];
  const uncovered = classes.filter((item) => item.outcome !== 'substitute').length;
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={smallPrimaryButton}
        aria-label={t`Approve the leave of ${tutorName}`}
        onClick={() => {
          notify({});
          approve.reset();
          setOpen(true);
        }}
      >
        <Trans>Approve</Trans>
      </button>
      <AdminDialog header={t`Approve this leave`} visible={open} onHide={close}>
        {open && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              approve.mutate(
                { id: leave.id, substituteId: substitute },
                {
                  onSuccess: () => {
                    close();
                    notify({ success: t`The leave of ${tutorName} is approved.` });
                  },
                },
              );
            }}
          >
            <p className="text-muted">
              <Trans>
                <bdi>{tutorName}</bdi>, <LeaveDays leave={leave} />. Their classes of those days go
                to the substitute; those the substitute cannot take are cancelled with a make-up
                credit each. Everyone is mailed.
              </Trans>
            </p>
            <ErrorBanner message={refused?.general} />
            <div className="mt-4">
              <label htmlFor={`${id}-substitute`} className="field-label">
                <Trans>Substitute</Trans>
              </label>
              <select
                id={`${id}-substitute`}
                className="field-input"
                value={substitute ?? ''}
                aria-invalid={Boolean(refused?.fields.substitute_id)}
                aria-describedby={refused?.fields.substitute_id ? `${id}-error` : undefined}
                onChange={(event) =>
                  setSubstitute(event.target.value === '' ? null : Number(event.target.value))
                }
              >
                <option value="">{t`No substitute: cancel every class`}</option>
                {candidates.map((tutor) => (
                  <option key={tutor.id} value={tutor.id}>
                    {tutorLabel(tutor)} · {i18n._(GENDER_NAMES[tutor.gender as Gender])}
                  </option>
                ))}
              </select>
              <FieldErrorText id={`${id}-error`} message={refused?.fields.substitute_id} />
            </div>
            <h3 className="mt-5 text-lg" id={`${id}-classes`}>
              <Trans>Classes of those days</Trans>
            </h3>
            <p role="status" className="text-sm text-muted">
              {preview.isPending
                ? t`Loading…`
                : t`${classes.length} classes; ${uncovered} would be cancelled with a make-up credit.`}
            </p>
            {classes.length > 0 && (
              <ul aria-labelledby={`${id}-classes`} className="mt-2 divide-y divide-line text-sm">
                {classes.map((item) => (
                  <PreviewRow key={item.id} item={item} />
                ))}
              </ul>
            )}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <button type="button" className="btn btn-outline" onClick={close}>
                <Trans>Cancel</Trans>
              </button>
              <button type="submit" className="btn btn-primary" disabled={approve.isPending}>
                <Trans>Approve leave</Trans>
              </button>
            </div>
          </form>
        )}
      </AdminDialog>
    </>
  );
}

function LeaveActions({ leave, notify }: { leave: TutorLeave; notify: Notify }) {
  const { t } = useLingui();
  const decide = useDecideLeave();
  const tutorName = leave.tutor.name;
  const send = (decision: 'refuse' | 'withdraw', success: string) =>
    decide.mutate({ id: leave.id, decision }, reportTo(notify, success));
  if (leave.status === 'requested') {
    return (
      <div className="flex flex-wrap gap-2">
        <ApproveLeaveButton leave={leave} notify={notify} />
        <button
          type="button"
          className={smallButton}
          aria-label={t`Refuse the leave of ${tutorName}`}
          disabled={decide.isPending}
          onClick={() => send('refuse', t`The leave of ${tutorName} is refused.`)}
        >
          <Trans>Refuse</Trans>
        </button>
      </div>
    );
  }
  if (leave.status !== 'approved') return null;
  return (
    <button
      type="button"
      className={smallButton}
      aria-label={t`Withdraw the leave of ${tutorName}`}
      disabled={decide.isPending}
      onClick={() =>
        send('withdraw', t`The leave of ${tutorName} is withdrawn: their classes are theirs again.`)
      }
    >
      <Trans>Withdraw</Trans>
    </button>
  );
}

function EnterLeaveCard() {
  const { t, i18n } = useLingui();
  const fields = useMemo(() => enterFields(i18n), [i18n]);
  const enter = useEnterLeave();
  const [entered, setEntered] = useState<string>();
  return (
    <FormCard
      id="enter-leave"
      title={<Trans>Enter leave for a tutor</Trans>}
      intro={t`Days on the tutor’s own calendar, both included. It waits for approval above.`}
      after={<SuccessStatus message={entered} />}
    >
      <ResourceForm
        idPrefix="enter-leave"
        fields={fields}
        mode="create"
        schema={adminLeaveCreateSchema}
        submitLabel={t`Enter leave`}
        onSubmit={async (values) => {
          setEntered(undefined);
          const answer = await enter.mutateAsync(values);
          const name = answer.data.tutor.name;
          setEntered(t`Leave entered for ${name}.`);
        }}
      />
    </FormCard>
  );
}

/** Tutors' leave, those waiting first: decide each, or enter leave for a tutor. */
export function TutorLeavePage() {
  const { t, i18n } = useLingui();
  const query = useTutorLeaves();
  const { title, description, notice, setNotice, error } = useScreenState(
    SCREENS.tutorLeave,
    query.error,
  );
  const columns: TableColumn<TutorLeave>[] = [
    {
      key: 'tutor',
      header: t`Tutor`,
      cell: (row) => (
        <>
          <bdi className="font-semibold">{row.tutor.name}</bdi>
          <span className="block text-sm text-muted">{row.tutor.time_zone}</span>
        </>
      ),
    },
    { key: 'days', header: t`Days`, cell: (row) => <LeaveDays leave={row} /> },
    { key: 'reason', header: t`Reason`, cell: (row) => <bdi>{row.reason}</bdi> },
    {
      key: 'status',
      header: t`Status`,
      cell: (row) => i18n._(LEAVE_STATUS_NAMES[row.status]),
    },
    {
      key: 'substitute',
      header: t`Substitute`,
      cell: (row) => (row.substitute ? <bdi>{row.substitute.name}</bdi> : '—'),
    },
    {
      key: 'classes',
      header: t`Classes`,
      cell: (row) => {
        const given = row.reassigned;
        const cancelled = row.cancelled;
        return row.status === 'approved'
          ? t`${given} to the substitute, ${cancelled} cancelled`
          : '';
      },
    },
    {
      key: 'actions',
      header: t`Actions`,
      className: 'w-px whitespace-nowrap',
      cell: (row) => <LeaveActions leave={row} notify={setNotice} />,
    },
  ];
  return (
    <section aria-labelledby="tutor-leave-heading">
      <h1 id="tutor-leave-heading" className="text-2xl sm:text-3xl">
        {title}
      </h1>
      <p className="mt-1 max-w-2xl text-muted">{description}</p>
      <div className="mt-4 space-y-2">
        <ErrorBanner message={error} />
        <SuccessStatus message={notice.success} className="text-sm text-success empty:hidden" />
      </div>
      <div className="admin-table mt-3 rounded-xl border border-line bg-white">
        <Table
          rows={query.data?.data ?? []}
          columns={columns}
          labelledBy="tutor-leave-heading"
          emptyMessage={query.isPending ? t`Loading…` : t`No leave yet.`}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
          minWidth="56rem"
        />
      </div>
      <EnterLeaveCard />
    </section>
  );
}
