import {
  listOf,
  one,
  pauseSchema,
  subscriptionSchema,
  validationErrorSchema,
  type Child,
  type Pause,
  type Subscription,
} from '@iqra/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderAt, renderIn, type ApiCall } from '../../test-utils/played-api.tsx';
import { ChildCourses } from './child-courses.tsx';

// A parent pauses a child's plan from the family page: the form checks the days with the
// contract, sends them, and says at once what became of the pause; the API is played at fetch.

const NOW = Date.parse('2027-01-04T12:00:00Z');

const hana: Child = {
  id: 7,
  firstName: 'Hana',
  lastName: '',
  birth_year: 2020,
  age: 7,
  gender: 2,
  same_gender_tutor: false,
  time_zone: 'America/New_York',
  consent_at: '2027-01-01T00:00:00.000Z',
  has_sign_in: false,
};

const plan: Subscription = {
  id: 3,
  product: { name: 'Noorani Qaida', slug: 'qaida' },
  tier: { name: 'Standard', slug: '30-standard' },
  started_at: '2027-01-04T12:00:00.000Z',
  ended_at: '2027-03-08T05:00:00.000Z',
  status: 'active',
  progress: null,
  schedules: [],
};

const granted: Pause = {
  id: 11,
  subscription_id: 3,
  course: 'Noorani Qaida',
  starts_on: '2027-01-25',
  ends_on: '2027-02-07',
  days: 14,
  status: 'granted',
  reason: '',
  created_at: '2027-01-04T12:00:00.000Z',
  decided_at: '2027-01-04T12:00:00.000Z',
  classes_cancelled: 6,
  plan_ends_at: '2027-03-22T04:00:00.000Z',
  time_zone: 'America/New_York',
  withdrawable: true,
};

/** The family's API: the child's plan, their pauses (none until one is asked), and `post`. */
function familyApi(post: (call: ApiCall) => Response | undefined) {
  let pauses: Pause[] = [];
  return playApi((call) => {
    if (call.method === 'POST') {
      const response = post(call);
      if (response?.ok) pauses = [granted];
      return response;
    }
    if (call.url.endsWith('/pauses')) return answer(listOf(pauseSchema), { data: pauses });
    if (call.url.endsWith('/subscriptions')) {
      return answer(listOf(subscriptionSchema), { data: [plan] });
    }
    return undefined;
  });
}

const form = () => screen.findByRole('form', { name: 'Pause classes' });

describe('a parent pausing a child’s plan', () => {
  it('checks the days before sending, each message tied to its field', async () => {
    const calls = familyApi(() => undefined);
    renderAt(<ChildCourses child={hana} zone="America/New_York" now={NOW} />, '/family');
    fireEvent.click(within(await form()).getByRole('button', { name: 'Pause classes' }));
    const first = await screen.findByLabelText('First day');
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(first.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toContain('The first day field is required.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the days and shows the plan’s new end and the pause at once', async () => {
    const calls = familyApi(() => answer(one(pauseSchema), { data: granted }, 201));
    renderAt(<ChildCourses child={hana} zone="America/New_York" now={NOW} />, '/family');
    const panel = await form();
    fireEvent.change(within(panel).getByLabelText('First day'), {
      target: { value: '2027-01-25' },
    });
    fireEvent.change(within(panel).getByLabelText('Last day'), { target: { value: '2027-02-07' } });
    fireEvent.change(within(panel).getByLabelText('Reason (optional)'), {
      target: { value: 'Family visit' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Pause classes' }));
    const status = await screen.findByText(/Classes are paused from/);
    expect(status.textContent).toBe(
      'Classes are paused from 25 Jan 2027 to 7 Feb 2027. The plan now ends on 22 Mar 2027.',
    );
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/family/children/7/subscriptions/3/pauses',
      body: { starts_on: '2027-01-25', ends_on: '2027-02-07', reason: 'Family visit' },
    });
    expect(await screen.findByText('6 classes cancelled for the pause')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Withdraw the pause of Noorani Qaida from 25 Jan 2027' }),
    ).toBeTruthy();
  });

  it('puts the school’s refusal under its field', async () => {
    familyApi(() =>
      answer(
        validationErrorSchema,
        {
          message: 'These days overlap another pause of this plan.',
          errors: { starts_on: ['These days overlap another pause of this plan.'] },
        },
        422,
      ),
    );
    renderAt(<ChildCourses child={hana} zone="America/New_York" now={NOW} />, '/family');
    const panel = await form();
    fireEvent.change(within(panel).getByLabelText('First day'), {
      target: { value: '2027-01-25' },
    });
    fireEvent.change(within(panel).getByLabelText('Last day'), { target: { value: '2027-02-07' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Pause classes' }));
    const first = within(panel).getByLabelText('First day');
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(first.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toContain('These days overlap another pause of this plan.');
  });

  it('reads in Arabic', async () => {
    familyApi(() => undefined);
    await renderIn('ar', <ChildCourses child={hana} zone="America/New_York" now={NOW} />);
    const panel = await screen.findByRole('form', { name: 'إيقاف الحصص مؤقتًا' });
    expect(within(panel).getByLabelText('اليوم الأول')).toBeTruthy();
    expect(within(panel).getByLabelText('اليوم الأخير')).toBeTruthy();
  });
});
