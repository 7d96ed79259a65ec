import {
  pauseCreateSchema,
  type Pause,
  type PauseStatus,
  type Subscription,
} from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useContractMessages } from '../../i18n/contract-messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { serverMessage, showServerErrors, useUnexpectedError } from '../../lib/server-errors.ts';
import { Badge } from '../classes/class-card.tsx';
import { DaysAndReasonFields } from '../days-and-reason-fields.tsx';
import { ErrorBanner, FormField, SubmitButton } from '../form-field.tsx';
import { englishOf } from '../in-english.ts';

// A learner's pauses of their plans (decision 049), on their own page and on a parent's page
// for a child: a form to ask for one, what became of it at once, and the pauses with a button
// to withdraw those that may still be withdrawn. The feature gives the calls.

const FIELDS = ['subscription_id', 'starts_on', 'ends_on', 'reason'] as const;

interface Values {
  subscription_id: string;
  starts_on: string;
  ends_on: string;
  reason: string;
}

const STATUS_NAMES: Record<PauseStatus, MessageDescriptor> = {
  requested: msg`Waiting for the school`,
  granted: msg`Granted`,
  refused: msg`Refused`,
  withdrawn: msg`Withdrawn`,
};

/** What asking, and withdrawing, a pause calls. */
export interface PauseCalls {
  ask: (subscriptionId: number, input: Omit<Values, 'subscription_id'>) => Promise<Pause>;
  withdraw: (pauseId: number) => Promise<Pause>;
}

/** The answer to a pause just asked for, said at once. */
function PauseAnswer({ pause, zone }: { pause: Pause; zone: string | undefined }) {
  const format = useFormat();
  const from = format.calendarDay(pause.starts_on);
  const to = format.calendarDay(pause.ends_on);
  const ends = format.date(pause.plan_ends_at, zone);
  if (pause.status === 'granted') {
    return (
      <Trans>
        Classes are paused from {from} to {to}. The plan now ends on{' '}
        <time dateTime={pause.plan_ends_at}>{ends}</time>.
      </Trans>
    );
  }
  return (
    <Trans>
      The pause from {from} to {to} waits for the school’s answer: the classes stay booked until
      then.
    </Trans>
  );
}

/** The form: which plan (when there are several), the first and last day, a reason. */
function PauseForm({
  plans,
  calls,
  onAsked,
}: {
  plans: Subscription[];
  calls: PauseCalls;
  onAsked: (pause: Pause) => void;
}) {
  const { t } = useLingui();
  const say = useContractMessages();
  const unexpected = useUnexpectedError();
  const prefix = useId();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element's id
  const headingId = `${prefix}-heading`;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      subscription_id: String(plans[0]?.id ?? ''),
      starts_on: '',
      ends_on: '',
      reason: '',
    },
  });
  const onSubmit = handleSubmit(async ({ subscription_id: plan, ...values }) => {
    const parsed = pauseCreateSchema.safeParse(values);
    if (!parsed.success) {
      let first = true;
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as (typeof FIELDS)[number];
        setError(field, { type: 'schema', message: say(issue.message) }, { shouldFocus: first });
        first = false;
      }
      return;
    }
    try {
      onAsked(await calls.ask(Number(plan), values));
      reset({ subscription_id: plan, starts_on: '', ends_on: '', reason: '' });
    } catch (error) {
      showServerErrors(error, FIELDS, setError, { focusFirst: true, fallback: unexpected });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="card mt-3 p-5">
      <h3 id={headingId} className="text-lg">
        <Trans>Pause classes</Trans>
      </h3>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          Away for a while? The classes of those days are cancelled without counting as taken, and
          the plan ends later by as many days.
        </Trans>
      </p>
      <div className="mt-3">
        <ErrorBanner message={errors.root?.server?.message} />
      </div>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">
        {plans.length > 1 && (
          <FormField
            id={`${prefix}-plan`}
            label={t`Course`}
            error={errors.subscription_id?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <select {...control} className="field-input" {...register('subscription_id')}>
                {plans.map((plan) => (
                  <option key={plan.id} value={plan.id} {...englishOf(plan.product, 'name')}>
                    {plan.product.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <DaysAndReasonFields prefix={prefix} register={register} errors={errors} />
      </div>
      <div className="mt-5 flex justify-end">
        <SubmitButton busy={isSubmitting}>
          <Trans>Pause classes</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

/** One pause: its course, days, status, classes cancelled, and Withdraw while it may be. */
function PauseItem({ pause, calls }: { pause: Pause; calls: PauseCalls }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | undefined>();
  const from = format.calendarDay(pause.starts_on);
  const to = format.calendarDay(pause.ends_on);
  const course = pause.course;
  const withdraw = async () => {
    setBusy(true);
    setFailed(undefined);
    try {
      await calls.withdraw(pause.id);
    } catch (error) {
      setFailed(serverMessage(error, i18n._(msg`The pause could not be withdrawn.`)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-ink">
          <span {...englishOf(pause, 'course')}>{course}</span>: {from} – {to}
        </p>
        <Badge
          tone={pause.status === 'refused' ? 'danger' : 'info'}
          icon={pause.status === 'granted' ? 'pi-pause' : 'pi-clock'}
        >
          {i18n._(STATUS_NAMES[pause.status])}
        </Badge>
      </div>
      {pause.status === 'granted' && (
        <p className="mt-1 text-sm text-muted">
          {t`${plural(pause.classes_cancelled, { one: '# class cancelled for the pause', other: '# classes cancelled for the pause' })}`}
        </p>
      )}
      {pause.withdrawable && (
        <button
          type="button"
          className="btn btn-outline mt-3 px-3 text-sm"
          disabled={busy}
          aria-busy={busy}
          aria-label={t`Withdraw the pause of ${course} from ${from}`}
          onClick={() => void withdraw()}
        >
          <Trans>Withdraw</Trans>
        </button>
      )}
      {failed && (
        <p className="field-error" role="alert">
          {failed}
        </p>
      )}
    </li>
  );
}

/**
 * The pauses of a learner's plans: the form for an active plan, the answer to the last one
 * asked for, and every pause asked for.
 */
export function PausePanel({
  plans,
  pauses,
  calls,
  zone,
}: {
  plans: Subscription[];
  pauses: Pause[] | undefined;
  calls: PauseCalls;
  /** The clock dates are shown on (the viewer's own when left out). */
  zone?: string;
}) {
  const [asked, setAsked] = useState<Pause | null>(null);
  const headingId = useId();
  const active = plans.filter((plan) => plan.status === 'active');
  return (
    <section className="mt-8" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl">
        <Trans>Pauses</Trans>
      </h2>
      <div role="status" className="mt-2">
        {asked && (
          <p className="rounded-lg border border-[#abefc6] bg-[#ecfdf3] px-4 py-3 text-ink">
            <PauseAnswer pause={asked} zone={zone} />
          </p>
        )}
      </div>
      {active.length > 0 && <PauseForm plans={active} calls={calls} onAsked={setAsked} />}
      {pauses && pauses.length > 0 && (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {pauses.map((pause) => (
            <PauseItem key={pause.id} pause={pause} calls={calls} />
          ))}
        </ul>
      )}
    </section>
  );
}
