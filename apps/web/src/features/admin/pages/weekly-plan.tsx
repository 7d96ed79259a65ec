import { zodResolver } from '@hookform/resolvers/zod';
import {
  WEEKDAYS,
  weeklyPlanSchema,
  type AdminTutor,
  type WeeklyPlanInput,
  type WeeklyPlanView,
} from '@iqra/contracts';
import { useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  ErrorBanner,
  FormField,
  SubmitButton,
  TextField,
} from '../../../components/form-field.tsx';
import { showServerErrors } from '../../../lib/server-errors.ts';
import { actionErrorMessage, useOptionRows } from '../api/queries.ts';
import { useSaveWeeklyPlan, useWeeklyPlan } from '../api/teaching.ts';
import { AdminDialog } from '../components/dialogs.tsx';
import { DaysField } from '../components/fields/days-field.tsx';
import { OptionList } from '../components/fields/options.tsx';
import { TimeZoneSelect, zoneName } from '../components/fields/time-zone-select.tsx';
import { SuccessStatus } from '../components/notice.tsx';
import { ACTIVE_TUTORS_PATH, tutorLabel } from '../resources/options.ts';

interface PlanValues {
  tutor_id: string;
  weekdays: string[];
  start_time: string;
  /** '' leaves it to the server: the tutor's zone. */
  time_zone: string;
}

const FIELDS = ['tutor_id', 'weekdays', 'start_time', 'time_zone'] as const;

/** The form's strings as `PUT …/plan` wants them: days as numbers, no zone when none chosen. */
export function toPlanInput(values: PlanValues): WeeklyPlanInput {
  return {
    tutor_id: values.tutor_id,
    weekdays: values.weekdays.map(Number),
    start_time: values.start_time,
    ...(values.time_zone ? { time_zone: values.time_zone } : {}),
  } as WeeklyPlanInput;
}

const dayNames = (days: readonly number[]) =>
  days.map((day) => WEEKDAYS.find((weekday) => weekday.value === day)?.label ?? day).join(', ');

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
  const tutorField = register('tutor_id', {
    onChange: (event: { target: { value: string } }) => {
      const tutor = rows.find((row) => String(row.id) === event.target.value);
      if (tutor && !zoneChosen.current) setValue('time_zone', tutor.time_zone);
    },
  });
  const zoneField = register('time_zone', {
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
          label="Tutor"
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
              <option value="">{tutors.isPending ? 'Loading…' : 'Choose…'}</option>
              <OptionList options={options} />
            </select>
          )}
        </FormField>
        <DaysField
          id="plan-days"
          registration={register('weekdays')}
          error={(errors.weekdays as { message?: string } | undefined)?.message}
        />
        <TextField
          id="plan-start"
          label="Start time"
          type="time"
          error={errors.start_time?.message}
          {...register('start_time')}
        />
        <TimeZoneSelect
          id="plan-zone"
          placeholder="The tutor’s time zone"
          hint="Classes stay at this time on this clock through clock changes."
          error={errors.time_zone?.message}
          registration={zoneField}
        />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton busy={isSubmitting}>Save weekly plan</SubmitButton>
      </div>
    </form>
  );
}

function PlanFacts({ plan }: { plan: WeeklyPlanView }) {
  const facts = [
    {
      term: 'Tutor',
      value: (
        <>
          {plan.tutor.name}{' '}
          <span className="text-sm font-normal text-muted">({zoneName(plan.tutor.time_zone)})</span>
        </>
      ),
    },
    { term: 'Days', value: dayNames(plan.weekdays) },
    { term: 'Starts at', value: plan.start_time },
    { term: 'On the clock of', value: zoneName(plan.anchor_zone) },
    { term: 'Class length', value: `${plan.minutes} minutes` },
    { term: 'Classes to come', value: plan.upcoming },
  ];
  return (
    <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt className="text-sm text-muted">{fact.term}</dt>
          <dd className="font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The subscription's tutor and weekly classes: what is planned, and the form to change it. */
export function WeeklyPlanCard({ subscriptionId }: { subscriptionId: number }) {
  const query = useWeeklyPlan(subscriptionId);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string>();
  const plan = query.data?.data ?? null;
  const action = plan ? 'Change weekly plan' : 'Set weekly plan';

  return (
    <section aria-labelledby="plan-heading" className="card mt-6 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="plan-heading" className="text-xl">
            Weekly plan
          </h2>
          <p className="mt-1 max-w-2xl text-muted">
            A tutor and fixed weekly times: classes are planned from now until the subscription
            ends, and again when it is renewed.
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
        <p className="mt-4 text-muted">{query.isPending ? 'Loading…' : 'No weekly plan yet.'}</p>
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
              setSaved(
                `The weekly plan is saved: ${view.upcoming} ${view.upcoming === 1 ? 'class' : 'classes'} to come.`,
              );
            }}
          />
        )}
      </AdminDialog>
    </section>
  );
}
