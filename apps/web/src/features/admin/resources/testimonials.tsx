import { msg } from '@lingui/core/macro';
import {
  adminTestimonialCreateSchema,
  adminTestimonialUpdateSchema,
  type AdminTestimonial,
} from '@iqra/contracts';
import { Clipped } from '../components/parts.tsx';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { positionColumn } from './columns.tsx';
import { positionField, withArabic } from './fields.ts';

export const testimonials = defineResource<AdminTestimonial>({
  ...SCREENS.testimonials,
  resource: 'testimonials',
  singular: msg`testimonial`,
  label: (row) => row.name,
  defaultSort: 'position',
  searchHint: msg`name or words`,
  columns: [
    { field: 'name', header: msg`Name`, sortable: true },
    {
      field: 'testimonial',
      header: msg({ message: 'Testimonial', context: 'one' }),
      body: (row) => <Clipped text={row.testimonial} />,
      className: 'min-w-72',
    },
    positionColumn,
  ],
  form: {
    fields: [
      { name: 'name', label: msg`Name`, kind: 'text' },
      positionField,
      ...withArabic({ name: 'testimonial', label: msg`Testimonial`, kind: 'textarea' }),
    ],
    create: adminTestimonialCreateSchema,
    update: adminTestimonialUpdateSchema,
  },
  canDelete: true,
});
