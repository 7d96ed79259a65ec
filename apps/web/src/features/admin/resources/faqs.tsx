import { adminFaqCreateSchema, adminFaqUpdateSchema, type AdminFaq } from '@iqra/contracts';
import { Clipped } from '../components/parts.tsx';
import { defineResource } from '../components/resource-config.ts';

export const faqs = defineResource<AdminFaq>({
  resource: 'faqs',
  path: 'faqs',
  title: 'FAQs',
  icon: 'pi-question-circle',
  singular: 'FAQ',
  description: 'Questions and answers on the home page, in this order.',
  label: (row) => row.question,
  ordered: true,
  columns: [
    { field: 'question', header: 'Question', className: 'min-w-56' },
    {
      field: 'answer',
      header: 'Answer',
      body: (row) => <Clipped text={row.answer} />,
      className: 'min-w-72',
    },
  ],
  form: {
    fields: [
      { name: 'question', label: 'Question', kind: 'text', wide: true },
      { name: 'answer', label: 'Answer', kind: 'textarea' },
    ],
    create: adminFaqCreateSchema,
    update: adminFaqUpdateSchema,
  },
  canDelete: true,
});
