import { zodResolver } from '@hookform/resolvers/zod';
import { seasonOfferInputSchema, type AdminTutor, type SeasonOfferInput } from '@iqra/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ErrorBanner, SubmitButton } from '../../../components/form-field.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { ruleText, seasonDays } from '../../../components/seasons/season-format.ts';
import { SeasonFields } from '../../../components/seasons/season-fields.tsx';
import { SeasonAnswers } from '../../../components/seasons/season-answers.tsx';
import { SEASON_STATUS_NAMES } from '../../../components/seasons/season-words.ts';
import { showServerErrors } from '../../../lib/server-errors.ts';
import { actionErrorMessage } from '../api/queries.ts';
import { useAnswerSeason, useOfferSeason, useTutorSeasons } from '../api/teaching.ts';
import { AdminDialog } from '../components/dialogs.tsx';
import { SuccessStatus } from '../components/notice.tsx';
import { TimeZoneSelect } from '../components/fields/time-zone-select.tsx';

// A tutor's seasonal timetables in the back office (decision 049): one offered to all of the
// tutor's learners at once (Ramadan: the same days at 21:00 Cairo time), each learner
// answering their own; and every season of the tutor's plans, which staff may answer.

interface OfferValues {
  starts_on: string;
  ends_on: string;
  /** None: each plan keeps its own days. */
  weekdays: string[];
  start_time: string;
  /** '' leaves each plan on its own clock. */
  time_zone: string;
}

const FIELDS = ['starts_on', 'ends_on', 'weekdays', 'start_time', 'time_zone'] as const;

/** The form's strings as `POST …/seasons` wants them. */
export function toOfferInput(values: OfferValues): SeasonOfferInput {
  return {
    starts_on: values.starts_on,
    ends_on: values.ends_on,
    start_time: values.start_time,
    ...(values.weekdays.length > 0 ? { weekdays: values.weekdays.map(Number) } : {}),
    ...(values.time_zone ? { time_zone: values.time_zone } : {}),
  };
}

function OfferForm({
  tutor,
  onDone,
}: {
  tutor: AdminTutor;
  onDone: (proposed: number, skipped: number) => void;
}) {
  const { t } = useLingui();
  const offer = useOfferSeason(tutor.id);
  const [resolver] = useState(() => {
    const validate = zodResolver(seasonOfferInputSchema);
    const resolve: Resolver<OfferValues> = (values, context, options) =>
      validate(toOfferInput(values), context, options as never) as never;
    return resolve;
  });
  const { register, handleSubmit, setError, getValues, formState } = useForm<OfferValues>({
    resolver,
    defaultValues: {
      starts_on: '',
      ends_on: '',
      weekdays: [],
      start_time: '',
      time_zone: tutor.time_zone,
    },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async () => {
    try {
      const { data } = await offer.mutateAsync(toOfferInput(getValues()));
      onDone(data.proposed.length, data.skipped.length);
    } catch (error) {
      showServerErrors(error, FIELDS, setError, { focusFirst: true });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <ErrorBanner message={errors.root?.server?.message} />
      <div className="mt-2 grid gap-x-5 gap-y-4 sm:grid-cols-2">
        <SeasonFields idPrefix="offer" register={(name) => register(name)} errors={errors} />
        <p className="-mt-3 text-sm text-muted sm:col-span-2">
          <Trans>None chosen: each learner keeps their own days.</Trans>
        </p>
        <TimeZoneSelect
          id="offer-zone"
          label={t`Time zone`}
          placeholder={t`Each plan’s own clock`}
          error={errors.time_zone?.message}
          registration={register('time_zone')}
        />
      </div>
      <div className="mt-6 flex justify-end">
        <SubmitButton busy={isSubmitting}>
          <Trans>Offer to all learners</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

/** The tutor's seasonal timetables, and the offer of one to all of their learners. */
export function TutorSeasonsCard({ tutor }: { tutor: AdminTutor }) {
  const { t, i18n } = useLingui();
  const { tag } = useFormat();
  const seasons = useTutorSeasons(tutor.id);
  const answer = useAnswerSeason();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string>();
  const rows = seasons.data?.data ?? [];
  const action = t`Offer a seasonal timetable to all learners of this tutor`;
  return (
    <section aria-labelledby="seasons-heading" className="card mt-6 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="seasons-heading" className="text-xl">
          <Trans>Seasonal timetables</Trans>
        </h2>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setDone(undefined);
            setOpen(true);
          }}
        >
          <i className="pi pi-moon" aria-hidden />
          {action}
        </button>
      </div>
      <SuccessStatus message={done} className="mt-3 text-success empty:hidden" />
      {seasons.isError && <ErrorBanner message={actionErrorMessage(seasons.error)} />}
      {answer.isError && <ErrorBanner message={actionErrorMessage(answer.error)} />}
      {rows.length === 0 ? (
        <p className="mt-4 text-muted">
          {seasons.isPending ? t`Loading…` : t`No seasonal timetables yet.`}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {rows.map((season) => {
            const learner = season.learner.name;
            return (
              <li key={season.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    <bdi>{learner}</bdi> · <bdi>{season.course}</bdi> · {seasonDays(season, tag)}
                  </p>
                  <p className="text-sm text-muted">
                    <bdi>{ruleText(season, tag)}</bdi> ·{' '}
                    {i18n._(SEASON_STATUS_NAMES[season.status])}
                  </p>
                </div>
                <SeasonAnswers
                  season={season}
                  about={t`the seasonal timetable of ${learner}`}
                  busy={answer.isPending}
                  onAnswer={(given) => answer.mutate({ id: season.id, answer: given })}
                />
              </li>
            );
          })}
        </ul>
      )}
      <AdminDialog header={action} visible={open} onHide={() => setOpen(false)}>
        {open && (
          <OfferForm
            tutor={tutor}
            onDone={(proposed, skipped) => {
              setOpen(false);
              setDone(
                t`Offered to ${plural(proposed, { one: '# plan', other: '# plans' })}; ${plural(skipped, { one: '# left out', other: '# left out' })}.`,
              );
            }}
          />
        )}
      </AdminDialog>
    </section>
  );
}
