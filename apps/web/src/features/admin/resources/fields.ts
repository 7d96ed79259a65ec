import { msg } from '@lingui/core/macro';
import type { FieldConfig } from '../components/resource-config.ts';

/**
 * The Arabic twin of a text staff write (decision 043): `<name>_ar` unless named, labelled
 * "… in Arabic", written right to left; left empty, the site shows the English.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a field's name
export const inArabic = (field: FieldConfig, name = `${field.name}_ar`): FieldConfig => ({
  name,
  label: field.label,
  kind: field.kind,
  lang: 'ar',
  ...(field.wide === undefined ? {} : { wide: field.wide }),
  hint: msg`Left empty, the Arabic pages show the English.`,
});

/** A text field followed by its Arabic twin. */
export const withArabic = (field: FieldConfig, name?: string): FieldConfig[] => [
  field,
  inArabic(field, name),
];

/** The place of a row in a list kept in order (categories, tiers, testimonials, …). */
export const positionField: FieldConfig = {
  name: 'position',
  label: msg`Position`,
  kind: 'number',
  optional: true,
  hint: msg`Lower comes first. Left empty, it goes last.`,
};

/** A catalogue address, following the name while creating. */
export const slugField: FieldConfig = {
  name: 'slug',
  label: msg`Slug`,
  kind: 'text',
  slugFrom: 'name',
  hint: msg`Used in addresses.`,
};

/**
 * A range of ayat: picked by surah or juz into `from` and `to`, or typed as surah:ayah; shown
 * only while the form's values say so (a Quran item, a memorisation milestone).
 */
export const ayahRangeFields = (
  when: (values: Record<string, unknown>) => boolean,
): FieldConfig[] => [
  { name: 'range', label: msg`Choose the ayat`, kind: 'ayahRange' as const, when },
  { name: 'from', label: msg`First ayah`, kind: 'text', hint: msg`As surah:ayah, e.g. 78:1`, when },
  { name: 'to', label: msg`Last ayah`, kind: 'text', hint: msg`May be in a later surah`, when },
];
