import { listOf, one, seasonOfferSchema, seasonSchema } from '@iqra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ramadanSeason, yusuf } from '../../../test-utils/admin-records.ts';
import { answer } from '../../../test-utils/api-answers.ts';
import { playApi, renderIn, type ApiCall } from '../../../test-utils/played-api.tsx';
import { TutorSeasonsCard } from './tutor-seasons.tsx';

// A tutor's seasonal timetables in the back office. The API is played at the network edge
// (played-api.tsx); the card, its form and its hooks are real.

const tutor = yusuf;
const proposed = ramadanSeason();

function play(): ApiCall[] {
  return playApi(({ url }) => {
    if (url === '/api/admin/tutors/5/seasons') {
      return answer(listOf(seasonSchema), { data: [proposed] });
    }
    if (url === '/api/admin/seasons/31/answer') {
      return answer(one(seasonSchema), { data: { ...proposed, status: 'accepted', may: [] } });
    }
    return undefined;
  });
}

describe('a tutor’s seasonal timetables', () => {
  it('offers one to all learners, each keeping their own days when none is chosen', async () => {
    const calls = playApi(({ url, method }) => {
      if (url === '/api/admin/tutors/5/seasons' && method === 'POST') {
        return answer(one(seasonOfferSchema), { data: { proposed: [proposed], skipped: [] } }, 201);
      }
      if (url === '/api/admin/tutors/5/seasons') return answer(listOf(seasonSchema), { data: [] });
      return undefined;
    });
    const user = userEvent.setup();
    await renderIn('en', <TutorSeasonsCard tutor={tutor} />);
    expect(await screen.findByText('No seasonal timetables yet.')).toBeTruthy();
    await user.click(
      screen.getByRole('button', {
        name: 'Offer a seasonal timetable to all learners of this tutor',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Offer to all learners' }));
    expect(within(dialog).getByLabelText('First day').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('First day'), '2027-03-08');
    await user.type(within(dialog).getByLabelText('Last day'), '2027-04-06');
    await user.type(within(dialog).getByLabelText('Start time'), '21:00');
    await user.click(within(dialog).getByRole('button', { name: 'Offer to all learners' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/admin/tutors/5/seasons',
        body: {
          starts_on: '2027-03-08',
          ends_on: '2027-04-06',
          start_time: '21:00',
          time_zone: 'Africa/Cairo',
        },
      }),
    );
    expect(await screen.findByText('Offered to 1 plan; 0 left out.')).toBeTruthy();
  });

  it('lists each learner’s season with what staff may answer, and sends the answer', async () => {
    const calls = play();
    const user = userEvent.setup();
    await renderIn('en', <TutorSeasonsCard tutor={tutor} />);
    const row = (await screen.findByText('Amina Khan', { selector: 'bdi' })).closest('li');
    expect(row?.textContent).toContain('Mon, Wed 21:00 (Africa/Cairo)');
    expect(row?.textContent).toContain('Proposed');
    const accept = within(row as HTMLElement).getByRole('button', { name: /^Accept/ });
    await user.click(accept);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/admin/seasons/31/answer',
        body: { answer: 'accept' },
      }),
    );
  });

  it('reads in Arabic', async () => {
    play();
    await renderIn('ar', <TutorSeasonsCard tutor={tutor} />);
    expect(await screen.findByRole('heading', { name: 'الجداول الموسمية' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'اقتراح جدول موسمي على جميع طلاب هذا المعلّم' }),
    ).toBeTruthy();
    const row = (await screen.findByText('Amina Khan', { selector: 'bdi' })).closest('li');
    expect(row?.textContent).toContain('مقترح');
  });
});
