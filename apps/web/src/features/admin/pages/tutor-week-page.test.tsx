import {
  adminTutorSchema,
  listOf,
  one,
  seasonSchema,
  tutorClassesResponseSchema,
} from '@iqra/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TutorWeekPage } from './tutor-week-page.tsx';
import { tutorClass as lesson, yusuf as tutor } from '../../../test-utils/admin-records.ts';
import { answer } from '../../../test-utils/api-answers.ts';
import { playApi, renderAt, renderIn, type ApiCall } from '../../../test-utils/played-api.tsx';

// The API is played at the network edge (fetch); the page, its hooks and the client are real.

// Cairo moves its clocks forward at midnight on Friday 30 April 2027 (UTC+2 → UTC+3).
const classes = [
  lesson(1, '2027-04-29T16:00:00.000Z', { attendance: 'present' }), // Thursday 18:00 EET
  lesson(2, '2027-04-30T15:00:00.000Z'), // Friday 18:00 EEST
  lesson(3, '2027-05-01T18:00:00.000Z', {
    kind: 'trial',
    course: null,
    title: 'Free trial class',
    learner: null,
    trial_email: 'family@example.com',
    status: 'cancelled',
    cancelled_by: 'staff',
  }), // Saturday 21:00 EEST, after the usual rows
];

let calls: ApiCall[] = [];

beforeEach(() => {
  calls = playApi(({ url }) =>
    url.startsWith('/api/admin/tutors/5/classes?')
      ? answer(tutorClassesResponseSchema, { classes, time_zone: 'Africa/Cairo', holidays: [] })
      : url === '/api/admin/tutors/5/seasons'
        ? answer(listOf(seasonSchema), { data: [] })
        : answer(one(adminTutorSchema), { data: tutor }),
  );
});

function renderWeek(address: string) {
  renderAt(<TutorWeekPage />, address, '/admin/tutors/:id/week');
}

describe('a tutor’s week', () => {
  it('asks for the week on the tutor’s clock and puts each class in its day and hour', async () => {
    renderWeek('/admin/tutors/5/week?week=2027-04-28');
    const table = await screen.findByRole('table', { name: /^Classes of Yusuf Abdelrahman/ });
    await within(table).findAllByText('Amina Khan');
    expect(calls.map((call) => call.url)).toContain(
      '/api/admin/tutors/5/classes?from=2027-04-25T22%3A00%3A00.000Z&to=2027-05-02T21%3A00%3A00.000Z',
    );
    // The zone and the name are isolated from the sentence (<bdi>): the line's whole text.
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          /^Times in Africa\/Cairo, Yusuf’s clock\.$/.test(element.textContent ?? ''),
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '26 Apr – 2 May 2027' })).toBeTruthy();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Time',
      'Mon 26 Apr',
      'Tue 27 Apr',
      'Wed 28 Apr',
      'Thu 29 Apr',
      'Fri 30 Apr',
      'Sat 1 May',
      'Sun 2 May',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    // 08:00 to 21:00: the usual hours and the one with the late trial.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      Array.from({ length: 14 }, (_, index) => `${String(8 + index).padStart(2, '0')}:00`),
    );
    const cellsAt = (hour: string) =>
      within(rows.find((row) => row.textContent?.startsWith(hour))!).getAllByRole('cell');

    const evening = cellsAt('18:00').map((cell) => cell.textContent);
    expect(evening[3]).toBe('18:00–18:30Amina KhanTajweedWeeklyPresent');
    expect(evening[4]).toBe('18:00–18:30Amina KhanTajweedWeekly');
    expect(evening.filter((text) => text !== '')).toHaveLength(2);
    expect(cellsAt('21:00')[5]!.textContent).toBe(
      '21:00–21:30family@example.comFree trial classTrialCancelled',
    );
  });

  it('reads in Arabic: its headings, days, navigation and each class’s kind and attendance', async () => {
    await renderIn(
      'ar',
      <TutorWeekPage />,
      '/admin/tutors/5/week?week=2027-04-28',
      '/admin/tutors/:id/week',
    );
    const table = await screen.findByRole('table', {
      name: 'حصص Yusuf Abdelrahman، 26 أبريل – 2 مايو 2027، الأوقات بتوقيت Africa/Cairo',
    });
    await within(table).findAllByText('Amina Khan');
    expect(screen.getByRole('heading', { level: 1, name: 'أسبوع Yusuf Abdelrahman' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '26 أبريل – 2 مايو 2027' })).toBeTruthy();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'الأوقات بتوقيت Africa/Cairo، ساعة Yusuf.',
      ),
    ).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 2)).toEqual(['الوقت', 'الاثنين، 26 أبريل']);
    const evening = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.startsWith('18:00'))!;
    expect(within(evening).getAllByRole('cell')[3]!.textContent).toBe(
      '18:00–18:30Amina KhanTajweedأسبوعيةحاضر',
    );
    expect(screen.getByRole('navigation', { name: 'الأسابيع' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الأسبوع السابق' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'هذا الأسبوع' })).toBeTruthy();
  });

  it('links to the weeks either side by their Mondays', async () => {
    renderWeek('/admin/tutors/5/week?week=2027-03-14');
    expect(await screen.findByRole('link', { name: 'Previous week' })).toHaveProperty(
      'search',
      '?week=2027-03-01',
    );
    expect(screen.getByRole('link', { name: 'Next week' })).toHaveProperty(
      'search',
      '?week=2027-03-15',
    );
  });
});
