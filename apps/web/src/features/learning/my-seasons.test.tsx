import {
  listOf,
  one,
  seasonSchema,
  subscriptionSchema,
  validationErrorSchema,
  type Subscription,
} from '@iqra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ramadanSeason } from '../../test-utils/admin-records.ts';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderAt, renderIn, type ApiCall } from '../../test-utils/played-api.tsx';
import { MySeasons } from './my-seasons.tsx';

// "Ramadan / seasonal timetable" on the learner's courses (components/seasons/seasons-panel.tsx
// at the learner's addresses). The API is played at the network edge (fetch); the panel, its
// form, its hooks and the client are real.

const tajweed: Subscription = {
  id: 4,
  product: { name: 'Tajweed', slug: 'tajweed' },
  tier: { name: 'Standard', slug: '30-standard' },
  started_at: '2027-03-01T12:00:00.000Z',
  ended_at: '2027-04-01T12:00:00.000Z',
  status: 'active',
  progress: 10,
  schedules: [],
};

/** The school's offer, for the learner to answer. */
const offered = ramadanSeason({ proposed_by: 'school' });

function play(reply: (call: ApiCall) => Response | undefined = () => undefined) {
  return playApi((call) => {
    if (call.url === '/api/my-subscriptions') {
      return answer(listOf(subscriptionSchema), { data: [tajweed] });
    }
    if (call.url === '/api/my-seasons') return answer(listOf(seasonSchema), { data: [offered] });
    return reply(call);
  });
}

describe('the learner’s seasonal timetable', () => {
  it('shows the school’s offer with its days and times, and sends the learner’s answer', async () => {
    const calls = play(({ url }) =>
      url === '/api/my-seasons/31/answer'
        ? answer(one(seasonSchema), { data: { ...offered, status: 'accepted', may: [] } })
        : undefined,
    );
    const user = userEvent.setup();
    renderAt(<MySeasons />, '/learning');
    const list = await screen.findByRole('list', { name: 'Seasonal timetables' });
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('Mon, Wed 21:00 (Africa/Cairo)');
    expect(item.textContent).toContain('Tue, Thu 17:00 (Africa/Cairo)');
    expect(item.textContent).toMatch(/8\s*.\s*18 Mar 2027/);
    expect(item.textContent).toContain('offered by the school');
    const accept = within(item).getByRole('button', { name: /^Accept/ });
    expect(accept.textContent).toBe('Accept the seasonal timetable for Tajweed');
    await user.click(accept);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/my-seasons/31/answer',
        body: { answer: 'accept' },
      }),
    );
  });

  it('says what each field lacks before sending, and puts the server’s refusal under its field', async () => {
    const calls = play(({ url }) =>
      url === '/api/my-subscriptions/4/seasons'
        ? answer(
            validationErrorSchema,
            {
              message: 'The first day must not be in the past.',
              errors: { starts_on: ['The first day must not be in the past.'] },
            },
            422,
          )
        : undefined,
    );
    const user = userEvent.setup();
    renderAt(<MySeasons />, '/learning');
    await user.click(await screen.findByRole('button', { name: 'Propose a seasonal timetable' }));
    await user.click(screen.getByRole('button', { name: 'Send to the tutor' }));
    expect(screen.getByLabelText('First day').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose at least one day.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('First day'), '2027-02-20');
    await user.type(screen.getByLabelText('Last day'), '2027-03-20');
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
    await user.type(screen.getByLabelText('Start time'), '21:00');
    await user.click(screen.getByRole('button', { name: 'Send to the tutor' }));
    expect(await screen.findByText('The first day must not be in the past.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/my-subscriptions/4/seasons',
      body: {
        starts_on: '2027-02-20',
        ends_on: '2027-03-20',
        weekdays: [1, 3],
        start_time: '21:00',
      },
    });
  });

  it('reads in Arabic', async () => {
    play();
    await renderIn('ar', <MySeasons />, '/learning');
    expect(await screen.findByRole('heading', { name: 'رمضان / الجدول الموسمي' })).toBeTruthy();
    const accept = screen
      .getAllByRole('button')
      .find((button) => button.textContent?.startsWith('قبول'));
    expect(accept?.textContent).toBe('قبول الجدول الموسمي لـ Tajweed');
  });
});
