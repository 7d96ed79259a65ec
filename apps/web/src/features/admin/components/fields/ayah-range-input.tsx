import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { juzRange, searchSurahs, surahRange, type AyahRange, type Surah } from '@iqra/quran';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import {
  juzChoices,
  juzOf,
  rangeInputs,
  rangeSummary,
  sameRange,
  typedRange,
} from '../../utils/ayah-range.ts';
import { wordsIn } from '../resource-config.ts';
import type { InputProps } from './input-props.ts';

/** How many surahs a search shows at once: type more of the name for others. */
const SHOWN = 6;

/** "The Tidings, 40 ayat". */
function SurahLength({ meaning, ayahs }: { meaning: string; ayahs: number }) {
  const { t } = useLingui();
  return t`${meaning}, ${plural(ayahs, { one: '# ayah', other: '# ayat' })}`;
}

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
          <SurahLength meaning={surah.meaning} ayahs={surah.ayahs} />
        </span>
      </button>
    </li>
  );
}

/** How many surahs the search found, and what Enter does. */
function FoundLine({ found }: { found: number }) {
  const { t } = useLingui();
  if (found === 0) return t`No surah has that name or number.`;
  if (found > SHOWN) {
    return t`${plural(found, { one: '# surah matches', other: '# surahs match' })}; the first ${SHOWN} are shown. Enter takes the first.`;
  }
  return t`${plural(found, { one: '# surah matches', other: '# surahs match' })}. Enter takes the first.`;
}

/**
 * A range of ayat picked by surah (searched by its Arabic or English name, or its number) or
 * by juz: it fills the form's `from` and `to`, which staff may also type. The juz list shows
 * the juz the typed range is, and a line says what the range holds.
 */
export function AyahRangeInput({ field, form, id }: InputProps) {
  const { i18n, t } = useLingui();
  const [query, setQuery] = useState('');
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] }) as unknown[];
  const current = typedRange(from, to);
  const found = query.trim() === '' ? [] : searchSurahs(query);
  const summary = rangeSummary(from, to, i18n);
  const juzList = useMemo(() => juzChoices(i18n), [i18n]);

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
      <legend className="px-1 font-semibold">{wordsIn(i18n, field.label)}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {field.hint
          ? wordsIn(i18n, field.hint)
          : t`Find a surah or choose a juz, or type the first and last ayah below (surah:ayah).`}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-surah`} className="field-label">
            <Trans>Find a surah</Trans>
          </label>
          <input
            id={`${id}-surah`}
            type="search"
            className="field-input"
            placeholder={t`Naba, النبأ, the tidings or 78`}
            autoComplete="off"
            aria-describedby={`${id}-hint ${id}-found`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <p id={`${id}-found`} role="status" className="mt-1.5 text-sm text-muted">
            {query.trim() === '' ? '' : <FoundLine found={found.length} />}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-juz`} className="field-label">
            <Trans>Or a whole juz</Trans>
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
            <option value="">{t`Choose a juz…`}</option>
            {juzList.map((choice) => (
              <option key={choice.juz} value={choice.juz}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {found.length > 0 && (
        <ul aria-label={t`Surahs found`} className="mt-3 grid gap-2 sm:grid-cols-2">
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
            <span className="text-muted">
              <Trans>The ayat:</Trans>{' '}
            </span>
            <bdi className="font-semibold">{summary}</bdi>
          </>
        ) : (
          <span className="text-muted">
            <Trans>No range yet.</Trans>
          </span>
        )}
      </p>
    </fieldset>
  );
}
