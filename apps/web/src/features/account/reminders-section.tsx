import { WEEKDAYS, type MailPreferences, type ReminderKind } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ErrorBanner } from '../../components/form-field.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { serverMessage } from '../../lib/server-errors.ts';
import {
  useMailPreferences,
  useSaveDigestTime,
  useSaveReminder,
  type DigestChange,
  type ReminderChange,
} from './api.ts';

export const SAVED_MESSAGE = msg`Saved.`;

/** Each kind of reminder as the contract names it (REMINDER_LABELS), in the page's language. */
const REMINDER_WORDS: Record<ReminderKind, MessageDescriptor> = {
  class_24h: msg`A reminder 24 hours before each class`,
  class_1h: msg`A reminder 1 hour before each class`,
  renewal: msg`Reminders before my plan ends, and when it has ended`,
  record_nudge: msg`A nudge when a class is still to be recorded a day after it ended`,
  weekly_digest: msg`A weekly summary: classes, tutors’ notes, lessons and the week ahead`,
};

/** Boxes changed whose save has not been answered yet: they show what was asked at once. */
type Asked = Partial<Record<ReminderKind, boolean>>;

/**
 * The reminder mails the person may turn off, one box each, saved as soon as it changes.
 * Mails about a change to a class are not listed: they always come.
 */
export function RemindersSection() {
  const { i18n } = useLingui();
  const preferences = useMailPreferences();
  const headingId = useId();
  const [asked, setAsked] = useState<Asked>({});
  // How the last answered save went: saved, or the error that put its box back.
  const [outcome, setOutcome] = useState<'saved' | Error | null>(null);
  const save = useSaveReminder((change, error) => {
    // Once its latest change is answered, a box shows what the server holds (the old value
    // after a failure); a newer change to the same box keeps showing until its own answer.
    setAsked((current) =>
      current[change.kind] === change.on ? { ...current, [change.kind]: undefined } : current,
    );
    setOutcome(error ?? 'saved');
  });

  // The digest's day or time asked for: shown until the server's answer replaces it.
  const [digestAsked, setDigestAsked] = useState<DigestChange>({});
  const saveDigest = useSaveDigestTime((failed) => {
    setDigestAsked({});
    setOutcome(failed ?? 'saved');
  });

  const change = (next: ReminderChange) => {
    // A new change is not saved yet, and the last error is no longer news.
    setOutcome(null);
    setAsked((current) => ({ ...current, [next.kind]: next.on }));
    save.mutate(next);
  };
  const error = preferences.error ?? (outcome instanceof Error ? outcome : null);

  return (
    <section aria-labelledby={headingId} className="card mt-8 max-w-2xl p-6 sm:p-8">
      <h2 id={headingId} className="text-xl">
        <Trans>Reminders by e-mail</Trans>
      </h2>
      <p className="mt-2 text-muted">
        <Trans>
          Mails about a class being booked, moved or cancelled always come. The reminders below can
          be turned off here, or with the link at the foot of each reminder.
        </Trans>
      </p>
      <div className="mt-4">
        <ErrorBanner message={error ? serverMessage(error) : undefined} />
      </div>
      {preferences.data && (
        <ReminderBoxes reminders={preferences.data.reminders} asked={asked} onChange={change} />
      )}
      {preferences.data?.digest && (
        <DigestTime
          weekday={digestAsked.digest_weekday ?? preferences.data.digest.weekday}
          time={digestAsked.digest_time ?? preferences.data.digest.time}
          onChange={(next) => {
            setOutcome(null);
            setDigestAsked((current) => ({ ...current, ...next }));
            saveDigest.mutate(next);
          }}
        />
      )}
      <p role="status" className="mt-2 min-h-6 text-sm text-success">
        {outcome === 'saved' && (
          <>
            <i className="pi pi-check-circle me-2" aria-hidden />
            {i18n._(SAVED_MESSAGE)}
          </>
        )}
      </p>
    </section>
  );
}

function ReminderBoxes({
  reminders,
  asked,
  onChange,
}: {
  reminders: MailPreferences['reminders'];
  asked: Asked;
  onChange: (change: ReminderChange) => void;
}) {
  const { i18n } = useLingui();
  const idPrefix = useId();
  return (
    <ul className="mt-2 space-y-1">
      {reminders.map((reminder) => {
        const id = `${idPrefix}-${reminder.kind}`;
        return (
          <li key={reminder.kind} className="flex min-h-11 items-center gap-3">
            <input
              id={id}
              type="checkbox"
              className="h-5 w-5 shrink-0 cursor-pointer accent-primary"
              checked={asked[reminder.kind] ?? reminder.on}
              onChange={(event) => onChange({ kind: reminder.kind, on: event.target.checked })}
            />
            <label htmlFor={id} className="cursor-pointer">
              {i18n._(REMINDER_WORDS[reminder.kind])}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A weekday's name in the page's language, numbered as WEEKDAYS numbers them (1 Monday to
 * 7 Sunday): 1 January 2024 was a Monday. English reads as the contract's labels.
 */
const weekdayName = (day: number, tag: string) =>
  new Intl.DateTimeFormat(tag, { weekday: 'long' }).format(new Date(2024, 0, day, 12));

/** Every half hour of the day, as the digest's time is offered. */
const HALF_HOURS = Array.from(
  { length: 48 },
  (_, at) => `${String(Math.floor(at / 2)).padStart(2, '0')}:${at % 2 === 0 ? '00' : '30'}`,
);

/** When the weekly summary comes, on the person's own clock: a day and a time, each saved. */
function DigestTime({
  weekday,
  time,
  onChange,
}: {
  weekday: number;
  time: string;
  onChange: (change: DigestChange) => void;
}) {
  const format = useFormat();
  const id = useId();
  // A time that is not on the half hour (chosen through the API) stays among the choices.
  const times = HALF_HOURS.includes(time) ? HALF_HOURS : [...HALF_HOURS, time].sort();
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold">
        <Trans>When the weekly summary comes (on your clock)</Trans>
      </legend>
      <div className="mt-2 flex flex-wrap gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-day`}>
            <Trans>Day</Trans>
          </label>
          <select
            id={`${id}-day`}
            className="field-input"
            value={weekday}
            onChange={(event) => onChange({ digest_weekday: Number(event.target.value) })}
          >
            {WEEKDAYS.map((day) => (
              <option key={day.value} value={day.value}>
                {weekdayName(day.value, format.tag)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-time`}>
            <Trans>Time</Trans>
          </label>
          <select
            id={`${id}-time`}
            className="field-input"
            value={time}
            onChange={(event) => onChange({ digest_time: event.target.value })}
          >
            {times.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
