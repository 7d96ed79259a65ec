import { learnerProgressSchema, type LearnerProgress } from '@iqra/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contractBody } from '../../test-utils/api-answers.ts';
import { renderAt, renderIn } from '../../test-utils/played-api.tsx';
import { LearnerProgressView } from './learner-progress.tsx';

// A learner's progress as the learner's tab shows it, in each language: what is due, the
// mushaf's count (plurals), and the latest lesson with its mistakes.

const progress = contractBody(learnerProgressSchema, {
  learner: { id: 7, name: 'Amina Rahman', time_zone: 'Europe/London' },
  today: '2027-01-14',
  memorised_ayat: 3,
  pages: [
    {
      page: 582,
      state: 'memorised',
      memorised_ayat: 16,
      due: '2027-01-14',
      last_heard: '2027-01-07',
      mistakes: 1,
    },
    {
      page: 583,
      state: 'memorised',
      memorised_ayat: 15,
      due: '2027-01-14',
      last_heard: '2027-01-07',
      mistakes: 0,
    },
    {
      page: 590,
      state: 'in_progress',
      memorised_ayat: 4,
      due: '2027-01-16',
      last_heard: '2027-01-09',
      mistakes: 0,
    },
  ],
  surahs: [],
  lessons: [
    {
      class_id: 11,
      starts_at: '2027-01-12T17:00:00.000Z',
      course: 'Hifz',
      tutor: 'Maryam Hassan',
      entries: [
        {
          kind: 'new_lesson',
          from: '78:1',
          to: '78:16',
          item: null,
          label: 'An-Naba 1–16',
          grade: 'good',
          grade_label: 'Good',
          note: '',
          mistakes: [
            { ayah: '78:2', word: 1, kind: 'tajweed', rule: 'Ghunnah', caught: 'tanbeeh' },
            { ayah: '78:5', word: 2, kind: 'hesitation', rule: '', caught: 'talqeen' },
          ],
        },
      ],
      homework: null,
    },
  ],
}) as LearnerProgress;

const view = <LearnerProgressView progress={progress} zone="Europe/London" />;

describe('a learner’s progress', () => {
  it('counts pages, ayat and mistakes in English', () => {
    renderAt(view, '/');
    expect(screen.getByText(/of 604 memorised in full/).textContent).toBe(
      '2 pages of 604 memorised in full; 3 ayat in all.',
    );
    expect(screen.getByText('due today · 1 mistake marked')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show the 2 mistakes on the text' })).toBeTruthy();
  });

  it('counts them in Arabic, with Arabic’s plural forms', async () => {
    await renderIn('ar', view);
    expect(screen.getByRole('heading', { name: 'المراجعة المستحقة' })).toBeTruthy();
    expect(screen.getByText(/من 604 محفوظة كاملةً/).textContent).toBe(
      'صفحتان من 604 محفوظة كاملةً؛ و3 آيات في المجموع.',
    );
    expect(screen.getByText('مستحقة اليوم · خطأ واحد مُعلَّم')).toBeTruthy();
    expect(screen.getByText('الصفحات 582–583')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'عرض الخطأين على النص' })).toBeTruthy();
    expect(
      screen.getByText('الآية 78:2، الكلمة 1: التجويد (Ghunnah)، تنبيه (صحّح بعد التنبيه)'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ما تمّ تعلّمه' })).toBeTruthy();
  });
});
