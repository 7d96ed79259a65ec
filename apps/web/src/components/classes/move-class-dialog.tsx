import { Dialog } from 'primereact/dialog';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ErrorBanner, SubmitButton, TextField } from '../form-field.tsx';
import { formatClassTime, formatWeekdayTime, zonePlace } from '../../lib/format.ts';
import { timeZoneLabel } from '../../lib/time-zones.ts';
import { changeErrorMessage, useClassDialog } from './use-class-dialog.ts';
import { instantOf, todayIn, wallClockOf, type WallClock } from '../../lib/wall-clock.ts';
import { whoseClass, type ClassDialogProps } from './class-changes.tsx';

export const CHOOSE_DATE = 'Choose a date.';
export const CHOOSE_TIME = 'Choose a time.';
export const NO_SUCH_TIME = 'Choose a date and time that exist on your clock.';

/**
 * Moves a class to a date and time typed on the learner's own clock (their account's zone,
 * which the dialog names), sent as the instant that clock means.
 */
export function MoveClassDialog({ item, zone, noticeHours, onClosed, hooks }: ClassDialogProps) {
  const { finish, dialogProps } = useClassDialog(onClosed);
  const move = hooks.useMove();
  const whose = whoseClass(hooks);
  const formId = useId();
  const dateInput = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState<WallClock>(() => wallClockOf(item.starts_at, zone));
  const [errors, setErrors] = useState<{ date?: string; time?: string; server?: string }>({});
  const today = useMemo(() => todayIn(zone), [zone]);
  const name = item.course ?? item.title;
  const instant = instantOf(value, zone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(value.date ? {} : { date: CHOOSE_DATE }),
      ...(value.time ? {} : { time: CHOOSE_TIME }),
      ...(value.date && value.time && !instant ? { date: NO_SUCH_TIME } : {}),
    };
    setErrors(found);
    if (!instant || Object.keys(found).length > 0) return;
    move.mutate(
      { id: item.id, starts_at: instant },
      {
        onSuccess: () =>
          finish(`${whose} ${name} class is moved to ${formatClassTime(instant, zone)}.`),
        onError: (failure) => setErrors({ server: changeErrorMessage(failure) }),
      },
    );
  };

  const field = (key: keyof WallClock) => ({
    value: value[key],
    onChange: (event: { target: { value: string } }) =>
      setValue((current) => ({ ...current, [key]: event.target.value })),
    error: errors[key],
    required: true,
  });

  return (
    <Dialog
      {...dialogProps}
      header="Move this class"
      ariaCloseIconLabel="Close"
      onShow={() => dateInput.current?.focus()}
    >
      <p>
        <strong>{name}</strong>
        {item.tutor && <> with {item.tutor.name}</>}, now on{' '}
        <time dateTime={item.starts_at} className="whitespace-nowrap">
          {formatClassTime(item.starts_at, zone)}
        </time>
        .
      </p>
      <form noValidate onSubmit={submit} className="mt-4">
        <ErrorBanner message={errors.server} />
        <p className="mt-2 text-sm text-muted">
          The new date and time on {hooks.child ? `${hooks.child}’s` : 'your'} clock in{' '}
          <strong>{timeZoneLabel(zone)}</strong>, at least {noticeHours} hours from now.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            ref={dateInput}
            id={`${formId}-date`}
            label="New date"
            type="date"
            min={today}
            {...field('date')}
          />
          <TextField id={`${formId}-time`} label="New time" type="time" {...field('time')} />
        </div>
        {instant && item.tutor && (
          <p className="mt-3 text-sm text-muted">
            For {item.tutor.name}: {formatWeekdayTime(instant, item.tutor.time_zone)} in{' '}
            {zonePlace(item.tutor.time_zone)}.
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-outline" onClick={dialogProps.onHide}>
            Keep the time
          </button>
          <SubmitButton busy={move.isPending}>Move class</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
