import {
  listOf,
  pauseSchema,
  subscriptionSchema,
  type Child,
  type Subscription,
} from '@iqra/contracts';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../i18n/i18n.ts';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { ChildCourses, wantsRenewal } from './child-courses.tsx';

// The child's courses as the API answers them (played at fetch); the component is the real one.

const NOW = Date.parse('2027-03-10T12:00:00Z');
const DAY = 86_400_000;

function plan(id: number, slug: string, endsInDays: number, status: Subscription['status']) {
  return {
    id,
    product: { name: slug === 'hifz' ? 'Hifz' : 'Noorani Qaida', slug },
    tier: { name: 'Standard', slug: '30-standard' },
    started_at: new Date(NOW - 30 * DAY).toISOString(),
    ended_at: new Date(NOW + endsInDays * DAY).toISOString(),
    status,
    progress: 40,
    schedules: [],
  } satisfies Subscription;
}

const hana: Child = {
  id: 7,
  firstName: 'Hana',
  lastName: '',
  birth_year: 2020,
  age: 7,
  gender: 2,
  same_gender_tutor: false,
  time_zone: 'America/Toronto',
  consent_at: '2027-01-01T00:00:00.000Z',
  has_sign_in: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a child’s courses', () => {
  it('want renewing when ending within a fortnight, or ended with nothing after', () => {
    const soon = plan(1, 'hifz', 5, 'active');
    const far = plan(2, 'hifz', 40, 'active');
    const ended = plan(3, 'qaida', -3, 'expired');
    const renewed = plan(4, 'hifz', -40, 'expired');
    const cancelled = plan(5, 'qaida', 3, 'cancelled');
    const all = [soon, far, ended, renewed, cancelled];
    expect(all.map((item) => wantsRenewal(item, all, NOW))).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('lists each plan with its end on the child’s calendar, and a renewal for the one ending', async () => {
    const plans = [plan(1, 'hifz', 5, 'active'), plan(2, 'qaida', 60, 'active')];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url.endsWith('/pauses')
            ? answer(listOf(pauseSchema), { data: [] })
            : answer(listOf(subscriptionSchema), { data: plans }),
        ),
      ),
    );
    render(
      <I18nProvider i18n={englishI18n()}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <ChildCourses child={hana} zone="America/Toronto" now={NOW} />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Hana’s courses' });
    expect(list.children).toHaveLength(2);
    expect(list.children[0]!.textContent).toContain('(in 5 days)');
    const renew = screen.getByRole('link', { name: 'Renew Hana’s plan' });
    expect(renew.getAttribute('href')).toBe('/courses/hifz/checkout?plan=30-standard&for=7');
    expect(list.children[1]!.textContent).not.toContain('Renew');
  });

  it('says in Arabic when each plan ends, the days left in Arabic plurals', async () => {
    const plans = [plan(1, 'hifz', 5, 'active'), plan(2, 'qaida', 2, 'active')];
    playApi((call) =>
      call.url.endsWith('/pauses')
        ? answer(listOf(pauseSchema), { data: [] })
        : answer(listOf(subscriptionSchema), { data: plans }),
    );
    await renderIn('ar', <ChildCourses child={hana} zone="America/Toronto" now={NOW} />);
    const list = await screen.findByRole('list', { name: 'دورات Hana' });
    expect(list.children[0]!.textContent).toContain('(بعد 5 أيام)');
    expect(list.children[1]!.textContent).toContain('(بعد يومين)');
    expect(list.children[0]!.textContent).toContain('تنتهي في');
    expect(screen.getAllByRole('link', { name: 'جدّد باقة Hana' })).toHaveLength(2);
  });
});
