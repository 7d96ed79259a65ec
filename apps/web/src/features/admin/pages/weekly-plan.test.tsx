import { one, weeklyPlanViewSchema, type WeeklyPlanView } from '@iqra/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer } from '../../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../../test-utils/played-api.tsx';
import { WeeklyPlanCard } from './weekly-plan.tsx';

// The API is played at the network edge (played-api.tsx); the card and its hooks are real.

const plan: WeeklyPlanView = {
  subscription_id: 7,
  tutor: { id: 5, name: 'Yusuf Abdelrahman', time_zone: 'Africa/Cairo' },
  weekdays: [1, 4],
  start_time: '18:00',
  minutes: 30,
  anchor_zone: 'America/Toronto',
  upcoming: 24,
};

beforeEach(() => {
  playApi(({ url }) =>
    url === '/api/admin/subscriptions/7/plan'
      ? answer(one(weeklyPlanViewSchema), { data: plan })
      : undefined,
  );
});

/** The card's facts, term by term. */
async function factsIn(locale: 'en' | 'ar', heading: string) {
  await renderIn(locale, <WeeklyPlanCard subscriptionId={7} />);
  const card = screen.getByRole('region', { name: heading });
  await within(card).findByText('Yusuf Abdelrahman');
  return Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('a subscription’s weekly plan', () => {
  it('lists its tutor, days, time and length in English', async () => {
    expect(await factsIn('en', 'Weekly plan')).toEqual({
      Tutor: 'Yusuf Abdelrahman (Africa/Cairo)',
      Days: 'Monday, Thursday',
      'Starts at': '18:00',
      'On the clock of': 'America/Toronto',
      'Class length': '30 minutes',
      'Classes to come': '24',
    });
    expect(screen.getByRole('button', { name: 'Change weekly plan' })).toBeTruthy();
  });

  it('lists them in Arabic, the weekdays named by Intl and the minutes in their plural', async () => {
    expect(await factsIn('ar', 'الخطة الأسبوعية')).toEqual({
      المعلّم: 'Yusuf Abdelrahman (Africa/Cairo)',
      الأيام: 'الاثنين والخميس',
      'يبدأ في': '18:00',
      'وفق توقيت': 'America/Toronto',
      'مدة الحصة': '30 دقيقةً',
      'الحصص القادمة': '24',
    });
    expect(screen.getByRole('button', { name: 'تغيير الخطة الأسبوعية' })).toBeTruthy();
  });
});
