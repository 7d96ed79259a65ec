import {
  holidayChangeSchema,
  holidayCreateSchema,
  type Holiday,
  type HolidayChangeResult,
} from '@iqra/contracts';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useHolidayDays, useHolidayName } from '../../../components/classes/school-holidays.tsx';
import { actionErrorMessage } from '../api/queries.ts';
import { useAddHoliday, useChangeHoliday, useRemoveHoliday } from '../api/school-calendar.ts';
import { ActionDialogButton } from '../components/action-dialog.tsx';
import { ConfirmDialog } from '../components/dialogs.tsx';
import type { FieldConfig, Notify } from '../components/resource-config.ts';
import { smallButton, smallDangerButton } from '../components/ui.ts';

// The school calendar's pieces (decision 049): a holiday's name and days, and what staff do
// with one: confirm a proposed Eid (on the calendar's days or shifted), change a kept holiday's
// days, remove it, add a closure.

/** An Eid's name with its Hijri year, or a closure's name. */
export function useHolidayTitle() {
  const nameOf = useHolidayName();
  const { t } = useLingui();
  return (holiday: Holiday) => {
    const name = nameOf({
      kind: holiday.kind,
      name: holiday.kind === 'closure' ? holiday.name_en : null,
    });
    const year = holiday.hijri_year;
    return year === null ? name : t`${name} ${year} AH`;
  };
}

/** A holiday's days on both calendars. */
export function HolidayDaysCell({ holiday }: { holiday: Holiday }) {
  const daysOf = useHolidayDays();
  const days = daysOf(holiday);
  return (
    <span>
      <span className="whitespace-nowrap">{days.gregorian}</span>
      <span className="block text-xs text-muted">{days.hijri}</span>
    </span>
  );
}

const dayFields = (i18n: I18n, closure: boolean): FieldConfig[] => [
  { name: 'starts_on', label: i18n._(msg`First day`), kind: 'date' },
  { name: 'ends_on', label: i18n._(msg`Last day`), kind: 'date' },
  ...(closure
    ? ([
        { name: 'name_en', label: i18n._(msg`Name`), kind: 'text' },
        { name: 'name_ar', label: i18n._(msg`Name`), kind: 'text', lang: 'ar', optional: true },
      ] satisfies FieldConfig[])
    : []),
  {
    name: 'public',
    label: i18n._(msg`Show on the FAQ and pricing pages`),
    kind: 'checkbox',
    wide: true,
  },
];

/** What a change did, as staff read it after. */
function useOutcomeWords() {
  const { t } = useLingui();
  const title = useHolidayTitle();
  return (result: HolidayChangeResult, fallback: string) => {
    const what = result.holiday ? title(result.holiday) : fallback;
    const cancelled = t`${plural(result.cancelled, { one: '# class is', other: '# classes are' })} not held`;
    const restored = t`${plural(result.restored, { one: '# class is', other: '# classes are' })} held again`;
    const told = t`${plural(result.learners, { one: '# learner', other: '# learners' })} and their tutors are told`;
    return t`${what}: ${cancelled}, ${restored}; ${told}.`;
  };
}

/** Confirm, for an Eid the calendar proposes: its days as proposed, to keep or shift. */
export function ConfirmEid({
  holiday,
  notify,
  onDone,
}: {
  holiday: Holiday;
  notify: Notify;
  onDone: (id: number | null) => void;
}) {
  const { t, i18n } = useLingui();
  const add = useAddHoliday();
  const words = useOutcomeWords();
  const name = useHolidayTitle()(holiday);
  return (
    <ActionDialogButton
      label={t`Confirm`}
      accessibleName={t`Confirm ${name}`}
      title={t`Confirm ${name}`}
      intro={
        <p>
          <Trans>
            The Umm al-Qura calendar has it on these days. Where the moon is sighted otherwise, move
            it by a day or two. Classes on its days are not held, and everyone is told once.
          </Trans>
        </p>
      }
      fields={dayFields(i18n, false).map((field) => ({
        ...field,
        initial: field.name === 'public' ? false : holiday[field.name as 'starts_on' | 'ends_on'],
      }))}
      schema={holidayCreateSchema}
      fixed={{ kind: holiday.kind, hijri_year: holiday.hijri_year }}
      submitLabel={t`Confirm`}
      run={async (values) => {
        const result = (await add.mutateAsync(values)).data;
        onDone(result.holiday?.id ?? null);
        return words(result, name);
      }}
      notify={notify}
    />
  );
}

/** Add a closure: any days, with a name. */
export function AddClosure({
  notify,
  onDone,
}: {
  notify: Notify;
  onDone: (id: number | null) => void;
}) {
  const { t, i18n } = useLingui();
  const add = useAddHoliday();
  const words = useOutcomeWords();
  return (
    <ActionDialogButton
      label={t`Add a closure`}
      accessibleName={t`Add a closure`}
      title={t`Add a closure`}
      fields={dayFields(i18n, true)}
      schema={holidayCreateSchema}
      fixed={{ kind: 'closure' }}
      submitLabel={t`Add closure`}
      run={async (values) => {
        const result = (await add.mutateAsync(values)).data;
        onDone(result.holiday?.id ?? null);
        return words(result, t`The closure`);
      }}
      notify={notify}
    />
  );
}

/** Change a kept holiday's days (or name, or whether the public sees it), and remove it. */
export function KeptHolidayActions({
  holiday,
  notify,
}: {
  holiday: Holiday & { id: number };
  notify: Notify;
}) {
  const { t, i18n } = useLingui();
  const change = useChangeHoliday();
  const remove = useRemoveHoliday();
  const words = useOutcomeWords();
  const name = useHolidayTitle()(holiday);
  const [removing, setRemoving] = useState(false);
  const close = () => setRemoving(false);
  return (
    <div className="flex gap-2">
      <ActionDialogButton
        label={t`Change`}
        accessibleName={t`Change ${name}`}
        title={t`Change ${name}`}
        fields={dayFields(i18n, holiday.kind === 'closure').map((field) => ({
          ...field,
          initial: holiday[field.name as keyof Holiday] ?? '',
        }))}
        schema={holidayChangeSchema}
        submitLabel={t`Save`}
        run={async (values) =>
          words((await change.mutateAsync({ id: holiday.id, values })).data, name)
        }
        notify={notify}
      />
      <button
        type="button"
        className={smallDangerButton}
        aria-label={t`Remove ${name}`}
        onClick={() => setRemoving(true)}
      >
        <Trans>Remove</Trans>
      </button>
      <ConfirmDialog
        visible={removing}
        title={t`Remove ${name}?`}
        confirmLabel={t`Remove`}
        busy={remove.isPending}
        onHide={close}
        onConfirm={() => {
          remove.mutate(holiday.id, {
            onSuccess: (result) => {
              close();
              notify({ success: words(result.data, name) });
            },
            onError: (error) => {
              close();
              notify({ error: actionErrorMessage(error) });
            },
          });
        }}
      >
        <p>
          <Trans>
            Its classes to come are held after all: their make-up credits not yet used go, or each
            plan ends as it did. Everyone is told once.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}

/** "See the classes", for a holiday that takes some. */
export function SeeClasses({
  holiday,
  shown,
  onShow,
}: {
  holiday: Holiday & { id: number };
  shown: boolean;
  onShow: (id: number | null) => void;
}) {
  const { t } = useLingui();
  const name = useHolidayTitle()(holiday);
  return (
    <button
      type="button"
      className={smallButton}
      aria-pressed={shown}
      aria-label={t`The classes ${name} takes`}
      onClick={() => onShow(shown ? null : holiday.id)}
    >
      {shown ? <Trans>Hide classes</Trans> : <Trans>See classes</Trans>}
    </button>
  );
}
