import type { GradeChoice, LessonSyllabusItem } from '@iqra/contracts';
import { screen, within } from '@testing-library/react';
import { playApi, renderAt, renderIn } from '../../../test-utils/played-api.tsx';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DueGroup } from '../../../components/quran/revision-due.ts';
import type { EntryDraft } from './drafts.ts';
import { EntriesFields } from './lesson-fields.tsx';

// A Hifz course's syllabus: Quran items only, so its entries are ranges of ayat.
const HIFZ: LessonSyllabusItem[] = [
  { id: 1, kind: 'quran', title: 'An-Nas (الناس)', from: '114:1', to: '114:6' },
];

// A school that grades in its own words.
const GRADES: GradeChoice[] = [
  { value: 'excellent', label: 'Mumtaz' },
  { value: 'very_good', label: 'Jayyid jiddan' },
  { value: 'good', label: 'Jayyid' },
  { value: 'repeat', label: 'Again next class' },
];

const DUE: DueGroup[] = [
  { first: 586, last: 586, due: '2027-01-02', when: 'overdue', mistakes: 1 },
  { first: 590, last: 592, due: '2027-01-04', when: 'today', mistakes: 0 },
];

function Entries({ due, seen }: { due: DueGroup[]; seen: { entries: EntryDraft[] } }) {
  const [entries, setEntries] = useState<EntryDraft[]>([]);
  seen.entries = entries;
  return (
    <EntriesFields
      syllabus={HIFZ}
      grades={GRADES}
      due={due}
      entries={entries}
      errors={{}}
      onChange={setEntries}
    />
  );
}

describe('the pages due for revision in the record dialog', () => {
  it('are listed with when they were due, and each becomes a long-term revision of its pages', async () => {
    const seen = { entries: [] as EntryDraft[] };
    // The new entry asks for its range's text: not what this test is about.
    playApi(() => undefined);
    renderAt(<Entries due={DUE} seen={seen} />, '/teach');
    const list = screen.getByRole('heading', { name: 'Due for revision' }).parentElement!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(
        /^Page 586: At-Takwir 1–29 · overdue since Sat 2 Jan 2027 · 1 mistake marked/,
      ),
      expect.stringMatching(/^Pages 590–592: Al-Buruj 1 – Al-Ghashiyah 26 · due today/),
    ]);

    const revise = screen.getByRole('button', {
      name: 'Revise Pages 590–592 as long-term revision',
    });
    await userEvent.click(revise);
    expect(seen.entries).toHaveLength(1);
    expect(seen.entries[0]).toMatchObject({
      kind: 'long_revision',
      range: { by: 'page', fromPage: '590', toPage: '592' },
    });
    // Once added, it is not offered twice.
    expect((revise as HTMLButtonElement).disabled).toBe(true);
    expect(revise.textContent).toBe('Added');

    // The entry is graded on the school's scale, in its words, best first.
    const grade = screen.getByRole('group', { name: 'Grade' });
    expect(
      within(grade)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Mumtaz', 'Jayyid jiddan', 'Jayyid', 'Again next class']);
    await userEvent.click(within(grade).getByRole('radio', { name: 'Jayyid jiddan' }));
    expect(seen.entries[0]?.grade).toBe('very_good');
  });

  it('are not offered when nothing is due', () => {
    renderAt(<Entries due={[]} seen={{ entries: [] }} />, '/teach');
    expect(screen.queryByRole('heading', { name: 'Due for revision' })).toBeNull();
  });
});

describe('the record dialog’s lesson part in Arabic', () => {
  it('names its parts, an entry’s kind and its grade as an Arabic-speaking tutor reads them', async () => {
    playApi(() => undefined);
    await renderIn('ar', <Entries due={[]} seen={{ entries: [] }} />, '/teach');
    expect(screen.getByRole('heading', { name: 'ما تمّ تعلّمه' })).toBeDefined();
    expect(
      screen.getByText('أضف ما غطّته الحصة: الدرس الجديد، أو المراجعات، أو الوحدة.'),
    ).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'أضف بندًا' }));
    const entry = screen.getByRole('group', { name: 'البند 1: درس جديد' });
    expect(
      within(entry)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['درس جديد', 'مراجعة قريبة', 'مراجعة بعيدة']);
    expect(within(entry).getByRole('group', { name: 'حدّد المقطع حسب' })).toBeDefined();
    expect(within(entry).getByRole('radio', { name: 'الصفحات' })).toBeDefined();
    // The school's own grades stay in its words.
    const grade = within(entry).getByRole('group', { name: 'التقدير' });
    expect(within(grade).getByRole('radio', { name: 'Mumtaz' })).toBeDefined();
    expect(within(entry).getByRole('button', { name: 'احذف البند 1' })).toBeDefined();
  });
});
