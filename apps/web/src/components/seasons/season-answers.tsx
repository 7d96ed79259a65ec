import type { Season, SeasonAnswer } from '@iqra/contracts';
import { useLingui } from '@lingui/react/macro';
import { SEASON_ANSWER_NAMES } from './season-words.ts';

/**
 * The buttons of what the reader may do with a season now (its `may`): accept first and
 * strongest. `about` names the season for a screen reader ("the seasonal timetable of Amina").
 */
export function SeasonAnswers({
  season,
  about,
  busy,
  onAnswer,
}: {
  season: Season;
  about: string;
  busy: boolean;
  onAnswer: (answer: SeasonAnswer) => void;
}) {
  const { i18n } = useLingui();
  return (
    <>
      {season.may.map((given) => (
        <button
          key={given}
          type="button"
          className={`btn min-h-10 px-4 py-2 text-sm ${given === 'accept' ? 'btn-primary' : 'btn-outline'}`}
          disabled={busy}
          onClick={() => onAnswer(given)}
        >
          {i18n._(SEASON_ANSWER_NAMES[given])}
          <span className="sr-only"> {about}</span>
        </button>
      ))}
    </>
  );
}
