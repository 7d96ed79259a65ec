import { JUZ, PAGES, surah as surahOf } from '@iqra/quran';
import { FieldErrorText } from '../../../components/form-field.tsx';
import { RadioCards } from '../../../components/radio-cards.tsx';
import { SurahCombobox } from '../../../components/quran/surah-combobox.tsx';
import type { PickBy, RangeDraft } from './drafts.ts';

const PICK_BY = ['ayah', 'page', 'juz'] as const satisfies readonly PickBy[];
const PICK_BY_LABELS: Record<PickBy, string> = {
  ayah: 'Surah and ayah',
  page: 'Pages',
  juz: 'Juz',
};

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
  const set = (change: Partial<RangeDraft>) => onChange({ ...value, ...change });
  const ayahsIn = (surah: number | null) => (surah === null ? undefined : surahOf(surah)?.ayahs);
  const toSurah = value.toSurah ?? value.fromSurah;
  return (
    <fieldset className="space-y-3">
      <legend className="field-label">{legend}</legend>
      <RadioCards
        legend="Pick the range by"
        options={PICK_BY}
        labels={PICK_BY_LABELS}
        value={value.by}
        grid="flex flex-wrap gap-2"
        onChange={(by) => set({ by })}
      />
      {value.by === 'ayah' && (
        <div className="grid gap-3 sm:grid-cols-[1fr_7rem]">
          <SurahCombobox
            id={`${id}-from-surah`}
            label="From surah"
            value={value.fromSurah}
            onChange={(surah) => set({ fromSurah: surah })}
          />
          <NumberField
            id={`${id}-from-ayah`}
            label="From ayah"
            value={value.fromAyah}
            max={ayahsIn(value.fromSurah)}
            error={errors.from}
            onChange={(fromAyah) => set({ fromAyah })}
          />
          <SurahCombobox
            id={`${id}-to-surah`}
            label="To surah"
            value={toSurah}
            onChange={(surah) => set({ toSurah: surah })}
          />
          <NumberField
            id={`${id}-to-ayah`}
            label="To ayah"
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
            label="From page"
            value={value.fromPage}
            max={PAGES}
            error={errors.from}
            onChange={(fromPage) => set({ fromPage })}
          />
          <NumberField
            id={`${id}-to-page`}
            label="To page (if more than one)"
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
            label="Juz"
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
