import { childSchema, one, type Child } from '@iqra/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { SameGenderTutor } from './same-gender-tutor.tsx';

// A parent asks for a tutor of their child's gender: saved as the box is ticked, and said so.

const HANA: Child = {
  id: 52,
  firstName: 'Hana',
  lastName: 'Rahman',
  birth_year: 2020,
  age: 7,
  gender: 2,
  same_gender_tutor: false,
  time_zone: 'Europe/London',
  consent_at: '2027-02-11T10:30:00.000Z',
  has_sign_in: false,
};

describe('a tutor of the child’s gender', () => {
  it('is asked for with one tick, sent for that child, and said to be saved', async () => {
    const calls = playApi(({ url, method }) =>
      url === '/api/family/children/52' && method === 'PATCH'
        ? answer(one(childSchema), { data: { ...HANA, same_gender_tutor: true } })
        : undefined,
    );
    const user = userEvent.setup();
    await renderIn('en', <SameGenderTutor child={HANA} />, '/family');
    const box = screen.getByRole('checkbox', {
      name: 'Only a tutor of Hana’s gender, also when their tutor is away',
    });
    expect(box).toHaveProperty('checked', false);
    await user.click(box);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Saved: Hana is taught by tutors of their gender only.',
      ),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      same_gender_tutor: true,
    });
  });
});
