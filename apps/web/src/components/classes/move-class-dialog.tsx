import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'primereact/dialog';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ErrorBanner, SubmitButton, TextField } from '../form-field.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { zonePlace } from '../../lib/format.ts';
import { useUnexpectedError } from '../../lib/server-errors.ts';
import { timeZoneLabel } from '../../lib/time-zones.ts';
import { changeErrorMessage, useClassDialog } from './use-class-dialog.ts';
import { instantOf, todayIn, wallClockOf, type WallClock } from '../../lib/wall-clock.ts';
import type { ClassDialogProps } from './class-changes.tsx';
import { ClassOn } from './class-on.tsx';

/**
 * Moves a class to a date and time typed on the learner's own clock (their account's zone,
 * which the dialog names), sent as the instant that clock means.
 */
export function MoveClassDialog({ item, zone, noticeHours, onClosed, hooks }: ClassDialogProps) {
  const { finish, dialogProps } = useClassDialog(onClosed);
  const move = hooks.useMove();
  const { t } = useLingui();
  const format = useFormat();
  const unexpected = useUnexpectedError();
  const child = hooks.child;
  const formId = useId();
  const dateInput = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState<WallClock>(() => wallClockOf(item.starts_at, zone));
  const [errors, setErrors] = useState<{ date?: string; time?: string; server?: string }>({});
  const today = useMemo(() => todayIn(zone), [zone]);
  const name = item.course ?? item.title;
  const instant = instantOf(value, zone);
  const zoneName = timeZoneLabel(zone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(value.date ? {} : { date: t`Choose a date.` }),
      ...(value.time ? {} : { time: t`Choose a time.` }),
      ...(value.date && value.time && !instant
        ? { date: t`Choose a date and time that exist on your clock.` }
        : {}),
    };
    setErrors(found);
    if (!instant || Object.keys(found).length > 0) return;
    move.mutate(
      { id: item.id, starts_at: instant },
      {
        onSuccess: () => {
          const when = format.classTime(instant, zone);
          finish(
            child
              ? t`${child}’s ${name} class is moved to ${when}.`
              : t`Your ${name} class is moved to ${when}.`,
          );
        },
        onError: (failure) => setErrors({ server: changeErrorMessage(failure, unexpected) }),
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
      header={t`Move this class`}
      ariaCloseIconLabel={t`Close`}
      onShow={() => dateInput.current?.focus()}
    >
      <p>
        <ClassOn item={item} when={format.classTime(item.starts_at, zone)} now />
      </p>
      <form noValidate onSubmit={submit} className="mt-4">
        <ErrorBanner message={errors.server} />
        <p className="mt-2 text-sm text-muted">
          {child ? (
            <Trans>
              The new date and time on <bdi>{child}</bdi>’s clock in <strong>{zoneName}</strong>, at
              least {noticeHours} hours from now.
            </Trans>
          ) : (
            <Trans>
              The new date and time on your clock in <strong>{zoneName}</strong>, at least{' '}
              {noticeHours} hours from now.
            </Trans>
          )}
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            ref={dateInput}
            id={`${formId}-date`}
            label={t`New date`}
            type="date"
            min={today}
            {...field('date')}
          />
          <TextField id={`${formId}-time`} label={t`New time`} type="time" {...field('time')} />
        </div>
        {instant && item.tutor && (
          <p className="mt-3 text-sm text-muted">
            <TutorClock name={item.tutor.name} at={instant} zone={item.tutor.time_zone} />
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-outline" onClick={dialogProps.onHide}>
            <Trans>Keep the time</Trans>
          </button>
          <SubmitButton busy={move.isPending}>
            <Trans>Move class</Trans>
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

/** The chosen time on the tutor's clock: "For Hana Yusuf: Fri 02:30 in Cairo." */
function TutorClock({ name, at, zone }: { name: string; at: string; zone: string }) {
  const format = useFormat();
  const time = format.weekdayTime(at, zone);
  const place = zonePlace(zone);
  return (
    <Trans>
      For <bdi>{name}</bdi>: <bdi>{time}</bdi> in <bdi>{place}</bdi>.
    </Trans>
  );
}
