import {
  listOf,
  one,
  seasonSchema,
  subscriptionSchema,
  type Child,
  type Subscription,
} from '@iqra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ramadanSeason } from '../../test-utils/admin-records.ts';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderAt } from '../../test-utils/played-api.tsx';
import { ChildSeasons } from './child-courses.tsx';

// A parent's "Ramadan / seasonal timetable" for a child (components/seasons/seasons-panel.tsx
// at the child's addresses). The API is played at fetch; the panel and its hooks are real.

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

const qaida: Subscription = {
  id: 4,
  product: { name: 'Noorani Qaida', slug: 'noorani-qaida' },
  tier: { name: 'Standard', slug: '30-standard' },
  started_at: '2027-03-01T12:00:00.000Z',
  ended_at: '2027-04-01T12:00:00.000Z',
  status: 'active',
  progress: 10,
  schedules: [],
};

describe('a child’s seasonal timetable', () => {
  it('is proposed and withdrawn by the parent at the child’s addresses', async () => {
    const proposed = ramadanSeason({ course: 'Noorani Qaida', may: ['withdraw'] });
    const calls = playApi(({ url }) => {
      if (url === '/api/family/children/7/subscriptions') {
        return answer(listOf(subscriptionSchema), { data: [qaida] });
      }
      if (url === '/api/family/children/7/seasons') {
        return answer(listOf(seasonSchema), { data: [proposed] });
      }
      if (url === '/api/family/children/7/subscriptions/4/seasons') {
        return answer(one(seasonSchema), { data: proposed }, 201);
      }
      if (url === '/api/family/children/7/seasons/31/answer') {
        return answer(one(seasonSchema), { data: { ...proposed, status: 'withdrawn', may: [] } });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAt(<ChildSeasons child={hana} />, '/family');
    const item = await screen.findByRole('listitem');
    await user.click(within(item).getByRole('button', { name: /^Withdraw/ }));

    await user.click(screen.getByRole('button', { name: 'Propose a seasonal timetable' }));
    await user.type(screen.getByLabelText('First day'), '2027-03-20');
    await user.type(screen.getByLabelText('Last day'), '2027-03-30');
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await user.type(screen.getByLabelText('Start time'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Send to the tutor' }));
    expect(
      await screen.findByText('Sent: the tutor will answer, and you will get an e-mail.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        {
          method: 'POST',
          url: '/api/family/children/7/seasons/31/answer',
          body: { answer: 'withdraw' },
        },
        {
          method: 'POST',
          url: '/api/family/children/7/subscriptions/4/seasons',
          body: {
            starts_on: '2027-03-20',
            ends_on: '2027-03-30',
            weekdays: [6],
            start_time: '10:00',
          },
        },
      ]),
    );
  });
});
