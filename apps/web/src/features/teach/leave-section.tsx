import type { TutorLeave } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DaysAndReasonFields } from '../../components/days-and-reason-fields.tsx';
import { ErrorBanner, SubmitButton } from '../../components/form-field.tsx';
import { LeaveDays } from '../../components/leave/leave-days.tsx';
import { LEAVE_STATUS_NAMES } from '../../components/leave/leave-words.ts';
import { showServerErrors, useUnexpectedError } from '../../lib/server-errors.ts';
import { useAskLeave, useMyLeave, useWithdrawLeave } from './api.ts';
import { Badge, ListState, Panel } from './class-parts.tsx';

// A tutor's leave on /teach (decision 049): ask for days off (on the tutor's own calendar), see
// each request's state, withdraw one still waiting. Staff approve it with a substitute.

const FIELDS = ['starts_on', 'ends_on', 'reason'] as const;

interface Values {
  starts_on: string;
  ends_on: string;
  reason: string;
}

const LOOKS = {
  requested: ['gold', 'pi-clock'],
  approved: ['green', 'pi-check-circle'],
  refused: ['red', 'pi-times-circle'],
  withdrawn: ['neutral', 'pi-undo'],
} as const;

function AskLeaveForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const ask = useAskLeave();
  const unexpected = useUnexpectedError();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { starts_on: '', ends_on: '', reason: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await ask.mutateAsync(values);
      onDone();
    } catch (error) {
      showServerErrors(error, FIELDS, setError, { focusFirst: true, fallback: unexpected });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Ask for leave`} className="card mt-4 p-4">
      <ErrorBanner message={errors.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DaysAndReasonFields prefix={id} register={register} errors={errors} />
      </div>
      <p className="mt-3 text-sm text-muted">
        <Trans>
          Days on your own calendar, both included. Once the school approves, your classes on those
          days go to a substitute or are cancelled with a make-up class owed.
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <SubmitButton busy={isSubmitting}>{t`Send the request`}</SubmitButton>
      </div>
    </form>
  );
}

function LeaveItem({ leave, onWithdrawn }: { leave: TutorLeave; onWithdrawn: () => void }) {
  const { t, i18n } = useLingui();
  const withdraw = useWithdrawLeave();
  const [look, icon] = LOOKS[leave.status];
  const substitute = leave.substitute?.name;
  return (
    <li className="card p-4">
      <p className="font-semibold">
        <LeaveDays leave={leave} />
      </p>
      {leave.reason && <p className="mt-1 break-words text-sm text-muted">{leave.reason}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <Badge look={look} icon={icon}>
          {i18n._(LEAVE_STATUS_NAMES[leave.status])}
        </Badge>
        {leave.status === 'approved' && substitute && (
          <span>
            <Trans>
              Substitute: <bdi>{substitute}</bdi>
            </Trans>
          </span>
        )}
        {leave.status === 'requested' && (
          <button
            type="button"
            className="btn btn-outline min-h-10 px-3 py-1.5 text-sm"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(leave.id, { onSuccess: onWithdrawn })}
          >
            {t`Withdraw`}
          </button>
        )}
      </div>
      {withdraw.isError && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {withdraw.error.message}
        </p>
      )}
    </li>
  );
}

/** The tutor's leave: ask for days off, and each request as the school answered it. */
export function LeaveSection() {
  const { t } = useLingui();
  const leave = useMyLeave();
  const [asking, setAsking] = useState(false);
  const [announced, setAnnounced] = useState('');
  const rows = leave.data?.data ?? [];
  return (
    <Panel
      id="teach-leave"
      title={t`Leave`}
      intro={t`Ask for days off; the school approves them and arranges your classes.`}
      actions={
        !asking && (
          <button
            type="button"
            className="btn btn-outline min-h-10 px-4 py-2 text-sm"
            onClick={() => {
              setAnnounced('');
              setAsking(true);
            }}
          >
            <i className="pi pi-calendar-minus" aria-hidden />
            <Trans>Ask for leave</Trans>
          </button>
        )
      }
    >
      <p role="status" className="sr-only">
        {announced}
      </p>
      {asking && (
        <AskLeaveForm
          onCancel={() => setAsking(false)}
          onDone={() => {
            setAsking(false);
            setAnnounced(t`Your request is with the school.`);
          }}
        />
      )}
      <ListState
        pending={leave.isPending}
        error={leave.error}
        empty={rows.length === 0 && t`No leave asked for yet.`}
        loading={t`Loading your leave…`}
      />
      {rows.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label={t`Your leave`}>
          {rows.map((item) => (
            <LeaveItem
              key={item.id}
              leave={item}
              onWithdrawn={() => setAnnounced(t`Your request is withdrawn.`)}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}
