import { listOf, subscriptionSchema, type Subscription } from '@iqra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { LearningPage } from './learning-page.tsx';

// The learner's page in Arabic, from the learner's catalogue as the build compiles it. The API
// is played at the network edge (fetch): one course for the learner, nothing else.

const hifz: Subscription = {
  id: 1,
  product: { name: 'Hifz', slug: 'hifz' },
  tier: { name: 'Standard', slug: '30-standard' },
  started_at: '2027-03-01T12:00:00.000Z',
  ended_at: '2027-04-01T12:00:00.000Z',
  status: 'active',
  progress: 40,
  schedules: [],
};

function playCourses() {
  // jsdom has no media queries: the screen is wide (the tabs stand on the side).
  vi.stubGlobal('matchMedia', () => ({
    matches: true,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  playApi((call) =>
    call.url.endsWith('/api/my-subscriptions')
      ? answer(listOf(subscriptionSchema), { data: [hifz] })
      : undefined,
  );
}

describe('the learning page in Arabic', () => {
  it('names its tabs, its table and its buttons in Arabic, the course’s own name kept', async () => {
    playCourses();
    await renderIn('ar', <LearningPage />, '/learning');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('التعلّم');
    const tabs = within(screen.getByRole('tablist', { name: 'التعلّم' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'الدورات',
      'الحصص القادمة',
      'تقدّمي',
      'الكتب',
      'الشهادات',
    ]);
    expect(screen.getByRole('heading', { name: 'دوراتي' })).toBeDefined();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['الدورة', 'الباقة', 'البداية', 'النهاية', 'الحالة', 'التقدّم', 'الجدول']);
    expect(within(table).getByText('نشط')).toBeDefined();
    expect(within(table).getByRole('button', { name: /^عرض الجدول ?لدورة Hifz$/ })).toBeDefined();
  });

  it('says in Arabic that there is no schedule yet', async () => {
    playCourses();
    await renderIn('ar', <LearningPage />, '/learning');
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: /^عرض الجدول ?لدورة Hifz$/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('لا توجد مواعيد متاحة لهذا الاشتراك.')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeDefined();
  });
});
