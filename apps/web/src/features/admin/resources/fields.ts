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
