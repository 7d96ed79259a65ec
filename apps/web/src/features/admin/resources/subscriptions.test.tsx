import {
  adminListOf,
  adminSubscriptionSchema,
  adminUserSchema,
  MESSAGES,
  messageSchema,
  type AdminSubscription,
} from '@iqra/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceList } from '../components/list/resource-list.tsx';
import { answer } from '../../../test-utils/api-answers.ts';
import { renderAt, renderIn } from '../../../test-utils/played-api.tsx';
import { SUBSCRIPTION_FORM, subscriptions } from './subscriptions.ts';

// The API is played at the network edge (fetch); the list, its hooks and the client are real.

const learner = { firstName: 'Amina', lastName: 'Rahman', email: 'amina@example.com' };
const row = (id: number, course: string, progress: number | null): AdminSubscription => ({
  id,
  user_id: 5,
  user: learner,
  product_id: id,
  product: { name: course, slug: course.toLowerCase() },
  tier_id: 1,
  tier: { name: 'Standard', slug: '30-standard' },
  payment_id: null,
  started_at: '2026-11-01T10:00:00.000Z',
  ended_at: '2026-12-01T10:00:00.000Z',
  status: 'active',
  progress,
  schedules_count: 12,
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/admin/subscriptions')) {
        return answer(adminListOf(adminSubscriptionSchema), {
          data: [row(1, 'Hifz', 45), row(2, 'Quranic Arabic', null)],
          meta: { total: 2, page: 1, per_page: 20 },
        });
      }
      if (url.startsWith('/api/admin/users')) {
        return answer(adminListOf(adminUserSchema), {
          data: [],
          meta: { total: 0, page: 1, per_page: 100 },
        });
      }
      return answer(messageSchema, { message: MESSAGES.notFound }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the subscriptions list', () => {
  it('shows each one’s progress, read from the learner’s record, and "—" without a syllabus', async () => {
    renderAt(<ResourceList config={subscriptions} />, '/admin/subscriptions');
    const bar = await screen.findByRole(
      'progressbar',
      { name: 'Progress in Hifz' },
      { timeout: 5_000 },
    );
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    const hifz = bar.closest('tr')!;
    expect(within(hifz).getByText('45%')).toBeTruthy();
    const arabic = screen.getByRole('cell', { name: 'Quranic Arabic' }).closest('tr')!;
    expect(within(arabic).queryByRole('progressbar')).toBeNull();
    expect(within(arabic).getByText('—')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Progress' })).toBeTruthy();
  });

  it('reads in Arabic: progress named by its course, the status filter’s words', async () => {
    await renderIn('ar', <ResourceList config={subscriptions} />, '/admin/subscriptions');
    const bar = await screen.findByRole(
      'progressbar',
      { name: 'التقدّم في Hifz' },
      { timeout: 5_000 },
    );
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(screen.getByRole('columnheader', { name: 'التقدّم' })).toBeTruthy();
    const status = screen.getByLabelText('الحالة') as HTMLSelectElement;
    expect([...status.options].map((option) => option.text)).toEqual([
      'الكل',
      'نشط',
      'منتهٍ',
      'ملغى',
    ]);
    expect(screen.getByRole('button', { name: 'إلغاء اشتراك Amina Rahman, Hifz' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إضافة اشتراك' })).toBeTruthy();
  });

  it('gives staff no progress to type', () => {
    expect(SUBSCRIPTION_FORM.fields.map((field) => field.name)).toEqual([
      'user_id',
      'product_id',
      'tier_id',
      'started_at',
      'ended_at',
    ]);
  });
});
