import { juzRange, searchSurahs, surahRange, type AyahRange, type Surah } from '@iqra/quran';
import { useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import {
  JUZ_CHOICES,
  juzOf,
  rangeInputs,
  rangeSummary,
  sameRange,
  typedRange,
} from '../../utils/ayah-range.ts';
import type { InputProps } from './input-props.ts';

/** How many surahs a search shows at once: type more of the name for others. */
const SHOWN = 6;

/** One surah found: its number, names and length, pressed when it is the range chosen. */
function SurahChoice({
  surah,
  chosen,
  onPick,
}: {
  surah: Surah;
  chosen: boolean;
  onPick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={chosen}
        className={`flex min-h-11 w-full flex-wrap items-baseline gap-x-2 rounded-lg border px-3 py-2 text-start text-sm ${
          chosen ? 'border-primary bg-tint' : 'border-line bg-white hover:bg-tint'
        }`}
        onClick={onPick}
      >
        <span className="font-semibold">
          {surah.number}. {surah.name}
        </span>
        <span lang="ar" dir="rtl">
          {surah.arabic}
        </span>
        <span className="text-muted">
          {surah.meaning}, {surah.ayahs} ayat
        </span>
      </button>
    </li>
  );
}

/**
 * A range of ayat picked by surah (searched by its Arabic or English name, or its number) or
 * by juz: it fills the form's `from` and `to`, which staff may also type. The juz list shows
 * the juz the typed range is, and a line says what the range holds.
 */
export function AyahRangeInput({ field, form, id }: InputProps) {
  const [query, setQuery] = useState('');
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] }) as unknown[];
  const current = typedRange(from, to);
  const found = query.trim() === '' ? [] : searchSurahs(query);
  const summary = rangeSummary(from, to);

  const pick = (range: AyahRange) => {
    const values = rangeInputs(range);
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('from', values.from, options);
    form.setValue('to', values.to, options);
  };
  // Enter takes the best match rather than sending the form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (found[0]) pick(surahRange(found[0].number));
  };

  return (
    <fieldset className="rounded-lg border border-line p-4">
      <legend className="px-1 font-semibold">{field.label}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {field.hint ??
          'Find a surah or choose a juz, or type the first and last ayah below (surah:ayah).'}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-surah`} className="field-label">
            Find a surah
          </label>
          <input
            id={`${id}-surah`}
            type="search"
            className="field-input"
            placeholder="Naba, النبأ, the tidings or 78"
            autoComplete="off"
            aria-describedby={`${id}-hint ${id}-found`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <p id={`${id}-found`} role="status" className="mt-1.5 text-sm text-muted">
            {query.trim() === ''
              ? ''
              : found.length === 0
                ? 'No surah has that name or number.'
                : `${found.length} ${found.length === 1 ? 'surah matches' : 'surahs match'}${
                    found.length > SHOWN ? `; the first ${SHOWN} are shown` : ''
                  }. Enter takes the first.`}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-juz`} className="field-label">
            Or a whole juz
          </label>
          <select
            id={`${id}-juz`}
            className="field-input"
            value={String(juzOf(current) ?? '')}
            onChange={(event) => {
              const juz = Number(event.target.value);
              if (juz) pick(juzRange(juz));
            }}
          >
            <option value="">Choose a juz…</option>
            {JUZ_CHOICES.map((choice) => (
              <option key={choice.juz} value={choice.juz}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {found.length > 0 && (
        <ul aria-label="Surahs found" className="mt-3 grid gap-2 sm:grid-cols-2">
          {found.slice(0, SHOWN).map((surah) => (
            <SurahChoice
              key={surah.number}
              surah={surah}
              chosen={current !== undefined && sameRange(current, surahRange(surah.number))}
              onPick={() => pick(surahRange(surah.number))}
            />
          ))}
        </ul>
      )}
      <p role="status" className="mt-3 text-sm">
        {summary ? (
          <>
            <span className="text-muted">The ayat: </span>
            <span className="font-semibold">{summary}</span>
          </>
        ) : (
          <span className="text-muted">No range yet.</span>
        )}
      </p>
    </fieldset>
  );
}
