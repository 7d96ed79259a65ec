import {
  adminListOf,
  adminTutorSchema,
  leavePreviewSchema,
  listOf,
  one,
  tutorLeaveSchema,
  type AdminTutor,
  type TutorLeave,
} from '@iqra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../test-utils/api-answers.ts';
import { playApi, renderAt } from '../../../test-utils/played-api.tsx';
import { TutorLeavePage } from './tutor-leave-page.tsx';

// Tutors' leave in the back office: a leave waiting, approved with a substitute chosen among the
// active tutors (their gender shown), the classes that would stay uncovered said first.

const tutorOf = (id: number, firstName: string, gender: number): AdminTutor => ({
  id,
  firstName,
  lastName: 'Hassan',
  email: `${firstName.toLowerCase()}@example.com`,
  phone: '+20 2 2345 6789',
  gender,
  avatar: null,
  time_zone: 'Africa/Cairo',
  languages: ['Arabic'],
  bio: '',
  meeting_link: 'https://meet.jit.si/x',
  active: true,
  invitation_pending: false,
  created_at: '2026-11-01T10:00:00.000Z',
});

const LEAVE: TutorLeave = {
  id: 8,
  tutor: { id: 3, name: 'Bilal Hassan', gender: 1, time_zone: 'Asia/Karachi' },
  starts_on: '2027-01-11',
  ends_on: '2027-01-13',
  reason: 'Umrah',
  status: 'requested',
  substitute: null,
  entered_by_staff: false,
  requested_at: '2027-01-01T10:00:00.000Z',
  decided_at: null,
  reassigned: 0,
  cancelled: 0,
};

const lesson = (id: number, outcome: 'substitute' | 'same_gender') => ({
  id,
  kind: 'regular',
  course: 'Tajweed',
  learner: `Learner ${id}`,
  starts_at: `2027-01-1${id}T21:00:00.000Z`,
  ends_at: `2027-01-1${id}T21:30:00.000Z`,
  outcome,
});

describe('tutors’ leave in the back office', () => {
  it('approves a leave with a substitute, saying first which classes stay uncovered', async () => {
    const calls = playApi(({ url, method }) => {
      if (url === '/api/admin/tutor-leaves' && method === 'GET') {
        return answer(listOf(tutorLeaveSchema), { data: [LEAVE] });
      }
      if (url.startsWith('/api/admin/tutors?')) {
        return answer(adminListOf(adminTutorSchema), {
          data: [tutorOf(3, 'Bilal', 1), tutorOf(9, 'Maryam', 2)],
          meta: { total: 2, page: 1, per_page: 100 },
        });
      }
      if (url === '/api/admin/tutor-leaves/8/preview?substitute_id=9') {
        return answer(one(leavePreviewSchema), {
          data: {
            substitute: { id: 9, name: 'Maryam Hassan', gender: 2 },
            classes: [lesson(1, 'substitute'), lesson(2, 'same_gender')],
          },
        });
      }
      if (url.startsWith('/api/admin/tutor-leaves/8/preview')) {
        return answer(one(leavePreviewSchema), { data: { substitute: null, classes: [] } });
      }
      if (url === '/api/admin/tutor-leaves/8/approve') {
        return answer(one(tutorLeaveSchema), { data: { ...LEAVE, status: 'approved' } });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAt(<TutorLeavePage />, '/admin/tutor-leave', '/admin/tutor-leave');
    const table = await screen.findByRole('table', { name: 'Tutors’ leave' });
    const row = (await within(table).findByText('Bilal Hassan')).closest('tr')!;
    expect(row.textContent).toContain('Waiting for the school');
    expect(row.textContent).toContain('Umrah');

    await user.click(
      within(row).getByRole('button', { name: 'Approve the leave of Bilal Hassan' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve this leave' });
    const picker = within(dialog).getByLabelText('Substitute');
    // The tutor on leave is not offered; the others with their gender.
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No substitute: cancel every class', 'Maryam Hassan (Africa/Cairo) · Female']),
    );
    await user.selectOptions(picker, '9');
    expect(
      await within(dialog).findByText(
        'Cancelled with a make-up credit: the family asked for a tutor of the learner’s gender',
      ),
    ).toBeDefined();
    expect(
      within(dialog).getByText('2 classes; 1 would be cancelled with a make-up credit.'),
    ).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Approve leave' }));
    expect(await screen.findByText('The leave of Bilal Hassan is approved.')).toBeDefined();
    expect(calls.find((call) => call.url.endsWith('/approve'))?.body).toEqual({ substitute_id: 9 });
  });
});
