import type { FieldConfig } from '../components/resource-config.ts';

/** The place of a row in a list kept in order (categories, tiers, testimonials, …). */
export const positionField: FieldConfig = {
  name: 'position',
  label: 'Position',
  kind: 'number',
  optional: true,
  hint: 'Lower comes first. Left empty, it goes last.',
};

/** A catalogue address, following the name while creating. */
export const slugField: FieldConfig = {
  name: 'slug',
  label: 'Slug',
  kind: 'text',
  slugFrom: 'name',
  hint: 'Used in addresses.',
};

/**
 * A range of ayat: picked by surah or juz into `from` and `to`, or typed as surah:ayah; shown
 * only while the form's values say so (a Quran item, a memorisation milestone).
 */
export const ayahRangeFields = (
  when: (values: Record<string, unknown>) => boolean,
): FieldConfig[] => [
  { name: 'range', label: 'Choose the ayat', kind: 'ayahRange', when },
  { name: 'from', label: 'First ayah', kind: 'text', hint: 'As surah:ayah, e.g. 78:1', when },
  { name: 'to', label: 'Last ayah', kind: 'text', hint: 'May be in a later surah', when },
];
