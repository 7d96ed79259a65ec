import { zodResolver } from '@hookform/resolvers/zod';
import { adminScheduleSeriesSchema, type AdminScheduleSeriesInput } from '@iqra/contracts';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ErrorBanner, SubmitButton, TextField } from '../../../components/form-field.tsx';
import { showServerErrors } from '../../../lib/server-errors.ts';
import { useCreateScheduleSeries } from '../api/mutations.ts';
import { AdminDialog } from '../components/dialogs.tsx';
import { DaysField } from '../components/fields/days-field.tsx';
import { TimeZoneSelect } from '../components/fields/time-zone-select.tsx';
import { browserTimeZone, toLocalDateInput } from '../utils/datetime.ts';

interface SeriesValues {
  title: string;
  link: string;
  days: string[];
  time: string;
  duration_minutes: string;
  time_zone: string;
  starts_on: string;
  weeks: string;
}

const FIELDS = [
  'title',
  'link',
  'days',
  'time',
  'duration_minutes',
  'time_zone',
  'starts_on',
  'weeks',
] as const;

/** The form's strings as the series call wants them: days as numbers, the subscription added. */
export function toSeriesInput(
  values: SeriesValues,
  subscriptionId: number,
): AdminScheduleSeriesInput {
  return {
    subscription_id: subscriptionId,
    title: values.title,
    link: values.link,
    days: values.days.map(Number).sort((a, b) => a - b),
    time: values.time,
    duration_minutes: values.duration_minutes,
    time_zone: values.time_zone,
    starts_on: values.starts_on,
    weeks: values.weeks,
  };
}

/** The form, checked by the shared schema on what is sent: the days as numbers, with the subscription. */
function useSeriesForm(subscriptionId: number) {
  const resolver = useMemo<Resolver<SeriesValues>>(() => {
    const validate = zodResolver(adminScheduleSeriesSchema);
    return (values, context, options) =>
      validate(toSeriesInput(values, subscriptionId), context, options as never) as never;
  }, [subscriptionId]);
  return useForm<SeriesValues>({
    resolver,
    defaultValues: {
      title: '',
      link: '',
      days: [],
      time: '18:00',
      duration_minutes: '60',
      time_zone: browserTimeZone(),
      starts_on: toLocalDateInput(new Date()),
      weeks: '4',
    },
  });
}

function SeriesForm({
  subscriptionId,
  onCancel,
  onCreated,
}: {
  subscriptionId: number;
  onCancel: () => void;
  onCreated: (count: number) => void;
}) {
  const create = useCreateScheduleSeries();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSeriesForm(subscriptionId);

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync(values as unknown as AdminScheduleSeriesInput);
      onCreated(answer.data.length);
    } catch (error) {
      showServerErrors(error, FIELDS, setError, { focusFirst: true });
    }
  });
  // Each text field's id, error and registration, from its name.
  const text = (name: Exclude<keyof SeriesValues, 'days'>, id: string) => ({
    id: `series-${id}`,
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form onSubmit={submit} noValidate>
      <ErrorBanner message={errors.root?.server?.message} />
      <div className="mt-2 grid gap-x-5 gap-y-4 sm:grid-cols-2">
        <TextField
          label="Title"
          className="sm:col-span-2"
          hint="Each class gets this title."
          {...text('title', 'title')}
        />
        <TextField
          label="Class link"
          type="url"
          className="sm:col-span-2"
          hint="https://…"
          {...text('link', 'link')}
        />
        <DaysField
          id="series-days"
          registration={register('days')}
          error={(errors.days as { message?: string } | undefined)?.message}
        />
        <TextField label="Time of day" type="time" {...text('time', 'time')} />
        <TimeZoneSelect
          id="series-zone"
          error={errors.time_zone?.message}
          registration={register('time_zone')}
        />
        <TextField
          label="Length (minutes)"
          type="number"
          inputMode="numeric"
          min={5}
          step={5}
          {...text('duration_minutes', 'duration')}
        />
        <TextField
          label="Number of weeks"
          type="number"
          inputMode="numeric"
          min={1}
          max={52}
          {...text('weeks', 'weeks')}
        />
        <TextField
          label="First day"
          type="date"
          className="sm:col-span-2"
          hint="The series starts on the first chosen weekday from this date."
          {...text('starts_on', 'start')}
        />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton busy={isSubmitting}>Generate classes</SubmitButton>
      </div>
    </form>
  );
}

/** "Generate a weekly series": classes at one time of day, on chosen weekdays, for N weeks. */
export function SeriesDialog({
  subscriptionId,
  visible,
  onHide,
  onCreated,
}: {
  subscriptionId: number;
  visible: boolean;
  onHide: () => void;
  onCreated: (count: number) => void;
}) {
  return (
    <AdminDialog header="Generate a weekly series" visible={visible} onHide={onHide}>
      {visible && (
        <SeriesForm
          subscriptionId={subscriptionId}
          onCancel={onHide}
          onCreated={(count) => {
            onCreated(count);
            onHide();
          }}
        />
      )}
    </AdminDialog>
  );
}
