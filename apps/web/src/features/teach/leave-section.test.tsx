import {
  LEAVE_ENDS_BEFORE,
  listOf,
  one,
  tutorLeaveSchema,
  validationErrorSchema,
  type TutorLeave,
} from '@iqra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { LeaveSection } from './leave-section.tsx';

// A tutor's leave on /teach: their requests as the school answered them, and a new one, whose
// refusals land under their fields.

const TUTOR = { id: 3, name: 'Yusuf Abdelrahman', gender: 1, time_zone: 'Africa/Cairo' };

const WAITING: TutorLeave = {
  id: 8,
  tutor: TUTOR,
  starts_on: '2027-03-08',
  ends_on: '2027-03-12',
  reason: 'Umrah',
  status: 'requested',
  substitute: null,
  entered_by_staff: false,
  requested_at: '2027-02-01T10:00:00.000Z',
  decided_at: null,
  reassigned: 0,
  cancelled: 0,
};

const APPROVED: TutorLeave = {
  ...WAITING,
  id: 5,
  starts_on: '2027-01-11',
  ends_on: '2027-01-13',
  reason: '',
  status: 'approved',
  substitute: { id: 9, name: 'Maryam Hassan', gender: 2 },
  decided_at: '2027-01-05T10:00:00.000Z',
  reassigned: 3,
  cancelled: 1,
};

describe('the tutor’s leave', () => {
  it('lists each request with its state, the substitute once approved, and withdraws one waiting', async () => {
    let withdrawn = false;
    const calls = playApi(({ url, method }) => {
      if (url === '/api/teach/leaves' && method === 'GET') {
        const first = withdrawn ? { ...WAITING, status: 'withdrawn' as const } : WAITING;
        return answer(listOf(tutorLeaveSchema), { data: [first, APPROVED] });
      }
      if (url === '/api/teach/leaves/8/withdraw') {
        withdrawn = true;
        return answer(one(tutorLeaveSchema), { data: { ...WAITING, status: 'withdrawn' } });
      }
      return undefined;
    });
    const user = userEvent.setup();
    await renderIn('en', <LeaveSection />, '/teach');
    const list = await screen.findByRole('list', { name: 'Your leave' });
    const [waiting, approved] = within(list).getAllByRole('listitem');
    expect(waiting!.textContent).toContain('Waiting for the school');
    expect(within(waiting!).getByText('Umrah')).toBeDefined();
    expect(approved!.textContent).toContain('Approved');
    expect(approved!.textContent).toContain('Substitute: Maryam Hassan');
    expect(within(approved!).queryByRole('button', { name: 'Withdraw' })).toBeNull();

    await user.click(within(waiting!).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your request is withdrawn.'),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(true);
    expect((await screen.findAllByText('Withdrawn')).length).toBeGreaterThan(0);
  });

  it('puts the school’s refusal under the field it is about, then says the request was sent', async () => {
    let refuse = true;
    const calls = playApi(({ url, method }) => {
      if (url !== '/api/teach/leaves') return undefined;
      if (method === 'GET') return answer(listOf(tutorLeaveSchema), { data: [] });
      return refuse
        ? answer(
            validationErrorSchema,
            { message: LEAVE_ENDS_BEFORE, errors: { ends_on: [LEAVE_ENDS_BEFORE] } },
            422,
          )
        : answer(one(tutorLeaveSchema), { data: WAITING }, 201);
    });
    const user = userEvent.setup();
    await renderIn('en', <LeaveSection />, '/teach');
    expect(await screen.findByText('No leave asked for yet.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Ask for leave' }));
    const form = screen.getByRole('form', { name: 'Ask for leave' });
    await user.type(within(form).getByLabelText('First day'), '2027-03-12');
    await user.type(within(form).getByLabelText('Last day'), '2027-03-08');
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));
    const last = within(form).getByLabelText('Last day');
    await waitFor(() => expect(last.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(last.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(LEAVE_ENDS_BEFORE);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      starts_on: '2027-03-12',
      ends_on: '2027-03-08',
      reason: '',
    });

    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your request is with the school.'),
    );
    expect(screen.queryByRole('form', { name: 'Ask for leave' })).toBeNull();
  });
});
