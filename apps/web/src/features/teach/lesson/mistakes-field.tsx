import { useId, useRef, useState } from 'react';
import {
  MISTAKE_CAUGHT,
  MISTAKE_CAUGHT_LABELS,
  MISTAKE_KIND_LABELS,
  MISTAKE_KINDS,
  type MistakeCaught,
  type MistakeKind,
} from '@iqra/contracts';
import { describeRange, type AyahRange } from '@iqra/quran';
import { FieldErrorText } from '../../../components/form-field.tsx';
import { RadioCards } from '../../../components/radio-cards.tsx';
import { QuranWords, type WordPlace } from '../../../components/quran/quran-words.tsx';
import { useQuranText } from '../../../components/quran/use-quran-text.ts';
import { plural } from '../../../lib/format.ts';
import { serverMessage } from '../../../lib/server-errors.ts';
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
  const [kind, setKind] = useState<MistakeKind>('tajweed');
  const [rule, setRule] = useState('');
  const [caught, setCaught] = useState<MistakeCaught>('tanbeeh');
  const ruleId = useId();
  return (
    <div
      className="space-y-3 rounded-lg border border-primary bg-tint/40 p-3"
      role="group"
      aria-label={`Mistake on word ${place.word} of ayah ${place.ayah}`}
    >
      <p className="text-sm">
        Word {place.word} of ayah {place.ayah}:{' '}
        <span lang="ar" dir="rtl" className="quran-name">
          {word}
        </span>
      </p>
      <RadioCards
        legend="Kind of mistake"
        options={MISTAKE_KINDS}
        labels={MISTAKE_KIND_LABELS}
        value={kind}
        onChange={setKind}
      />
      {kind === 'tajweed' && (
        <div>
          <label htmlFor={ruleId} className="field-label">
            Tajweed rule (optional)
          </label>
          <input
            id={ruleId}
            className="field-input"
            maxLength={100}
            placeholder="Ikhfa, madd, qalqalah…"
            value={rule}
            onChange={(event) => setRule(event.target.value)}
          />
        </div>
      )}
      <RadioCards
        legend="How it was caught"
        options={MISTAKE_CAUGHT}
        labels={MISTAKE_CAUGHT_LABELS}
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
          Add mistake
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
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
  const page = pages[at] ?? 0;
  const count = marked(page);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <button
        type="button"
        className="btn btn-outline flex-1 px-3 sm:flex-none"
        disabled={at === 0}
        aria-label="Previous page"
        onClick={() => onTurn(at - 1)}
      >
        <i className="pi pi-chevron-left" aria-hidden />
        Previous<span className="max-sm:hidden">&nbsp;page</span>
      </button>
      <p
        role="status"
        className="order-first basis-full text-center sm:order-none sm:basis-0 sm:flex-1"
      >
        Page {page}{' '}
        <span className="text-muted">
          ({at + 1} of {pages.length})
        </span>
        {count > 0 && ` · ${plural(count, 'mistake', 'mistakes')} marked`}
      </p>
      <button
        type="button"
        className="btn btn-outline flex-1 px-3 sm:flex-none"
        disabled={at === pages.length - 1}
        aria-label="Next page"
        onClick={() => onTurn(at + 1)}
      >
        Next<span className="max-sm:hidden">&nbsp;page</span>
        <i className="pi pi-chevron-right" aria-hidden />
      </button>
    </div>
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
  const text = useQuranText(range);
  const [picked, setPicked] = useState<WordPlace | null>(null);
  const [pageAt, setPageAt] = useState(0);
  const textRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const label = describeRange(range);
  const backToText = () =>
    textRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();

  if (text.isPending) return <p className="text-sm text-muted">Loading the text of {label}…</p>;
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
      <p className="field-label">Mistakes</p>
      <p className="text-sm text-muted">
        Tap a word, or reach the text with Tab and move with the arrow keys, then press Enter.
      </p>
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
          label={pages.length > 1 ? `Words of ${label}, page ${page}` : `Words of ${label}`}
          picked={picked}
          onPick={(place) => {
            setPicked(place);
            // The form opens below: its first choice takes the focus.
            requestAnimationFrame(() =>
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
        <ul className="space-y-1 text-sm" aria-label="Mistakes marked">
          {mistakes.map((mistake, index) => (
            <li key={index} className="flex items-center justify-between gap-2">
              <span>
                <span lang="ar" dir="rtl" className="quran-name">
                  {wordAt(mistake)}
                </span>{' '}
                ({mistake.ayah}, word {mistake.word}): {MISTAKE_KIND_LABELS[mistake.kind]}
                {mistake.rule && ` (${mistake.rule})`}, {MISTAKE_CAUGHT_LABELS[mistake.caught]}
              </span>
              <button
                type="button"
                className="btn btn-outline"
                aria-label={`Remove the mistake on word ${mistake.word} of ${mistake.ayah}`}
                onClick={() => onChange(mistakes.filter((_, at) => at !== index))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldErrorText message={error} />
    </div>
  );
}
