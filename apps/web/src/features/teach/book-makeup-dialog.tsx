import type { MakeupCredit } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Temporal } from 'temporal-polyfill';
import { ErrorBanner, TextField } from '../../components/form-field.tsx';
import { useBookMakeup } from './api.ts';
import { dayIn, instantOnClock, placeOf, timeIn, todayIn } from './clock.ts';
import { messageOf } from './class-parts.tsx';
import { TeachDialog } from './teach-dialog.tsx';
import { useClock } from './use-clock.ts';
import { englishOf } from '../../components/in-english.ts';

/** The date and time fields, on the tutor's clock, fresh for each credit. */
function BookForm({
  credit,
  zone,
  formId,
  book,
  onDone,
}: {
  credit: MakeupCredit;
  zone: string;
  formId: string;
  book: ReturnType<typeof useBookMakeup>;
  onDone: (credit: MakeupCredit) => void;
}) {
  const { t } = useLingui();
  const clock = useClock();
  const today = todayIn(zone);
  const last = dayIn(credit.expires_at, zone);
  // Tomorrow at the missed class's hour, a likely choice, when the credit lasts that long.
  const tomorrow = today.add({ days: 1 });
  const [date, setDate] = useState(
    Temporal.PlainDate.compare(tomorrow, last) <= 0 ? tomorrow.toString() : '',
  );
  const [time, setTime] = useState(timeIn(credit.class_starts_at, zone));
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let startsAt: string;
    try {
      startsAt = instantOnClock(date, time, zone);
    } catch {
      setError(t`Choose a date and a time.`);
      return;
    }
    setError(undefined);
    book.mutate(
      { id: credit.id, starts_at: startsAt },
      {
        onSuccess: (answer) => onDone(answer.data),
        onError: (failure) => setError(messageOf(failure)),
      },
    );
  };

  const learner = credit.learner.name;
  const course = credit.course;
  const missed = clock.dayAndTime(credit.class_starts_at, zone);
  const deadline = clock.dayAndTime(credit.expires_at, zone);
  const place = placeOf(zone);
  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4">
      <p className="text-muted">
        <Trans>
          <bdi className="font-semibold text-ink">{learner}</bdi> ·{' '}
          <bdi {...englishOf(credit, 'course')}>{course}</bdi> · for the class of {missed}. Book it
          before {deadline}.
        </Trans>
      </p>
      <ErrorBanner message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${formId}-date`}
          label={t`Date`}
          type="date"
          required
          min={today.toString()}
          max={last.toString()}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setError(undefined);
          }}
        />
        <TextField
          id={`${formId}-time`}
          label={t`Time (${place})`}
          type="time"
          required
          value={time}
          onChange={(event) => {
            setTime(event.target.value);
            setError(undefined);
          }}
        />
      </div>
      <p className="text-sm text-muted">
        <Trans>
          On your clock (<bdi>{zone}</bdi>); <bdi>{learner}</bdi> sees it on theirs. The class is as
          long as the one it replaces.
        </Trans>
      </p>
    </form>
  );
}

/** Books the make-up class an open credit owes, at a time on the tutor's clock. */
export function BookMakeupDialog({
  credit,
  zone,
  visible,
  opening,
  onClose,
  onDone,
}: {
  credit: MakeupCredit | null;
  zone: string;
  visible: boolean;
  opening: number;
  onClose: () => void;
  /** With the credit as booked (`used_starts_at`). */
  onDone: (credit: MakeupCredit) => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const book = useBookMakeup();
  return (
    <TeachDialog
      title={t`Book make-up class`}
      visible={visible}
      onClose={onClose}
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the date field's id
      onShow={() => document.getElementById(`${formId}-date`)?.focus()}
      footer={
        <button type="submit" form={formId} className="btn btn-primary" disabled={book.isPending}>
          {book.isPending && <i className="pi pi-spin pi-spinner" aria-hidden />}
          <Trans>Book class</Trans>
        </button>
      }
    >
      {credit && (
        <BookForm
          key={opening}
          credit={credit}
          zone={zone}
          formId={formId}
          book={book}
          onDone={onDone}
        />
      )}
    </TeachDialog>
  );
}
