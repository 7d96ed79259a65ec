import { zodResolver } from '@hookform/resolvers/zod';
import {
  weeklyPlanSchema,
  type AdminTutor,
  type WeeklyPlanInput,
  type WeeklyPlanView,
} from '@iqra/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  ErrorBanner,
  FormField,
  SubmitButton,
  TextField,
} from '../../../components/form-field.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { showServerErrors } from '../../../lib/server-errors.ts';
import { actionErrorMessage, useOptionRows } from '../api/queries.ts';
import { useSaveWeeklyPlan, useWeeklyPlan } from '../api/teaching.ts';
import { AdminDialog } from '../components/dialogs.tsx';
import { DaysField } from '../../../components/days-field.tsx';
import { OptionList } from '../components/fields/options.tsx';
import { FactList } from '../components/parts.tsx';
import { TimeZoneSelect, zoneName } from '../components/fields/time-zone-select.tsx';
import { SuccessStatus } from '../components/notice.tsx';
import { ACTIVE_TUTORS_PATH, tutorLabel } from '../resources/options.ts';
import { nameList } from '../utils/names.ts';

interface PlanValues {
  tutor_id: string;
  weekdays: string[];
  start_time: string;
  /** '' leaves it to the server: the tutor's zone. */
  time_zone: string;
}

const FIELDS = ['tutor_id', 'weekdays', 'start_time', 'time_zone'] as const;
const [TUTOR, DAYS, START, ZONE] = FIELDS;

/** The form's strings as `PUT …/plan` wants them: days as numbers, no zone when none chosen. */
export function toPlanInput(values: PlanValues): WeeklyPlanInput {
  return {
    tutor_id: values.tutor_id,
    weekdays: values.weekdays.map(Number),
    start_time: values.start_time,
    ...(values.time_zone ? { time_zone: values.time_zone } : {}),
  } as WeeklyPlanInput;
}

/** "Monday, Thursday": ISO weekdays (1 Monday … 7 Sunday) named in the Intl locale `tag`. */
function dayNames(days: readonly number[], tag: string) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Intl's name of the zone, not words
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  const names = days.map((day) => weekday.format(Date.UTC(2024, 0, day)));
  return nameList(names, tag, 'unit');
}

function PlanForm({
  subscriptionId,
  plan,
  onCancel,
  onSaved,
}: {
  subscriptionId: number;
  plan: WeeklyPlanView | null;
  onCancel: () => void;
  onSaved: (plan: WeeklyPlanView) => void;
}) {
  const { t } = useLingui();
  const save = useSaveWeeklyPlan(subscriptionId);
  const tutors = useOptionRows(ACTIVE_TUTORS_PATH);
  const rows = (tutors.data?.data ?? []) as unknown as AdminTutor[];
  const options = rows.map((row) => ({ value: String(row.id), label: tutorLabel(row) }));
  // A plan's tutor who no longer teaches stays shown, so the form still says who it is.
  if (plan && !rows.some((row) => row.id === plan.tutor.id) && tutors.data) {
    options.unshift({ value: String(plan.tutor.id), label: plan.tutor.name });
  }
  const resolver = useMemo<Resolver<PlanValues>>(() => {
    const validate = zodResolver(weeklyPlanSchema);
    return (values, context, options) =>
      validate(toPlanInput(values), context, options as never) as never;
  }, []);
  const { register, handleSubmit, setError, setValue, formState } = useForm<PlanValues>({
    resolver,
    defaultValues: {
      tutor_id: plan ? String(plan.tutor.id) : '',
      weekdays: plan ? plan.weekdays.map(String) : [],
      start_time: plan?.start_time ?? '',
      time_zone: plan?.anchor_zone ?? '',
    },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      // The values as the schema parsed them: the tutor and days as numbers.
      onSaved((await save.mutateAsync(values as unknown as Record<string, unknown>)).data);
    } catch (error) {
      showServerErrors(error, FIELDS, setError, { focusFirst: true });
    }
  });
  // The clock follows the chosen tutor's until someone picks one by hand.
  const zoneChosen = useRef(false);
  const tutorField = register(TUTOR, {
    onChange: (event: { target: { value: string } }) => {
      const tutor = rows.find((row) => String(row.id) === event.target.value);
      if (tutor && !zoneChosen.current) setValue(ZONE, tutor.time_zone);
    },
  });
  const zoneField = register(ZONE, {
    onChange: () => {
      zoneChosen.current = true;
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <ErrorBanner message={errors.root?.server?.message} />
      <div className="mt-2 grid gap-x-5 gap-y-4 sm:grid-cols-2">
        <FormField
          id="plan-tutor"
          label={t`Tutor`}
          error={errors.tutor_id?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <select
              {...control}
              className="field-input"
              aria-busy={tutors.isPending}
              {...tutorField}
            >
              <option value="">{tutors.isPending ? t`Loading…` : t`Choose…`}</option>
              <OptionList options={options} />
            </select>
          )}
        </FormField>
        <DaysField
          id="plan-days"
          registration={register(DAYS)}
          error={(errors.weekdays as { message?: string } | undefined)?.message}
        />
        <TextField
          id="plan-start"
          label={t`Start time`}
          type="time"
          error={errors.start_time?.message}
          {...register(START)}
        />
        <TimeZoneSelect
          id="plan-zone"
          label={t`Time zone`}
          placeholder={t`The tutor’s time zone`}
          hint={t`Classes stay at this time on this clock through clock changes.`}
          error={errors.time_zone?.message}
          registration={zoneField}
        />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <SubmitButton busy={isSubmitting}>
          <Trans>Save weekly plan</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

function PlanFacts({ plan }: { plan: WeeklyPlanView }) {
  const { t } = useLingui();
  const format = useFormat();
  const minutes = plan.minutes;
  const facts = [
    {
      term: t`Tutor`,
      value: (
        <>
          <bdi>{plan.tutor.name}</bdi>{' '}
          <span className="text-sm font-normal text-muted">
            (<bdi>{zoneName(plan.tutor.time_zone)}</bdi>)
          </span>
        </>
      ),
    },
    { term: t`Days`, value: dayNames(plan.weekdays, format.tag) },
    { term: t`Starts at`, value: <bdi>{plan.start_time}</bdi> },
    { term: t`On the clock of`, value: <bdi>{zoneName(plan.anchor_zone)}</bdi> },
    {
      term: t`Class length`,
      value: t`${plural(minutes, { one: '# minute', other: '# minutes' })}`,
    },
    { term: t`Classes to come`, value: format.number(plan.upcoming) },
  ];
  return (
    <FactList facts={facts} className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3" />
  );
}

/** The subscription's tutor and weekly classes: what is planned, and the form to change it. */
export function WeeklyPlanCard({ subscriptionId }: { subscriptionId: number }) {
  const { t } = useLingui();
  const query = useWeeklyPlan(subscriptionId);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string>();
  const plan = query.data?.data ?? null;
  const action = plan ? t`Change weekly plan` : t`Set weekly plan`;

  return (
    <section aria-labelledby="plan-heading" className="card mt-6 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="plan-heading" className="text-xl">
            <Trans>Weekly plan</Trans>
          </h2>
          <p className="mt-1 max-w-2xl text-muted">
            <Trans>
              A tutor and fixed weekly times: classes are planned from now until the subscription
              ends, and again when it is renewed.
            </Trans>
          </p>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={query.isPending}
          onClick={() => {
            setSaved(undefined);
            setOpen(true);
          }}
        >
          <i className="pi pi-calendar" aria-hidden />
          {action}
        </button>
      </div>
      {query.isError ? (
        <div className="mt-4">
          <ErrorBanner message={actionErrorMessage(query.error)} />
        </div>
      ) : plan ? (
        <PlanFacts plan={plan} />
      ) : (
        <p className="mt-4 text-muted">{query.isPending ? t`Loading…` : t`No weekly plan yet.`}</p>
      )}
      <SuccessStatus message={saved} className="mt-3 text-success empty:hidden" />
      <AdminDialog header={action} visible={open} onHide={() => setOpen(false)}>
        {open && (
          <PlanForm
            subscriptionId={subscriptionId}
            plan={plan}
            onCancel={() => setOpen(false)}
            onSaved={(view) => {
              setOpen(false);
              const upcoming = view.upcoming;
              setSaved(
                t`The weekly plan is saved: ${plural(upcoming, { one: '# class', other: '# classes' })} to come.`,
              );
            }}
          />
        )}
      </AdminDialog>
    </section>
  );
}
