import { useId, useRef, useState } from 'react';
import {
  MISTAKE_CAUGHT,
  MISTAKE_KINDS,
  type MistakeCaught,
  type MistakeKind,
} from '@iqra/contracts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { describeRange, type AyahRange } from '@iqra/quran';
import { FieldErrorText } from '../../../components/form-field.tsx';
import { RadioCards } from '../../../components/radio-cards.tsx';
import { QuranWords, type WordPlace } from '../../../components/quran/quran-words.tsx';
import { useQuranText } from '../../../components/quran/use-quran-text.ts';
import { serverMessage } from '../../../lib/server-errors.ts';
import {
  MISTAKE_CAUGHT_NAMES,
  MISTAKE_KIND_NAMES,
} from '../../../components/quran/lesson-names.ts';
import { wordsOf } from '../labels.ts';
import type { MistakeDraft } from './drafts.ts';

/** What the tutor writes of the mistake on a picked word. */
function MistakeForm({
  place,
  word,
  onAdd,
  onCancel,
}: {
  place: WordPlace;
  word: string;
  onAdd: (mistake: MistakeDraft) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<MistakeKind>('tajweed');
  const [rule, setRule] = useState('');
  const [caught, setCaught] = useState<MistakeCaught>('tanbeeh');
  const ruleId = useId();
  const wordNumber = place.word;
  const ayah = place.ayah;
  return (
    <div
      className="space-y-3 rounded-lg border border-primary bg-tint/40 p-3"
      role="group"
      aria-label={t`Mistake on word ${wordNumber} of ayah ${ayah}`}
    >
      <p className="text-sm">
        <Trans>
          Word {wordNumber} of ayah <bdi>{ayah}</bdi>:{' '}
          <span lang="ar" dir="rtl" className="quran-name">
            {word}
          </span>
        </Trans>
      </p>
      <RadioCards
        legend={t`Kind of mistake`}
        options={MISTAKE_KINDS}
        labels={wordsOf(MISTAKE_KIND_NAMES, (words) => i18n._(words))}
        value={kind}
        onChange={setKind}
      />
      {kind === 'tajweed' && (
        <div>
          <label htmlFor={ruleId} className="field-label">
            <Trans>Tajweed rule (optional)</Trans>
          </label>
          <input
            id={ruleId}
            className="field-input"
            maxLength={100}
            placeholder={t`Ikhfa, madd, qalqalah…`}
            value={rule}
            onChange={(event) => setRule(event.target.value)}
          />
        </div>
      )}
      <RadioCards
        legend={t`How it was caught`}
        options={MISTAKE_CAUGHT}
        labels={wordsOf(MISTAKE_CAUGHT_NAMES, (words) => i18n._(words))}
        value={caught}
        onChange={setCaught}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() =>
            onAdd({ ...place, kind, rule: kind === 'tajweed' ? rule.trim() : '', caught })
          }
        >
          <Trans>Add mistake</Trans>
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}

/** Which page of a long range is shown: the one before, the one after, and how far in. */
function PageTurner({
  pages,
  at,
  marked,
  onTurn,
}: {
  pages: number[];
  at: number;
  /** How many mistakes are marked on a page. */
  marked: (page: number) => number;
  onTurn: (index: number) => void;
}) {
  const { t } = useLingui();
  const page = pages[at] ?? 0;
  const count = marked(page);
  const position = at + 1;
  const total = pages.length;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <button
        type="button"
        className="btn btn-outline flex-1 px-3 sm:flex-none"
        disabled={at === 0}
        aria-label={t`Previous page`}
        onClick={() => onTurn(at - 1)}
      >
        <i className="pi pi-chevron-left" aria-hidden />
        <Trans>
          Previous<span className="max-sm:hidden">&nbsp;page</span>
        </Trans>
      </button>
      <p
        role="status"
        className="order-first basis-full text-center sm:order-none sm:basis-0 sm:flex-1"
      >
        <Trans>
          Page {page}{' '}
          <span className="text-muted">
            ({position} of {total})
          </span>
        </Trans>
        {count > 0 && (
          <>
            {' · '}
            <Plural value={count} one="# mistake marked" other="# mistakes marked" />
          </>
        )}
      </p>
      <button
        type="button"
        className="btn btn-outline flex-1 px-3 sm:flex-none"
        disabled={at === pages.length - 1}
        aria-label={t`Next page`}
        onClick={() => onTurn(at + 1)}
      >
        <Trans>
          Next<span className="max-sm:hidden">&nbsp;page</span>
        </Trans>
        <i className="pi pi-chevron-right" aria-hidden />
      </button>
    </div>
  );
}

/** A mistake marked: the word, its place, what kind and how it was caught; and Remove. */
function MarkedMistake({
  mistake,
  word,
  onRemove,
}: {
  mistake: MistakeDraft;
  word: string;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const ayah = mistake.ayah;
  const wordNumber = mistake.word;
  const kind = i18n._(MISTAKE_KIND_NAMES[mistake.kind]);
  const rule = mistake.rule;
  const caught = i18n._(MISTAKE_CAUGHT_NAMES[mistake.caught]);
  const text = (
    <span lang="ar" dir="rtl" className="quran-name">
      {word}
    </span>
  );
  return (
    <li className="flex items-center justify-between gap-2">
      <span>
        {rule ? (
          <Trans>
            {text} (<bdi>{ayah}</bdi>, word {wordNumber}): {kind} (<bdi>{rule}</bdi>), {caught}
          </Trans>
        ) : (
          <Trans>
            {text} (<bdi>{ayah}</bdi>, word {wordNumber}): {kind}, {caught}
          </Trans>
        )}
      </span>
      <button
        type="button"
        className="btn btn-outline"
        aria-label={t`Remove the mistake on word ${wordNumber} of ${ayah}`}
        onClick={onRemove}
      >
        <Trans>Remove</Trans>
      </button>
    </li>
  );
}

/** What the field is, and how to mark a word. */
function MistakesHint() {
  return (
    <>
      <p className="field-label">
        <Trans>Mistakes</Trans>
      </p>
      <p className="text-sm text-muted">
        <Trans>
          Tap a word, or reach the text with Tab and move with the arrow keys, then press Enter.
        </Trans>
      </p>
    </>
  );
}

/**
 * The range's text, to mark the mistakes heard on its words (a page of the mushaf at a time),
 * and the list of those marked.
 */
export function MistakesField({
  range,
  mistakes,
  error,
  onChange,
}: {
  range: AyahRange;
  mistakes: MistakeDraft[];
  error?: string | undefined;
  onChange: (mistakes: MistakeDraft[]) => void;
}) {
  const { t } = useLingui();
  const text = useQuranText(range);
  const [picked, setPicked] = useState<WordPlace | null>(null);
  const [pageAt, setPageAt] = useState(0);
  const textRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const label = describeRange(range);
  const backToText = () =>
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    textRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();

  if (text.isPending) {
    return (
      <p className="text-sm text-muted">
        <Trans>
          Loading the text of <bdi>{label}</bdi>…
        </Trans>
      </p>
    );
  }
  if (text.isError) {
    return <FieldErrorText message={serverMessage(text.error)} />;
  }
  const wordAt = (place: WordPlace) =>
    text.data.ayat.find((ayah) => ayah.ayah === place.ayah)?.words[place.word - 1] ?? '';
  // A range over several pages of the mushaf is shown a page at a time, as it is read.
  const pages = [...new Set(text.data.ayat.map((ayah) => ayah.page))];
  const at = Math.min(pageAt, pages.length - 1);
  const page = pages[at];
  const shown =
    pages.length > 1
      ? { ...text.data, ayat: text.data.ayat.filter((a) => a.page === page) }
      : text.data;
  const ayatShown = new Set(shown.ayat.map((ayah) => ayah.ayah));
  const turnTo = (index: number) => {
    setPageAt(index);
    setPicked(null);
  };
  return (
    <div className="space-y-3">
      <MistakesHint />
      {pages.length > 1 && (
        <PageTurner
          pages={pages}
          at={at}
          marked={(pageNumber) =>
            mistakes.filter(
              (mistake) =>
                text.data.ayat.find((ayah) => ayah.ayah === mistake.ayah)?.page === pageNumber,
            ).length
          }
          onTurn={turnTo}
        />
      )}
      <div ref={textRef} className="max-h-80 overflow-y-auto rounded-lg border border-line px-3">
        <QuranWords
          key={page}
          text={shown}
          mistakes={mistakes.filter((mistake) => ayatShown.has(mistake.ayah))}
          label={pages.length > 1 ? t`Words of ${label}, page ${page}` : t`Words of ${label}`}
          picked={picked}
          onPick={(place) => {
            setPicked(place);
            // The form opens below: its first choice takes the focus.
            requestAnimationFrame(() =>
              // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
              formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus(),
            );
          }}
        />
      </div>
      {picked && (
        <div ref={formRef}>
          <MistakeForm
            key={`${picked.ayah}/${picked.word}`}
            place={picked}
            word={wordAt(picked)}
            onAdd={(mistake) => {
              onChange([...mistakes, mistake]);
              setPicked(null);
              requestAnimationFrame(backToText);
            }}
            onCancel={() => {
              setPicked(null);
              requestAnimationFrame(backToText);
            }}
          />
        </div>
      )}
      {mistakes.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label={t`Mistakes marked`}>
          {mistakes.map((mistake, index) => (
            <MarkedMistake
              key={index}
              mistake={mistake}
              word={wordAt(mistake)}
              onRemove={() => onChange(mistakes.filter((_, at) => at !== index))}
            />
          ))}
        </ul>
      )}
      <FieldErrorText message={error} />
    </div>
  );
}
