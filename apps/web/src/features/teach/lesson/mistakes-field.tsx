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

/**
 * The range's text, to mark the mistakes heard on its words, and the list of those marked.
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
  return (
    <div className="space-y-3">
      <p className="field-label">Mistakes</p>
      <p className="text-sm text-muted">
        Tap a word, or reach the text with Tab and move with the arrow keys, then press Enter.
      </p>
      <div ref={textRef} className="max-h-80 overflow-y-auto rounded-lg border border-line px-3">
        <QuranWords
          text={text.data}
          mistakes={mistakes}
          label={`Words of ${label}`}
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
