import { zodResolver } from '@hookform/resolvers/zod';
import {
  seasonProposalSchema,
  type List,
  type One,
  type Season,
  type SeasonAnswer,
  type SeasonProposal,
  type Subscription,
} from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ErrorBanner, FormField, SubmitButton } from '../form-field.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { ruleText, seasonDays } from './season-format.ts';
import { SeasonFields } from './season-fields.tsx';
import { SEASON_STATUS_NAMES } from './season-words.ts';
import { SeasonAnswers } from './season-answers.tsx';
import { serverMessage, showServerErrors, useUnexpectedError } from '../../lib/server-errors.ts';

// "Ramadan / seasonal timetable" on a learner's courses (decision 049): for some days the
// classes fall on other days or at another time, then return to the usual plan. The learner
// (or a parent, on a child's page) proposes one for a course and the tutor answers; the school
// may offer one, which is accepted or declined here. The page says where its seasons are.

/** Where a learner's seasons are read and changed: the learner's own, or a parent's child's. */
export interface SeasonAddresses {
  /** The list's address, and its query's key. */
  list: string;
  key: QueryKey;
  propose: (subscriptionId: number) => string;
  answer: (seasonId: number) => string;
  /** What a change may have changed besides the seasons (the classes, the courses). */
  changes: QueryKey[];
}

/** A change to a season: the seasons, and what it may have changed, are read again. */
function useSeasonChange<Input>(
  addresses: SeasonAddresses,
  change: (input: Input) => Promise<One<Season>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all(
        [addresses.key, ...addresses.changes].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

const useProposeSeason = (addresses: SeasonAddresses) =>
  useSeasonChange(
    addresses,
    ({ subscriptionId, ...input }: SeasonProposal & { subscriptionId: number }) =>
      apiRequest<One<Season>>(addresses.propose(subscriptionId), { body: input }),
  );

const useAnswerSeason = (addresses: SeasonAddresses) =>
  useSeasonChange(addresses, ({ id, answer }: { id: number; answer: SeasonAnswer }) =>
    apiRequest<One<Season>>(addresses.answer(id), { body: { answer } }),
  );

const FIELDS = ['subscription_id', 'starts_on', 'ends_on', 'weekdays', 'start_time'] as const;

interface Values {
  subscription_id: string;
  starts_on: string;
  ends_on: string;
  weekdays: string[];
  start_time: string;
}

/** The form's strings as the API wants them: days as numbers. */
export const toProposal = (values: Values): SeasonProposal =>
  ({
    starts_on: values.starts_on,
    ends_on: values.ends_on,
    weekdays: values.weekdays.map(Number),
    start_time: values.start_time,
  }) as SeasonProposal;

/** A timetable proposed for one of the learner's courses. */
function ProposeSeasonForm({
  addresses,
  courses,
  onDone,
}: {
  addresses: SeasonAddresses;
  courses: Subscription[];
  onDone: (season: Season) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const unexpected = useUnexpectedError();
  const propose = useProposeSeason(addresses);
  const [resolver] = useState(() => {
    const validate = zodResolver(seasonProposalSchema);
    const resolve: Resolver<Values> = (values, context, options) => {
      if (!values.subscription_id) {
        return {
          values: {},
          errors: { subscription_id: { type: 'required', message: t`Choose a course.` } },
        };
      }
      return validate(toProposal(values), context, options as never) as never;
    };
    return resolve;
  });
  const { register, handleSubmit, setError, getValues, formState } = useForm<Values>({
    resolver,
    defaultValues: {
      subscription_id: courses.length === 1 ? String(courses[0]?.id) : '',
      starts_on: '',
      ends_on: '',
      weekdays: [],
      start_time: '',
    },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async () => {
    const values = getValues();
    try {
      const answer = await propose.mutateAsync({
        subscriptionId: Number(values.subscription_id),
        ...toProposal(values),
      });
      onDone(answer.data);
    } catch (error) {
      showServerErrors(error, FIELDS, setError, { focusFirst: true, fallback: unexpected });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby={id} className="mt-4">
      <h4 id={id} className="text-lg">
        <Trans>Propose a seasonal timetable</Trans>
      </h4>
      <ErrorBanner message={errors.root?.server?.message} />
      <div className="mt-2 grid gap-x-5 gap-y-4 sm:grid-cols-2">
        <FormField
          id={`${id}-course`}
          label={t`Course`}
          error={errors.subscription_id?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <select {...control} className="field-input" {...register('subscription_id')}>
              <option value="">{t`Choose…`}</option>
              {courses.map((course) => (
                <option key={course.id} value={String(course.id)}>
                  {course.product.name} · {course.tier.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <SeasonFields
          idPrefix={id}
          timeHint={t`On the clock the classes keep now; the class length stays the same.`}
          register={(name) => register(name)}
          errors={errors}
        />
      </div>
      <div className="mt-4 flex justify-end">
        <SubmitButton busy={isSubmitting}>
          <Trans>Send to the tutor</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

function SeasonItem({ season, addresses }: { season: Season; addresses: SeasonAddresses }) {
  const { t, i18n } = useLingui();
  const { tag } = useFormat();
  const answer = useAnswerSeason(addresses);
  const course = season.course;
  return (
    <li className="card p-4">
      <p className="font-semibold">
        <bdi>{course}</bdi> · {seasonDays(season, tag)}
      </p>
      <p className="text-sm text-muted">
        <Trans>
          Classes then: <bdi>{ruleText(season, tag)}</bdi>; usually{' '}
          <bdi>{ruleText(season.usual, tag)}</bdi>
        </Trans>
      </p>
      <p className="mt-1 text-sm">
        {i18n._(SEASON_STATUS_NAMES[season.status])}
        {season.status === 'proposed' && season.proposed_by === 'school' && (
          <>
            {' '}
            · <Trans>offered by the school</Trans>
          </>
        )}
      </p>
      {season.may.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          <SeasonAnswers
            season={season}
            about={t`the seasonal timetable for ${course}`}
            busy={answer.isPending}
            onAnswer={(given) => answer.mutate({ id: season.id, answer: given })}
          />
        </div>
      )}
      {answer.isError && <ErrorBanner message={serverMessage(answer.error)} />}
    </li>
  );
}

/** The seasonal timetables of a learner's courses, and a new one for a running course. */
export function SeasonsPanel({
  addresses,
  subscriptions,
}: {
  addresses: SeasonAddresses;
  subscriptions: Subscription[];
}) {
  const { t } = useLingui();
  const heading = useId();
  const seasons = useQuery({
    queryKey: addresses.key,
    queryFn: () => apiRequest<List<Season>>(addresses.list),
  });
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState('');
  const running = subscriptions.filter((row) => row.status === 'active');
  const rows = seasons.data?.data ?? [];
  if (running.length === 0 && rows.length === 0) return null;
  return (
    <section aria-labelledby={heading} className="card mt-6 p-5">
      <h3 id={heading} className="text-xl">
        <Trans>Ramadan / seasonal timetable</Trans>
      </h3>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          For some days, such as Ramadan, classes can fall on other days or at another time, then
          return to the usual plan. The tutor accepts or declines what you propose.
        </Trans>
      </p>
      <p role="status" className="mt-2 text-success empty:hidden">
        {sent}
      </p>
      {rows.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label={t`Seasonal timetables`}>
          {rows.map((season) => (
            <SeasonItem key={season.id} season={season} addresses={addresses} />
          ))}
        </ul>
      )}
      {running.length > 0 && !open && (
        <button
          type="button"
          className="btn btn-outline mt-4"
          onClick={() => {
            setSent('');
            setOpen(true);
          }}
        >
          <i className="pi pi-moon" aria-hidden />
          <Trans>Propose a seasonal timetable</Trans>
        </button>
      )}
      {open && (
        <ProposeSeasonForm
          addresses={addresses}
          courses={running}
          onDone={() => {
            setOpen(false);
            setSent(t`Sent: the tutor will answer, and you will get an e-mail.`);
          }}
        />
      )}
    </section>
  );
}
