import { JUZ, PAGES, surah as surahOf } from '@iqra/quran';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FieldErrorText } from '../../../components/form-field.tsx';
import { RadioCards } from '../../../components/radio-cards.tsx';
import { SurahCombobox } from '../../../components/quran/surah-combobox.tsx';
import { wordsOf } from '../labels.ts';
import type { PickBy, RangeDraft } from './drafts.ts';

const PICK_BY = ['ayah', 'page', 'juz'] as const satisfies readonly PickBy[];
const PICK_BY_WORDS: Record<PickBy, MessageDescriptor> = {
  ayah: msg`Surah and ayah`,
  page: msg`Pages`,
  juz: msg`Juz`,
};

const pickByClass = 'flex flex-wrap gap-2';

/** A number field of the range picker. */
function NumberField({
  id,
  label,
  value,
  max,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  max: number | undefined;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the error text's id
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        className="field-input"
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldErrorText id={errorId} message={error} />
    </div>
  );
}

/**
 * A range of ayat, which may cross surahs: each end by surah (searched by name) and ayah, or
 * whole mushaf pages, or a juz. Errors come by end (`from`, `to`).
 */
export function RangeFields({
  id,
  legend,
  value,
  errors,
  onChange,
}: {
  id: string;
  legend: string;
  value: RangeDraft;
  errors: { from?: string | undefined; to?: string | undefined };
  onChange: (value: RangeDraft) => void;
}) {
  const { t, i18n } = useLingui();
  const set = (change: Partial<RangeDraft>) => onChange({ ...value, ...change });
  const ayahsIn = (surah: number | null) => (surah === null ? undefined : surahOf(surah)?.ayahs);
  const toSurah = value.toSurah ?? value.fromSurah;
  return (
    <fieldset className="space-y-3">
      <legend className="field-label">{legend}</legend>
      <RadioCards
        legend={t`Pick the range by`}
        options={PICK_BY}
        labels={wordsOf(PICK_BY_WORDS, (words) => i18n._(words))}
        value={value.by}
        grid={pickByClass}
        onChange={(by) => set({ by })}
      />
      {value.by === 'ayah' && (
        <div className="grid gap-3 sm:grid-cols-[1fr_7rem]">
          <SurahCombobox
            id={`${id}-from-surah`}
            label={t`From surah`}
            value={value.fromSurah}
            onChange={(surah) => set({ fromSurah: surah })}
          />
          <NumberField
            id={`${id}-from-ayah`}
            label={t`From ayah`}
            value={value.fromAyah}
            max={ayahsIn(value.fromSurah)}
            error={errors.from}
            onChange={(fromAyah) => set({ fromAyah })}
          />
          <SurahCombobox
            id={`${id}-to-surah`}
            label={t`To surah`}
            value={toSurah}
            onChange={(surah) => set({ toSurah: surah })}
          />
          <NumberField
            id={`${id}-to-ayah`}
            label={t`To ayah`}
            value={value.toAyah}
            max={ayahsIn(toSurah)}
            error={errors.to}
            onChange={(toAyah) => set({ toAyah })}
          />
        </div>
      )}
      {value.by === 'page' && (
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            id={`${id}-from-page`}
            label={t`From page`}
            value={value.fromPage}
            max={PAGES}
            error={errors.from}
            onChange={(fromPage) => set({ fromPage })}
          />
          <NumberField
            id={`${id}-to-page`}
            label={t`To page (if more than one)`}
            value={value.toPage}
            max={PAGES}
            error={errors.to}
            onChange={(toPage) => set({ toPage })}
          />
        </div>
      )}
      {value.by === 'juz' && (
        <>
          <NumberField
            id={`${id}-juz`}
            label={t`Juz`}
            value={value.juz}
            max={JUZ}
            error={errors.from}
            onChange={(juz) => set({ juz })}
          />
          <FieldErrorText message={errors.to} />
        </>
      )}
    </fieldset>
  );
}
