import type { Season, SeasonAnswer } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorBanner } from '../../components/form-field.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { ruleText, seasonDays } from '../../components/seasons/season-format.ts';
import { SeasonAnswers } from '../../components/seasons/season-answers.tsx';
import { useAnswerSeason, useTutorSeasons } from './api.ts';
import { Badge, ListState, messageOf, Panel } from './class-parts.tsx';

// Seasonal timetables on /teach (decision 049): a learner's proposal for their plan (a Ramadan
// timetable) waits for the tutor's answer; the agreed ones to come are listed too.

function SeasonRow({ season }: { season: Season }) {
  const { t } = useLingui();
  const { tag } = useFormat();
  const answer = useAnswerSeason();
  const [said, setSaid] = useState('');
  const act = (given: SeasonAnswer) => {
    setSaid('');
    answer.mutate(
      { id: season.id, answer: given },
      {
        onSuccess: () =>
          setSaid(given === 'accept' ? t`Accepted: the classes follow it.` : t`Declined.`),
      },
    );
  };
  const learner = season.learner.name;
  const course = season.course;
  return (
    <li className="card p-4">
      <p className="font-semibold">
        <bdi>{learner}</bdi> · <bdi>{course}</bdi>
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">
          <Trans>Days</Trans>
        </dt>
        <dd>{seasonDays(season, tag)}</dd>
        <dt className="text-muted">
          <Trans>Classes then</Trans>
        </dt>
        <dd>
          <bdi>{ruleText(season, tag)}</bdi>
        </dd>
        <dt className="text-muted">
          <Trans>Usual plan</Trans>
        </dt>
        <dd>
          <bdi>{ruleText(season.usual, tag)}</bdi>
        </dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {season.status === 'accepted' ? (
          <Badge look="green" icon="pi-check-circle">
            <Trans>Agreed</Trans>
          </Badge>
        ) : (
          <Badge look="gold" icon="pi-clock">
            <Trans>Waiting for your answer</Trans>
          </Badge>
        )}
        <SeasonAnswers
          season={season}
          about={t`the seasonal timetable of ${learner}`}
          busy={answer.isPending}
          onAnswer={act}
        />
      </div>
      <p role="status" className="mt-2 text-sm text-success empty:hidden">
        {said}
      </p>
      {answer.isError && <ErrorBanner message={messageOf(answer.error)} />}
    </li>
  );
}

/**
 * The learners' seasonal timetables for the tutor to answer, and those agreed (declined and
 * withdrawn ones are gone from here). Absent while there are none.
 */
export function SeasonsSection() {
  const { t } = useLingui();
  const seasons = useTutorSeasons();
  const rows = (seasons.data?.data ?? []).filter(
    (season) => season.status === 'proposed' || season.status === 'accepted',
  );
  if (seasons.isSuccess && rows.length === 0) return null;
  return (
    <Panel
      id="teach-seasons"
      title={t`Seasonal timetables`}
      intro={t`For some days (Ramadan, a season) a learner’s classes move to other days or times, then return to the usual plan.`}
    >
      <ListState
        pending={seasons.isPending}
        error={seasons.error}
        empty={false}
        loading={t`Loading seasonal timetables…`}
      />
      {rows.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label={t`Seasonal timetables`}>
          {rows.map((season) => (
            <SeasonRow key={season.id} season={season} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
