import type { LearnerClass } from '@iqra/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, renderIn } from '../../test-utils/played-api.tsx';
import { ClassCard } from './class-card.tsx';

afterEach(cleanup);

const START = Date.parse('2027-01-12T17:00:00Z');
const minutes = (count: number) => count * 60_000;

const aClass = (overrides: Partial<LearnerClass> = {}): LearnerClass => ({
  id: 7,
  kind: 'regular',
  title: 'Tajweed',
  course: 'Tajweed',
  starts_at: new Date(START).toISOString(),
  ends_at: new Date(START + minutes(60)).toISOString(),
  anchor_zone: 'Africa/Cairo',
  link: 'https://meet.jit.si/IqraAcademy-Yusuf-Abdelrahman',
  status: 'scheduled',
  cancelled_by: null,
  moved_from: null,
  attendance: null,
  note: '',
  holiday_id: null,
  tutor: { id: 3, name: 'Yusuf Abdelrahman', time_zone: 'Africa/Cairo', gender: 1 },
  change_until: new Date(START - minutes(12 * 60)).toISOString(),
  paused: false,
  clock_change: null,
  lesson: null,
  prepare: null,
  ...overrides,
});

const card = (item: LearnerClass, now: number, onChange = vi.fn()) => (
  <ClassCard item={item} zone="Europe/London" now={now} noticeHours={12} onChange={onChange} />
);

function show(item: LearnerClass, now: number, onChange = vi.fn()) {
  renderAt(card(item, now, onChange), '/');
  return onChange;
}

/** The paragraph that reads `text` in full (a name in it is isolated in its own element). */
const paragraph = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

describe('a class to come', () => {
  it('reads on the learner’s clock, with the tutor’s in small print and its length', () => {
    show(aClass(), START - minutes(24 * 60));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Tajweed');
    expect(paragraph('with Yusuf Abdelrahman')).toBeTruthy();
    expect(screen.getByText('Tue 12 Jan 2027, 17:00 GMT').tagName).toBe('TIME');
    expect(screen.getByText(/60 minutes/).textContent).toBe(
      "60 minutes · Tutor's time: Tue 19:00 in Cairo",
    );
  });

  it('can be joined from 10 minutes before its start until its end, in a new tab', () => {
    show(aClass(), START - minutes(11));
    const closed = screen.getByRole('button', { name: 'Join class' }) as HTMLButtonElement;
    expect(closed.disabled).toBe(true);
    expect(screen.getByText('Opens 10 minutes before')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join class' })).toBeNull();
    cleanup();

    for (const now of [START - minutes(10), START + minutes(59)]) {
      show(aClass(), now);
      const join = screen.getByRole('link', { name: 'Join class' });
      expect(join.getAttribute('href')).toBe('https://meet.jit.si/IqraAcademy-Yusuf-Abdelrahman');
      expect(join.getAttribute('target')).toBe('_blank');
      expect(join.getAttribute('rel')).toBe('noopener noreferrer');
      cleanup();
    }

    show(aClass(), START + minutes(60));
    expect(screen.queryByRole('link', { name: 'Join class' })).toBeNull();
  });

  it('offers Move and Cancel until the notice window, then says it can no longer be changed', () => {
    const onChange = show(aClass(), START - minutes(13 * 60));
    // jsdom drops the space before the hidden words; browsers keep it.
    screen.getByRole('button', { name: /^Move ?the class of Tue 12 Jan 2027, 17:00 GMT$/ }).click();
    screen
      .getByRole('button', { name: /^Cancel ?the class of Tue 12 Jan 2027, 17:00 GMT$/ })
      .click();
    expect(onChange.mock.calls.map(([change]) => change)).toEqual(['move', 'cancel']);
    expect(screen.queryByText(/can no longer be changed/)).toBeNull();
    cleanup();

    show(aClass({ change_until: null }), START - minutes(11 * 60));
    expect(screen.queryByRole('button', { name: /^(Move|Cancel)/ })).toBeNull();
    expect(
      screen.getByText('Less than 12 hours to go: this class can no longer be changed'),
    ).toBeTruthy();
  });

  it('says who cancelled it, strikes its time and offers nothing to do', () => {
    const labels = {
      tutor: 'Cancelled by tutor',
      learner: 'Cancelled by you',
      staff: 'Cancelled by the school',
    };
    for (const [by, label] of Object.entries(labels)) {
      show(
        aClass({ status: 'cancelled', cancelled_by: by as 'tutor', change_until: null }),
        START - minutes(5),
      );
      expect(screen.getByText(label)).toBeTruthy();
      expect(screen.getByText('Tue 12 Jan 2027, 17:00 GMT').className).toContain('line-through');
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      cleanup();
    }
  });

  it('marks a make-up class, a moved one, and whose clock change put it at another hour', () => {
    const notes = {
      yours: 'Time change in your country',
      anchor: "Time change in the tutor's country",
      both: 'Time changes in both countries',
    } as const;
    for (const [change, note] of Object.entries(notes)) {
      show(
        aClass({
          kind: 'makeup',
          clock_change: change as keyof typeof notes,
          moved_from: '2027-01-11T17:00:00.000Z',
        }),
        START - minutes(24 * 60),
      );
      expect(screen.getByText('Make-up class')).toBeTruthy();
      expect(screen.getByText(note)).toBeTruthy();
      expect(screen.getByText(/^Moved from/).textContent).toBe(
        'Moved from Mon 11 Jan 2027, 17:00 GMT',
      );
      cleanup();
    }
  });

  it('says what to prepare for it: the homework of the lesson before', () => {
    show(
      aClass({
        prepare: {
          kind: 'new_lesson',
          from: '79:6',
          to: '79:26',
          item: null,
          label: "An-Nazi'at 6–26",
          note: 'Listen to it twice.',
        },
      }),
      START - minutes(24 * 60),
    );
    const prepare = screen.getByRole('heading', { level: 4, name: 'To prepare for this class' });
    expect(prepare.parentElement?.textContent).toBe(
      "To prepare for this classNew lesson: An-Nazi'at 6–26Listen to it twice.",
    );
  });
});

describe('a class to come, in Arabic', () => {
  it('reads in Arabic, the tutor’s name kept as written', async () => {
    await renderIn('ar', card(aClass(), START - minutes(24 * 60)));
    expect(paragraph('مع Yusuf Abdelrahman').querySelector('bdi')?.textContent).toBe(
      'Yusuf Abdelrahman',
    );
    expect(screen.getByText(/^60 دقيقةً/).textContent).toMatch(/توقيت المعلّم: .+ في Cairo$/);
    expect(screen.getByRole('button', { name: 'انضم إلى الحصة' })).toBeTruthy();
    expect(screen.getByText('تُفتح قبل الموعد بـ10 دقائق')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^نقل ?حصة / })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^إلغاء ?حصة / })).toBeTruthy();
  });

  it('says in Arabic who cancelled it, and when it can no longer be changed', async () => {
    await renderIn(
      'ar',
      card(
        aClass({ status: 'cancelled', cancelled_by: 'tutor', change_until: null }),
        START - minutes(5),
      ),
    );
    expect(screen.getByText('ألغاها المعلّم')).toBeTruthy();
    cleanup();

    await renderIn('ar', card(aClass({ change_until: null }), START - minutes(11 * 60)));
    expect(screen.getByText('بقي أقل من 12 ساعة: لم يعد بالإمكان تغيير هذه الحصة')).toBeTruthy();
  });
});

describe('a class in the school’s year', () => {
  const EID = {
    id: 4,
    kind: 'eid_al_fitr' as const,
    name: null,
    starts_on: '2027-03-09',
    ends_on: '2027-03-11',
  };

  it('says which holiday it is not held for, with the Hijri date beside the Gregorian', () => {
    const item = aClass({
      starts_at: '2027-03-09T17:00:00.000Z',
      ends_at: '2027-03-09T18:00:00.000Z',
      status: 'cancelled',
      cancelled_by: 'staff',
      holiday_id: EID.id,
    });
    renderAt(
      <ClassCard item={item} zone="Europe/London" now={START} noticeHours={12} holiday={EID} />,
      '/',
    );
    expect(screen.getByText('Not held: Eid al-Fitr')).toBeTruthy();
    expect(screen.queryByText('Cancelled by the school')).toBeNull();
    expect(screen.getByText('· 1 Shawwal 1448 AH')).toBeTruthy();
  });

  it('shows the Hijri date of a class in Ramadan, and none in another month', () => {
    show(
      aClass({ starts_at: '2027-02-20T17:00:00.000Z', ends_at: '2027-02-20T18:00:00.000Z' }),
      START,
    );
    expect(screen.getByText('· 13 Ramadan 1448 AH')).toBeTruthy();
    cleanup();
    show(aClass(), START);
    expect(screen.queryByText(/AH$/)).toBeNull();
  });
});

describe('a class a pause cancelled', () => {
  it('says it was cancelled for the pause, not by the learner', () => {
    show(
      aClass({ status: 'cancelled', cancelled_by: 'learner', paused: true, change_until: null }),
      START - minutes(5),
    );
    expect(screen.getByText('Cancelled for the pause')).toBeTruthy();
    expect(screen.queryByText('Cancelled by you')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
