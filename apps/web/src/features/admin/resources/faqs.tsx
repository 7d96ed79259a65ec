import { msg } from '@lingui/core/macro';
import { adminFaqCreateSchema, adminFaqUpdateSchema, type AdminFaq } from '@iqra/contracts';
import { Clipped } from '../components/parts.tsx';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { withArabic } from './fields.ts';

export const faqs = defineResource<AdminFaq>({
  ...SCREENS.faqs,
  resource: 'faqs',
  singular: msg({ message: 'FAQ', context: 'one' }),
  label: (row) => row.question,
  ordered: true,
  columns: [
    { field: 'question', header: msg`Question`, className: 'min-w-56' },
    {
      field: 'answer',
      header: msg`Answer`,
      body: (row) => <Clipped text={row.answer} />,
      className: 'min-w-72',
    },
  ],
  form: {
    fields: [
      ...withArabic({ name: 'question', label: msg`Question`, kind: 'text', wide: true }),
      ...withArabic({ name: 'answer', label: msg`Answer`, kind: 'textarea' }),
    ],
    create: adminFaqCreateSchema,
    update: adminFaqUpdateSchema,
  },
  canDelete: true,
});
